// Vitrine — Apache License 2.0
// The menu search of both source-compatibility apps: a navigation item's search
// controller filtering by text and scope, built and checked headless.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct MenuSearchTests {
    @Test func bothLanguageModesFilterTheirMenus() {
        let controllers: [(UIViewController, UISearchController, () -> [String])] = [
            { let c = Swift5App.MenuSearchController(); return (c, c.searchController, { c.shown }) }(),
            { let c = Swift6App.MenuSearchController(); return (c, c.searchController, { c.shown }) }(),
        ]
        for (controller, search, shown) in controllers {
            let navigation = UINavigationController(rootViewController: controller)
            navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
            navigation.view.layoutIfNeeded()
            #expect(controller.navigationItem.searchController === search && !controller.navigationItem.hidesSearchBarWhenScrolling)
            // The bar shows the search row under the title: 44 + 52.
            #expect(navigation.navigationBar.frame.height == 96)
            #expect(shown().count == 5)
            search.isActive = true
            search.searchBar.text = "e"
            search.searchBar.selectedScopeButtonIndex = 1
            search.searchResultsUpdater?.updateSearchResults(for: search)
            #expect(shown() == ["Espresso", "Flat white", "Iced tea"])
            search.isActive = false
            #expect(shown().count == 5)
        }
    }
}
