// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// Converting points accounts for a superlayer's `sublayerTransform` and perspective, as
/// the compositor draws them; presentation copies know their model layer.
@MainActor @Suite struct LayerConversionTests {
    private func pair() -> (root: CALayer, child: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        let child = layer(CGRect(x: 55, y: 45, width: 10, height: 10), nil)
        root.addSublayer(child)
        return (root, child)
    }

    /// A sublayer transform scaling by 2 about the root's centre (50, 50): the child's
    /// centre (60, 50) in the root's bounds is drawn at 50 + 2 × 10 = 70.
    @Test func aSublayerTransformMovesConvertedPoints() {
        let (root, child) = pair()
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 70, y: 50))
        #expect(child.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 70, y: 50))
        #expect(child.convert(CGPoint(x: 70, y: 50), from: root) == CGPoint(x: 5, y: 5))
        #expect(root.convert(CGPoint(x: 5, y: 5), from: child) == CGPoint(x: 70, y: 50))
        #expect(child.convert(CGPoint(x: 70, y: 50), from: nil) == CGPoint(x: 5, y: 5))
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 60, y: 40))
    }

    /// Perspective m34 = −1/100 and the child 50 points nearer: w = 1 − 50/100 = 0.5, so
    /// its centre's offset of 10 from the root's centre shows as 20. At 150 points nearer
    /// (w = −0.5) the point is behind the viewer and does not map.
    @Test func perspectiveDividesByW() throws {
        let (root, child) = pair()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        root.sublayerTransform = perspective
        child.transform = CATransform3DMakeTranslation(0, 0, 50)
        let converted = child.convert(CGPoint(x: 5, y: 5), to: root)
        #expect(abs(converted.x - 70) < 1e-9 && abs(converted.y - 50) < 1e-9)
        let back = child.convert(CGPoint(x: 70, y: 50), from: root)
        #expect(abs(back.x - 5) < 1e-9 && abs(back.y - 5) < 1e-9)
        child.transform = CATransform3DMakeTranslation(0, 0, 150)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root).x.isNaN)
    }

    @Test func aPresentationCopyReturnsItsModel() throws {
        let model = CALayer()
        let copy = try #require(model.presentation())
        #expect(copy !== model)
        #expect(copy.model() === model)
        #expect(model.model() === model)
    }
}
