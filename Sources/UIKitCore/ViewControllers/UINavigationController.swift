// Vitrine — Apache License 2.0
// A stack of view controllers, the top one's view shown below a navigation bar.
//
// The navigation controller calls its children's appearance methods itself, at the
// moments of its transitions:
//   push: to.viewDidLoad, delegate willShow, from.viewWillDisappear, to.viewWillAppear, (slide),
//         from.viewDidDisappear, to.viewDidAppear, to.didMove(toParent:), delegate didShow;
//   pop:  from.willMove(toParent: nil), delegate willShow, from.viewWillDisappear,
//         to.viewWillAppear, (slide), from.viewDidDisappear, to.viewDidAppear,
//         from.didMove(toParent: nil), delegate didShow.
// The slide: the incoming view comes in from the right edge while the outgoing one moves a
// third of the width to the left under a dimming overlay (reversed for a pop), 0.35 s
// ease-in-ease-out on the frame clock; over the same time the bar's title and buttons
// cross-fade from the old item's to the new one's. UIKit documents neither the duration
// nor the overlay: the overlay darkens to 10 % black (Vitrine's reading of iOS).
//
// The children's views fill the controller's view, under the bars, as UIKit lays out a
// translucent bar's content; the bars are in their safe area (`containerBarInsets`), so a
// scroll view's content starts below the bar (`adjustedContentInset`). While a large title
// shows, the safe area keeps the bar's expanded height, and the large title closes as the
// top controller's scroll view (its view) scrolls up, after the navigation item's search
// bar, if any, has scrolled away (UINavigationBar+Search.swift).
//
// The interactive pop (UINavigationController+InteractivePop.swift) follows a finger from
// the left edge.

/// A container that shows a stack of view controllers, one screen at a time.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The controllers on the stack, the root first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: the one the top controller presented, else the top controller.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// The navigation controller's delegate.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The bar at the top of the view.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// The toolbar at the bottom of the view, shown when `isToolbarHidden` is false.
    public let toolbar = UIToolbar(frame: .zero)

    /// Whether the navigation bar is hidden; default false.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Whether the toolbar is hidden; default true.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// The recognizer that pops the top controller as a finger drags from the left edge.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer()

    // MARK: - Hiding the bars (UINavigationController+BarHiding.swift)

    /// Whether a tap in the content hides the bars, or shows them when hidden; default false.
    open var hidesBarsOnTap = false { didSet { barHideOnTapGestureRecognizer.isEnabled = hidesBarsOnTap } }
    /// Whether a swipe up hides the bars and a swipe down shows them; default false.
    open var hidesBarsOnSwipe = false { didSet { barHideOnSwipeGestureRecognizer.isEnabled = hidesBarsOnSwipe } }
    /// Whether the bars hide in a compact-height environment; default false. Kept for code
    /// that sets it: a kiosk's panel does not turn to a compact height by itself.
    open var hidesBarsWhenVerticallyCompact = false
    /// Whether the bars hide when the keyboard appears; default false. Kept for code that
    /// sets it.
    open var hidesBarsWhenKeyboardAppears = false
    /// The recognizer `hidesBarsOnTap` uses; in the controller's view, enabled by the flag.
    public let barHideOnTapGestureRecognizer = UITapGestureRecognizer()
    /// The recognizer `hidesBarsOnSwipe` uses; in the controller's view, enabled by the flag.
    public let barHideOnSwipeGestureRecognizer = UIPanGestureRecognizer()
    let barHidingGestureDelegate = BarHidingGestureDelegate()
    /// Whether the bar hiding took the toolbar away too, to bring it back with the bar.
    var toolbarHiddenWithBars = false

    var stack: [UIViewController] = []
    /// Whether a push or pop is animating; another one meanwhile is ignored.
    var isTransitioning = false
    private var navigationBarHidden = false
    private var toolbarHidden = true
    /// The overlay darkening the view that slides under the other.
    let dimmingView = UIView()
    /// The overlay's darkest alpha.
    static let dimmingAlpha: CGFloat = 0.1
    /// The interactive pop under way.
    var interactivePop: InteractivePop?
    /// The delegate's percent-driven interaction that the edge swipe drives, while it pops.
    var customPopInteraction: UIPercentDrivenInteractiveTransition?
    /// The animator and interaction the next transition uses instead of asking the
    /// delegate (the edge swipe asked already).
    var preparedTransition: PreparedTransition?
    /// Work waiting for the push or pop under way to end (`performAfterTransition`).
    private var afterTransition: [() -> Void] = []
    /// The top inset each child's scroll view had last, to keep one resting at its top edge there.
    private var restingTops: [ObjectIdentifier: CGFloat] = [:]
    /// The bar slides under way; the bars' `isHidden` follows their flags once none is.
    private var barVisibilityAnimations = 0

    static let transitionDuration: TimeInterval = 0.35

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setUp()
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// Unsupported, as for every view controller: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        managesChildAppearance = true
        navigationBar.backAction = { [weak self] in _ = self?.popViewController(animated: true) }
        navigationBar.heightDidChangeHandler = { [weak self] in self?.layoutBars() }
        navigationBar.searchStateDidChangeHandler = { [weak self] in self?.followContentScroll() }
        toolbar.isHidden = true
        dimmingView.backgroundColor = .black
        dimmingView.isUserInteractionEnabled = false
        if let edgePan = interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer {
            edgePan.edges = .left
            edgePan.addHandler { [weak self] recognizer in self?.handleInteractivePop(recognizer) }
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        if let recognizer = interactivePopGestureRecognizer { view.addGestureRecognizer(recognizer) }
        installBarHidingRecognizers()
        if let top = topViewController { install(top) }
        updateBar()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutBars()
    }

    /// The area the top controller's view fills: the whole view, under the bars.
    var contentFrame: CGRect { view.bounds }

    /// Puts `controller`'s view in the content area, under the bars.
    func install(_ controller: UIViewController, offsetBy dx: CGFloat = 0) {
        let childView: UIView = controller.view
        childView.frame = contentFrame.offsetBy(dx: dx, dy: 0)
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(childView, belowSubview: navigationBar)
        updateBarInsets(of: controller)
    }

    /// Shows the stack's items in the bar and the top controller's toolbar items.
    func updateBar() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.items = topViewController?.toolbarItems
        followContentScroll()
        layoutBars()
        tabBarController?.layoutTabBar()
    }

    /// Places the bars: the navigation bar under the view's own safe top (the panel's
    /// unsafe edge), the toolbar above its safe bottom; a hidden bar is placed just out
    /// of the view (where it slides to). Then the children's insets.
    func layoutBars() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        let outer = view.safeAreaInsets
        let barHeight = navigationBar.barHeight
        let barY = navigationBarHidden ? outer.top - barHeight - navigationBar.hairlineWidth : outer.top
        navigationBar.frame = CGRect(x: 0, y: barY, width: bounds.width, height: barHeight)
        let toolbarY = toolbarHidden ? bounds.height + toolbar.hairlineWidth : bounds.height - outer.bottom - UIToolbar.height
        toolbar.frame = CGRect(x: 0, y: toolbarY, width: bounds.width, height: UIToolbar.height + outer.bottom)
        if barVisibilityAnimations == 0 {
            navigationBar.isHidden = navigationBarHidden
            toolbar.isHidden = toolbarHidden
        }
        for child in stack where child.isViewLoaded { updateBarInsets(of: child) }
    }

    /// How long hiding or showing a bar takes when animated, as in UIKit.
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Hides or shows the navigation bar, sliding it up out of the view or back down when
    /// `animated`; the children's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHidden else { return }
        navigationBarHidden = hidden
        moveBars(revealing: navigationBar, animated: animated)
    }

    /// Hides or shows the toolbar, sliding it down out of the view or back up when
    /// `animated`; the children's safe area follows.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        moveBars(revealing: toolbar, animated: animated)
    }

    /// Moves the bars to where their hidden flags put them, on the frame clock when
    /// `animated` and on screen; `bar` stays visible until it has slid away.
    private func moveBars(revealing bar: UIView, animated: Bool) {
        guard animated, isViewLoaded, isShown, UIView.areAnimationsEnabled else { return layoutBars() }
        barVisibilityAnimations += 1
        bar.isHidden = false
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: .curveEaseInOut, animations: { [self] in
            layoutBars()
            view.layoutIfNeeded()
        }, completion: { [self] _ in
            barVisibilityAnimations -= 1
            layoutBars()
        })
    }
    /// The bars' share of `child`'s safe area: the bar's bottom edge (at its expanded
    /// height while a large title shows) and the toolbar's top.
    private func updateBarInsets(of child: UIViewController) {
        guard isViewLoaded else { return }
        var top: CGFloat = 0
        if !navigationBarHidden {
            top = view.safeAreaInsets.top + navigationBar.expandedBarHeight
        }
        let bottom: CGFloat = toolbarHidden ? 0 : UIToolbar.height
        child.containerBarInsets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        // A scroll view resting at its top edge stays there as its inset changes (the
        // first time it is shown, too), as in UIKit.
        guard let scrollView = child.viewIfLoaded as? UIScrollView else { return }
        let key = ObjectIdentifier(scrollView)
        let previous = restingTops[key] ?? 0
        let newTop = scrollView.adjustedContentInset.top
        restingTops[key] = newTop
        if newTop != previous, scrollView.contentOffset.y == -previous {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -newTop)
        }
    }

    /// A child's toolbar items changed.
    func toolbarItemsDidChange(of controller: UIViewController) {
        if controller === topViewController { toolbar.items = controller.toolbarItems }
    }

    /// The top controller's view scrolled: the large title closes as the content moves up
    /// under the bar, and the bar takes its scrolled look once content is under it.
    func contentDidScroll(_ scrollView: UIScrollView, of controller: UIViewController) {
        guard controller === topViewController, scrollView === controller.viewIfLoaded else { return }
        followContentScroll()
    }

    private func followContentScroll() {
        guard let scrollView = topViewController?.viewIfLoaded as? UIScrollView else {
            navigationBar.isAtScrollEdge = true
            navigationBar.searchBarScrolledAway = 0
            navigationBar.largeTitleVisibleHeight = UINavigationBar.largeTitleHeight
            return
        }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        // The search row (UINavigationBar+Search.swift) scrolls away before the large title closes.
        let searchShare = navigationBar.searchBarScrollsAway ? min(max(scrolled, 0), navigationBar.searchBarHeight) : 0
        navigationBar.searchBarScrolledAway = searchShare
        navigationBar.largeTitleVisibleHeight = UINavigationBar.largeTitleHeight - max(scrolled - searchShare, 0)
        navigationBar.isAtScrollEdge = scrolled <= 0
    }

    /// Whether this controller is on screen, so that its children appear and disappear.
    var isShown: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// Runs `work` now, or once the push or pop under way has ended (completed or
    /// cancelled), after its last appearance call and the delegate's didShow: the stack
    /// can be changed then (it cannot while a transition runs).
    func performAfterTransition(_ work: @escaping () -> Void) {
        guard isTransitioning else { return work() }
        afterTransition.append(work)
    }

    /// Runs the work `performAfterTransition` kept, once no transition runs.
    func runWorkAfterTransition() {
        guard !isTransitioning, !afterTransition.isEmpty else { return }
        let work = afterTransition
        afterTransition = []
        for item in work { item() }
    }

    // MARK: - Changing the stack

    /// Pushes `viewController` onto the stack and shows it, sliding in from the right when
    /// `animated`. A controller already on a stack or a child elsewhere is ignored, as is
    /// a push while a transition is animating.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !isTransitioning, !stack.contains(where: { $0 === viewController }), viewController.parentController == nil else {
            viewControllerLogger.warning("pushViewController: \(type(of: viewController)) is already in a container, or a transition is running; ignored")
            return
        }
        let from = topViewController
        addChild(viewController)
        stack.append(viewController)
        transition(from: from, to: viewController, pushing: true, animated: animated, finish: {
            viewController.didMove(toParent: self)
        }, cancel: { [self] in
            stack.removeAll { $0 === viewController }
            viewController.willMove(toParent: nil)
            viewController.removeFromParent()
        })
    }

    /// Shows `vc` by pushing it, animated: the navigation controller is the container that
    /// `show(_:sender:)` from any of its children reaches.
    open override func show(_ vc: UIViewController, sender: Any?) {
        // A column of an expanded split view shows into the next column (see
        // UIViewController+Showing.swift).
        if let split = splitViewController, let column = split.columnShown(after: self) {
            split.setViewController(vc, for: column)
            return
        }
        pushViewController(vc, animated: true)
    }

    /// Pops the top controller and shows the one below, sliding it back when `animated`;
    /// returns the popped controller, or nil when the root is the only one.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops every controller above the root; returns them, bottom first (nil when there is
    /// nothing to pop).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them, bottom first (nil when it
    /// is not on the stack or nothing is above it). Only the top one's view slides away.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard !isTransitioning, let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        let from = popped.last!
        for controller in popped { controller.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        transition(from: from, to: viewController, pushing: false, animated: animated, finish: {
            for controller in popped.reversed() { controller.removeFromParent() }
        }, cancel: { [self] in
            stack.append(contentsOf: popped)
            // They stay on the stack: no longer moving from their parent.
            for controller in popped { controller.isMovingFromParentFlag = false }
        })
        return popped
    }

    /// Replaces the stack with `viewControllers`; the new top is shown, by a push when it was
    /// not on the stack and by a pop when it was, animated when `animated`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !isTransitioning else { return }
        var seen = Set<ObjectIdentifier>()
        let newStack = viewControllers.filter { seen.insert(ObjectIdentifier($0)).inserted }
        let from = topViewController
        let to = newStack.last
        let removed = stack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !stack.contains { $0 === new } }
        for controller in removed where controller !== from { controller.willMove(toParent: nil) }
        if let from, removed.contains(where: { $0 === from }) { from.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        let pushing = to.map { top in added.contains { $0 === top } } ?? false
        guard from !== to else {
            stack = newStack
            finishStackChange(removed: removed, added: added)
            updateBar()
            return
        }
        let oldStack = Array(stack)
        stack = newStack
        transition(from: from, to: to, pushing: pushing, animated: animated, finish: { [self] in
            finishStackChange(removed: removed, added: added)
        }, cancel: { [self] in
            stack = oldStack
            for controller in removed { controller.isMovingFromParentFlag = false }
            for controller in added {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
        })
    }

    private func finishStackChange(removed: [UIViewController], added: [UIViewController]) {
        for controller in removed {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    // MARK: - The transition

    /// Replaces `from`'s view by `to`'s with the appearance calls and the delegate's, the
    /// slide when `animated`; `finish` runs at the end, before the delegate's didShow. A
    /// custom transition that is cancelled (interactive, or completed with false) runs
    /// `cancel` instead, which puts the stack back, and reverses the appearance calls:
    /// to.viewWillDisappear, from.viewWillAppear, to.viewDidDisappear, from.viewDidAppear.
    private func transition(from: UIViewController?, to: UIViewController?, pushing: Bool, animated: Bool,
                            finish: @escaping () -> Void, cancel: @escaping () -> Void) {
        guard isViewLoaded else {
            // Nothing on screen: only the stack changes.
            finish()
            return
        }
        let shown = isShown
        let animate = animated && shown && from != nil && UIView.areAnimationsEnabled
        to?.loadViewIfNeeded()
        // Its controllers and the delegate read it from `transitionCoordinator` until it ends.
        let coordinator = ContainerTransitionCoordinator(containerView: view, animated: animate, duration: Self.transitionDuration,
                                                         from: from, to: to)
        activeTransitionCoordinator = coordinator
        if let to { delegate?.navigationController(self, willShow: to, animated: animate) }
        if shown {
            from?.beginAppearanceTransition(false, animated: animate)
            to?.beginAppearanceTransition(true, animated: animate)
        }
        let width = view.bounds.width
        if let to { install(to, offsetBy: animate ? (pushing ? width : -width / 3) : 0) }
        if !pushing, let to, let fromView = from?.viewIfLoaded, fromView.superview === view {
            view.insertSubview(to.view, belowSubview: fromView)
        }
        let outgoing = animate ? navigationBar.captureOutgoingContent() : []
        updateBar()
        let ghosts = navigationBar.showOutgoingContent(outgoing)
        let complete: (_ cancelled: Bool) -> Void = { [self] cancelled in
            isTransitioning = false
            dimmingView.removeFromSuperview()
            navigationBar.removeOutgoingContent(ghosts)
            if cancelled {
                return cancelTransition(from: from, to: to, shown: shown, coordinator: coordinator, cancel: cancel)
            }
            if let fromView = from?.viewIfLoaded, from !== to {
                fromView.removeFromSuperview()
                fromView.frame = contentFrame
            }
            coordinator.finish()
            if activeTransitionCoordinator === coordinator { activeTransitionCoordinator = nil }
            if shown {
                from?.endAppearanceTransition()
                to?.endAppearanceTransition()
            }
            finish()
            if let to { delegate?.navigationController(self, didShow: to, animated: animate) }
            runWorkAfterTransition()
        }
        let end: (Bool) -> Void = { _ in complete(false) }
        guard animate, let fromView = from?.viewIfLoaded, let toView = to?.viewIfLoaded else { return end(true) }
        if let prepared = preparedTransition, let from, let to {
            coordinator.transitionDuration = prepared.animator.transitionDuration(using: nil)
            return runCustomTransition(prepared.animator, interaction: prepared.interaction, from: from, to: to, fromView: fromView, toView: toView,
                                       coordinator: coordinator, ghosts: ghosts, end: complete)
        }
        if let from, let to, let animator = delegate?.navigationController(self, animationControllerFor: pushing ? .push : .pop, from: from, to: to) {
            coordinator.transitionDuration = animator.transitionDuration(using: nil)
            let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
            return runCustomTransition(animator, interaction: interaction, from: from, to: to, fromView: fromView, toView: toView,
                                       coordinator: coordinator, ghosts: ghosts, end: complete)
        }
        isTransitioning = true
        let content = contentFrame
        // The overlay covers the view that ends up underneath: the outgoing one on a push,
        // the incoming one on a pop.
        let under = pushing ? fromView : toView
        dimmingView.frame = content
        view.insertSubview(dimmingView, aboveSubview: under)
        dimmingView.alpha = pushing ? 0 : Self.dimmingAlpha
        let fading = navigationBar.contentViews
        for view in fading { view.alpha = 0 }
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: .curveEaseInOut, animations: { [self] in
            coordinator.runAlongsideAnimations()
            toView.frame = content
            fromView.frame = content.offsetBy(dx: pushing ? -width / 3 : width, dy: 0)
            dimmingView.alpha = pushing ? Self.dimmingAlpha : 0
            for view in fading { view.alpha = 1 }
            for ghost in ghosts { ghost.alpha = 0 }
        }, completion: end)
    }

    /// The end of a cancelled transition: `from`'s view back in place, the appearance calls
    /// reversed, then the stack (`cancel`) and the bar as before.
    private func cancelTransition(from: UIViewController?, to: UIViewController?, shown: Bool,
                                  coordinator: ContainerTransitionCoordinator, cancel: () -> Void) {
        if let toView = to?.viewIfLoaded, from !== to {
            toView.removeFromSuperview()
            toView.frame = contentFrame
        }
        if let from { install(from) }
        coordinator.finish()
        if activeTransitionCoordinator === coordinator { activeTransitionCoordinator = nil }
        if shown {
            to?.beginAppearanceTransition(false, animated: true)
            from?.beginAppearanceTransition(true, animated: true)
            to?.endAppearanceTransition()
            from?.endAppearanceTransition()
        }
        cancel()
        updateBar()
        for view in navigationBar.contentViews { view.alpha = 1 }
        runWorkAfterTransition()
    }
}

extension UIViewController {
    /// The nearest navigation controller among this controller's containers, if any.
    public var navigationController: UINavigationController? {
        var controller = parentController
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parentController
        }
        return nil
    }
}
