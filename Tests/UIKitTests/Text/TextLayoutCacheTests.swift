// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@Suite struct TextLayoutCacheTests {
    private func runs(_ text: String, _ attributes: [NSAttributedString.Key: Any]) -> [(range: Range<Int>, style: TextStyle)] {
        [(0..<text.utf16.count, TextStyle(attributes: attributes))]
    }

    @Test func theSameTextAndAttributesAreLaidOutOnce() {
        let cache = TextLayoutCache(capacity: 8)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        let first = cache.layout("Hello", runs: runs("Hello", attributes), options: .init())
        let second = cache.layout("Hello", runs: runs("Hello", attributes), options: .init())
        #expect(cache.builds == 1)
        #expect(first.glyphs == second.glyphs)
        _ = cache.layout("Hello", runs: runs("Hello", [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.red]), options: .init())
        _ = cache.layout("Hello", runs: runs("Hello", attributes), options: .init(width: 20))
        _ = cache.layout("Hellp", runs: runs("Hellp", attributes), options: .init())
        #expect(cache.builds == 4)
    }

    @Test func oldLayoutsAreDroppedPastTheCapacity() {
        let cache = TextLayoutCache(capacity: 4)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        for i in 0..<10 { _ = cache.layout("\(i)", runs: runs("\(i)", attributes), options: .init()) }
        #expect(cache.builds == 10)
        // Two generations of at most 2: "0" is long gone, "9" is still there.
        _ = cache.layout("9", runs: runs("9", attributes), options: .init())
        #expect(cache.builds == 10)
        _ = cache.layout("0", runs: runs("0", attributes), options: .init())
        #expect(cache.builds == 11)
    }

    /// Long texts that change (a feed, a log) are bounded by bytes, not only by count: a
    /// 2,000-character line is at least 2,000 glyphs of 40 bytes (80,000 B), so a 400,000-byte
    /// budget (two generations of 200,000) holds at most 2 per generation, 4 in all,
    /// where the count alone (256) would keep all 20.
    @Test func longLayoutsAreBoundedByTheByteBudget() {
        let budget = 400_000
        let cache = TextLayoutCache(capacity: 256, byteBudget: budget)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        #expect(MemoryLayout<TextLayout.Glyph>.stride == 40)
        func text(_ i: Int) -> String { "\(i) " + String(repeating: "news ", count: 400) }
        for i in 0..<20 {
            _ = cache.layout(text(i), runs: runs(text(i), attributes), options: .init())
            #expect(cache.count <= 4 && cache.bytes <= budget, "after \(i + 1): \(cache.count) layouts, \(cache.bytes) bytes")
        }
        #expect(cache.builds == 20)
        _ = cache.layout(text(19), runs: runs(text(19), attributes), options: .init())
        #expect(cache.builds == 20)  // the newest is kept
        _ = cache.layout(text(0), runs: runs(text(0), attributes), options: .init())
        #expect(cache.builds == 21)  // the oldest is gone
    }

    /// Short texts stay bounded by the count, and the bytes counted for them are what
    /// their glyphs take at least (3 glyphs × 40 B each).
    @Test func shortLayoutsAreBoundedByTheCount() {
        let cache = TextLayoutCache(capacity: 8, byteBudget: 1 << 20)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        for i in 100..<200 { _ = cache.layout("\(i)", runs: runs("\(i)", attributes), options: .init()) }
        #expect(cache.count == 8)
        #expect(cache.bytes >= 8 * 3 * 40 && cache.bytes < 1 << 20)
    }
}
