// Vitrine — Apache License 2.0
// UIKit declares the delegate's methods optional; here each has UIKit's default in the
// protocol extension. The updater's method is required, as in UIKit.

/// The methods that follow a search controller's presentation.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search controller is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to stop being active.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller stopped being active.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// The object that updates the search results as the search bar's text changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar became first responder, or the user changed its text or scope.
    func updateSearchResults(for searchController: UISearchController)
}
