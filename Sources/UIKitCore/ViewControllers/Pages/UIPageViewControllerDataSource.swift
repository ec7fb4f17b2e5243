// Vitrine — Apache License 2.0

/// The object that gives a page view controller the pages before and after a page, as
/// they are needed (a swipe asks only for the neighbour it turns to).
///
/// The page indicator (a `UIPageControl` under the pages) shows when the controller has
/// the `.scroll` style, the horizontal orientation, and `presentationCount(for:)` returns
/// more than 0. UIKit shows it when both presentation methods are implemented; a Swift
/// protocol cannot tell an implemented optional method from its default, so here the
/// default count, 0, stands for "not implemented".
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?

    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?

    /// The number of dots of the page indicator; default 0 (no indicator).
    func presentationCount(for pageViewController: UIPageViewController) -> Int

    /// The dot selected after `setViewControllers(_:direction:animated:completion:)`;
    /// swipes move it on by themselves. Default 0.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Returns 0: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }

    /// Returns 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
