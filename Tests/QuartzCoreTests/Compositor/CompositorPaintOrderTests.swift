// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// Damage when the set or the order of the layers on screen changes from one frame to the
/// next, and again once it stops changing (the compositor reuses the last frame's index
/// while the layers stay the same).
@MainActor @Suite struct CompositorPaintOrderTests {
    private let black: UInt32 = 0xFF00_0000
    private let red: UInt32 = 0xFFFF_0000
    private let blue: UInt32 = 0xFF00_00FF

    @Test func raisingALayerDamagesBothOverlappingLayers() throws {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let tree = layer(CGRect(x: 0, y: 0, width: 100, height: 80), nil)
        let a = layer(CGRect(x: 10, y: 10, width: 30, height: 30), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let b = layer(CGRect(x: 20, y: 20, width: 30, height: 30), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        tree.addSublayer(a)
        tree.addSublayer(b)
        compositor.compose([tree])
        #expect(compositor.screen[25, 25] == blue)
        tree.addSublayer(a)  // moves it above b
        // Both keep their pixels' bounds but swap places in paint order: (10, 10)–(40, 40)
        // and (20, 20)–(50, 50). Their union, 40 × 40 = 1600 pixels, is within a quarter
        // of their 900 + 900, so the two merge into one rectangle.
        #expect(compositor.compose([tree]) == [PixelRect(x: 10, y: 10, width: 40, height: 40)])
        #expect(compositor.screen[25, 25] == red)
        #expect(compositor.screen[45, 45] == blue)
        #expect(compositor.compose([tree]).isEmpty)
    }

    @Test func removingAndAddingALayerDamagesOnlyItsPixelsEachTime() throws {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let tree = layer(CGRect(x: 0, y: 0, width: 100, height: 80), nil)
        let a = layer(CGRect(x: 10, y: 20, width: 30, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let b = layer(CGRect(x: 60, y: 50, width: 10, height: 10), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        tree.addSublayer(a)
        tree.addSublayer(b)
        compositor.compose([tree])
        b.removeFromSuperlayer()
        #expect(compositor.compose([tree]) == [PixelRect(x: 60, y: 50, width: 10, height: 10)])
        #expect(compositor.screen[65, 55] == black)
        #expect(compositor.compose([tree]).isEmpty)
        tree.addSublayer(b)
        #expect(compositor.compose([tree]) == [PixelRect(x: 60, y: 50, width: 10, height: 10)])
        #expect(compositor.screen[65, 55] == blue)
        // The same layers in the same order again: only the recoloured one is damaged.
        a.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(compositor.compose([tree]) == [PixelRect(x: 10, y: 20, width: 30, height: 10)])
        #expect(compositor.screen[15, 25] == blue)
        #expect(compositor.screen[65, 55] == blue)
        #expect(compositor.compose([tree]).isEmpty)
    }
}
