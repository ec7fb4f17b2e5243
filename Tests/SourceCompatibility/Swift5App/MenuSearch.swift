// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a
// menu screen searched from its navigation bar, with scopes, as an iOS app's.
import UIKit

/// The menu's dishes, filtered by the search bar's text and scope.
public final class MenuSearchController: UIViewController, UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
    public let dishes = ["Espresso", "Flat white", "Croissant", "Carrot cake", "Iced tea"]
    public private(set) var shown: [String] = []
    public private(set) var searches: [String] = []
    public let searchController = UISearchController(searchResultsController: nil)

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        shown = dishes
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = true
        searchController.automaticallyShowsCancelButton = true
        let searchBar: UISearchBar = searchController.searchBar
        searchBar.placeholder = "Search the menu"
        searchBar.scopeButtonTitles = ["All", "Drinks", "Food"]
        searchBar.searchBarStyle = .minimal
        searchBar.delegate = self
        searchBar.searchTextField.returnKeyType = .search
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    public func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        let scope = searchController.searchBar.selectedScopeButtonIndex
        shown = dishes.filter { dish in
            let drink = ["Espresso", "Flat white", "Iced tea"].contains(dish)
            let inScope = scope == 0 || (scope == 1 && drink) || (scope == 2 && !drink)
            return inScope && (query.isEmpty || dish.localizedCaseInsensitiveContains(query))
        }
    }

    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searches.append(searchBar.text ?? "")
        searchBar.resignFirstResponder()
    }

    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        updateSearchResults(for: searchController)
    }

    public func didDismissSearchController(_ searchController: UISearchController) {
        shown = dishes
    }
}
