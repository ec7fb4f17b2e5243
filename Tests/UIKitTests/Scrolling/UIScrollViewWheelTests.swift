// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// A mouse wheel's notches (a VNC viewer's buttons 4–7) scroll the scroll view under the
/// pointer by `UIScrollView.wheelLineStep` (40 points, our value) each, within the content.
@MainActor @Suite struct UIScrollViewWheelTests {
    /// A 1000 × 1000 window (shown the way TouchHarness shows one, outside the app's
    /// window stack) with a 500 × 500 vertical scroll view of 500 × 2000 content at (250, 250).
    static func scene() -> (window: UIWindow, scrollView: UIScrollView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window.layer.isHidden = false
        let scrollView = UIScrollView(frame: CGRect(x: 250, y: 250, width: 500, height: 500))
        scrollView.contentSize = CGSize(width: 500, height: 2000)
        window.addSubview(scrollView)
        return (window, scrollView)
    }

    /// The wheel's router for that window (its screen is not used by `scroll(in:at:notches:)`).
    static func router(for window: UIWindow) -> ScrollWheelRouter {
        let screen = UIScreen(pixelWidth: 1000, pixelHeight: 1000, scale: 1)
        return ScrollWheelRouter(loop: ManualEventLoop(), application: UIApplication(), screen: { screen }, windows: { [window] })
    }

    @Test func eachNotchScrollsALineStepAndStopsAtTheContentsEnd() {
        let (window, scrollView) = Self.scene()
        let wheel = Self.router(for: window)
        #expect(wheel.scroll(in: window, at: CGPoint(x: 500, y: 500), notches: (0, 3)))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))  // 3 × 40
        wheel.scroll(in: window, at: CGPoint(x: 500, y: 500), notches: (0, -1))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
        // The far end: 2000 − 500 = 1500; no rubber band for a notch.
        wheel.scroll(in: window, at: CGPoint(x: 500, y: 500), notches: (0, 100))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1500))
        #expect(!wheel.scroll(in: window, at: CGPoint(x: 500, y: 500), notches: (0, 1)), "nothing left to scroll")
        // Sideways: the content is no wider than the view.
        #expect(!wheel.scroll(in: window, at: CGPoint(x: 500, y: 500), notches: (1, 0)))
        // Outside the scroll view, nothing scrolls.
        #expect(!wheel.scroll(in: window, at: CGPoint(x: 100, y: 100), notches: (0, -1)))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1500))
    }

    @Test func theInnermostScrollViewThatCanMoveTakesTheNotches() {
        let (window, outer) = Self.scene()
        let wheel = Self.router(for: window)
        // A horizontal strip inside: 1500 points of content in a 500-point view.
        let strip = UIScrollView(frame: CGRect(x: 0, y: 100, width: 500, height: 100))
        strip.contentSize = CGSize(width: 1500, height: 100)
        outer.addSubview(strip)
        let overStrip = CGPoint(x: 500, y: 400)  // window point over the strip (250 + 100 … 250 + 200)
        wheel.scroll(in: window, at: overStrip, notches: (2, 0))
        #expect(strip.contentOffset == CGPoint(x: 80, y: 0) && outer.contentOffset == .zero)
        // Up and down the strip cannot go: the page around it scrolls.
        wheel.scroll(in: window, at: overStrip, notches: (0, 1))
        #expect(outer.contentOffset == CGPoint(x: 0, y: 40) && strip.contentOffset == CGPoint(x: 80, y: 0))
    }

    @Test func aPanThatAllowsNoDiscreteScrollsOrAScrollViewTurnedOffIsPassedOver() {
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask == [], "a plain pan opts in")
        let (window, scrollView) = Self.scene()
        let wheel = Self.router(for: window)
        #expect(scrollView.panGestureRecognizer.allowedScrollTypesMask == .all)
        scrollView.panGestureRecognizer.allowedScrollTypesMask = .continuous
        #expect(!wheel.scroll(in: window, at: CGPoint(x: 500, y: 500), notches: (0, 1)))
        scrollView.panGestureRecognizer.allowedScrollTypesMask = .discrete
        scrollView.isScrollEnabled = false
        #expect(!wheel.scroll(in: window, at: CGPoint(x: 500, y: 500), notches: (0, 1)))
        scrollView.isScrollEnabled = true
        #expect(wheel.scroll(in: window, at: CGPoint(x: 500, y: 500), notches: (0, 1)))
        #expect(scrollView.contentOffset.y == 40)
    }
}
