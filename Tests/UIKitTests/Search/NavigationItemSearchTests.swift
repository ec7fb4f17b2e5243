// Vitrine — Apache License 2.0
// A navigation item's search controller: its bar in a 52-point row under the title and
// large title (UINavigationBar+Search.swift), its height in the child's safe area, the
// row scrolling away before the large title closes, and the bar alone at the top while
// the search is active.
import Testing
@testable import UIKitCore

@MainActor @Suite struct NavigationItemSearchTests {
    /// A scrolling list under a navigation bar with large titles and a search controller.
    private func makeList(_ harness: TouchHarness, largeTitles: Bool = true) -> (UINavigationController, ListController, UISearchController) {
        makeList(in: harness.window, largeTitles: largeTitles)
    }

    private func makeList(in window: UIWindow, largeTitles: Bool = true) -> (UINavigationController, ListController, UISearchController) {
        let list = ListController()
        list.title = "Collection"
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        list.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return (navigation, list, search)
    }

    @Test func theSearchRowSitsUnderTheLargeTitleInTheSafeArea() {
        let harness = TouchHarness()
        let (navigation, list, search) = makeList(harness)
        let bar = navigation.navigationBar
        // 44 (buttons) + 52 (large title) + 52 (search row) = 148.
        #expect(bar.frame.height == 148)
        #expect(list.scrollView.safeAreaInsets.top == 148)
        #expect(list.scrollView.contentOffset.y == -148, "resting at \(list.scrollView.contentOffset.y)")
        // The search bar fills the row below the large title: y 96...148 in the window.
        #expect(search.searchBar.superview?.superview === bar)
        #expect(search.searchBar.convert(search.searchBar.bounds, to: harness.window) == CGRect(x: 0, y: 96, width: 1000, height: 52))
        // Its field: 16 points in (the bar's margins), 36 tall, centred: y 96 + 8 = 104.
        #expect(search.searchBar.searchTextField.convert(search.searchBar.searchTextField.bounds, to: harness.window)
                == CGRect(x: 16, y: 104, width: 968, height: 36))
        // Without large titles: 44 + 52 = 96.
        let plain = TouchHarness()
        let (plainNavigation, plainList, _) = makeList(plain, largeTitles: false)
        #expect(plainNavigation.navigationBar.frame.height == 96 && plainList.view.safeAreaInsets.top == 96)
    }

    @Test func theRowScrollsAwayBeforeTheLargeTitleCloses() {
        let harness = TouchHarness()
        let (navigation, list, _) = makeList(harness)
        let bar = navigation.navigationBar
        let scrollView = list.scrollView
        // 30 points up: the row shows 52 − 30 = 22; the large title is still open.
        scrollView.contentOffset = CGPoint(x: 0, y: -148 + 30)
        #expect(bar.frame.height == 118 && bar.largeTitleVisibleHeight == 52)
        // 82 up: the row is gone (52), the large title shows 52 − 30 = 22: 44 + 22 = 66.
        scrollView.contentOffset = CGPoint(x: 0, y: -148 + 82)
        #expect(bar.frame.height == 66 && bar.largeTitleVisibleHeight == 22)
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        #expect(bar.frame.height == 44)
        // The safe area keeps the expanded height, so the content does not jump.
        #expect(scrollView.safeAreaInsets.top == 148)
        scrollView.contentOffset = CGPoint(x: 0, y: -148)
        #expect(bar.frame.height == 148)
        // A row that stays: only the large title closes.
        list.navigationItem.hidesSearchBarWhenScrolling = false
        scrollView.contentOffset = CGPoint(x: 0, y: -148 + 30)
        #expect(bar.frame.height == 118 && bar.largeTitleVisibleHeight == 22 && bar.searchBarVisibleHeight == 52)
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        #expect(bar.frame.height == 96)
    }

    @Test func anActiveSearchTakesTheBarAndCancelGivesItBack() {
        let harness = KeyboardHarness()
        let (navigation, list, search) = makeList(in: harness.window)
        let bar = navigation.navigationBar
        // The field's middle: y 104 + 18 = 122.
        harness.touches.tap(CGPoint(x: 300, y: 122), at: 0)
        #expect(search.isActive && search.searchBar.searchTextField.isFirstResponder)
        // hidesNavigationBarDuringPresentation: the bar is the 52-point search row at the top.
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 52 && list.view.safeAreaInsets.top == 52)
        #expect(bar.titleLabel.alpha == 0 && bar.largeTitleArea.alpha == 0)
        #expect(search.searchBar.convert(search.searchBar.bounds, to: harness.window).minY == 0)
        // The search's view covers the list, under the bar.
        #expect(search.view.superview === list.view)
        harness.keyboard.type("vase")
        #expect(search.searchBar.text == "vase")
        search.searchBar.layoutIfNeeded()
        let cancel = search.searchBar.cancelButton
        harness.touches.tap(CGPoint(x: cancel.frame.midX, y: 26), at: 1)
        #expect(!search.isActive && search.searchBar.text == "")
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 148 && list.view.safeAreaInsets.top == 148)
        #expect(bar.titleLabel.alpha == 1 && bar.largeTitleArea.alpha == 1)
    }

    @Test func aSearchThatKeepsTheBarKeepsTheTitleAndItsRow() {
        let harness = TouchHarness()
        let (navigation, list, search) = makeList(harness)
        let bar = navigation.navigationBar
        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        bar.layoutIfNeeded()
        // The title row and large title stay: 44 + 52 + 52 = 148, and the list's safe area with them.
        #expect(bar.frame.height == 148 && list.view.safeAreaInsets.top == 148)
        #expect(bar.titleLabel.alpha == 1 && search.view.superview === list.view)
        // While searching the row does not scroll away; the large title still closes: 44 + 52.
        list.scrollView.contentOffset = CGPoint(x: 0, y: 400)
        #expect(bar.frame.height == 96 && bar.searchBarVisibleHeight == 52)
        search.isActive = false
        #expect(search.view.superview == nil && bar.frame.height == 44)
    }

    @Test func theResultsCoverTheScrollingListBelowTheBar() {
        let harness = KeyboardHarness()
        let list = ListController()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        list.navigationItem.searchController = search
        list.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        harness.window.rootViewController = navigation
        harness.window.layoutIfNeeded()
        // The field's middle: y 104 + 18 = 122 (44 + 52 + 8 + 18).
        harness.touches.tap(CGPoint(x: 300, y: 122), at: 0)
        harness.keyboard.type("urn")
        harness.window.layoutIfNeeded()
        // The bar is the 52-point row; the list rests at its new top edge (offset −52) and
        // the search's view stays on its visible rectangle, the results below the bar.
        #expect(list.scrollView.contentOffset.y == -52)
        #expect(search.view.convert(search.view.bounds, to: harness.window) == CGRect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(!results.view.isHidden && results.view.safeAreaInsets.top == 52)
        search.isActive = false
        #expect(search.view.superview == nil && list.scrollView.contentOffset.y == -148)
    }

    @Test func aPushedScreenWithoutSearchTakesTheRowAway() {
        let harness = TouchHarness()
        let (navigation, _, search) = makeList(harness)
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.frame.height == 44 && detail.view.safeAreaInsets.top == 44)
        #expect(search.searchBar.superview == nil)
        navigation.popViewController(animated: false)
        #expect(navigation.navigationBar.frame.height == 148 && search.searchBar.superview != nil)
    }
}
