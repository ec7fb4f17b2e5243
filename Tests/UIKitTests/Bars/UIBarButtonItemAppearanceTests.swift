// Vitrine — Apache License 2.0
// A navigation bar appearance's button looks: plain, done and back buttons take the
// normal state's title attributes of `buttonAppearance`, `doneButtonAppearance` and
// `backButtonAppearance`; an item's own attributes win; copies keep them.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIBarButtonItemAppearanceTests {
    @Test func plainDoneAndBackButtonsTakeTheirAppearancesAttributes() {
        let harness = TouchHarness()
        let root = UIViewController(), next = UIViewController()
        root.title = "Menu"
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let own = UIBarButtonItem(title: "Own", style: .plain, target: nil, action: nil)
        own.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
        root.navigationItem.rightBarButtonItems = [edit, save, own]
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation

        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 20)]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance

        func label(of item: UIBarButtonItem) -> UILabel? { (item.shownView as? BarButtonView)?.titleLabel }
        #expect(label(of: edit)?.textColor == .red)
        // The done button keeps the tint colour and takes the appearance's font.
        #expect(label(of: save)?.font == UIFont.boldSystemFont(ofSize: 20) && label(of: save)?.textColor != .red)
        #expect(label(of: own)?.textColor == .blue)

        navigation.pushViewController(next, animated: false)
        #expect(navigation.navigationBar.backButton.titleLabel.textColor == .green)

        let copy = appearance.copy()
        #expect(copy.buttonAppearance !== appearance.buttonAppearance)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        copy.buttonAppearance.configureWithDefault(for: .plain)
        #expect(copy.buttonAppearance.normal.titleTextAttributes.isEmpty && !appearance.buttonAppearance.normal.titleTextAttributes.isEmpty)
    }
}
