// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// Occlusion culling: what opaque layers cover is not drawn, and no pixel changes for it.
@MainActor @Suite struct CompositorOcclusionTests {
    private let black: UInt32 = 0xFF00_0000
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Composes `root` with and without culling; returns the culling compositor after
    /// checking that both give the same pixels.
    private func composeBothWays(_ root: CALayer, width: Int = 40, height: Int = 40) throws -> (culled: Compositor, all: Compositor) {
        let culled = try #require(Compositor(pixelWidth: width, pixelHeight: height, scale: 1))
        let all = try #require(Compositor(pixelWidth: width, pixelHeight: height, scale: 1))
        all.cullsOccludedPixels = false
        culled.compose([root])
        all.compose([root])
        #expect(differingPixels(culled.screen, all.screen) == 0, "culling changed pixels")
        return (culled, all)
    }

    @Test func aLayerUnderAnOpaqueOneIsNotDrawn() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        root.addSublayer(layer(CGRect(x: 10, y: 10, width: 20, height: 20), red))
        root.addSublayer(layer(CGRect(x: 5, y: 5, width: 30, height: 30), blue))
        let (culled, all) = try composeBothWays(root)
        #expect(culled.lastFrameStatistics.layersDrawn == 1)
        #expect(culled.lastFrameStatistics.layersCulled == 1)
        // The screen background is filled only around the opaque square: 40² − 30².
        #expect(culled.lastFrameStatistics.backgroundPixelsFilled == 700)
        #expect(all.lastFrameStatistics.layersDrawn == 2)
        #expect(all.lastFrameStatistics.backgroundPixelsFilled == 1600)
        #expect(culled.screen[20, 20] == 0xFF00_00FF)
        #expect(culled.screen[2, 2] == black)
    }

    @Test func aCoveredLayerChangingRepaintsOnlyTheLayerAbove() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        let under = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        root.addSublayer(under)
        root.addSublayer(layer(CGRect(x: 5, y: 5, width: 30, height: 30), blue))
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 40, scale: 1))
        compositor.compose([root])
        under.backgroundColor = green
        #expect(compositor.compose([root]) == [PixelRect(x: 10, y: 10, width: 20, height: 20)])
        #expect(compositor.lastFrameStatistics == Compositor.FrameStatistics(
            layersDrawn: 1, layersCulled: 1, groupsComposited: 0, backgroundPixelsFilled: 0))
        #expect(compositor.screen[20, 20] == 0xFF00_00FF)
    }

    @Test func onlyTheWholePixelsOfAnUnalignedOpaqueLayerOcclude() throws {
        // The blue layer spans x 5.5–35.5: columns 5 and 35 are half blue, half what is beneath.
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        root.addSublayer(layer(CGRect(x: 0, y: 10, width: 40, height: 20), red))
        root.addSublayer(layer(CGRect(x: 5.5, y: 5, width: 30, height: 30), blue))
        let (culled, _) = try composeBothWays(root)
        #expect(culled.lastFrameStatistics.layersDrawn == 2)
        // Half blue over red: blue 128 (127.5 rounded), red 255·127/255 = 127.
        #expect(culled.screen[5, 20] == 0xFF7F_0080)
        #expect(culled.screen[35, 20] == 0xFF7F_0080)
        #expect(culled.screen[6, 20] == 0xFF00_00FF)
    }

    @Test func transformedTranslucentAndContentOnlyLayersDoNotOcclude() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        root.addSublayer(layer(CGRect(x: 10, y: 10, width: 20, height: 20), red))
        let turned = layer(CGRect(x: 5, y: 5, width: 30, height: 30), blue)
        turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.2))
        root.addSublayer(turned)
        let faded = layer(CGRect(x: 5, y: 5, width: 30, height: 30), blue)
        faded.opacity = 0.99
        root.addSublayer(faded)
        let seeThrough = layer(CGRect(x: 5, y: 5, width: 30, height: 30), CGColor(red: 0, green: 0, blue: 1, alpha: 0.99))
        root.addSublayer(seeThrough)
        // isOpaque is a promise about contents the compositor cannot check: no culling.
        let promised = layer(CGRect(x: 5, y: 5, width: 30, height: 30), nil)
        promised.isOpaque = true
        let ink = try #require(Bitmap(width: 30, height: 30))
        ink.fill(PixelRect(x: 0, y: 0, width: 30, height: 15), with: 0xFF00_FF00)
        promised.contents = CGImage(bitmap: ink)
        root.addSublayer(promised)
        let (culled, _) = try composeBothWays(root)
        #expect(culled.lastFrameStatistics.layersCulled == 0)
        #expect(culled.lastFrameStatistics.layersDrawn == 5)
    }

    @Test func anOpaqueLayerInAGroupHidesOnlyTheGroupsMembers() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 20), green))
        let group = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        group.opacity = 0.5
        group.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 20), red))
        group.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 20), blue))
        root.addSublayer(group)
        let (culled, _) = try composeBothWays(root)
        #expect(culled.lastFrameStatistics.layersCulled == 1, "red, under blue in the same group")
        #expect(culled.lastFrameStatistics.layersDrawn == 2, "green beneath the translucent group, and blue")
        #expect(culled.lastFrameStatistics.groupsComposited == 1)
        // Blue at 128 over green: g = 255·127/255 = 127, b = 128.
        #expect(culled.screen[10, 10] == 0xFF00_7F80)
    }

    @Test func aGroupUnderAnOpaqueLayerIsSkippedWhole() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        let group = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        group.opacity = 0.5
        group.addSublayer(layer(CGRect(x: 5, y: 5, width: 10, height: 10), green))
        root.addSublayer(group)
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 40, height: 40), blue))
        let (culled, all) = try composeBothWays(root)
        #expect(culled.lastFrameStatistics.groupsComposited == 0)
        #expect(culled.lastFrameStatistics.layersCulled == 2)
        #expect(culled.lastFrameStatistics.backgroundPixelsFilled == 0)
        #expect(all.lastFrameStatistics.groupsComposited == 1)
    }

    @Test func aTranslucentPanelOnAnOpaqueBackdropIsFilledWithTheBlendedColour() throws {
        // Red at alpha 0.5 (128) on white: (255, 127, 127), computed once for the panel,
        // which then hides the white beneath it; a second panel on the first folds again.
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        root.addSublayer(layer(CGRect(x: 5, y: 5, width: 30, height: 30), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        root.addSublayer(layer(CGRect(x: 10, y: 10, width: 10, height: 10), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        // Half on the red panel, half on white: no one colour beneath, so it blends.
        root.addSublayer(layer(CGRect(x: 30, y: 20, width: 10, height: 10), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        let (culled, all) = try composeBothWays(root)
        #expect(culled.lastFrameStatistics.layersFolded == 2)
        #expect(culled.lastFrameStatistics.layersDrawn == 4)
        #expect(all.lastFrameStatistics.layersFolded == 0)
        #expect(culled.screen[7, 7] == 0xFFFF_7F7F)
        // Blue at 128 on (255, 127, 127): (127, 63, 128 + 63 = 191).
        #expect(culled.screen[15, 15] == 0xFF7F_3FBF)
        #expect(culled.screen[32, 25] == 0xFF7F_3FBF)
        #expect(culled.screen[37, 25] == 0xFF7F_7FFF)
    }

    @Test func panelsOnContentsOrUnalignedEdgesAreBlended() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        let picture = layer(CGRect(x: 0, y: 0, width: 20, height: 40), nil)
        let ink = try #require(Bitmap(width: 20, height: 40))
        ink.fill(PixelRect(x: 0, y: 0, width: 20, height: 20), with: 0xFF00_FF00)
        picture.contents = CGImage(bitmap: ink)
        root.addSublayer(picture)
        root.addSublayer(layer(CGRect(x: 2, y: 2, width: 10, height: 30), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let unaligned = layer(CGRect(x: 22.5, y: 2, width: 10, height: 10), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        root.addSublayer(unaligned)
        root.addSublayer(layer(CGRect(x: 22, y: 2, width: 5, height: 5), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        // On the unaligned square's whole-pixel interior: one colour, folded.
        root.addSublayer(layer(CGRect(x: 28, y: 8, width: 3, height: 3), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let (culled, _) = try composeBothWays(root)
        #expect(culled.lastFrameStatistics.layersFolded == 1)
    }

    @Test func opaqueLayersUnderAClipOccludeOnlyTheirClippedPart() throws {
        // A masking parent cuts the opaque child to x 10–20; the red layer beneath shows around it.
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 40, height: 40), red))
        let clip = layer(CGRect(x: 10, y: 0, width: 10, height: 40), nil)
        clip.masksToBounds = true
        clip.addSublayer(layer(CGRect(x: -10, y: 0, width: 40, height: 40), blue))
        root.addSublayer(clip)
        let (culled, _) = try composeBothWays(root)
        #expect(culled.lastFrameStatistics.layersDrawn == 2)
        #expect(culled.screen[5, 5] == 0xFFFF_0000)
        #expect(culled.screen[15, 5] == 0xFF00_00FF)
        #expect(culled.screen[25, 5] == 0xFFFF_0000)
    }

    /// Random trees — aligned and unaligned rectangles, opaque and translucent colours,
    /// opacities, rotations, clips and groups — give the same pixels with and without
    /// culling, and repainting only the damage after random changes gives the pixels of
    /// composing from scratch. The latter within one step: an antialiased edge is
    /// computed on its polygon clipped to the damage rectangle, and the clipped polygon's
    /// new corners carry rounding errors that can move an edge pixel by one step (it did
    /// before culling and groups; seed 152 of a 600-seed run shows it).
    @Test(arguments: 0..<16)
    func randomScenesLookTheSameCulledAndRepaintedInPart(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let root = layer(CGRect(x: 0, y: 0, width: 96, height: 64), nil)
        var all: [CALayer] = []
        func randomLayer() -> CALayer {
            let x = CGFloat(random.next(90)) - 10, y = CGFloat(random.next(60)) - 10
            let w = CGFloat(random.next(50) + 2), h = CGFloat(random.next(40) + 2)
            let half: CGFloat = random.next(4) == 0 ? 0.5 : 0
            let alpha: CGFloat = random.next(3) == 0 ? 0.6 : 1
            let color = random.next(8) == 0 ? nil : CGColor(
                red: CGFloat(random.next(256)) / 255, green: CGFloat(random.next(256)) / 255,
                blue: CGFloat(random.next(256)) / 255, alpha: alpha)
            let l = layer(CGRect(x: x + half, y: y, width: w, height: h), color)
            if random.next(5) == 0 { l.opacity = Float(random.next(9) + 1) / 10 }
            if random.next(6) == 0 { l.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(random.next(60)) / 100)) }
            if random.next(5) == 0 { l.masksToBounds = true }
            return l
        }
        for _ in 0..<14 {
            let l = randomLayer()
            let parent = all.isEmpty || random.next(3) == 0 ? root : all[random.next(all.count)]
            parent.addSublayer(l)
            all.append(l)
        }
        let compositor = try #require(Compositor(pixelWidth: 96, pixelHeight: 64, scale: 1))
        compositor.compose([root])
        _ = try composeBothWays(root, width: 96, height: 64)
        for step in 0..<6 {
            let l = all[random.next(all.count)]
            switch random.next(4) {
            case 0: l.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: random.next(2) == 0 ? 1 : 0.5)
            case 1: l.position.x += CGFloat(random.next(20)) - 10
            case 2: l.opacity = random.next(2) == 0 ? 1 : 0.5
            default: l.isHidden.toggle()
            }
            compositor.compose([root])
            let (fresh, _) = try composeBothWays(root, width: 96, height: 64)
            #expect(largestChannelDifference(compositor.screen, fresh.screen) <= 1, "seed \(seed), step \(step)")
        }
    }

    @Test func subtractingAHoleLeavesDisjointPiecesCoveringTheRest() {
        let rect = PixelRect(x: 0, y: 0, width: 10, height: 8)
        for hole in [PixelRect(x: 2, y: 3, width: 4, height: 2), PixelRect(x: -5, y: 2, width: 8, height: 20),
                     PixelRect(x: 20, y: 20, width: 1, height: 1), PixelRect(x: -1, y: -1, width: 20, height: 20)] {
            var pieces: [PixelRect] = []
            OcclusionCuller.subtract(hole, from: rect, into: &pieces)
            #expect(pieces.allSatisfy { rect.contains($0) && !$0.intersects(hole) && !$0.isEmpty })
            for (i, a) in pieces.enumerated() {
                for b in pieces[(i + 1)...] { #expect(!a.intersects(b)) }
            }
            #expect(pieces.reduce(0) { $0 + $1.area } == rect.area - hole.intersection(rect).area)
        }
    }
}

/// A small seeded generator (SplitMix64), so each random scene is reproducible from its seed.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
