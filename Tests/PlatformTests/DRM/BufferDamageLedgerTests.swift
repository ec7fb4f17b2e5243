// Vitrine — Apache License 2.0
// `@testable` because a plain `import CoreGraphics` beside `import Testing` makes the compiler
// look for swift-testing's Apple-only `_Testing_CoreGraphics` cross-import overlay.
@testable import CoreGraphics
import Testing
@testable import Platform

@Suite struct BufferDamageLedgerTests {
    static let screen = PixelRect(x: 0, y: 0, width: 1280, height: 800)

    @Test func buffersStartFullyDamaged() {
        let ledger = BufferDamageLedger(bufferCount: 3, bounds: Self.screen)
        for index in 0..<3 { #expect(ledger.damage(forBuffer: index) == [Self.screen]) }
    }

    /// Three buffers in turn, one small rectangle per frame: each buffer gets the damage
    /// of the frames since it was last written, and only that.
    @Test func eachBufferGetsTheDamageSinceItWasLastWritten() {
        var ledger = BufferDamageLedger(bufferCount: 3, bounds: Self.screen)
        for index in 0..<3 { _ = ledger.takeDamage(forBuffer: index) }  // each written once, whole

        let a = PixelRect(x: 10, y: 10, width: 20, height: 20)
        let b = PixelRect(x: 500, y: 300, width: 40, height: 10)
        let c = PixelRect(x: 900, y: 700, width: 5, height: 5)

        ledger.record([a])
        #expect(ledger.takeDamage(forBuffer: 0) == [a])
        ledger.record([b])
        #expect(ledger.takeDamage(forBuffer: 1) == [a, b])
        ledger.record([c])
        #expect(ledger.takeDamage(forBuffer: 2) == [a, b, c])
        ledger.record([])
        #expect(ledger.takeDamage(forBuffer: 0) == [b, c])
        #expect(ledger.damage(forBuffer: 0) == [])
    }

    @Test func damageIsClippedAndEmptyRectanglesDropped() {
        var ledger = BufferDamageLedger(bufferCount: 2, bounds: Self.screen)
        _ = ledger.takeDamage(forBuffer: 0)
        ledger.record([PixelRect(x: 1270, y: -5, width: 30, height: 10), .zero, PixelRect(x: 2000, y: 0, width: 5, height: 5)])
        #expect(ledger.takeDamage(forBuffer: 0) == [PixelRect(x: 1270, y: 0, width: 10, height: 5)])
    }

    @Test func containedRectanglesAreNotKeptTwice() {
        var ledger = BufferDamageLedger(bufferCount: 2, bounds: Self.screen)
        _ = ledger.takeDamage(forBuffer: 0)
        let small = PixelRect(x: 10, y: 10, width: 5, height: 5)
        let large = PixelRect(x: 0, y: 0, width: 100, height: 100)
        ledger.record([small, large, small])
        #expect(ledger.damage(forBuffer: 0) == [large])
        // The untouched buffer still needs the whole screen, which contains both.
        #expect(ledger.damage(forBuffer: 1) == [Self.screen])
    }

    @Test func tooManyRectanglesCollapseIntoTheirBoundingBox() {
        var ledger = BufferDamageLedger(bufferCount: 2, bounds: Self.screen, maximumRectanglesPerBuffer: 3)
        _ = ledger.takeDamage(forBuffer: 0)
        let rects = (0..<4).map { PixelRect(x: $0 * 100, y: $0 * 10, width: 10, height: 10) }
        ledger.record(Array(rects.prefix(3)))
        #expect(ledger.damage(forBuffer: 0) == Array(rects.prefix(3)))
        ledger.record([rects[3]])
        #expect(ledger.damage(forBuffer: 0) == [PixelRect(x: 0, y: 0, width: 310, height: 40)])
    }

    @Test func invalidateAllDamagesTheWholeScreen() {
        var ledger = BufferDamageLedger(bufferCount: 2, bounds: Self.screen)
        _ = ledger.takeDamage(forBuffer: 0)
        _ = ledger.takeDamage(forBuffer: 1)
        ledger.invalidateAll()
        #expect(ledger.damage(forBuffer: 0) == [Self.screen])
        #expect(ledger.damage(forBuffer: 1) == [Self.screen])
    }
}
