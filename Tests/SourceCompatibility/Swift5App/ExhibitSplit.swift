// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file):
// an iPad-style two-column interface as an iOS app sets it up: a sidebar of exhibits and a
// detail screen, the display mode button in the detail's bar, and a delegate that shows
// the sidebar when the interface collapses.
import UIKit

/// The detail column: the chosen exhibit's name.
@MainActor
public final class ExhibitDetailViewController: UIViewController {
    public var exhibit = "" {
        didSet { title = exhibit }
    }
}

/// The sidebar and detail of a museum guide.
@MainActor
public final class ExhibitSplit: NSObject, UISplitViewControllerDelegate {
    public let split = UISplitViewController(style: .doubleColumn)
    public let sidebar = UIViewController()
    public let detail = ExhibitDetailViewController()

    public override init() {
        super.init()
        sidebar.title = "Exhibits"
        detail.exhibit = "Astrolabe"
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
        split.preferredPrimaryColumnWidthFraction = 0.3
        split.minimumPrimaryColumnWidth = 280
        split.maximumPrimaryColumnWidth = 400
        split.primaryBackgroundStyle = .sidebar
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.delegate = self
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
    }

    /// Shows the sidebar first when the interface collapses.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }

    /// Hides or shows the sidebar, as the detail's button does.
    public func toggleSidebar() {
        if split.displayMode == .secondaryOnly {
            split.show(.primary)
        } else {
            split.hide(.primary)
        }
    }
}
