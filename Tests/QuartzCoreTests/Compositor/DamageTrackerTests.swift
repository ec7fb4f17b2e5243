// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

@Suite struct DamageTrackerTests {
    private let screen = PixelRect(x: 0, y: 0, width: 1000, height: 1000)

    @Test func distantRectanglesStaySeparate() {
        var tracker = DamageTracker()
        tracker.add(PixelRect(x: 0, y: 0, width: 10, height: 10))
        tracker.add(PixelRect(x: 500, y: 500, width: 10, height: 10))
        #expect(Set(tracker.mergedRectangles(clippedTo: screen)) == [
            PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 500, y: 500, width: 10, height: 10),
        ])
    }

    @Test func overlappingRectanglesOfSimilarSizeMerge() {
        var tracker = DamageTracker()
        // Union 100x110 = 11000 ≤ 1.25 × (10000 + 10000): merged.
        tracker.add(PixelRect(x: 0, y: 0, width: 100, height: 100))
        tracker.add(PixelRect(x: 0, y: 10, width: 100, height: 100))
        #expect(tracker.mergedRectangles(clippedTo: screen) == [PixelRect(x: 0, y: 0, width: 100, height: 110)])
    }

    @Test func containedRectangleIsAbsorbed() {
        var tracker = DamageTracker()
        tracker.add(PixelRect(x: 0, y: 0, width: 100, height: 100))
        tracker.add(PixelRect(x: 10, y: 10, width: 5, height: 5))
        #expect(tracker.mergedRectangles(clippedTo: screen) == [PixelRect(x: 0, y: 0, width: 100, height: 100)])
    }

    @Test func damageIsClippedToTheScreenAndEmptyRectanglesDropped() {
        var tracker = DamageTracker()
        tracker.add(PixelRect(x: -5, y: 990, width: 20, height: 20))
        tracker.add(PixelRect(x: 2000, y: 0, width: 5, height: 5))
        tracker.add(.zero)
        #expect(tracker.mergedRectangles(clippedTo: screen) == [PixelRect(x: 0, y: 990, width: 15, height: 10)])
    }

    @Test func pastTheLimitThePairsWastingLeastMergeFirst() {
        var tracker = DamageTracker(maximumRectangles: 3)
        // Five 2x2 squares on the diagonal, 100 apart. Merging neighbours wastes
        // 102² − 8 = 10396 pixels, any other pair more: (0, 100) merge first, then
        // (200, 300), whose waste is again 10396, against 202² − 102² − 4 = 30396 for
        // the first union with its neighbour.
        for i in 0..<5 { tracker.add(PixelRect(x: i * 100, y: i * 100, width: 2, height: 2)) }
        #expect(Set(tracker.mergedRectangles(clippedTo: screen)) == [
            PixelRect(x: 0, y: 0, width: 102, height: 102), PixelRect(x: 200, y: 200, width: 102, height: 102),
            PixelRect(x: 400, y: 400, width: 2, height: 2),
        ])
    }

    @Test func farTooManyRectanglesCollapseToTheirBounds() {
        var tracker = DamageTracker(maximumRectangles: 3)
        // 13 > 4 × 3 separate changes: one rectangle around them all.
        for i in 0..<13 { tracker.add(PixelRect(x: i * 70, y: i * 70, width: 2, height: 2)) }
        #expect(tracker.mergedRectangles(clippedTo: screen) == [PixelRect(x: 0, y: 0, width: 842, height: 842)])
    }
}
