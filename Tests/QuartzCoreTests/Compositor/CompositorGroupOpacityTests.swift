// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// Group opacity: a translucent layer is laid down as one picture with its sublayers.
///
/// Opacity 0.5 is 128 of 255 (0.5 × 255 = 127.5, rounded). Source-over of a premultiplied
/// source s with alpha a over d is s + d × (255 − a) / 255, each product rounded to nearest.
@MainActor @Suite struct CompositorGroupOpacityTests {
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// White 40×20 screen; a half-transparent parent holding red (x 0–20) under blue (x 10–30).
    private func overlappingChildren() -> (root: CALayer, parent: CALayer, red: CALayer, blue: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 20), white)
        let parent = layer(CGRect(x: 0, y: 0, width: 40, height: 20), nil)
        parent.opacity = 0.5
        let a = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        let b = layer(CGRect(x: 10, y: 0, width: 20, height: 20), blue)
        parent.addSublayer(a)
        parent.addSublayer(b)
        root.addSublayer(parent)
        return (root, parent, a, b)
    }

    // Blue at 128 over white: (0, 0, 128) + 255 × 127/255 = (127, 127, 255).
    private let blueOverWhite: UInt32 = 0xFF7F_7FFF
    // Red at 128 over white: (255, 127, 127).
    private let redOverWhite: UInt32 = 0xFFFF_7F7F
    // Multiplied down instead, the overlap is blue at 128 over (red at 128 over white):
    // r = 255·127/255 = 127, g = b = 127·127/255 = 63 (63.25), then b + 128 = 191.
    private let blueOverRedOverWhite: UInt32 = 0xFF7F_3FBF

    @Test func overlappingChildrenOfAHalfTransparentParentDoNotShowThroughEachOther() throws {
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 20, scale: 1))
        let scene = overlappingChildren()
        compositor.compose([scene.root])
        #expect(compositor.screen[15, 10] == blueOverWhite, "the overlap shows blue alone, as outside it")
        #expect(compositor.screen[25, 10] == blueOverWhite)
        #expect(compositor.screen[5, 10] == redOverWhite)
        #expect(compositor.screen[35, 10] == 0xFFFF_FFFF)
        #expect(compositor.screen[15, 10] != blueOverRedOverWhite)
        #expect(compositor.lastFrameStatistics.groupsComposited == 1)
    }

    @Test func withoutGroupOpacityTheOpacityMultipliesIntoEachSublayer() throws {
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 20, scale: 1))
        let scene = overlappingChildren()
        scene.parent.allowsGroupOpacity = false
        compositor.compose([scene.root])
        #expect(compositor.screen[15, 10] == blueOverRedOverWhite)
        #expect(compositor.screen[25, 10] == blueOverWhite)
        #expect(compositor.lastFrameStatistics.groupsComposited == 0)
    }

    @Test func aTranslucentLayersContentsDoNotShowItsOwnBackground() throws {
        // A white layer at opacity 0.5 whose contents are opaque black, over red.
        let compositor = try #require(Compositor(pixelWidth: 20, pixelHeight: 20, scale: 1))
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        let card = layer(CGRect(x: 0, y: 0, width: 20, height: 20), white)
        let ink = try #require(Bitmap(width: 10, height: 20))
        ink.fill(ink.bounds, with: 0xFF00_0000)
        card.contents = CGImage(bitmap: ink)
        card.contentsGravity = .left
        card.opacity = 0.5
        root.addSublayer(card)
        compositor.compose([root])
        // Black at 128 over red: r = 255·127/255 = 127. Multiplied down it would be black at
        // 128 over (white at 128 over red = (255, 128, 128)): (127, 64, 64).
        #expect(compositor.screen[5, 10] == 0xFF7F_0000)
        #expect(compositor.screen[5, 10] != 0xFF7F_4040)
        // White at 128 over red where there are no contents: (255, 128, 128).
        #expect(compositor.screen[15, 10] == 0xFFFF_8080)
    }

    @Test func nestedGroupsMultiplyTheirOpacitiesOnce() throws {
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 20, scale: 1))
        let scene = overlappingChildren()
        let outer = layer(CGRect(x: 0, y: 0, width: 40, height: 20), nil)
        outer.opacity = 0.5
        scene.parent.removeFromSuperlayer()
        outer.addSublayer(scene.parent)
        outer.addSublayer(layer(CGRect(x: 35, y: 0, width: 5, height: 20), blue))
        scene.root.addSublayer(outer)
        compositor.compose([scene.root])
        // The inner group lays blue down at 128: (0, 0, 128, a 128). The outer scales that
        // by 128/255 again: a = b = 128·128/255 = 64 (64.25), then over white
        // 255·191/255 = 191: (191, 191, 255).
        #expect(compositor.screen[15, 10] == 0xFFBF_BFFF)
        #expect(compositor.screen[25, 10] == 0xFFBF_BFFF)
        #expect(compositor.screen[37, 10] == blueOverWhite)
        #expect(compositor.lastFrameStatistics.groupsComposited == 2)
    }

    @Test func aGroupThatDrawsOneThingNeedsNoOffscreenPass() throws {
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 20, scale: 1))
        let scene = overlappingChildren()
        scene.red.isHidden = true
        compositor.compose([scene.root])
        #expect(compositor.lastFrameStatistics.groupsComposited == 0)
        #expect(compositor.screen[15, 10] == blueOverWhite)
        #expect(compositor.screen[5, 10] == 0xFFFF_FFFF)
    }

    @Test func changingAGroupsOpacityRepaintsAllOfItAndOnlyIt() throws {
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 20, scale: 1))
        let scene = overlappingChildren()
        compositor.compose([scene.root])
        scene.parent.opacity = 0.25
        #expect(compositor.compose([scene.root]) == [PixelRect(x: 0, y: 0, width: 30, height: 20)])
        // Blue at 64 (0.25 × 255 = 63.75) over white: (191, 191, 255), overlap included.
        #expect(compositor.screen[15, 10] == 0xFFBF_BFFF)
        #expect(compositor.screen[25, 10] == 0xFFBF_BFFF)
        #expect(compositor.compose([scene.root]).isEmpty)
    }

    @Test func repaintingPartOfAGroupGivesTheSamePixelsAsDrawingItWhole() throws {
        let compositor = try #require(Compositor(pixelWidth: 64, pixelHeight: 48, scale: 1))
        let root = layer(CGRect(x: 0, y: 0, width: 64, height: 48), white)
        let parent = layer(CGRect(x: 4, y: 4, width: 56, height: 40), CGColor(red: 0, green: 0.5, blue: 0, alpha: 0.5))
        parent.opacity = 0.6
        let a = layer(CGRect(x: 3.5, y: 2.25, width: 20, height: 18), red)
        a.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        let b = layer(CGRect(x: 14, y: 10, width: 30, height: 20), blue)
        let c = layer(CGRect(x: 40, y: 25, width: 12, height: 12), CGColor(red: 1, green: 1, blue: 0, alpha: 0.7))
        for child in [a, b, c] { parent.addSublayer(child) }
        root.addSublayer(parent)
        compositor.compose([root])
        for change in 0..<3 {
            switch change {
            case 0: c.backgroundColor = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
            case 1: a.position.x += 3
            default: parent.opacity = 0.3
            }
            let damage = compositor.compose([root])
            #expect(!damage.isEmpty)
            let fresh = try #require(Compositor(pixelWidth: 64, pixelHeight: 48, scale: 1))
            fresh.compose([root])
            #expect(differingPixels(compositor.screen, fresh.screen) == 0, "after change \(change)")
        }
    }

    @Test func contentsInAGroupLandWhereTheyWouldAlone() throws {
        // Non-overlapping members, so the group must equal each member at the group's
        // opacity (within a step of rounding): a rotated image, a perspective image and a
        // plain square, placed away from the offscreen bitmap's origin.
        func scene(grouped: Bool) throws -> Bitmap {
            let compositor = try #require(Compositor(pixelWidth: 120, pixelHeight: 80, scale: 1))
            let root = layer(CGRect(x: 0, y: 0, width: 120, height: 80), white)
            let parent = layer(CGRect(x: 0, y: 0, width: 120, height: 80), nil)
            let image = checkerboard(size: 16, cell: 4)
            let turned = layer(CGRect(x: 20, y: 30, width: 24, height: 24), nil)
            turned.contents = image
            turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.5))
            let tilted = layer(CGRect(x: 60, y: 20, width: 30, height: 30), nil)
            tilted.contents = image
            var t = CATransform3DIdentity
            t.m34 = -1 / 200
            tilted.transform = CATransform3DRotate(t, 0.6, 0, 1, 0)
            let square = layer(CGRect(x: 100, y: 60, width: 10, height: 10), blue)
            for child in [turned, tilted, square] {
                parent.addSublayer(child)
                if !grouped { child.opacity = 0.5 }
            }
            if grouped { parent.opacity = 0.5 }
            root.addSublayer(parent)
            compositor.compose([root])
            #expect(compositor.lastFrameStatistics.groupsComposited == (grouped ? 1 : 0))
            return compositor.screen
        }
        let grouped = try scene(grouped: true), separate = try scene(grouped: false)
        #expect(largestChannelDifference(grouped, separate) <= 1)
        #expect(grouped[105, 65] == blueOverWhite)
    }
}
