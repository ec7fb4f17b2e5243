// Vitrine — Apache License 2.0

/// The object that hears about a page view controller's swipes; every method is
/// optional, as in UIKit. Transitions made with
/// `setViewControllers(_:direction:animated:completion:)` are not reported, as in UIKit.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe is about to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])

    /// A swipe's animation ended: `completed` tells whether the new pages stayed, or the
    /// ones in `previousViewControllers` came back.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)

    /// The spine location for `orientation`, asked of a `.pageCurl` controller as the
    /// interface turns; the default keeps the current one.
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation

    /// The orientations the page view controller supports; default all but upside-down.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask

    /// The orientation preferred when presented; default portrait.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}

    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}

    /// Returns the controller's current spine location.
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }

    /// Returns `.allButUpsideDown`.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }

    /// Returns `.portrait`.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation {
        .portrait
    }
}
