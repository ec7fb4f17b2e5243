// Vitrine — Apache License 2.0
// The catalogue of both source-compatibility apps: its label flips (or curls) over it and
// the search bar fades alongside; back again when the label is dismissed.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct ExhibitFiltersTests {
    @Test func bothLanguageModesFadeTheSearchBarAlongsideTheLabelsFlip() {
        let apps: [(UIViewController, UIView, (Bool) -> Void)] = [
            { let a = Swift5App.ExhibitFiltersController(); return (a, a.searchBar, { a.showLabel(curl: $0) }) }(),
            { let a = Swift6App.ExhibitFiltersController(); return (a, a.searchBar, { a.showLabel(curl: $0) }) }(),
        ]
        // Without animation the alongside closures run before `present` returns.
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        for (index, (catalogue, searchBar, showLabel)) in apps.enumerated() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.layer.isHidden = false
            window.rootViewController = catalogue
            showLabel(index == 1)
            #expect(catalogue.presentedViewController?.modalTransitionStyle == (index == 1 ? .partialCurl : .flipHorizontal))
            #expect(searchBar.alpha == 0.5)
            catalogue.dismiss(animated: true)
            #expect(catalogue.presentedViewController == nil && searchBar.alpha == 1)
        }
    }

    @Test func bothLanguageModesTurnTheSwipeBackOff() {
        let apps: [(UIViewController, (Bool) -> Void)] = [
            { let a = Swift5App.ExhibitFiltersController(); return (a, a.setSwipeBackEnabled) }(),
            { let a = Swift6App.ExhibitFiltersController(); return (a, a.setSwipeBackEnabled) }(),
        ]
        for (catalogue, setSwipeBackEnabled) in apps {
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.pushViewController(catalogue, animated: false)
            setSwipeBackEnabled(false)
            #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
            setSwipeBackEnabled(true)
            #expect(navigation.interactivePopGestureRecognizer?.isEnabled == true)
        }
    }
}
