// Vitrine — Apache License 2.0
// The page view controller, turned by a finger through the touch path: the page follows
// the finger, the turn completes past half the width or on a fast flick and returns
// otherwise, the data source is asked only for the neighbour the swipe needs, and the
// containment, appearance and delegate calls come in the order UIPageViewController.swift
// documents. The harness's window is 1000 × 1000 points.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIPageViewControllerTests {
    /// Pages from an array, logging what the page view controller asks and tells.
    private final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [LoggingViewController]
        let log: LifecycleLog
        var count = 0
        var index = 0

        init(_ names: [String], log: LifecycleLog) {
            self.log = log
            pages = names.map { LoggingViewController($0, log: log) }
        }

        private func name(_ controller: UIViewController) -> String { (controller as? LoggingViewController)?.name ?? "?" }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            log.record("dataSource.before(\(name(viewController)))")
            guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
            return pages[i - 1]
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            log.record("dataSource.after(\(name(viewController)))")
            guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
            return pages[i + 1]
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { index }

        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.record("delegate.willTransitionTo(\(pendingViewControllers.map(name)))")
        }

        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            log.record("delegate.didFinishAnimating(\(finished), \(previousViewControllers.map(name)), completed: \(completed))")
        }
    }

    /// Whether `controllers` are `expected`, the same objects in the same order.
    private func same(_ controllers: [UIViewController]?, _ expected: [UIViewController]) -> Bool {
        controllers.map { $0.elementsEqual(expected, by: ===) } ?? false
    }

    /// A page view controller at the root of the harness's window showing `book`'s page `start`.
    private func makePager(_ book: Book, harness: TouchHarness, style: UIPageViewController.TransitionStyle = .scroll,
                           options: [UIPageViewController.OptionsKey: Any]? = nil, start: Int = 0) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: options)
        pager.dataSource = book
        pager.delegate = book
        let spread = pager.spineLocation == .mid ? 2 : 1
        pager.setViewControllers(Array(book.pages[start..<start + spread]), direction: .forward, animated: false)
        harness.window.rootViewController = pager
        harness.window.layoutIfNeeded()
        _ = book.log.take()
        return pager
    }

    /// Moves the finger, still down, to `point` over 150 ms in 10-ms frames, then lifts: a
    /// release at rest (the velocity is measured over the last 100 ms).
    private func holdAndLift(_ harness: TouchHarness, at point: CGPoint, after time: Double) {
        var t = time
        for _ in 0..<15 {
            t += 0.01
            harness.send(.moved, point, at: t)
        }
        harness.send(.ended, point, at: t + 0.01)
    }

    @Test func theStyleOrientationAndOptionsAreKept() {
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                                          options: [.interPageSpacing: 20])
        #expect(scroll.transitionStyle == .scroll && scroll.navigationOrientation == .vertical)
        #expect(scroll.spineLocation == .none && scroll.interPageSpacing == 20 && !scroll.isDoubleSided)
        #expect(scroll.viewControllers == nil)
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(curl.spineLocation == .min && curl.interPageSpacing == 0)
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(book.spineLocation == .mid && book.isDoubleSided)
        // A spacing that is no number of points is taken as 0.
        let odd = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                       options: [.interPageSpacing: CGFloat.nan])
        #expect(odd.interPageSpacing == 0)
        scroll.loadViewIfNeeded()
        #expect(scroll.gestureRecognizers.count == 1 && scroll.gestureRecognizers[0].view === scroll.view)
    }

    /// Setting the pages without animation swaps them at once, in UIKit's containment
    /// order, without asking the data source or telling the delegate.
    @Test func settingThePagesReplacesThemAtOnce() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let book = Book(["a", "b", "c"], log: log)
        let pager = makePager(book, harness: harness)
        var finished: Bool?
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: false) { finished = $0 }
        #expect(log.take() == [
            "c.willMove(toParent: container)", "a.willMove(toParent: nil)", "a.viewWillDisappear", "c.viewDidLoad",
            "c.viewWillAppear", "a.viewDidDisappear", "c.viewDidAppear", "a.didMove(toParent: nil)", "c.didMove(toParent: container)",
        ])
        #expect(finished == true && same(pager.viewControllers, [book.pages[2]]) && same(pager.children, [book.pages[2]]))
        #expect(book.pages[2].view.frame == CGRect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(book.pages[0].parent == nil && book.pages[0].viewIfLoaded?.superview == nil)
        // Two pages for a one-page spine: ignored.
        pager.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false) { finished = $0 }
        #expect(finished == false && same(pager.viewControllers, [book.pages[2]]) && log.take().isEmpty)
    }

    /// A slow drag past half the width turns the page: the next page follows the finger
    /// and stays; only the page after is asked for.
    @Test func aSlowDragPastHalfTheWidthTurnsThePage() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let book = Book(["a", "b", "c"], log: log)
        let pager = makePager(book, harness: harness)
        let (a, b) = (book.pages[0], book.pages[1])
        let time = harness.drag(from: CGPoint(x: 900, y: 500), to: CGPoint(x: 300, y: 500), steps: 100, start: 1, lift: false)
        #expect(log.take() == [
            "dataSource.after(a)", "delegate.willTransitionTo([\"b\"])", "b.willMove(toParent: container)",
            "a.viewWillDisappear(animated)", "b.viewDidLoad", "b.viewWillAppear(animated)",
        ])
        // The translation is the finger's travel less the pan's 10-point hysteresis:
        // 600 − 10 = 590, so a is at −590 and b, a width to its right, at 1000 − 590.
        #expect(abs(a.view.frame.minX + 590) < 1e-9 && abs(b.view.frame.minX - 410) < 1e-9)
        holdAndLift(harness, at: CGPoint(x: 300, y: 500), after: time)
        showAnimationFrame(at: 47_000)
        showAnimationFrame(at: 47_001)
        #expect(log.take() == [
            "a.viewDidDisappear(animated)", "b.viewDidAppear(animated)", "b.didMove(toParent: container)",
            "a.willMove(toParent: nil)", "a.didMove(toParent: nil)", "delegate.didFinishAnimating(true, [\"a\"], completed: true)",
        ])
        #expect(same(pager.viewControllers, [b]) && same(pager.children, [b]) && a.parent == nil)
        #expect(b.view.frame.minX == 0 && a.viewIfLoaded?.superview == nil)
    }

    /// A slow drag to a fifth of the width returns: the old page comes back and the
    /// neighbour leaves the container again.
    @Test func aShortSlowDragReturns() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let book = Book(["a", "b", "c"], log: log)
        let pager = makePager(book, harness: harness, start: 1)
        let (a, b) = (book.pages[0], book.pages[1])
        // A finger moving right brings the page before.
        let time = harness.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 300, y: 500), steps: 100, start: 1, lift: false)
        #expect(abs(b.view.frame.minX - 190) < 1e-9 && abs(a.view.frame.minX + 810) < 1e-9)
        holdAndLift(harness, at: CGPoint(x: 300, y: 500), after: time)
        showAnimationFrame(at: 47_100)
        showAnimationFrame(at: 47_101)
        #expect(log.take() == [
            "dataSource.before(b)", "delegate.willTransitionTo([\"a\"])", "a.willMove(toParent: container)",
            "b.viewWillDisappear(animated)", "a.viewDidLoad", "a.viewWillAppear(animated)",
            "a.viewWillDisappear(animated)", "b.viewWillAppear(animated)", "a.viewDidDisappear(animated)", "b.viewDidAppear(animated)",
            "a.willMove(toParent: nil)", "a.didMove(toParent: nil)", "delegate.didFinishAnimating(true, [\"b\"], completed: false)",
        ])
        #expect(same(pager.viewControllers, [b]) && same(pager.children, [b]) && a.parent == nil)
        #expect(b.view.frame.minX == 0 && a.viewIfLoaded?.superview == nil)
    }

    /// A fast flick (100 points in 50 ms: 2000 points a second) turns though short.
    @Test func aFastFlickTurns() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let book = Book(["a", "b"], log: log)
        let pager = makePager(book, harness: harness)
        harness.drag(from: CGPoint(x: 600, y: 500), to: CGPoint(x: 500, y: 500), steps: 5, start: 1)
        showAnimationFrame(at: 47_200)
        showAnimationFrame(at: 47_201)
        #expect(same(pager.viewControllers, [book.pages[1]]))
    }

    /// At the last page the page resists (a third of the travel) and springs back; the
    /// delegate hears nothing.
    @Test func theLastPageResistsAndSpringsBack() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let book = Book(["a", "b"], log: log)
        let pager = makePager(book, harness: harness, start: 1)
        let b = book.pages[1]
        let time = harness.drag(from: CGPoint(x: 800, y: 500), to: CGPoint(x: 500, y: 500), steps: 30, start: 1, lift: false)
        // (300 − 10) / 3 to the left.
        #expect(abs(b.view.frame.minX + 290.0 / 3) < 1e-9)
        holdAndLift(harness, at: CGPoint(x: 500, y: 500), after: time)
        showAnimationFrame(at: 47_300)
        showAnimationFrame(at: 47_301)
        #expect(log.take() == ["dataSource.after(b)"])
        #expect(same(pager.viewControllers, [b]) && b.view.frame.minX == 0)
    }

    /// A drag across the orientation is no page swipe: nothing is asked.
    @Test func aVerticalDragDoesNotTurnAHorizontalPager() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let book = Book(["a", "b"], log: log)
        let pager = makePager(book, harness: harness)
        harness.drag(from: CGPoint(x: 500, y: 200), to: CGPoint(x: 520, y: 700), steps: 20, start: 1)
        showAnimationFrame(at: 47_400)
        #expect(log.take().isEmpty && same(pager.viewControllers, [book.pages[0]]))
    }

    /// The inter-page spacing puts the neighbour that much further away.
    @Test func theSpacingSeparatesThePages() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let book = Book(["a", "b"], log: log)
        _ = makePager(book, harness: harness, options: [.interPageSpacing: 20])
        let time = harness.drag(from: CGPoint(x: 900, y: 500), to: CGPoint(x: 300, y: 500), steps: 100, start: 1, lift: false)
        // The neighbour starts a stride (1000 + 20) to the right: 1020 − 590.
        #expect(abs(book.pages[1].view.frame.minX - 430) < 1e-9)
        harness.send(.cancelled, CGPoint(x: 300, y: 500), at: time + 0.01)
        showAnimationFrame(at: 47_500)
        showAnimationFrame(at: 47_501)
        #expect(book.pages[0].view.frame.minX == 0)
    }

    /// A data source that counts pages gets an indicator under the pages; a turn moves
    /// its dot, and a tap right of the dot turns the page as a swipe would.
    @Test func thePageIndicatorFollowsTurnsAndTurnsOnATap() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let book = Book(["a", "b", "c"], log: log)
        book.count = 3
        let pager = makePager(book, harness: harness)
        let control = pager.pageControl
        #expect(!control.isHidden && control.numberOfPages == 3 && control.currentPage == 0)
        // The pages end above the indicator's 26-point strip.
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 1000, height: 974))
        #expect(control.frame == CGRect(x: 0, y: 974, width: 1000, height: 26))
        harness.drag(from: CGPoint(x: 600, y: 500), to: CGPoint(x: 500, y: 500), steps: 5, start: 1)
        showAnimationFrame(at: 47_600)
        showAnimationFrame(at: 47_601)
        #expect(same(pager.viewControllers, [book.pages[1]]) && control.currentPage == 1)
        _ = log.take()
        // The current dot (the second of three) is at the centre: a tap 100 points right of it.
        harness.tap(CGPoint(x: 600, y: 987), at: 3)
        showAnimationFrame(at: 47_602)
        showAnimationFrame(at: 47_603)
        #expect(same(pager.viewControllers, [book.pages[2]]) && control.currentPage == 2)
        #expect(log.take().filter { $0.hasPrefix("delegate") } == [
            "delegate.willTransitionTo([\"c\"])", "delegate.didFinishAnimating(true, [\"b\"], completed: true)",
        ])
        // At the last page a tap to the right changes nothing.
        harness.tap(CGPoint(x: 700, y: 987), at: 4)
        #expect(same(pager.viewControllers, [book.pages[2]]) && control.currentPage == 2)
    }

    /// An animated set slides the new page in from the side its direction gives, without
    /// the delegate, and the indicator takes the data source's index.
    @Test func anAnimatedSetSlidesAndCompletes() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let book = Book(["a", "b", "c"], log: log)
        book.count = 3
        let pager = makePager(book, harness: harness, start: 2)
        var finished: Bool?
        book.index = 0
        pager.setViewControllers([book.pages[0]], direction: .reverse, animated: true) { finished = $0 }
        // A reverse turn brings the page in from the left.
        #expect(finished == nil)
        showAnimationFrame(at: 47_700)
        #expect(book.pages[0].view.layer.presentation()?.frame.minX == -1000)
        #expect(book.pages[2].view.layer.presentation()?.frame.minX == 0)
        showAnimationFrame(at: 47_700.35)
        showAnimationFrame(at: 47_701)
        #expect(finished == true && same(pager.viewControllers, [book.pages[0]]) && pager.pageControl.currentPage == 0)
        #expect(log.take() == [
            "a.willMove(toParent: container)", "c.viewWillDisappear(animated)", "a.viewDidLoad", "a.viewWillAppear(animated)",
            "c.viewDidDisappear(animated)", "a.viewDidAppear(animated)", "a.didMove(toParent: container)",
            "c.willMove(toParent: nil)", "c.didMove(toParent: nil)",
        ])
    }

    /// A curl with its spine in the middle shows two pages side by side and turns two at a time.
    @Test func aBookWithAMiddleSpineShowsTwoPages() {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let book = Book(["a", "b", "c", "d"], log: log)
        let pager = makePager(book, harness: harness, style: .pageCurl, options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 500, height: 1000))
        #expect(book.pages[1].view.frame == CGRect(x: 500, y: 0, width: 500, height: 1000))
        harness.drag(from: CGPoint(x: 900, y: 500), to: CGPoint(x: 700, y: 500), steps: 4, start: 1)
        showAnimationFrame(at: 47_800)
        showAnimationFrame(at: 47_801)
        #expect(same(pager.viewControllers, [book.pages[2], book.pages[3]]))
        #expect(log.take().filter { $0.hasPrefix("dataSource") } == ["dataSource.after(b)", "dataSource.after(c)"])
        #expect(book.pages[3].view.frame == CGRect(x: 500, y: 0, width: 500, height: 1000))
    }
}
