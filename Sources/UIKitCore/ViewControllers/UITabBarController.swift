// Vitrine — Apache License 2.0
// A container that shows one of its view controllers at a time, chosen with the tab bar
// at the bottom. The selected child's view fills the container's view, under the tab bar,
// which is in its safe area (`containerBarInsets`). As in UIKit, the delegate hears only
// about the user's taps (shouldSelect, then didSelect), not about selection by code.
// A navigation stack in a tab hides the tab bar while a controller that
// `hidesBottomBarWhenPushed` is on it above the root (at once, where UIKit slides it away
// with the push). Switching tabs calls the appearance methods: old.viewWillDisappear,
// new.viewWillAppear, old.viewDidDisappear, new.viewDidAppear.

/// A container that switches between view controllers with a tab bar.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The controllers, one per tab, in order.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The tab bar at the bottom of the view.
    public let tabBar = UITabBar(frame: .zero)

    /// The delegate.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The index of the selected controller; setting an index out of range is ignored.
    open var selectedIndex: Int {
        get { selectedPosition }
        set {
            guard controllers.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// The selected controller; setting one that is not a tab is ignored.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selectedPosition) ? controllers[selectedPosition] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    private var controllers: [UIViewController] = []
    private var selectedPosition = 0

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        managesChildAppearance = true
        tabBar.selectionHandler = { [weak self] item in self?.userSelected(item) }
    }

    /// Unsupported, as for every view controller: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Replaces the controllers; the selection stays at its index when it still exists, else the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let new = (viewControllers ?? []).filter { seen.insert(ObjectIdentifier($0)).inserted }
        let old = selectedViewController
        for controller in controllers where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === old, isShown { controller.beginAppearanceTransition(false, animated: false) }
            controller.viewIfLoaded?.removeFromSuperview()
            if controller === old, isShown { controller.endAppearanceTransition() }
            controller.removeFromParent()
        }
        let added = new.filter { controller in !controllers.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        controllers = new
        tabBar.items = new.map(\.tabBarItem)
        if let old, let index = new.firstIndex(where: { $0 === old }) {
            selectedPosition = index
        } else {
            selectedPosition = 0
        }
        showSelected(replacing: old.flatMap { old in new.contains { $0 === old } ? old : nil })
        for controller in added { controller.didMove(toParent: self) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        showSelected(replacing: nil)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutTabBar()
    }

    private var isShown: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// Whether the selected tab's navigation stack holds, above its root, a controller
    /// that `hidesBottomBarWhenPushed`: the tab bar is hidden then, as in UIKit.
    private var hidesTabBar: Bool {
        guard let stack = selectedViewController as? UINavigationController else { return false }
        return stack.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    func layoutTabBar() {
        guard isViewLoaded else { return }
        let bounds = view.bounds, outerBottom = view.safeAreaInsets.bottom
        let height = UITabBar.height + outerBottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        let hidden = hidesTabBar
        tabBar.isHidden = hidden
        for controller in controllers {
            controller.containerBarInsets = UIEdgeInsets(top: 0, left: 0, bottom: hidden ? 0 : height, right: 0)
        }
    }

    /// Puts the selected controller's view in place (after `previous`'s, if it was shown).
    private func showSelected(replacing previous: UIViewController?) {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded, let selected = selectedViewController else { return }
        layoutTabBar()
        guard selected.viewIfLoaded?.superview !== view else { return }
        let shown = isShown
        if shown {
            if let previous, previous !== selected { previous.beginAppearanceTransition(false, animated: false) }
            selected.beginAppearanceTransition(true, animated: false)
        }
        let childView: UIView = selected.view
        childView.frame = view.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(childView, belowSubview: tabBar)
        if let previous, previous !== selected { previous.viewIfLoaded?.removeFromSuperview() }
        if shown {
            if let previous, previous !== selected { previous.endAppearanceTransition() }
            selected.endAppearanceTransition()
        }
    }

    private func select(_ index: Int) {
        let previous = selectedViewController
        selectedPosition = index
        showSelected(replacing: previous)
    }

    /// A child replaced its tab bar item.
    func tabBarItemDidChange(of controller: UIViewController) {
        tabBar.items = controllers.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// A tap on `item`: the delegate may refuse; else the tab is selected and the delegate told.
    private func userSelected(_ item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }
}

extension UIViewController {
    /// The nearest tab bar controller among this controller's containers, if any.
    public var tabBarController: UITabBarController? {
        var controller = parentController
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parentController
        }
        return nil
    }
}
