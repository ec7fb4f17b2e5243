// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// A transform layer draws only its sublayers, keeps their depth in its superlayer's
/// space, and paints them back to front by it.
@MainActor @Suite struct CATransformLayerTests {
    private let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func transformLayer(_ frame: CGRect) -> CATransformLayer {
        let layer = CATransformLayer()
        layer.allowsImplicitAnimations = false
        layer.frame = frame
        return layer
    }

    @Test func itsOwnBackgroundBorderAndShadowAreIgnored() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 60), black)
        let container = transformLayer(CGRect(x: 10, y: 10, width: 40, height: 40))
        container.backgroundColor = red
        container.borderWidth = 3
        container.shadowOpacity = 1
        container.addSublayer(layer(CGRect(x: 10, y: 10, width: 20, height: 20), blue))
        root.addSublayer(container)
        let compositor = try #require(Compositor(pixelWidth: 60, pixelHeight: 60, scale: 1))
        compositor.compose([root])
        #expect(compositor.screen[30, 30] == 0xFF00_00FF)
        #expect(compositor.screen[12, 12] == 0xFF00_0000, "no background, no border")
        #expect(compositor.screen[52, 52] == 0xFF00_0000, "no shadow")
    }

    /// Its opacity applies to each sublayer, not to a group: two overlapping opaque
    /// sublayers at opacity 0.5 show the one beneath through the one above.
    @Test func opacityAppliesToEachSublayer() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 60), black)
        let container = transformLayer(CGRect(x: 0, y: 0, width: 60, height: 60))
        container.opacity = 0.5
        container.addSublayer(layer(CGRect(x: 0, y: 0, width: 40, height: 40), red))
        container.addSublayer(layer(CGRect(x: 20, y: 20, width: 40, height: 40), blue))
        root.addSublayer(container)
        let compositor = try #require(Compositor(pixelWidth: 60, pixelHeight: 60, scale: 1))
        compositor.compose([root])
        // Red at 128/255 on black, then blue at 128/255 over it: red 128 × 127 / 255 = 63.8 → 64.
        let overlap = compositor.screen[30, 30]
        #expect(overlap >> 16 & 0xFF == 64)
        #expect(overlap & 0xFF == 128)
    }

    /// b lies 10 points behind a in depth (a translation along z), though it is the later
    /// sublayer: a transform layer draws it behind; a plain layer flattens the depth away
    /// and keeps sublayer order.
    @Test func sublayersArePaintedBackToFrontByDepth() throws {
        for isTransformLayer in [true, false] {
            let root = layer(CGRect(x: 0, y: 0, width: 60, height: 60), black)
            let container = isTransformLayer ? transformLayer(CGRect(x: 0, y: 0, width: 60, height: 60))
                : layer(CGRect(x: 0, y: 0, width: 60, height: 60), nil)
            let a = layer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
            let b = layer(CGRect(x: 20, y: 20, width: 40, height: 40), blue)
            b.transform = CATransform3DMakeTranslation(0, 0, -10)
            container.addSublayer(a)
            container.addSublayer(b)
            root.addSublayer(container)
            let compositor = try #require(Compositor(pixelWidth: 60, pixelHeight: 60, scale: 1))
            compositor.compose([root])
            #expect(compositor.screen[30, 30] == (isTransformLayer ? 0xFFFF_0000 : 0xFF00_00FF), "transform layer: \(isTransformLayer)")
        }
    }

    /// Perspective in the superlayer's `sublayerTransform` (m34 = −1/100, about its centre
    /// (50, 50)), and a sublayer of the transform layer 50 points nearer the viewer: w =
    /// 1 − 50/100 = 0.5 doubles it about the centre, so the 10-point dot centred at
    /// (60, 50) shows 20 points wide centred at (50 + 10 / 0.5, 50) = (70, 50). Through a
    /// plain layer the depth is flattened away at that layer's plane and the dot stays.
    @Test func depthIsKeptInTheSuperlayersSpace() throws {
        for isTransformLayer in [true, false] {
            let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), black)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 100
            root.sublayerTransform = perspective
            let container = isTransformLayer ? transformLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
                : layer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
            let dot = layer(CGRect(x: 55, y: 45, width: 10, height: 10), blue)
            dot.transform = CATransform3DMakeTranslation(0, 0, 50)
            container.addSublayer(dot)
            root.addSublayer(container)
            let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 100, scale: 1))
            compositor.compose([root])
            if isTransformLayer {
                #expect(compositor.screen[62, 50] == 0xFF00_00FF)
                #expect(compositor.screen[78, 50] == 0xFF00_00FF)
                #expect(compositor.screen[82, 50] == 0xFF00_0000)
            } else {
                #expect(compositor.screen[58, 50] == 0xFF00_00FF)
                #expect(compositor.screen[68, 50] == 0xFF00_0000)
            }
        }
    }

    @Test func hitTestingFindsTheSublayersNotTheLayer() {
        let container = transformLayer(CGRect(x: 0, y: 0, width: 60, height: 60))
        let inner = layer(CGRect(x: 10, y: 10, width: 20, height: 20), blue)
        container.addSublayer(inner)
        #expect(container.hitTest(CGPoint(x: 15, y: 15)) === inner)
        #expect(container.hitTest(CGPoint(x: 50, y: 50)) == nil)
    }
}
