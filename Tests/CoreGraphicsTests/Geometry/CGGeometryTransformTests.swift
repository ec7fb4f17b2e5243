// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct CGGeometryTransformTests {
    @Test func sizeIgnoresTranslation() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 3)
        #expect(CGSize(width: 10, height: 10).applying(t) == CGSize(width: 20, height: 30))
    }

    @Test func rectUnderScaleAndTranslationIsExact() {
        // (10, 20, 30, 40) scaled by 2 → (20, 40, 60, 80), then moved by (5, 5).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 5))
        #expect(CGRect(x: 10, y: 20, width: 30, height: 40).applying(t) == CGRect(x: 25, y: 45, width: 60, height: 80))
    }

    @Test func rectUnderNegativeScaleIsStandardized() {
        // x ↦ −x maps [10, 40] to [−40, −10].
        let flipped = CGRect(x: 10, y: 0, width: 30, height: 5).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -40, y: 0, width: 30, height: 5))
        #expect(flipped.width > 0)
    }

    @Test func rectUnderRotationIsTheBoundingBoxOfTheCorners() {
        // π/2 maps (x, y) to (−y, x): corners (0,0) (100,0) (0,50) (100,50) go to
        // (0,0) (0,100) (−50,0) (−50,100), so the box is (−50, 0, 50, 100).
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(r.origin, CGPoint(x: -50, y: 0)))
        #expect(abs(r.width - 50) < 1e-9 && abs(r.height - 100) < 1e-9)
    }

    @Test func rectUnderFortyFiveDegreesGrowsBySquareRootOfTwo() {
        // A unit square centred on the origin rotated by π/4 spans ±√2/2 on both axes.
        let square = CGRect(x: -0.5, y: -0.5, width: 1, height: 1)
        let r = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(r.width - 2.0.squareRoot()) < 1e-9)
        #expect(abs(r.midX) < 1e-9 && abs(r.midY) < 1e-9)
    }

    @Test func nullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
