// Vitrine — Apache License 2.0
// Appearance: `viewWillAppear(_:)` … `viewDidDisappear(_:)`. Each controller keeps where it
// is (disappeared → appearing → appeared → disappearing → disappeared) so that every
// trigger calls each method once, in order, whichever trigger comes first:
// - a window's root view controller, when it is set on a shown window or replaced, and
//   when the window is shown or hidden (UIWindow.swift);
// - presentation and dismissal (UIViewController+Presentation.swift);
// - a child's view entering or leaving the window while its parent has appeared (the
//   view tells its controller from `willMove(toWindow:)`/`didMoveToWindow()`);
// - a parent forwarding its own transition to the children whose views are in its view,
//   unless it returns false from `shouldAutomaticallyForwardAppearanceMethods` and calls
//   `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()` itself.

/// Where a view controller is in its appearance.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// Starts an appearance (`isAppearing` true: `viewWillAppear(_:)`) or a disappearance
    /// (`viewWillDisappear(_:)`). A call that changes nothing (appearing while already
    /// appearing or appeared) does nothing, so each callback comes once.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()  // viewDidLoad always comes before viewWillAppear
            appearanceState = .appearing
            appearanceWasAnimated = animated
            viewWillAppear(animated)
            viewIsAppearingPending = true
            deliverViewIsAppearingIfInWindow()
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceWasAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInView { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started:
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    public func endAppearanceTransition() {
        let animated = appearanceWasAnimated
        switch appearanceState {
        case .appearing:
            // A view that never reached a window still hears `viewIsAppearing` once.
            if viewIsAppearingPending {
                viewIsAppearingPending = false
                viewIsAppearing(animated)
            }
            appearanceState = .appeared
            viewDidAppear(animated)
            isMovingToParentFlag = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInView { child.endAppearanceTransition() }
    }

    /// Both halves at once, for changes that are not animated.
    func performAppearanceTransition(_ isAppearing: Bool, during change: () -> Void = {}) {
        beginAppearanceTransition(isAppearing, animated: false)
        change()
        endAppearanceTransition()
    }

    /// Calls `viewIsAppearing(_:)` once the appearing view is in a window: at once when it
    /// already is (a push, a window's root), else when it enters one (a presentation).
    private func deliverViewIsAppearingIfInWindow() {
        guard viewIsAppearingPending, appearanceState == .appearing, viewIfLoaded?.window != nil else { return }
        viewIsAppearingPending = false
        viewIsAppearing(appearanceWasAnimated)
    }

    /// The children whose views are in this controller's view: the ones that appear with it.
    private var childrenInView: [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        return childList.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    // MARK: - Children's views entering and leaving the window

    /// Whether this controller is a child whose parent has appeared (or is appearing) and
    /// forwards appearance automatically: its view entering the window makes it appear.
    private var followsParentAppearance: Bool {
        guard let parent = parentController, parent.shouldAutomaticallyForwardAppearanceMethods,
              !parent.managesChildAppearance else { return false }
        return parent.appearanceState == .appearing || parent.appearanceState == .appeared
    }

    /// The view is about to enter or leave `newWindow`.
    func viewWillMove(toWindow newWindow: UIWindow?) {
        guard let parent = parentController, !parent.managesChildAppearance else { return }
        if newWindow != nil, newWindow?.isHidden == false, followsParentAppearance {
            beginAppearanceTransition(true, animated: false)
        } else if newWindow == nil, appearanceState == .appeared || appearanceState == .appearing {
            beginAppearanceTransition(false, animated: false)
        }
    }

    /// The view entered or left its window.
    func viewDidMoveToWindow() {
        deliverViewIsAppearingIfInWindow()
        guard let parent = parentController, !parent.managesChildAppearance else { return }
        // While the parent is itself appearing or disappearing, its own end forwards the
        // `did` callback.
        if appearanceState == .appearing, parentController?.appearanceState == .appeared {
            endAppearanceTransition()
        } else if appearanceState == .disappearing, viewIfLoaded?.window == nil,
                  parentController?.appearanceState != .disappearing {
            endAppearanceTransition()
        }
    }
}
