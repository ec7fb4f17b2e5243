// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// What the compositor keeps for backdrops: a screen-sized scratch bitmap while a layer
/// with a backdrop is on screen, nothing once none is, and no blur for a backdrop that
/// would leave the pixels as they are or that an opaque background hides.
@MainActor @Suite struct CompositorBackdropLifetimeTests {
    /// A white screen with a dark square left of the middle, under a 60 × 40 backdrop.
    private func scene() -> (root: CALayer, backdrop: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 60), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        root.addSublayer(layer(CGRect(x: 30, y: 10, width: 20, height: 20), CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)))
        let backdrop = layer(CGRect(x: 20, y: 0, width: 60, height: 40), nil)
        backdrop.backdropFilter = BackdropFilter(radius: 4, saturation: 1.8)
        root.addSublayer(backdrop)
        return (root, backdrop)
    }

    @Test func theScratchBitmapIsFreedWhenTheLastBackdropLeaves() throws {
        let (root, backdrop) = scene()
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 60, scale: 1))
        #expect(compositor.backdropScratchBytes == 0, "made on first use")
        compositor.compose([root])
        let blurred = compositor.screen[35, 12]
        // One 32-bit pixel per screen pixel, rows perhaps padded.
        #expect(compositor.backdropScratchBytes >= 100 * 60 * 4)
        backdrop.removeFromSuperlayer()
        compositor.compose([root])
        #expect(compositor.backdropScratchBytes == 0)
        #expect(compositor.screen[35, 12] == 0xFF1A_334D, "the square as it is: (0.1, 0.2, 0.3) · 255 rounded")
        root.addSublayer(backdrop)
        compositor.compose([root])
        #expect(compositor.backdropScratchBytes >= 100 * 60 * 4)
        #expect(compositor.screen[35, 12] == blurred, "made again, the same")
        #expect(compositor.lastFrameStatistics.backdropsBlurred == 1)
    }

    /// Radius 0 and saturation 1 (where a blur animated in starts and one animated out
    /// ends) leave what lies beneath as it is; an opaque background hides the blur wholly.
    @Test(arguments: [false, true])
    func aBackdropThatChangesNoPixelIsNotMade(hiddenByBackground: Bool) throws {
        let (root, backdrop) = scene()
        if hiddenByBackground {
            backdrop.backgroundColor = CGColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        } else {
            backdrop.backdropFilter = BackdropFilter(radius: 0, saturation: 1)
        }
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 60, scale: 1))
        compositor.compose([root])
        #expect(compositor.lastFrameStatistics.backdropsBlurred == 0)
        #expect(compositor.backdropScratchBytes == 0)
        #expect(compositor.screen[35, 12] == (hiddenByBackground ? 0xFF00_8000 : 0xFF1A_334D))
    }
}
