// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// Records what a scroll view tells its delegate about zooming, and zooms `zoomView`.
@MainActor
final class ZoomDelegateLog: UIScrollViewDelegate {
    var zoomView: UIView?
    var events: [String] = []
    /// (time since the zoom motion started, scale) for each zoom during a motion.
    var motionSamples: [(t: Double, scale: CGFloat)] = []
    var endScales: [CGFloat] = []

    /// The events other than scrolling and zooming steps.
    var milestones: [String] { events.filter { $0 != "scroll" && $0 != "zoom" } }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append(view === zoomView ? "willBeginZooming" : "willBeginZooming(other view)")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        events.append("zoom")
        if let motion = scrollView.zoomMotion, let start = motion.startTime, let time = AnimationClock.shared.frameTime {
            motionSamples.append((time - start, scrollView.zoomScale))
        }
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append(view === zoomView ? "didEndZooming" : "didEndZooming(other view)")
        endScales.append(scale)
    }
}

/// Zooming driven through the real touch path: the 500 × 500 scroll view of ScrollHarness
/// at (250, 250) in the window, its 500 × 500 content view the zoomed view. A point of the
/// window is (250, 250) plus a point of the scroll view's visible area.
@MainActor
@Suite struct UIScrollViewZoomingTests {
    private func setUp(minimum: CGFloat = 1, maximum: CGFloat = 4) -> (ScrollHarness, ZoomDelegateLog) {
        let harness = ScrollHarness(contentSize: CGSize(width: 500, height: 500))
        let log = ZoomDelegateLog()
        log.zoomView = harness.content
        harness.scrollView.delegate = log
        harness.scrollView.minimumZoomScale = minimum
        harness.scrollView.maximumZoomScale = maximum
        return (harness, log)
    }

    /// Two fingers `half` points either side of `centre` (window points), horizontally.
    private func pinch(_ harness: ScrollHarness, _ phase: TouchContactPhase, centre: CGPoint, half: CGFloat, at time: Double) {
        harness.touches.send(at: time, [(phase, 1, CGPoint(x: centre.x - half, y: centre.y)),
                                        (phase, 2, CGPoint(x: centre.x + half, y: centre.y))])
    }

    /// Spreads two fingers about `centre` from `from` to `to` points apart, in 10 steps
    /// 10 ms apart, then lifts them if `lift`. Calls `step` after each move.
    private func spread(_ harness: ScrollHarness, centre: CGPoint, from: CGFloat, to: CGFloat, lift: Bool = true,
                        step: () -> Void = {}) {
        var time = harness.now + 0.001
        pinch(harness, .began, centre: centre, half: from / 2, at: time)
        for index in 1...10 {
            time += 0.01
            pinch(harness, .moved, centre: centre, half: (from + (to - from) * CGFloat(index) / 10) / 2, at: time)
            step()
        }
        if lift { pinch(harness, .ended, centre: centre, half: to / 2, at: time + 0.01) }
    }

    private func settleZoom(_ harness: ScrollHarness) {
        var frames = 0
        while harness.scrollView.zoomMotion != nil, frames < 600 {
            harness.wait(ScrollHarness.period)
            frames += 1
        }
    }

    private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test func defaultsAndThePinchRecognizer() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.bouncesZoom && !scrollView.isZooming && !scrollView.isZoomBouncing)
        // No zooming possible while minimum == maximum: no recognizer, as UIKit.
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        let pinch = scrollView.pinchGestureRecognizer
        #expect(pinch != nil && pinch?.view === scrollView)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
        // Bad values are ignored.
        scrollView.maximumZoomScale = .nan
        scrollView.minimumZoomScale = -1
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 3)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
        // Without a view for zooming the scale stays 1.
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)
    }

    @Test func aPinchZoomsAboutTheCentroidAndTheContentSizeFollowsTheFrame() {
        let (harness, log) = setUp()
        let scrollView = harness.scrollView, content = harness.content
        // Centroid at window (400, 450): visible (150, 200), content point (150, 200) at scale 1.
        let centre = CGPoint(x: 400, y: 450)
        var held: [CGPoint] = []
        spread(harness, centre: centre, from: 100, to: 200, lift: false) {
            held.append(content.convert(centre, from: harness.touches.window))
        }
        // 200 / 100 apart: scale 2.
        #expect(close(scrollView.zoomScale, 2))
        #expect(scrollView.isZooming)
        // Every step kept the content point (150, 200) under the fingers.
        #expect(held.count == 10)
        #expect(held.allSatisfy { close($0, CGPoint(x: 150, y: 200)) })
        // Offset = point · scale − visible centroid = (300 − 150, 400 − 200).
        #expect(close(scrollView.contentOffset, CGPoint(x: 150, y: 200)))
        // The view's transform scales it: the frame grows, the bounds stay.
        #expect(content.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(close(content.frame.origin, .zero) && close(content.frame.width, 1000) && close(content.frame.height, 1000))
        #expect(content.bounds.size == CGSize(width: 500, height: 500))
        #expect(scrollView.contentSize == content.frame.size)

        // Both fingers move 30 right, 20 down without spreading: the content pans with them.
        let moved = CGPoint(x: centre.x + 30, y: centre.y + 20)
        let time = harness.now + 0.01
        for index in 1...5 {
            let c = CGPoint(x: centre.x + 6 * CGFloat(index), y: centre.y + 4 * CGFloat(index))
            pinch(harness, .moved, centre: c, half: 100, at: time + 0.01 * Double(index))
        }
        #expect(close(scrollView.zoomScale, 2))
        #expect(close(content.convert(moved, from: harness.touches.window), CGPoint(x: 150, y: 200)))
        #expect(close(scrollView.contentOffset, CGPoint(x: 120, y: 180)))
        pinch(harness, .ended, centre: moved, half: 100, at: time + 0.06)
        // Inside the limits and the content: no bounce, zooming ended at the lift.
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
        #expect(log.milestones.first == "willBeginZooming")
        #expect(log.milestones.last == "didEndZooming" && log.endScales == [scrollView.zoomScale])
        #expect(log.milestones.filter { $0.hasPrefix("didEndZooming") }.count == 1)
        // willBeginZooming came before the first zoom step.
        #expect(log.events.firstIndex(of: "willBeginZooming")! < log.events.firstIndex(of: "zoom")!)
        harness.wait(0.5)
        #expect(close(scrollView.contentOffset, CGPoint(x: 120, y: 180)))
    }

    @Test func pastTheMaximumThePinchResistsAndSpringsBack() {
        let (harness, log) = setUp(maximum: 2)
        let scrollView = harness.scrollView
        let centre = CGPoint(x: 400, y: 450)
        spread(harness, centre: centre, from: 100, to: 300, lift: false)
        // Asked for 3: shown 2·e^r with r the rubber band (1 − 1/(x·c/d + 1))·d on
        // x = ln(3/2) past the limit, d = ln 2, c = 0.55.
        let x = Foundation.log(3.0 / 2), d = Foundation.log(2.0)
        let over = 2 * exp((1 - 1 / (x * 0.55 / d + 1)) * d)     // ≈ 2.3676
        #expect(close(scrollView.zoomScale, CGFloat(over), 1e-9))
        #expect(scrollView.zoomScale < 3)
        pinch(harness, .ended, centre: centre, half: 150, at: harness.now + 0.01)
        #expect(scrollView.isZoomBouncing)
        #expect(!log.milestones.contains("didEndZooming"))
        settleZoom(harness)
        #expect(!scrollView.isZoomBouncing)
        #expect(scrollView.zoomScale == 2)
        // Each frame's scale is on the critically damped spring back:
        // s(t) = over + (2 − over)·(1 − (1 + 12t)·e^(−12t)).
        #expect(log.motionSamples.count > 10)
        for sample in log.motionSamples.dropLast() {
            let p = 1 - (1 + 12 * sample.t) * exp(-12 * sample.t)
            #expect(close(sample.scale, CGFloat(over + (2 - over) * p), 1e-9))
            #expect(sample.scale >= 2)
        }
        // The content point under the fingers, (150, 200), is back under them at scale 2.
        #expect(close(harness.content.convert(centre, from: harness.touches.window), CGPoint(x: 150, y: 200), 1e-9))
        #expect(log.milestones.last == "didEndZooming" && log.endScales == [2])
        #expect(scrollView.contentSize == CGSize(width: 1000, height: 1000))
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
        let (harness, log) = setUp(maximum: 2)
        harness.scrollView.bouncesZoom = false
        spread(harness, centre: CGPoint(x: 500, y: 500), from: 100, to: 300, lift: false)
        #expect(harness.scrollView.zoomScale == 2)
        pinch(harness, .ended, centre: CGPoint(x: 500, y: 500), half: 150, at: harness.now + 0.01)
        #expect(!harness.scrollView.isZoomBouncing)
        #expect(log.milestones == ["willBeginZooming", "didEndZooming"] && log.endScales == [2])
        // Pinching in below the minimum stops at 1 too.
        spread(harness, centre: CGPoint(x: 500, y: 500), from: 300, to: 50)
        #expect(harness.scrollView.zoomScale == 1)
        // The offset the pinch left outside the content settles back to it.
        settleZoom(harness)
        #expect(harness.scrollView.contentOffset == .zero && harness.scrollView.zoomClock == nil)
    }

    @Test func withoutAViewForZoomingAPinchDoesNothing() {
        let (harness, log) = setUp()
        log.zoomView = nil
        spread(harness, centre: CGPoint(x: 500, y: 500), from: 100, to: 300)
        #expect(harness.scrollView.zoomScale == 1)
        #expect(log.milestones.isEmpty)
        #expect(harness.content.transform == .identity)
    }

    @Test func zoomToRectFitsTheRect() {
        let (harness, log) = setUp()
        let scrollView = harness.scrollView
        // 250 × 125 in a 500 × 500 view: the scale fitting both is min(500/250, 500/125) = 2.
        scrollView.zoom(to: CGRect(x: 100, y: 50, width: 250, height: 125), animated: false)
        #expect(scrollView.zoomScale == 2)
        // Its centre (225, 112.5) is at (450, 225) in the content; in the middle of the
        // view the offset would be (200, −25): the top stops at 0.
        #expect(close(scrollView.contentOffset, CGPoint(x: 200, y: 0)))
        #expect(scrollView.contentSize == CGSize(width: 1000, height: 1000))
        #expect(log.milestones.isEmpty)                          // not animated: zoom steps only
        #expect(log.events.contains("zoom"))
        // A tiny rect zooms to the maximum.
        scrollView.zoom(to: CGRect(x: 200, y: 200, width: 10, height: 10), animated: false)
        #expect(scrollView.zoomScale == 4)
        // The whole view zooms back out to 1 (animated: begin, steps, end).
        log.events.removeAll()
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 500, height: 500), animated: true)
        #expect(scrollView.zoomScale == 4)
        settleZoom(harness)
        #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == .zero)
        #expect(log.milestones == ["willBeginZooming", "didEndZooming"] && log.endScales == [1])
        #expect(log.events.filter { $0 == "zoom" }.count > 5)
    }

    @Test func setZoomScaleClampsAndZoomsAboutTheMiddle() {
        let (harness, log) = setUp()
        let scrollView = harness.scrollView
        scrollView.setZoomScale(2, animated: false)
        // The middle (250, 250) of the content stays in the middle: offset 250·2 − 250.
        #expect(scrollView.zoomScale == 2)
        #expect(close(scrollView.contentOffset, CGPoint(x: 250, y: 250)))
        scrollView.setZoomScale(10, animated: false)
        #expect(scrollView.zoomScale == 4)
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == .zero)
        scrollView.zoomScale = .nan
        #expect(scrollView.zoomScale == 1)
        // Raising the minimum above the scale zooms in to it.
        scrollView.minimumZoomScale = 1.5
        #expect(scrollView.zoomScale == 1.5)
        // Zooming at once tells the delegate of each step, without a beginning or an end.
        #expect(log.milestones.isEmpty && log.events.filter { $0 == "zoom" }.count == 4)
    }

    @Test func aDoubleTapZoomsToTheTappedRect() {
        let (harness, log) = setUp()
        let scrollView = harness.scrollView
        @MainActor final class Zoomer {
            let scrollView: UIScrollView
            init(_ scrollView: UIScrollView) { self.scrollView = scrollView }
            func doubleTapped(_ tap: UITapGestureRecognizer) {
                let point = tap.location(in: scrollView.delegate?.viewForZooming(in: scrollView))
                scrollView.zoom(to: CGRect(x: point.x - 62.5, y: point.y - 62.5, width: 125, height: 125), animated: true)
            }
        }
        let zoomer = Zoomer(scrollView)
        let doubleTap = UITapGestureRecognizer(target: zoomer, action: Zoomer.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        harness.content.addGestureRecognizer(doubleTap)
        // Window (350, 400) is content (100, 150).
        harness.touches.tap(CGPoint(x: 350, y: 400), at: harness.now + 0.01)
        harness.touches.tap(CGPoint(x: 350, y: 400), at: harness.now + 0.1)
        settleZoom(harness)
        // 125 points fill 500: scale 4; centre (100, 150) → (400, 600) − (250, 250).
        #expect(scrollView.zoomScale == 4)
        #expect(close(scrollView.contentOffset, CGPoint(x: 150, y: 350)))
        #expect(log.milestones == ["willBeginZooming", "didEndZooming"])
    }
}
