// Vitrine — Apache License 2.0
// A container that shows one of its view controllers at a time, chosen with the tab bar
// at the bottom. The selected child's view fills the container's view, under the tab bar,
// which is in its safe area (`containerBarInsets`). As in UIKit, the delegate hears only
// about the user's taps (shouldSelect, then didSelect), not about selection by code.
// A navigation stack in a tab hides the tab bar while a controller that
// `hidesBottomBarWhenPushed` is on it above the root (at once, where UIKit slides it away
// with the push). Switching tabs calls the appearance methods: old.viewWillDisappear,
// new.viewWillAppear, old.viewDidDisappear, new.viewDidAppear.
//
// More than five controllers do not fit, as on iPhone: the bar shows the first four and a
// More tab (the `.more` system item) for `moreNavigationController`, whose list
// (MoreListViewController) names the rest; a row pushes its controller onto that
// navigation controller, and selecting an overflow controller by code does the same. The
// overflow controllers are children of the More navigation controller while shown there,
// not of the tab bar controller. The list's Edit button rearranges the tabs
// (UITabBarController+Customizing.swift).

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

    /// The index in `viewControllers` of the selected controller; `NSNotFound` while the
    /// More list itself is shown. Setting an index out of range is ignored; an overflow
    /// controller's index shows it in the More tab.
    open var selectedIndex: Int {
        get {
            guard let selected = selectedViewController else { return 0 }
            return controllers.firstIndex { $0 === selected } ?? NSNotFound
        }
        set {
            guard controllers.indices.contains(newValue) else { return }
            selectController(controllers[newValue])
        }
    }

    /// The selected controller: a tab's, an overflow controller shown in the More tab, or
    /// `moreNavigationController` while its list shows. Setting one that is not among
    /// them is ignored.
    open var selectedViewController: UIViewController? {
        get {
            guard tabs.indices.contains(selectedPosition) else { return nil }
            let tab = tabs[selectedPosition]
            guard tab === moreNavigation, let pushed = moreNavigation?.viewControllers.dropFirst().first else { return tab }
            return pushed
        }
        set {
            guard let newValue else { return }
            if newValue === moreNavigation, let index = tabs.firstIndex(where: { $0 === newValue }) { return select(index) }
            guard controllers.contains(where: { $0 === newValue }) else { return }
            selectController(newValue)
        }
    }

    /// The navigation controller of the More tab, shown when there are more than five
    /// controllers; made on first use.
    public var moreNavigationController: UINavigationController {
        if let moreNavigation { return moreNavigation }
        let list = MoreListViewController(tabs: self)
        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreNavigation = navigation
        return navigation
    }

    /// The controllers the user may rearrange with the More list's Edit button; set to all
    /// of them with `viewControllers`. Nil or empty: the list has no Edit button.
    open var customizableViewControllers: [UIViewController]? {
        didSet { (moreNavigation?.viewControllers.first as? MoreListViewController)?.updateEditButton() }
    }

    /// The most tabs the bar shows; past that, four and the More tab.
    static let maximumTabCount = 5

    private var controllers: [UIViewController] = []
    /// The index of the selected tab in `tabs`.
    private var selectedPosition = 0
    private var moreNavigation: UINavigationController?

    /// The controllers the tab bar shows a tab for: all of them, or the first four and
    /// the More navigation controller.
    private var tabs: [UIViewController] {
        guard controllers.count > Self.maximumTabCount else { return controllers }
        return Array(controllers.prefix(Self.maximumTabCount - 1)) + [moreNavigationController]
    }

    /// The controllers listed in the More tab.
    var overflowControllers: [UIViewController] {
        controllers.count > Self.maximumTabCount ? Array(controllers.dropFirst(Self.maximumTabCount - 1)) : []
    }

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
        let oldSelection = selectedViewController
        // The More tab gives its pushed controller back before the tabs are worked out again.
        if let moreNavigation, moreNavigation.viewControllers.count > 1, let list = moreNavigation.viewControllers.first {
            moreNavigation.setViewControllers([list], animated: false)
        }
        let oldTabs = tabs
        let old = tabs.indices.contains(selectedPosition) ? tabs[selectedPosition] : nil
        controllers = new
        customizableViewControllers = new
        let newTabs = tabs
        for controller in oldTabs where !newTabs.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === old, isShown { controller.beginAppearanceTransition(false, animated: false) }
            controller.viewIfLoaded?.removeFromSuperview()
            if controller === old, isShown { controller.endAppearanceTransition() }
            controller.removeFromParent()
        }
        let added = newTabs.filter { controller in !oldTabs.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        tabBar.items = newTabs.map(\.tabBarItem)
        let kept = old.flatMap { old in newTabs.contains { $0 === old } ? old : nil }
        selectedPosition = kept.flatMap { kept in newTabs.firstIndex { $0 === kept } } ?? 0
        showSelected(replacing: kept)
        for controller in added { controller.didMove(toParent: self) }
        (moreNavigation?.viewControllers.first as? UITableViewController)?.tableView.reloadData()
        if let oldSelection, overflowControllers.contains(where: { $0 === oldSelection }) { showOverflowController(oldSelection, animated: false) }
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
        guard tabs.indices.contains(selectedPosition), let stack = tabs[selectedPosition] as? UINavigationController else { return false }
        return stack.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    func layoutTabBar() {
        guard isViewLoaded else { return }
        let bounds = view.bounds, outerBottom = view.safeAreaInsets.bottom
        let height = UITabBar.height + outerBottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        let hidden = hidesTabBar
        tabBar.isHidden = hidden
        for controller in tabs {
            controller.containerBarInsets = UIEdgeInsets(top: 0, left: 0, bottom: hidden ? 0 : height, right: 0)
        }
    }

    /// Puts the selected controller's view in place (after `previous`'s, if it was shown).
    private func showSelected(replacing previous: UIViewController?) {
        guard tabs.indices.contains(selectedPosition) else { return }
        let selected = tabs[selectedPosition]
        tabBar.selectedItem = selected.tabBarItem
        guard isViewLoaded else { return }
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

    /// Selects the tab at `index` of `tabs`.
    private func select(_ index: Int) {
        let previous = tabs.indices.contains(selectedPosition) ? tabs[selectedPosition] : nil
        selectedPosition = index
        showSelected(replacing: previous)
    }

    /// Selects `controller`: its tab, or the More tab showing it.
    private func selectController(_ controller: UIViewController) {
        if let index = tabs.firstIndex(where: { $0 === controller }) { return select(index) }
        showOverflowController(controller, animated: false)
    }

    /// Shows an overflow controller in the More tab, pushed over the list (replacing the
    /// one pushed before), and selects the More tab.
    func showOverflowController(_ controller: UIViewController, animated: Bool) {
        guard overflowControllers.contains(where: { $0 === controller }), let index = tabs.firstIndex(where: { $0 === moreNavigation }),
              let more = moreNavigation, let list = more.viewControllers.first else { return }
        if more.viewControllers.count > 1, more.viewControllers.last !== controller {
            more.setViewControllers([list], animated: false)
        }
        if selectedPosition != index { select(index) }
        if more.topViewController !== controller { more.pushViewController(controller, animated: animated && isShown) }
    }

    /// A child replaced its tab bar item.
    func tabBarItemDidChange(of controller: UIViewController) {
        let shown = tabs
        tabBar.items = shown.map(\.tabBarItem)
        if shown.indices.contains(selectedPosition) { tabBar.selectedItem = shown[selectedPosition].tabBarItem }
    }

    /// A tap on `item`: the delegate may refuse; else the tab is selected and the delegate told.
    private func userSelected(_ item: UITabBarItem) {
        let shown = tabs
        guard let index = shown.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = shown[index]
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
