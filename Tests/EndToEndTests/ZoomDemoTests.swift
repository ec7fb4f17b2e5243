// Vitrine — Apache License 2.0
//
// The zoom demo driven through the app's input path, headless.
import Foundation
import Testing
import VitrineTesting
@testable import UIKit
@testable import VitrineDemos

@MainActor @Suite struct ZoomDemoTests {
    typealias Harness = DemoTouchHarness<ZoomDemo>

    /// Two fingers `half` points either side of `centre`, horizontally.
    private func pinch(_ harness: Harness, _ phase: TouchContactPhase, centre: CGPoint, half: CGFloat) {
        harness.send([(phase, 1, CGPoint(x: centre.x - half, y: centre.y)), (phase, 2, CGPoint(x: centre.x + half, y: centre.y))])
    }

    @Test func stepOneShowsThePictureZoomed() {
        let harness = Harness()
        let scrollView = harness.demo.scrollView
        #expect(scrollView.zoomScale == 1 && scrollView.contentSize == Harness.size)
        harness.demo.show(step: 1)
        // A 512 × 320 rect at the origin fills 1280 × 800 at 2.5×; its centre (256, 160)
        // goes to (640, 400), the middle of the screen: offset zero.
        #expect(scrollView.zoomScale == 2.5)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.contentSize == CGSize(width: 3200, height: 2000))
    }

    @Test func aDoubleTapZoomsInOnTheSpotAndBackOut() {
        let harness = Harness()
        let scrollView = harness.demo.scrollView
        // The picture's point (400, 300): a 320 × 200 rect about it fills the screen at 4×,
        // its centre in the middle: offset (1600 − 640, 1200 − 400).
        harness.tap(at: CGPoint(x: 400, y: 300))
        harness.advance(by: 0.1)
        harness.tap(at: CGPoint(x: 400, y: 300))
        harness.runFrames(for: 0.5)
        #expect(scrollView.zoomScale == 4)
        #expect(scrollView.contentOffset == CGPoint(x: 960, y: 800))
        harness.advance(by: 0.5)
        harness.tap(at: CGPoint(x: 640, y: 400))
        harness.advance(by: 0.1)
        harness.tap(at: CGPoint(x: 640, y: 400))
        harness.runFrames(for: 0.5)
        #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == .zero)
    }

    @Test func aPinchZoomsThePicture() {
        let harness = Harness()
        let scrollView = harness.demo.scrollView
        let centre = CGPoint(x: 640, y: 400)
        pinch(harness, .began, centre: centre, half: 100)
        for step in 1...10 {
            harness.advance(by: 0.016)
            pinch(harness, .moved, centre: centre, half: 100 + CGFloat(step) * 10)
        }
        harness.advance(by: 0.016)
        pinch(harness, .ended, centre: centre, half: 200)
        harness.runFrames(for: 1)
        // 400 / 200 apart: 2× about the middle, offset (1280 − 640, 800 − 400).
        #expect(abs(scrollView.zoomScale - 2) < 1e-9)
        #expect(abs(scrollView.contentOffset.x - 640) < 1e-6 && abs(scrollView.contentOffset.y - 400) < 1e-6)
    }
}
