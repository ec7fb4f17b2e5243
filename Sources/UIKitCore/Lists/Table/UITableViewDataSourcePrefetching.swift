// Vitrine — Apache License 2.0

/// An object a table tells about rows it is likely to show soon, so their data can be
/// loaded ahead of time (`prefetchDataSource`).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of these rows: the user is scrolling towards them.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// These rows are no longer likely to show soon (the user turned back): stop loading
    /// them. Optional.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
