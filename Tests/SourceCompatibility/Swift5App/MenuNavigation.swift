// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a
// navigation stack with a delegate, as an iOS app's.
import UIKit

/// Counts the screens a navigation controller showed.
@MainActor
public final class MenuNavigationDelegate: NSObject, UINavigationControllerDelegate {
    public private(set) var shown: [String] = []

    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController.title ?? "")
    }

    /// The standard slide for every push and pop.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .none ? nil : nil
    }
}

/// The menu: a list screen that pushes a detail screen.
@MainActor
public final class MenuNavigation {
    public let navigation: UINavigationController
    public let delegate = MenuNavigationDelegate()

    public init() {
        let list = UIViewController()
        list.title = "Menu"
        navigation = UINavigationController(rootViewController: list)
        navigation.delegate = delegate
        // White bar-button titles on the café's brown bar, as an iOS app themes it.
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .brown
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.setBackIndicatorImage(UIImage(systemName: "chevron.backward"), transitionMaskImage: UIImage(systemName: "chevron.backward"))
        navigation.navigationBar.standardAppearance = appearance
    }

    /// Shows a detail screen for `item`.
    public func open(_ item: String) {
        let detail = UIViewController()
        detail.title = item
        navigation.pushViewController(detail, animated: false)
        if detail.navigationController === navigation, navigation.topViewController === detail {
            detail.view.backgroundColor = .systemBackground
        }
    }

    /// Goes back to the list.
    public func back() {
        navigation.popToRootViewController(animated: false)
    }
}
