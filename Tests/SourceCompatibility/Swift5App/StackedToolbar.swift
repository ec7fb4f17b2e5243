// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a toolbar built from stack views as iOS code writes it — a column holding a
// title and a row of buttons, custom spacing, margins-relative arrangement, and a
// button hidden with an animation.
import UIKit

public final class StackedToolbar: UIView {
    public let titleLabel = UILabel()
    public let playButton = UIButton(type: .system)
    public let stopButton = UIButton(type: .system)
    public let moreButton = UIButton(type: .system)
    public let buttonRow = ButtonRow(buttons: [])
    public let column: UIStackView

    public override init(frame: CGRect) {
        titleLabel.text = "Now playing"
        column = UIStackView(arrangedSubviews: [titleLabel])
        super.init(frame: frame)
        playButton.setTitle("Play", for: .normal)
        stopButton.setTitle("Stop", for: .normal)
        moreButton.setTitle("More", for: .normal)
        buttonRow.axis = .horizontal
        buttonRow.distribution = .fillEqually
        buttonRow.alignment = .firstBaseline
        buttonRow.spacing = UIStackView.spacingUseSystem
        buttonRow.addArrangedSubview(playButton)
        buttonRow.addArrangedSubview(moreButton)
        buttonRow.insertArrangedSubview(stopButton, at: 1)
        buttonRow.setCustomSpacing(20, after: stopButton)

        column.axis = .vertical
        column.alignment = .fill
        column.distribution = .equalSpacing
        column.spacing = 8
        column.addArrangedSubview(buttonRow)
        column.isLayoutMarginsRelativeArrangement = true
        column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        column.isBaselineRelativeArrangement = false
        column.translatesAutoresizingMaskIntoConstraints = false
        addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: leadingAnchor),
            column.trailingAnchor.constraint(equalTo: trailingAnchor),
            column.topAnchor.constraint(equalTo: topAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        column = UIStackView(frame: .zero)
        super.init(coder: coder)
    }

    /// The gap after the stop button, or the row's spacing if none was set.
    public var spacingAfterStop: CGFloat {
        let custom = buttonRow.customSpacing(after: stopButton)
        return custom == UIStackView.spacingUseDefault ? buttonRow.spacing : custom
    }

    /// Hides or shows the stop button; the other buttons slide over, animated.
    public func setStopHidden(_ hidden: Bool) {
        UIView.animate(withDuration: 0.3) {
            self.stopButton.isHidden = hidden
        }
    }

    /// Takes the more button out of the row (it stays a subview, hidden, as UIKit advises).
    public func dropMoreButton() {
        buttonRow.removeArrangedSubview(moreButton)
        moreButton.isHidden = true
        _ = buttonRow.arrangedSubviews.count
    }
}

/// A stack view subclass as iOS code writes one.
public final class ButtonRow: UIStackView {
    public init(buttons: [UIButton]) {
        super.init(arrangedSubviews: buttons)
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}
