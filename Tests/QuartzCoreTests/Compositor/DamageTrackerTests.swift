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

    @Test func tooManyRectanglesCollapseToTheirBounds() {
        var tracker = DamageTracker(maximumRectangles: 3)
        for i in 0..<5 { tracker.add(PixelRect(x: i * 100, y: i * 100, width: 2, height: 2)) }
        #expect(tracker.mergedRectangles(clippedTo: screen) == [PixelRect(x: 0, y: 0, width: 402, height: 402)])
    }
}
