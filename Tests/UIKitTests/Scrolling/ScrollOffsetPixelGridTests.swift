// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// UIKit keeps a scroll view's `contentOffset` on the screen's pixel grid: set to 3.8 on a
/// 1× screen it reads 4.0, and −187.5 on a 3× screen reads −187.333… (both observed on
/// devices); `bounds` set directly keeps any value. Fingers and glides go through the same
/// rounding, so every offset they show is a whole number of pixels.
@MainActor @Suite struct ScrollOffsetPixelGridTests {
    /// Whether `value` points is a whole number of pixels at `scale`.
    static func isOnGrid(_ value: CGFloat, scale: CGFloat) -> Bool {
        abs(value * scale - (value * scale).rounded()) < 1e-9
    }

    @Test func contentOffsetRoundsToTheNearestPixelHalfUp() {
        let h = ScrollHarness()
        h.touches.window.screen = UIScreen(pixelWidth: 1000, pixelHeight: 1000, scale: 1)
        h.scrollView.contentOffset = CGPoint(x: 0, y: 3.8)
        #expect(h.scrollView.contentOffset == CGPoint(x: 0, y: 4))
        h.scrollView.contentOffset = CGPoint(x: 0, y: 3.5)  // half a pixel goes up
        #expect(h.scrollView.contentOffset == CGPoint(x: 0, y: 4))

        h.touches.window.screen = UIScreen(pixelWidth: 3000, pixelHeight: 3000, scale: 3)
        // −187.5 pt is −562.5 px: half up is −562 px, −187.333… pt.
        h.scrollView.contentOffset = CGPoint(x: -187.5, y: 187.5)
        #expect(h.scrollView.contentOffset.x == -562.0 / 3)
        #expect(h.scrollView.contentOffset.y == 563.0 / 3)

        h.touches.window.screen = UIScreen(pixelWidth: 2000, pixelHeight: 2000, scale: 2)
        h.scrollView.setContentOffset(CGPoint(x: 0, y: 10.2), animated: false)  // 20.4 px → 20
        #expect(h.scrollView.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test func boundsKeepsAFractionalOrigin() {
        let h = ScrollHarness()
        h.touches.window.screen = UIScreen(pixelWidth: 1000, pixelHeight: 1000, scale: 1)
        h.scrollView.bounds.origin = CGPoint(x: 0, y: 3.8)
        #expect(h.scrollView.contentOffset == CGPoint(x: 0, y: 3.8))
    }

    @Test(arguments: [1.0, 1.5, 2.0])
    func dragsAndGlidesShowOnlyWholePixels(scale: CGFloat) {
        let h = ScrollHarness()
        let side = Int(1000 * scale)
        h.touches.window.screen = UIScreen(pixelWidth: side, pixelHeight: side, scale: scale)
        // 7 steps over 233.3 points: the finger's positions fall between pixels.
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 466.7), steps: 7)
        h.settle()
        #expect(h.log.dragOffsets.count >= 5)
        #expect(h.log.motionSamples.count >= 10)
        for offset in h.log.dragOffsets + h.log.motionSamples.map(\.offset) {
            #expect(Self.isOnGrid(offset.x, scale: scale) && Self.isOnGrid(offset.y, scale: scale), "\(offset) at scale \(scale)")
        }
        #expect(h.scrollView.contentOffset.y > 233)
    }
}
