// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// Scrolling a clipping layer's sublayers by whole device pixels shifts the composed pixels
/// instead of repainting them; the result must be the full recomposition's, pixel for pixel.
@MainActor @Suite struct CompositorScrollBlitTests {
    /// A scroll view's layer tree: a grey root, a clipping white "scroll" layer with rows
    /// of opaque and translucent backgrounds, images at whole and half points, a translucent
    /// group and a bordered layer; a fixed "indicator" inside the clip and a badge above it.
    private struct Scene {
        let root: CALayer
        let scroll: CALayer
        let indicator: CALayer
        let rows: [CALayer]

        @MainActor init(scale: CGFloat) {
            root = layer(CGRect(x: 0, y: 0, width: 200, height: 160), CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
            scroll = layer(CGRect(x: 10, y: 12, width: 160, height: 120), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            scroll.masksToBounds = true
            root.addSublayer(scroll)
            var rows: [CALayer] = []
            let image = Self.pattern(width: Int(24 * scale), height: Int(16 * scale))
            for i in 0..<24 {
                let alpha: CGFloat = i % 3 == 0 ? 0.6 : 1
                let row = layer(CGRect(x: 4, y: CGFloat(i) * 22, width: 150, height: 20),
                                CGColor(red: CGFloat(i % 5) / 4, green: 0.3, blue: CGFloat(i % 7) / 6, alpha: alpha))
                let picture = layer(CGRect(x: i % 2 == 0 ? 6 : 6.5, y: 2, width: 24, height: 16), nil)
                picture.contents = image
                picture.contentsScale = scale
                row.addSublayer(picture)
                if i % 4 == 1 {
                    // A translucent group: two overlapping children at half opacity.
                    let group = layer(CGRect(x: 40, y: 3, width: 30, height: 14), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                    group.opacity = 0.5
                    group.addSublayer(layer(CGRect(x: 10, y: 2, width: 30, height: 8), CGColor(red: 1, green: 1, blue: 0, alpha: 1)))
                    row.addSublayer(group)
                }
                if i % 4 == 2 {
                    let framed = layer(CGRect(x: 90, y: 2, width: 40, height: 16), nil)
                    framed.borderWidth = 1.5
                    framed.borderColor = CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)
                    framed.cornerRadius = 4
                    row.addSublayer(framed)
                }
                scroll.addSublayer(row)
                rows.append(row)
            }
            self.rows = rows
            indicator = layer(CGRect(x: 154, y: 4, width: 3, height: 30), CGColor(red: 0, green: 0, blue: 0, alpha: 0.4))
            scroll.addSublayer(indicator)
            let badge = layer(CGRect(x: 150, y: 100, width: 40, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 0.7))
            root.addSublayer(badge)
        }

        /// Scrolls to `offset` (points), keeping the indicator at the clip's top right.
        @MainActor func scroll(to offset: CGPoint) {
            scroll.bounds.origin = offset
            indicator.position = CGPoint(x: offset.x + 155.5, y: offset.y + 19 + offset.y / 20)
        }

        /// An opaque image whose every pixel differs from its neighbours.
        static func pattern(width: Int, height: Int) -> CGImage {
            let bitmap = Bitmap(width: width, height: height)!  // a positive size
            for y in 0..<height {
                for x in 0..<width {
                    bitmap[x, y] = 0xFF00_0000 | UInt32((x * 37 + y * 11) & 0xFF) << 16 | UInt32((x * 5 + y * 29) & 0xFF) << 8 | 0x40
                }
            }
            return CGImage(bitmap: bitmap)
        }
    }

    /// Scrolls the scene through `offsets` (points, applied in turn), composing each frame
    /// incrementally and from scratch, and checks the screens, and what the damage let a
    /// display copy, against the full recomposition. Returns the pixels shifted per frame.
    private func scrollThrough(_ offsets: [CGPoint], scale: CGFloat) throws -> [Int] {
        let width = Int(200 * scale), height = Int(160 * scale)
        let scene = Scene(scale: scale)
        let incremental = try #require(Compositor(pixelWidth: width, pixelHeight: height, scale: scale))
        let display = try #require(Bitmap(width: width, height: height))
        for rect in incremental.compose([scene.root]) { display.copy(rect, from: incremental.screen) }
        var shifted: [Int] = []
        for (step, offset) in offsets.enumerated() {
            scene.scroll(to: offset)
            let damage = incremental.compose([scene.root])
            for rect in damage { display.copy(rect, from: incremental.screen) }
            shifted.append(incremental.lastFrameStatistics.pixelsScrolled)
            let full = try #require(Compositor(pixelWidth: width, pixelHeight: height, scale: scale))
            full.compose([scene.root])
            let differing = differingPixels(incremental.screen, full.screen)
            let presented = differingPixels(display, full.screen)
            let worst = largestDifferenceLocation(incremental.screen, full.screen)
            #expect(differing == 0 && presented == 0,
                    "scale \(scale), step \(step) to \(offset): \(differing) pixels differ on the screen, \(presented) on the display, worst \(worst)")
        }
        return shifted
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func wholePointScrollsShiftPixelsAndMatchAFullRecomposition(scale: CGFloat) throws {
        let offsets = [CGPoint(x: 0, y: 3), CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 19), CGPoint(x: 0, y: 150),
                       CGPoint(x: 0, y: 151), CGPoint(x: 2, y: 140), CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 61.5)]
        let shifted = try scrollThrough(offsets, scale: scale)
        // Every step moves whole pixels but the far jump (a whole screen: nothing to keep)
        // and, at scale 1, the last (1.5 points: 1.5 px, 3 px at scale 2).
        for (step, pixels) in shifted.enumerated() where step != 3 && !(scale == 1 && step == 7) {
            #expect(pixels > 0, "step \(step) at scale \(scale) repainted instead of shifting")
        }
        #expect(shifted[3] == 0)
        if scale == 1 { #expect(shifted[7] == 0) }
    }

    @Test func atOneAndAHalfWholePixelStepsShiftAndHalfPixelStepsRepaint() throws {
        // Steps of 2 pt = 3 px, 4 pt = 6 px and −4 pt shift; 1 pt = 1.5 px and 40.5 pt =
        // 60.75 px must repaint the region.
        let offsets = [CGPoint(x: 0, y: 2), CGPoint(x: 0, y: 6), CGPoint(x: 0, y: 7), CGPoint(x: 0, y: 3), CGPoint(x: 0, y: 43.5)]
        let shifted = try scrollThrough(offsets, scale: 1.5)
        #expect(shifted[0] > 0 && shifted[1] > 0 && shifted[3] > 0)
        #expect(shifted[2] == 0 && shifted[4] == 0)
    }

    @Test func fractionalOffsetsRepaintTheRegion() throws {
        let shifted = try scrollThrough([CGPoint(x: 0, y: 0.5), CGPoint(x: 0, y: 10.25), CGPoint(x: 0.5, y: 10.25)], scale: 1)
        #expect(shifted == [0, 0, 0])
    }

    @Test func aScrollOverAPictureBeneathRepaintsInstead() throws {
        // Beneath a transparent scroll layer an image shows: it does not move with the
        // rows, so shifting would move it too.
        let scene = Scene(scale: 1)
        scene.scroll.backgroundColor = nil
        let backdrop = layer(CGRect(x: 0, y: 0, width: 200, height: 160), nil)
        backdrop.contents = Scene.pattern(width: 200, height: 160)
        scene.root.insertSublayer(backdrop, at: 0)
        let compositor = try #require(Compositor(pixelWidth: 200, pixelHeight: 160, scale: 1))
        compositor.compose([scene.root])
        scene.scroll(to: CGPoint(x: 0, y: 5))
        compositor.compose([scene.root])
        #expect(compositor.lastFrameStatistics.pixelsScrolled == 0)
        let full = try #require(Compositor(pixelWidth: 200, pixelHeight: 160, scale: 1))
        full.compose([scene.root])
        #expect(differingPixels(compositor.screen, full.screen) == 0)
    }

    @Test func aRowChangingWhileScrollingIsRepaintedWhereItNowIs() throws {
        let scene = Scene(scale: 1)
        let compositor = try #require(Compositor(pixelWidth: 200, pixelHeight: 160, scale: 1))
        compositor.compose([scene.root])
        scene.scroll(to: CGPoint(x: 0, y: 8))
        scene.rows[2].backgroundColor = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
        scene.rows[4].isHidden = true
        compositor.compose([scene.root])
        #expect(compositor.lastFrameStatistics.pixelsScrolled > 0)
        let full = try #require(Compositor(pixelWidth: 200, pixelHeight: 160, scale: 1))
        full.compose([scene.root])
        #expect(differingPixels(compositor.screen, full.screen) == 0)
    }

    @Test func damageRectanglesDoNotOverlap() {
        let rects = [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 10),
                     PixelRect(x: 2, y: 2, width: 3, height: 3)]
        let pieces = rects.disjoint()
        // 100 + 100 − 25 overlap = 175 pixels, each in exactly one piece.
        #expect(pieces.reduce(0) { $0 + $1.area } == 175)
        for (i, a) in pieces.enumerated() {
            for b in pieces[(i + 1)...] { #expect(!a.intersects(b)) }
        }
    }
}
