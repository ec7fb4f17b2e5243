// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file):
// tabs of navigation stacks with large titles, bar button items with target-action (a
// method reference where iOS writes #selector), a primary action, system items and a
// toolbar, as an iOS app sets them up.
import UIKit

/// The menu screen: an Add button at the right, Edit at the left, a toolbar.
@MainActor
public final class CafeMenuViewController: UIViewController {
    public private(set) var taps: [String] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: CafeMenuViewController.addTapped),
            UIBarButtonItem(title: "Sort", style: .plain, target: self, action: CafeMenuViewController.sortTapped),
        ]
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", image: nil, primaryAction: UIAction { [weak self] _ in
            self?.taps.append("edit")
        }, menu: nil)
        navigationItem.backButtonTitle = "Menu"
        navigationItem.backButtonDisplayMode = .default
        toolbarItems = [
            .flexibleSpace(),
            UIBarButtonItem(image: UIImage(systemName: "cart"), style: .plain, target: self, action: CafeMenuViewController.basketTapped),
            UIBarButtonItem.fixedSpace(12),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        ]
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.label]
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
    }

    func addTapped(_ sender: UIBarButtonItem) { taps.append("add") }
    func sortTapped() { taps.append("sort") }
    func basketTapped(_ sender: Any) { taps.append("basket") }
}

/// Records the tabs the user picked.
@MainActor
public final class CafeTabsDelegate: NSObject, UITabBarControllerDelegate {
    public private(set) var selected: [Int] = []

    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(tabBarController.selectedIndex)
    }
}

/// Two tabs, each a navigation stack.
@MainActor
public final class CafeTabs {
    public let tabs = UITabBarController()
    public let menu = CafeMenuViewController()
    public let delegate = CafeTabsDelegate()

    public init() {
        let menuStack = UINavigationController(rootViewController: menu)
        menuStack.navigationBar.prefersLargeTitles = true
        menuStack.navigationBar.tintColor = .systemBrown
        menuStack.isToolbarHidden = false
        menuStack.tabBarItem = UITabBarItem(title: "Menu", image: UIImage(systemName: "cup.and.saucer"), tag: 0)
        let orders = UIViewController()
        orders.title = "Orders"
        let orderStack = UINavigationController(rootViewController: orders)
        orderStack.tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 1)
        orderStack.tabBarItem.badgeValue = "2"
        orderStack.setNavigationBarHidden(false, animated: false)
        tabs.viewControllers = [menuStack, orderStack]
        tabs.delegate = delegate
        tabs.selectedIndex = 0
    }

    /// The bar button items the menu screen shows.
    public var menuItems: [UIBarButtonItem] {
        (menu.navigationItem.leftBarButtonItems ?? []) + (menu.navigationItem.rightBarButtonItems ?? [])
    }
}
