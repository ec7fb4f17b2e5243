// Vitrine — Apache License 2.0
// Shadows against an independently computed blur: the shadow of a rectangle blurred by a
// Gaussian of standard deviation σ covers a pixel centred at (x, y) by
// [Φ((x − x0)/σ) − Φ((x − x1)/σ)] · [Φ((y − y0)/σ) − Φ((y − y1)/σ)], Φ the normal CDF,
// for the offset rectangle x0…x1 × y0…y1. Vitrine blurs with three box passes (the W3C
// filter-effects approximation, within about 3 % of the Gaussian), so pixels may differ
// from the formula by up to 3 % of 255: 8 levels.
import Foundation
import Testing
@testable import QuartzCore

@MainActor @Suite struct LayerShadowTests {
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// A white 160 × 120 screen with a red 60 × 40 card at (40, 30) casting a black shadow.
    private func scene() -> (root: CALayer, card: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 160, height: 120), white)
        let card = layer(CGRect(x: 40, y: 30, width: 60, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        card.shadowOpacity = 1
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 0, height: 6)
        root.addSublayer(card)
        return (root, card)
    }

    private func normalCDF(_ t: Double) -> Double { 0.5 * (1 + erf(t / 2.0.squareRoot())) }

    /// The formula's coverage of pixel (x, y) by the blurred rectangle.
    private func coverage(_ x: Int, _ y: Int, rect: CGRect, sigma: Double) -> Double {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        let along = normalCDF((cx - Double(rect.minX)) / sigma) - normalCDF((cx - Double(rect.maxX)) / sigma)
        let across = normalCDF((cy - Double(rect.minY)) / sigma) - normalCDF((cy - Double(rect.maxY)) / sigma)
        return along * across
    }

    @Test func aShadowIsTheGaussianBlurOfTheShapeOffset() throws {
        let compositor = try #require(Compositor(pixelWidth: 160, pixelHeight: 120, scale: 1))
        let (root, _) = scene()
        compositor.compose([root])
        let shadowRect = CGRect(x: 40, y: 36, width: 60, height: 40)
        var worst = 0.0
        // Below the card, down its middle, and beside it, where only the shadow shows.
        let pixels = (70..<88).map { (70, $0) } + (100..<114).map { ($0, 60) } + [(99, 74), (103, 78), (36, 40)]
        for (x, y) in pixels {
            let expected = 255 * (1 - coverage(x, y, rect: shadowRect, sigma: 4))
            let pixel = compositor.screen[x, y]
            #expect(pixel >> 24 == 0xFF)
            for shift in [0, 8, 16] as [UInt32] {
                worst = max(worst, abs(Double(pixel >> shift & 0xFF) - expected))
            }
        }
        #expect(worst <= 8, "largest difference from the Gaussian: \(worst) levels")
        // The shadow is really there: just below the card it is dark.
        #expect(compositor.screen[70, 71] >> 16 & 0xFF < 128)
        // And the card covers its own shadow.
        #expect(compositor.screen[70, 60] == 0xFFFF_0000)
    }

    @Test func aShadowIsRenderedOnceWhileItsLayerMovesFadesAndTurns() throws {
        let compositor = try #require(Compositor(pixelWidth: 160, pixelHeight: 120, scale: 1))
        let (root, card) = scene()
        compositor.compose([root])
        #expect(compositor.shadowCache.renderCount == 1)
        card.position.x += 7
        compositor.compose([root])
        card.opacity = 0.5
        compositor.compose([root])
        card.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        compositor.compose([root])
        #expect(compositor.shadowCache.renderCount == 1)
        // A new shape renders a new shadow.
        card.cornerRadius = 8
        compositor.compose([root])
        #expect(compositor.shadowCache.renderCount == 2)
    }

    @Test func masksToBoundsClipsTheShadowAway() throws {
        let compositor = try #require(Compositor(pixelWidth: 160, pixelHeight: 120, scale: 1))
        let (root, card) = scene()
        card.masksToBounds = true
        compositor.compose([root])
        #expect(compositor.screen[70, 72] == 0xFFFF_FFFF)
    }

    @Test func aShadowPathCastsItsOwnShape() throws {
        let compositor = try #require(Compositor(pixelWidth: 160, pixelHeight: 120, scale: 1))
        let (root, card) = scene()
        // A 20 × 20 square at the card's top-left corner: nothing below the card's middle.
        card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        compositor.compose([root])
        #expect(compositor.screen[70, 74] == 0xFFFF_FFFF)
        #expect(compositor.screen[36, 40] >> 16 & 0xFF < 0xFF)  // left of the card, beside the square's shadow
    }

    @Test func aLayerWithoutBackgroundCastsItsContentsShadow() throws {
        let compositor = try #require(Compositor(pixelWidth: 160, pixelHeight: 120, scale: 1))
        let (root, card) = scene()
        card.backgroundColor = nil
        let image = try #require(Bitmap(width: 60, height: 40))
        image.fill(PixelRect(x: 0, y: 0, width: 30, height: 40), with: 0xFF00_00FF)  // the left half only
        card.contents = CGImage(bitmap: image)
        compositor.compose([root])
        #expect(compositor.screen[50, 74] >> 16 & 0xFF < 0xC0)  // under the opaque half
        #expect(compositor.screen[95, 74] == 0xFFFF_FFFF)       // under the transparent half
    }
}
