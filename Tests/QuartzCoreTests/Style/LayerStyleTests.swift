// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

@MainActor @Suite struct LayerStyleTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func compose(_ build: (CALayer) -> Void) throws -> Bitmap {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 80), nil)
        build(root)
        compositor.compose([root])
        return compositor.screen
    }

    @Test func theDefaultsAreCoreAnimations() {
        let layer = CALayer()
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0 && layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
        #expect(layer.borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.shadowColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.maskedCorners.rawValue == 0b1111 && layer.cornerCurve == .circular)
    }

    /// Core Animation draws the border inside the bounds, above contents and sublayers.
    @Test func theBorderIsDrawnAboveTheSublayers() throws {
        let screen = try compose { root in
            let card = layer(CGRect(x: 10, y: 10, width: 60, height: 40), nil)
            card.borderWidth = 4
            card.borderColor = blue
            card.addSublayer(layer(CGRect(x: 0, y: 0, width: 60, height: 40), red))
            root.addSublayer(card)
        }
        #expect(screen[11, 30] == 0xFF00_00FF)  // border over the sublayer
        #expect(screen[14, 30] == 0xFFFF_0000)  // inside the 4-point border
        #expect(screen[9, 30] == 0xFF00_0000)   // outside the bounds: nothing
    }

    @Test func maskedCornersRoundOnlyTheCornersNamed() throws {
        let screen = try compose { root in
            let card = layer(CGRect(x: 10, y: 10, width: 60, height: 40), red)
            card.cornerRadius = 15
            card.maskedCorners = [.layerMinXMinYCorner]  // the top left only
            root.addSublayer(card)
        }
        #expect(screen[10, 10] == 0xFF00_0000)  // rounded away
        #expect(screen[69, 10] == 0xFFFF_0000)  // square
        #expect(screen[10, 49] == 0xFFFF_0000)
        #expect(screen[69, 49] == 0xFFFF_0000)
    }

    /// Radii above half the shorter side are half of it: a capsule.
    @Test func aHugeRadiusMakesACapsule() throws {
        let screen = try compose { root in
            let card = layer(CGRect(x: 10, y: 20, width: 60, height: 20), red)
            card.cornerRadius = 1e9
            root.addSublayer(card)
        }
        #expect(screen[10, 20] == 0xFF00_0000)
        #expect(screen[20, 30] == 0xFFFF_0000)
        #expect(screen[10, 30] >> 16 & 0xFF > 0)  // the end of the capsule reaches the side
    }

    /// Bad values never crash: NaN and negative radii draw square corners, bad widths no
    /// border, bad blurs no shadow or a clamped one.
    @Test func badValuesAreIgnoredOrClamped() throws {
        for radius in [CGFloat.nan, -5, .infinity, -.infinity] {
            let screen = try compose { root in
                let card = layer(CGRect(x: 10, y: 10, width: 60, height: 40), red)
                card.cornerRadius = radius
                card.borderWidth = radius
                card.shadowRadius = radius
                card.shadowOpacity = .nan
                card.shadowOffset = CGSize(width: radius, height: 1)
                root.addSublayer(card)
            }
            #expect(screen[10, 10] == 0xFFFF_0000, "radius \(radius)")
        }
        let clamped = CALayer()
        clamped.shadowOpacity = 2
        #expect(clamped.shadowOpacity == 1)
        clamped.shadowOpacity = .nan
        #expect(clamped.shadowOpacity == 0)
        // A blur far beyond the screen is drawn at the largest blur, not allocated whole.
        let screen = try compose { root in
            let card = CALayer()
            card.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
            card.backgroundColor = red
            card.shadowOpacity = 1
            card.shadowRadius = 1e12
            root.addSublayer(card)
        }
        #expect(screen[40, 30] == 0xFFFF_0000)
    }

    @Test func cornerRadiusBorderAndShadowAnimate() {
        let layer = CALayer()
        layer.cornerRadius = 20
        layer.borderWidth = 4
        layer.shadowOpacity = 1
        for (key, from, to) in [("cornerRadius", 0.0, 20.0), ("borderWidth", 0.0, 4.0), ("shadowOpacity", 0.0, 1.0),
                                ("shadowRadius", 3.0, 9.0)] {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            layer.add(animation, forKey: key)
        }
        let offset = CABasicAnimation(keyPath: "shadowOffset")
        offset.fromValue = CGSize(width: 0, height: 0)
        offset.toValue = CGSize(width: 10, height: 20)
        offset.duration = 1
        layer.add(offset, forKey: "shadowOffset")
        showFrame(at: 700)
        showFrame(at: 700.5)
        let presentation = layer.presentation()
        #expect(abs((presentation?.cornerRadius ?? 0) - 10) < 1e-9)
        #expect(abs((presentation?.borderWidth ?? 0) - 2) < 1e-9)
        #expect(abs((presentation?.shadowOpacity ?? 0) - 0.5) < 1e-6)
        #expect(abs((presentation?.shadowRadius ?? 0) - 6) < 1e-9)
        #expect(presentation?.shadowOffset == CGSize(width: 5, height: 10))
    }
}
