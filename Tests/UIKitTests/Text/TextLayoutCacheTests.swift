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
}
