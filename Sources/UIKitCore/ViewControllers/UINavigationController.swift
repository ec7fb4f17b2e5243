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
// third of the width to the left (reversed for a pop), 0.35 s ease-in-ease-out on the
// frame clock; UIKit does not document the duration. The children's views fill the area
// below the bar (Vitrine has no safe area yet to let them run under it).

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

    private var stack: [UIViewController] = []
    /// Whether a push or pop is animating; another one meanwhile is ignored.
    private var isTransitioning = false

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
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: UINavigationBar.height)
        navigationBar.autoresizingMask = [.flexibleWidth]
        view.addSubview(navigationBar)
        if let top = topViewController { install(top) }
        updateBar()
    }

    /// The area below the bar, where the top controller's view goes.
    private var contentFrame: CGRect {
        let bounds = view.bounds
        let bar = min(UINavigationBar.height, bounds.height)
        return CGRect(x: 0, y: bar, width: bounds.width, height: bounds.height - bar)
    }

    /// Puts `controller`'s view in the content area, below the bar.
    private func install(_ controller: UIViewController, offsetBy dx: CGFloat = 0) {
        let childView: UIView = controller.view
        childView.frame = contentFrame.offsetBy(dx: dx, dy: 0)
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(childView, belowSubview: navigationBar)
    }

    private func updateBar() {
        let top = topViewController
        let below = stack.count > 1 ? stack[stack.count - 2] : nil
        navigationBar.show(title: top?.title, backTitle: below.map { $0.title ?? "Back" })
    }

    /// Whether this controller is on screen, so that its children appear and disappear.
    private var isShown: Bool { appearanceState == .appeared || appearanceState == .appearing }

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
        transition(from: from, to: viewController, pushing: true, animated: animated) {
            viewController.didMove(toParent: self)
        }
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
        transition(from: from, to: viewController, pushing: false, animated: animated) {
            for controller in popped.reversed() { controller.removeFromParent() }
        }
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
        stack = newStack
        guard from !== to else {
            finishStackChange(removed: removed, added: added)
            updateBar()
            return
        }
        transition(from: from, to: to, pushing: pushing, animated: animated) { [self] in
            finishStackChange(removed: removed, added: added)
        }
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
    /// slide when `animated`; `finish` runs at the end, before the delegate's didShow.
    private func transition(from: UIViewController?, to: UIViewController?, pushing: Bool, animated: Bool, finish: @escaping () -> Void) {
        guard isViewLoaded else {
            // Nothing on screen: only the stack changes.
            finish()
            return
        }
        let shown = isShown
        let animate = animated && shown && from != nil && UIView.areAnimationsEnabled
        to?.loadViewIfNeeded()
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
        updateBar()
        let end: (Bool) -> Void = { [self] _ in
            isTransitioning = false
            if let fromView = from?.viewIfLoaded, from !== to {
                fromView.removeFromSuperview()
                fromView.frame = contentFrame
            }
            if shown {
                from?.endAppearanceTransition()
                to?.endAppearanceTransition()
            }
            finish()
            if let to { delegate?.navigationController(self, didShow: to, animated: animate) }
        }
        guard animate, let fromView = from?.viewIfLoaded, let toView = to?.viewIfLoaded else { return end(true) }
        isTransitioning = true
        let content = contentFrame
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: .curveEaseInOut, animations: {
            toView.frame = content
            fromView.frame = content.offsetBy(dx: pushing ? -width / 3 : width, dy: 0)
        }, completion: end)
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
