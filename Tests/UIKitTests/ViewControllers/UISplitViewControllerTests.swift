// Vitrine — Apache License 2.0
// The column-style split view controller: columns wrapped in navigation controllers,
// their widths from the preferences (UISplitViewController.swift gives the defaults),
// the display modes, show/hide with the delegate's calls, a tap on the dimmed secondary
// column through the touch path, collapsing in a compact width and expanding back.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UISplitViewControllerTests {
    /// Writes the delegate's calls into a log.
    private final class DelegateLog: UISplitViewControllerDelegate {
        let log: LifecycleLog
        var topColumn: UISplitViewController.Column?
        init(_ log: LifecycleLog) { self.log = log }
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            log.record("delegate.willChangeTo(\(displayMode))")
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            log.record("delegate.willShow(\(column))")
        }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
            log.record("delegate.willHide(\(column))")
        }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            log.record("delegate.topColumnForCollapsing(\(proposedTopColumn))")
            return topColumn ?? proposedTopColumn
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.record("delegate.didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.record("delegate.didExpand") }
    }

    /// A shown window of `width` × `height` points with `root` as its root view controller.
    private func show(_ root: UIViewController, width: CGFloat, height: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.layer.isHidden = false
        window.rootViewController = root
        window.layoutIfNeeded()
        return window
    }

    private func makeSplit(_ style: UISplitViewController.Style, log: LifecycleLog) -> (UISplitViewController, [LoggingViewController]) {
        let split = UISplitViewController(style: style)
        let names = style == .tripleColumn ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"]
        let controllers = names.map { LoggingViewController($0, log: log) }
        let columns: [UISplitViewController.Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        for (controller, column) in zip(controllers, columns) { split.setViewController(controller, for: column) }
        return (split, controllers)
    }

    /// A double-column split of `primary` and `secondary`, collapsed in a 400-point-wide
    /// window, with the columns' navigation controllers (taken before the stacks merge).
    private func showCollapsedDoubleColumn(log: LifecycleLog) -> CollapsedSplit {
        let (split, controllers) = makeSplit(.doubleColumn, log: log)
        let stacks = (controllers[0].navigationController!, controllers[1].navigationController!)
        return CollapsedSplit(split: split, primary: controllers[0], secondary: controllers[1],
                              primaryStack: stacks.0, secondaryStack: stacks.1, window: show(split, width: 400, height: 800))
    }

    @Test func eachColumnIsWrappedInANavigationController() {
        let log = LifecycleLog()
        let (split, controllers) = makeSplit(.doubleColumn, log: log)
        let (primary, secondary) = (controllers[0], controllers[1])
        #expect(split.style == .doubleColumn && split.viewController(for: .primary) === primary)
        #expect(split.viewController(for: .supplementary) == nil && split.viewController(for: .compact) == nil)
        let stack = primary.navigationController
        #expect(stack?.viewControllers.first === primary && stack?.parent === split)
        #expect(split.children.count == 2 && split.viewControllers.first === stack)
        #expect(secondary.splitViewController === split)
        // A navigation controller is used as it is.
        let navigation = UINavigationController(rootViewController: UIViewController())
        split.setViewController(navigation, for: .secondary)
        #expect(split.viewController(for: .secondary) === navigation && navigation.parent === split && secondary.splitViewController == nil)
        // A double-column controller has no supplementary column.
        split.setViewController(UIViewController(), for: .supplementary)
        #expect(split.viewController(for: .supplementary) == nil)
    }

    /// The primary column is 320 points unless preferred otherwise, within its minimum
    /// and maximum (320 points unless set).
    @Test func thePrimaryWidthFollowsThePreferencesWithinTheBounds() {
        let log = LifecycleLog()
        let (split, controllers) = makeSplit(.doubleColumn, log: log)
        split.preferredDisplayMode = .oneBesideSecondary
        let window = show(split, width: 1000, height: 800)
        let primaryView = controllers[0].navigationController!.view!, secondaryView = controllers[1].navigationController!.view!
        #expect(split.displayMode == .oneBesideSecondary && split.primaryColumnWidth == 320)
        #expect(primaryView.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(secondaryView.frame == CGRect(x: 320, y: 0, width: 680, height: 800))
        split.preferredPrimaryColumnWidthFraction = 0.25
        #expect(split.primaryColumnWidth == 250 && primaryView.frame.width == 250 && secondaryView.frame.minX == 250)
        // 0.5 × 1000 = 500, over the default maximum of 320.
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 600
        #expect(split.primaryColumnWidth == 500)
        // A width in points comes before the fraction; the minimum still holds.
        split.preferredPrimaryColumnWidth = 200
        split.minimumPrimaryColumnWidth = 240
        #expect(split.primaryColumnWidth == 240)
        split.preferredPrimaryColumnWidth = .nan
        #expect(split.primaryColumnWidth == 500)
        split.primaryEdge = .trailing
        #expect(primaryView.frame.minX == 500 && secondaryView.frame.minX == 0)
        withExtendedLifetime(window) {}
    }

    /// Automatic: beside in a landscape view, the secondary column alone (double) or
    /// with the supplementary one (triple) in a portrait view.
    @Test func theAutomaticModeFollowsTheViewsShape() {
        let log = LifecycleLog()
        let (double, _) = makeSplit(.doubleColumn, log: log)
        let landscape = show(double, width: 1200, height: 800)
        #expect(double.displayMode == .oneBesideSecondary && double.splitBehavior == .tile)
        let (portraitDouble, _) = makeSplit(.doubleColumn, log: log)
        let portrait = show(portraitDouble, width: 800, height: 1200)
        #expect(portraitDouble.displayMode == .secondaryOnly && portraitDouble.splitBehavior == .overlay)
        let (triple, controllers) = makeSplit(.tripleColumn, log: log)
        let wide = show(triple, width: 1200, height: 800)
        #expect(triple.displayMode == .twoBesideSecondary)
        let views = controllers.map { $0.navigationController!.view! }
        #expect(views[0].frame.minX == 0 && views[1].frame == CGRect(x: 320, y: 0, width: 320, height: 800))
        #expect(views[2].frame == CGRect(x: 640, y: 0, width: 560, height: 800))
        withExtendedLifetime((landscape, portrait, wide)) {}
    }

    /// In a portrait view `show(.primary)` lays the primary column over the dimmed
    /// secondary one; a tap on the dimming hides it again. The delegate hears each
    /// change; the primary column's controller appears and disappears.
    @Test func showingThePrimaryOverlaysItAndATapOutsideHidesIt() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let (split, controllers) = makeSplit(.doubleColumn, log: log)
        let delegate = DelegateLog(log)
        split.delegate = delegate
        harness.window.rootViewController = split
        harness.window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly && controllers[0].viewIfLoaded?.window == nil)
        controllers[0].loadViewIfNeeded()
        _ = log.take()
        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(log.take() == [
            "delegate.willChangeTo(oneOverSecondary)", "delegate.willShow(primary)",
            "primary.viewWillAppear", "primary.viewDidAppear",
        ])
        #expect(controllers[0].navigationController!.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(controllers[1].navigationController!.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(split.dimmingView.superview === split.view)
        harness.tap(CGPoint(x: 700, y: 500), at: 1)
        #expect(split.displayMode == .secondaryOnly && split.dimmingView.superview == nil)
        #expect(log.take() == [
            "delegate.willChangeTo(secondaryOnly)", "delegate.willHide(primary)",
            "primary.viewWillDisappear", "primary.viewDidDisappear",
        ])
        // The display mode button shows it again.
        split.displayModeButtonItem.performAction()
        #expect(split.displayMode == .oneOverSecondary)
        withExtendedLifetime(delegate) {}
    }

    /// A compact width collapses to the column the delegate picks; a regular one expands.
    @Test func aCompactWidthCollapsesToOneColumn() {
        let log = LifecycleLog()
        let (split, controllers) = makeSplit(.doubleColumn, log: log)
        split.preferredDisplayMode = .oneBesideSecondary
        let delegate = DelegateLog(log)
        delegate.topColumn = .primary
        split.delegate = delegate
        let window = show(split, width: 400, height: 800)
        #expect(split.isCollapsed)
        #expect(log.entries.filter { $0.hasPrefix("delegate") } == ["delegate.topColumnForCollapsing(secondary)", "delegate.didCollapse"])
        let primaryView = controllers[0].navigationController!.view!
        #expect(primaryView.frame == CGRect(x: 0, y: 0, width: 400, height: 800) && controllers[1].viewIfLoaded?.window == nil)
        split.show(.secondary)
        #expect(controllers[1].navigationController!.view.frame.width == 400 && primaryView.superview == nil)
        _ = log.take()
        window.frame = CGRect(x: 0, y: 0, width: 1000, height: 800)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(log.take().filter { $0.hasPrefix("delegate") } == ["delegate.didExpand"])
        #expect(primaryView.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        withExtendedLifetime(delegate) {}
    }

    /// A controller for the `.compact` column is what the collapsed interface shows.
    @Test func theCompactColumnShowsWhenCollapsed() {
        let log = LifecycleLog()
        let (split, _) = makeSplit(.tripleColumn, log: log)
        let compact = LoggingViewController("compact", log: log)
        split.setViewController(compact, for: .compact)
        let window = show(split, width: 400, height: 800)
        #expect(split.isCollapsed && compact.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(split.view.subviews.count == 1)
        withExtendedLifetime(window) {}
    }

    /// UIKit's routing in a column-style split view: showing from the primary column's stack
    /// fills the next column while expanded and pushes on the stack while collapsed;
    /// `showDetailViewController` from any column puts the controller in the secondary one.
    @Test func showFromTheSidebarFillsTheNextColumnOrPushesWhenCollapsed() {
        let log = LifecycleLog()
        let (split, controllers) = makeSplit(.doubleColumn, log: log)
        let primary = controllers[0]
        let window = show(split, width: 1200, height: 800)
        defer { window.layer.isHidden = true }
        #expect(!split.isCollapsed)
        let detail = UIViewController()
        primary.show(detail, sender: nil)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(primary.navigationController?.viewControllers.count == 1, "nothing pushed on the sidebar")
        let other = UIViewController()
        primary.showDetailViewController(other, sender: nil)
        #expect(split.viewController(for: .secondary) === other)
        #expect(primary.presentedViewController == nil)

        window.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        let pushed = UIViewController()
        primary.show(pushed, sender: nil)
        #expect(primary.navigationController?.topViewController === pushed)
    }

    /// Collapsing a double-column split to its secondary column merges the stacks as UIKit
    /// does: the secondary's controllers go on top of the primary's, which shows alone, so
    /// the back button leads from the detail to the list. A detail pushed while collapsed
    /// stays on top; expanding gives the secondary stack everything above the primary's own.
    @Test func collapsingMergesTheSecondaryStackOntoThePrimaryAndExpandingSeparatesThem() {
        let log = LifecycleLog()
        let shown = showCollapsedDoubleColumn(log: log)
        let (split, primary, secondary, window) = (shown.split, shown.primary, shown.secondary, shown.window)
        let (primaryStack, secondaryStack) = (shown.primaryStack, shown.secondaryStack)
        defer { window.layer.isHidden = true }
        #expect(split.isCollapsed)
        #expect(sameControllers(primaryStack.viewControllers, [primary, secondary]) && secondaryStack.viewControllers.isEmpty)
        #expect(primaryStack.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800) && primaryStack.view.superview === split.view)
        #expect(secondary.navigationController === primaryStack && secondary.splitViewController === split)
        #expect(sameControllers(split.viewControllers, [primaryStack]))
        let more = UIViewController()
        secondary.showDetailViewController(more, sender: nil)
        #expect(primaryStack.topViewController === more)
        // The push slides; the stacks are separated once it has ended.
        showAnimationFrame(at: 40_000)
        showAnimationFrame(at: 40_001)

        window.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(sameControllers(primaryStack.viewControllers, [primary]))
        #expect(sameControllers(secondaryStack.viewControllers, [secondary, more]))
        #expect(secondary.navigationController === secondaryStack)
    }

    /// Popped back to the list while collapsed, the split expands with the secondary
    /// column's controller as set.
    @Test func expandingAfterPoppingBackGivesTheSecondaryColumnItsController() {
        let log = LifecycleLog()
        let shown = showCollapsedDoubleColumn(log: log)
        let (primary, secondary, window) = (shown.primary, shown.secondary, shown.window)
        let (primaryStack, secondaryStack) = (shown.primaryStack, shown.secondaryStack)
        defer { window.layer.isHidden = true }
        primaryStack.popViewController(animated: false)
        #expect(sameControllers(primaryStack.viewControllers, [primary]))
        window.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        window.layoutIfNeeded()
        #expect(sameControllers(primaryStack.viewControllers, [primary]) && sameControllers(secondaryStack.viewControllers, [secondary]))
    }

    /// The width grows while a detail shown collapsed is still sliding in: the push
    /// completes on the primary stack (the detail shown there, once), then the stacks
    /// separate and the detail moves to the secondary column, in no stack twice.
    @Test func expandingDuringADetailPushSeparatesTheStacksAfterIt() {
        let log = LifecycleLog()
        let shown = showCollapsedDoubleColumn(log: log)
        let (split, primary, secondary, window) = (shown.split, shown.primary, shown.secondary, shown.window)
        let (primaryStack, secondaryStack) = (shown.primaryStack, shown.secondaryStack)
        defer { window.layer.isHidden = true }
        let more = LoggingViewController("more", log: log)
        secondary.showDetailViewController(more, sender: nil)
        #expect(primaryStack.topViewController === more && primaryStack.isTransitioning)
        window.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(sameControllers(primaryStack.viewControllers, [primary, secondary, more]) && secondaryStack.viewControllers.isEmpty)
        #expect(more.view.superview === primaryStack.view && more.parent === primaryStack)
        _ = log.take()
        showAnimationFrame(at: 41_000)
        showAnimationFrame(at: 41_001)
        #expect(sameControllers(primaryStack.viewControllers, [primary]))
        #expect(sameControllers(secondaryStack.viewControllers, [secondary, more]))
        #expect(more.parent === secondaryStack && more.view.superview === secondaryStack.view)
        #expect(primary.view.superview === primaryStack.view && secondaryStack.view.superview === split.view)
        // Its last appearance call leaves it shown.
        #expect(log.take().last { $0.hasPrefix("more.view") }?.hasPrefix("more.viewDidAppear") == true)
    }
}

/// A collapsed double-column split view and its parts.
@MainActor struct CollapsedSplit {
    let split: UISplitViewController
    let primary: LoggingViewController
    let secondary: LoggingViewController
    let primaryStack: UINavigationController
    let secondaryStack: UINavigationController
    let window: UIWindow
}
