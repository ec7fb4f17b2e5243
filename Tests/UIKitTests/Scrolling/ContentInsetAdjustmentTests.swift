// Vitrine — Apache License 2.0
// `.automatic` content inset adjustment under a navigation bar (44 points in a 1000 × 1000
// window): Apple documents that content is always adjusted vertically for the scroll view
// of a controller shown by a navigation controller; that scroll view is the controller's
// view or the first subview of it (UIKit's rule since `automaticallyAdjustsScrollViewInsets`).
// Other scroll views follow `.scrollableAxes`: only a scrollable axis is adjusted.
// `.never` adds no safe inset and `.always` adds every edge's, as Apple documents them.
import Testing
@testable import UIKitCore

@MainActor @Suite struct ContentInsetAdjustmentTests {
    /// A controller in a navigation controller whose view holds a short collection view
    /// (two 100 × 50 items) filling it, as the first subview, and a short scroll view after it.
    private func makeScene() -> (TouchHarness, UICollectionView, UIScrollView, GridDataSource) {
        let harness = TouchHarness()
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        harness.window.rootViewController = navigation
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collectionView = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let source = GridDataSource(counts: [2])
        collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
        collectionView.dataSource = source
        controller.view.addSubview(collectionView)
        let other = UIScrollView(frame: controller.view.bounds)
        other.contentSize = CGSize(width: 1000, height: 100)
        controller.view.addSubview(other)
        harness.window.layoutIfNeeded()
        return (harness, collectionView, other, source)
    }

    /// The short collection view gets the bar's 44 points at the top, rests at −44, and
    /// its first cell shows just below the bar; the second, short scroll view gets none.
    @Test func aShortCollectionViewThatIsTheFirstSubviewStartsBelowTheBar() {
        let (harness, collectionView, other, _) = makeScene()
        #expect(collectionView.safeAreaInsets.top == 44 && collectionView.adjustedContentInset.top == 44)
        #expect(collectionView.contentOffset.y == -44)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first.map { $0.convert($0.bounds, to: harness.window).minY } == 44)
        #expect(other.safeAreaInsets.top == 44 && other.adjustedContentInset.top == 0 && other.contentOffset.y == 0)
    }

    /// Moved away from its resting place, the content stays where the finger left it when
    /// the inset changes; at rest it follows the inset.
    @Test func aRestingCollectionViewFollowsTheInsetAndAScrolledOneStays() {
        let (harness, collectionView, _, _) = makeScene()
        let controller = collectionView.superview!.next as! UIViewController
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        harness.window.layoutIfNeeded()
        #expect(collectionView.adjustedContentInset.top == 54 && collectionView.contentOffset.y == -54)
        collectionView.contentOffset.y = -20
        controller.additionalSafeAreaInsets = .zero
        harness.window.layoutIfNeeded()
        #expect(collectionView.adjustedContentInset.top == 44 && collectionView.contentOffset.y == -20)
    }

    /// A scroll view that is not a controller's content scroll view (the second subview of
    /// a controller's view), under safe-area insets of 30 / 10 / 20 / 5 (top, left, bottom,
    /// right) from the controller's `additionalSafeAreaInsets`, with a content inset of
    /// 1 / 2 / 3 / 4 and content `contentSize`.
    private func insetScrollView(contentSize: CGSize, behavior: UIScrollView.ContentInsetAdjustmentBehavior) -> (TouchHarness, UIScrollView) {
        let harness = TouchHarness()
        let controller = UIViewController()
        harness.window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 10, bottom: 20, right: 5)
        controller.view.addSubview(UIView())
        let scrollView = UIScrollView(frame: controller.view.bounds)
        scrollView.contentSize = contentSize
        scrollView.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.contentInsetAdjustmentBehavior = behavior
        controller.view.addSubview(scrollView)
        harness.window.layoutIfNeeded()
        return (harness, scrollView)
    }

    /// `.never`: the content inset alone, whatever the safe area and the content.
    @Test func neverLeavesTheContentInsetAlone() {
        for size in [CGSize(width: 100, height: 100), CGSize(width: 5000, height: 5000)] {
            let (harness, scrollView) = insetScrollView(contentSize: size, behavior: .never)
            #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 30, left: 10, bottom: 20, right: 5))
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            withExtendedLifetime(harness) {}
        }
    }

    /// `.always`: every edge's safe inset is added, even to content that does not scroll:
    /// 1 + 30, 2 + 10, 3 + 20, 4 + 5.
    @Test func alwaysAddsEverySafeInset() {
        let (harness, scrollView) = insetScrollView(contentSize: CGSize(width: 100, height: 100), behavior: .always)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 31, left: 12, bottom: 23, right: 9))
        // The content, shorter than the view, rests at −31: max(−31, 100 + 23 − 1000).
        #expect(scrollView.offsetRange.y == -31 ... -31)
        withExtendedLifetime(harness) {}
    }

    /// `.scrollableAxes`, for contrast: only an axis whose content is longer than the view
    /// takes the safe insets (content 100 × 5000 in a 1000 × 1000 view: vertical only).
    @Test func scrollableAxesAddsTheSafeInsetsOfTheScrollingAxisOnly() {
        let (harness, scrollView) = insetScrollView(contentSize: CGSize(width: 100, height: 5000), behavior: .scrollableAxes)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 31, left: 2, bottom: 23, right: 4))
        withExtendedLifetime(harness) {}
    }
}
