// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

@MainActor @Suite struct CompositorTests {
    private let black: UInt32 = 0xFF00_0000
    private let red: UInt32 = 0xFFFF_0000

    private func root(_ size: CGSize = CGSize(width: 100, height: 80)) -> CALayer {
        layer(CGRect(origin: .zero, size: size), nil)
    }

    @Test func firstFrameRepaintsTheWholeScreen() throws {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let tree = root()
        tree.addSublayer(layer(CGRect(x: 10, y: 20, width: 30, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(compositor.compose([tree]) == [PixelRect(x: 0, y: 0, width: 100, height: 80)])
        #expect(compositor.screen[10, 20] == red)
        #expect(compositor.screen[39, 29] == red)
        #expect(compositor.screen[40, 29] == black)
        #expect(compositor.screen[9, 20] == black)
    }

    @Test func anUnchangedTreeProducesNoDamage() throws {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let tree = root()
        tree.addSublayer(layer(CGRect(x: 10, y: 20, width: 30, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        compositor.compose([tree])
        #expect(compositor.compose([tree]).isEmpty)
    }

    @Test func recolouringOneLayerDamagesOnlyItsPixels() throws {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let tree = root()
        let a = layer(CGRect(x: 10, y: 20, width: 30, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let b = layer(CGRect(x: 60, y: 50, width: 10, height: 10), CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        tree.addSublayer(a)
        tree.addSublayer(b)
        compositor.compose([tree])
        b.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(compositor.compose([tree]) == [PixelRect(x: 60, y: 50, width: 10, height: 10)])
        #expect(compositor.screen[65, 55] == 0xFF00_00FF)
        #expect(compositor.screen[10, 20] == red)
    }

    @Test func movingALayerDamagesWhereItWasAndWhereItIs() throws {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let tree = root()
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        tree.addSublayer(a)
        compositor.compose([tree])
        a.position = CGPoint(x: 85, y: 65)  // now covers (80, 60)–(90, 70)
        let damage = compositor.compose([tree])
        #expect(Set(damage) == [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 80, y: 60, width: 10, height: 10)])
        #expect(compositor.screen[5, 5] == black)
        #expect(compositor.screen[85, 65] == red)
    }

    @Test func translucentLayersBlendSourceOver() throws {
        let compositor = try #require(Compositor(pixelWidth: 20, pixelHeight: 20, scale: 1))
        let tree = root(CGSize(width: 20, height: 20))
        tree.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        let top = layer(CGRect(x: 5, y: 5, width: 10, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        top.opacity = 0.5
        tree.addSublayer(top)
        compositor.compose([tree])
        // opacity 0.5 → 128; red 255·128/255 = 128, blue 255·(255−128)/255 = 127.
        #expect(compositor.screen[10, 10] == 0xFF80_007F)
        #expect(compositor.screen[2, 2] == 0xFF00_00FF)
    }

    @Test func opacityMultipliesDownTheTreeAndHiddenLayersVanish() throws {
        let compositor = try #require(Compositor(pixelWidth: 20, pixelHeight: 20, scale: 1))
        let tree = root(CGSize(width: 20, height: 20))
        let parent = layer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        parent.opacity = 0.5
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        parent.addSublayer(child)
        let hidden = layer(CGRect(x: 10, y: 10, width: 10, height: 10), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        hidden.isHidden = true
        tree.addSublayer(parent)
        tree.addSublayer(hidden)
        compositor.compose([tree])
        // White at 128/255 over black: every channel 128.
        #expect(compositor.screen[5, 5] == 0xFF80_8080)
        #expect(compositor.screen[15, 15] == black)
    }

    @Test func masksToBoundsClipsSublayers() throws {
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 40, scale: 1))
        let tree = root(CGSize(width: 40, height: 40))
        let clip = layer(CGRect(x: 10, y: 10, width: 10, height: 10), nil)
        clip.masksToBounds = true
        // The child sticks out to (30, 30) in screen space.
        clip.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        tree.addSublayer(clip)
        compositor.compose([tree])
        #expect(compositor.screen[19, 19] == red)
        #expect(compositor.screen[20, 20] == black)
        #expect(compositor.screen[25, 15] == black)
    }

    @Test func aRotatedLayerIsAntialiasedAndCoversItsArea() throws {
        let compositor = try #require(Compositor(pixelWidth: 64, pixelHeight: 64, scale: 1))
        let tree = root(CGSize(width: 64, height: 64))
        let square = layer(CGRect(x: 22, y: 22, width: 20, height: 20), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let angle = CGFloat.pi / 6
        square.setAffineTransform(CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
        tree.addSublayer(square)
        compositor.compose([tree])
        var coverage = 0.0
        var partial = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let level = compositor.screen[x, y] & 0xFF
                coverage += Double(level) / 255
                if level > 0 && level < 255 { partial += 1 }
            }
        }
        // A rotation keeps the area: 20 × 20 = 400 pixels, within rounding of edge pixels.
        #expect(abs(coverage - 400) < 2)
        #expect(partial > 40)  // edges are blended, not stair-stepped
        #expect(compositor.screen[32, 32] == 0xFFFF_FFFF)
    }

    @Test func theScreenScaleMapsPointsToPixels() throws {
        let compositor = try #require(Compositor(pixelWidth: 20, pixelHeight: 20, scale: 2))
        let tree = root(CGSize(width: 10, height: 10))
        tree.addSublayer(layer(CGRect(x: 1, y: 1, width: 2, height: 2), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        compositor.compose([tree])
        #expect(compositor.screen[2, 2] == red)
        #expect(compositor.screen[5, 5] == red)
        #expect(compositor.screen[6, 6] == black)
        #expect(compositor.screen[1, 1] == black)
    }
}
