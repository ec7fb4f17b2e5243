// Vitrine — Apache License 2.0

/// What a tab bar tells its delegate; the method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Called after the user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
