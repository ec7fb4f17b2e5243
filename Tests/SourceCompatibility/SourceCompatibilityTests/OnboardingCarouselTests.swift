// Vitrine — Apache License 2.0
// The onboarding carousel of both source-compatibility apps: a page view controller
// subclass that is its own data source and delegate.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct OnboardingCarouselTests {
    @Test func bothLanguageModesBuildAPagedCarousel() {
        let headings = ["Welcome", "Order", "Pay"]
        let apps: [(UIPageViewController, () -> Void, () -> Int)] = [
            { let a = Swift5App.OnboardingCarousel(headings: headings); return (a, a.showNext, { a.currentIndex }) }(),
            { let a = Swift6App.OnboardingCarousel(headings: headings); return (a, a.showNext, { a.currentIndex }) }(),
        ]
        var time = 52_000.0
        for (carousel, showNext, currentIndex) in apps {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.layer.isHidden = false
            window.rootViewController = carousel
            window.layoutIfNeeded()
            #expect(carousel.viewControllers?.count == 1 && carousel.pageControl.numberOfPages == 3)
            showNext()
            // The page slides in on the frame clock (0.35 s) and is in place a frame later.
            for t in [time, time + 0.35, time + 0.5] { AnimationClock.shared.beginFrame(timestamp: t, targetTimestamp: t, duration: 1.0 / 60) }
            time += 1
            #expect(currentIndex() == 1 && carousel.pageControl.currentPage == 1)
            #expect(carousel.viewControllers?.first?.view.frame == CGRect(x: 0, y: 0, width: 800, height: 574))
        }
    }
}
