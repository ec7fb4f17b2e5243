// Vitrine — Apache License 2.0
import Foundation

/// A compact date picker's rounded gray label (a date, or a time); a tap runs `onTap`.
///
/// Metrics (ours; Apple documents none): 34 points high, the text in the 17-point system
/// font 11 points from each end, 8-point corners, the tertiary system fill behind.
@MainActor
final class DatePickerCapsule: UIView {
    static let height: CGFloat = 34
    static let padding: CGFloat = 11
    static let cornerRadius: CGFloat = 8

    let label = UILabel()
    private let tap = UITapGestureRecognizer()
    var onTap: () -> Void = {}

    init() {
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        label.textAlignment = .center
        addSubview(label)
        tap.addTarget(self, action: DatePickerCapsule.handleTap)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    var text: String {
        get { label.text ?? "" }
        set {
            label.text = newValue
            setNeedsLayout()
        }
    }

    /// Whether the capsule's editor is shown: the text takes the tint colour meanwhile.
    var isActive = false {
        didSet { label.textColor = isActive ? tintColor : .label }
    }

    /// The text's width plus the padding, 34 points high.
    var fittingSize: CGSize {
        CGSize(width: (label.intrinsicContentSize.width + 2 * Self.padding).rounded(.up), height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: Self.padding, dy: 0)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isActive { label.textColor = tintColor }
    }

    private func handleTap() {
        onTap()
    }
}
