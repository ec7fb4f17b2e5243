// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): iOS code for a filter bar: a segmented control made from titles, images and
// actions, styled per state, and configuration-based buttons with subtitles, attributed
// titles, image placement, an activity indicator and a configuration update handler.
import UIKit

public final class FilterBar: UIView {
    public let segments = UISegmentedControl(items: ["All", "Open", UIImage(systemName: "star") ?? UIImage()])
    public let viewMode = UISegmentedControl(frame: .zero, actions: [
        UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in },
        UIAction(title: "Grid", image: UIImage(systemName: "square.grid.2x2")) { _ in },
    ])
    public let applyButton: UIButton
    public private(set) var changes = 0

    public override init(frame: CGRect) {
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Apply")
        title.font = UIFont.boldSystemFont(ofSize: 17)
        configuration.attributedTitle = title
        configuration.subtitle = "3 filters"
        configuration.titleAlignment = .center
        configuration.titlePadding = 2
        configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.preferredFont(forTextStyle: .caption1)
            return outgoing
        }
        configuration.image = UIImage(systemName: "checkmark")
        configuration.imagePlacement = .trailing
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold)
        configuration.imagePadding = 8
        configuration.buttonSize = .large
        configuration.cornerStyle = .capsule
        configuration.background.strokeColor = .systemBlue
        configuration.background.strokeWidth = 1
        applyButton = UIButton(configuration: configuration, primaryAction: nil)
        super.init(frame: frame)

        segments.selectedSegmentIndex = 0
        segments.selectedSegmentTintColor = .systemYellow
        segments.setTitleTextAttributes([.foregroundColor: UIColor.secondaryLabel], for: .normal)
        segments.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13, weight: .bold)], for: .selected)
        segments.setEnabled(false, forSegmentAt: 2)
        segments.setWidth(60, forSegmentAt: 0)
        segments.apportionsSegmentWidthsByContent = true
        segments.insertSegment(withTitle: "Closed", at: 2, animated: false)
        segments.setContentOffset(CGSize(width: 0, height: 1), forSegmentAt: 1)
        segments.setDividerImage(nil, forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
        segments.addTarget(self, action: FilterBar.segmentChanged, for: .valueChanged)
        if segments.selectedSegmentIndex == UISegmentedControl.noSegment { segments.isMomentary = true }
        viewMode.selectedSegmentIndex = viewMode.segmentIndex(identifiedBy: UIAction.Identifier("list"))

        applyButton.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = button.isSelected
            updated?.baseBackgroundColor = button.isHighlighted ? .systemIndigo : .systemBlue
            button.configuration = updated
        }
        applyButton.automaticallyUpdatesConfiguration = true
        applyButton.setTitle("Fallback", for: .disabled)
        for view in [segments, viewMode, applyButton] as [UIView] { addSubview(view) }
    }

    public required init?(coder: NSCoder) {
        applyButton = UIButton(type: .system)
        super.init(coder: coder)
    }

    private func segmentChanged(_ sender: UISegmentedControl) {
        changes += 1
        applyButton.isSelected = sender.selectedSegmentIndex == 1
        applyButton.setNeedsUpdateConfiguration()
    }
}

/// A segmented control subclass: UIKit's segment methods are open.
public final class CountingSegmentedControl: UISegmentedControl {
    public private(set) var inserted = 0

    public override func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        inserted += 1
        super.insertSegment(withTitle: title, at: segment, animated: animated)
    }
}

/// A button subclass that adjusts its configuration for its state.
public final class ToggleButton: UIButton {
    public override func updateConfiguration() {
        super.updateConfiguration()
        configuration?.title = isSelected ? "On" : "Off"
    }

    public override func setTitle(_ title: String?, for state: UIControl.State) {
        super.setTitle(title?.uppercased(), for: state)
    }
}
