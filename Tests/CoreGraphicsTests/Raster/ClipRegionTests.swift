// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct ClipRegionTests {
    @Test func rectIntersectionCropsTheMaskWithoutMovingIt() {
        var clip = ClipRegion(bounds: PixelRect(x: 0, y: 0, width: 4, height: 1))
        var mask = CoverageMask(width: 4, height: 1)
        for x in 0..<4 { mask[x, 0] = UInt8(10 * (x + 1)) }
        clip.intersect(mask: mask, bounds: PixelRect(x: 0, y: 0, width: 4, height: 1))
        clip.intersect(PixelRect(x: 2, y: 0, width: 5, height: 1))
        #expect(clip.bounds == PixelRect(x: 2, y: 0, width: 2, height: 1))
        #expect(clip.mask?.coverage == [30, 40])
    }

    @Test func maskIntersectionMultipliesCoverageExactly() {
        var clip = ClipRegion(bounds: PixelRect(x: 0, y: 0, width: 2, height: 1))
        var a = CoverageMask(width: 2, height: 1, value: 128)
        a[1, 0] = 255
        clip.intersect(mask: a, bounds: clip.bounds)
        // A second mask placed one pixel right: only device pixel 1 overlaps both.
        let b = CoverageMask(width: 2, height: 1, value: 51)
        clip.intersect(mask: b, bounds: PixelRect(x: 1, y: 0, width: 2, height: 1))
        #expect(clip.bounds == PixelRect(x: 1, y: 0, width: 1, height: 1))
        // 255 × 51 / 255 = 51.
        #expect(clip.mask?.coverage == [51])
    }

    @Test func disjointRectsLeaveAnEmptyClip() {
        var clip = ClipRegion(bounds: PixelRect(x: 0, y: 0, width: 2, height: 2))
        clip.intersect(PixelRect(x: 5, y: 5, width: 1, height: 1))
        #expect(clip.bounds.isEmpty)
        let context = makeContext(width: 2, height: 2)
        context.clip(to: CGRect(x: 5, y: 5, width: 1, height: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.bitmap[0, 0] == 0)
    }
}
