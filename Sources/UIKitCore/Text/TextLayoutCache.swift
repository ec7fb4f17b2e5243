// Vitrine — Apache License 2.0
// Views measure a string, then draw it, then draw it again on the next invalidation: the
// same text in the same attributes is shaped once. Two generations bound the cache (as
// GlyphCache): when the current one is full it becomes the old one.
import Foundation

/// Recently built layouts, keyed by text, runs and options.
final class TextLayoutCache: @unchecked Sendable {
    /// The cache string drawing and measuring use.
    static let shared = TextLayoutCache(capacity: 256)

    private struct RunKey: Hashable {
        var range: Range<Int>
        var face: ObjectIdentifier
        var pointSize: CGFloat
        var color: CGColor?
        var backgroundColor: CGColor?
        var kern: CGFloat
        var paragraph: ParagraphLayoutStyle
        var underline: TextDecoration?
        var strikethrough: TextDecoration?
    }

    private struct Key: Hashable {
        var text: String
        var runs: [RunKey]
        var options: TextLayout.Options
    }

    private let capacity: Int
    private let lock = NSLock()
    private var current: [Key: TextLayout] = [:]
    private var previous: [Key: TextLayout] = [:]
    /// Layouts built (cache misses), for tests.
    private(set) var builds = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 2)
    }

    /// The layout of `text` in `runs` under `options`, built on first use.
    func layout(_ text: String, runs: [(range: Range<Int>, style: TextStyle)], options: TextLayout.Options) -> TextLayout {
        let key = Key(text: text, runs: runs.map {
            RunKey(range: $0.range, face: ObjectIdentifier($0.style.face), pointSize: $0.style.pointSize, color: $0.style.color,
                   backgroundColor: $0.style.backgroundColor, kern: $0.style.kern, paragraph: $0.style.paragraph,
                   underline: $0.style.underline, strikethrough: $0.style.strikethrough)
        }, options: options)
        lock.lock()
        if let hit = current[key] ?? previous[key] {
            if current[key] == nil { insert(hit, for: key) }
            lock.unlock()
            return hit
        }
        lock.unlock()
        let built = TextLayout(text: text, runs: runs, options: options)
        lock.withLock {
            builds += 1
            insert(built, for: key)
        }
        return built
    }

    // Called with `lock` held.
    private func insert(_ layout: TextLayout, for key: Key) {
        if current.count >= capacity / 2 {
            previous = current
            current = [:]
        }
        current[key] = layout
    }
}
