// Vitrine — Apache License 2.0
// Views measure a string, then draw it, then draw it again on the next invalidation: the
// same text in the same attributes is shaped once. Two generations bound the cache (as
// GlyphCache): when the current one is full it becomes the old one. Full means a count
// or a byte size: a count alone let a kiosk's long texts that change (a news feed, a
// log) keep hundreds of large layouts.
import Foundation

/// Recently built layouts, keyed by text, runs and options.
final class TextLayoutCache: @unchecked Sendable {
    /// The cache string drawing and measuring use: 256 layouts, 2 MiB (Vitrine's choice:
    /// a screenful of table rows many times over, and a few long texts).
    static let shared = TextLayoutCache(capacity: 256, byteBudget: 2 << 20)

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
        var baselineOffset: CGFloat
        var shadow: TextShadow?
        var inlineImage: InlineImage?
    }

    private struct Key: Hashable {
        var text: String
        var runs: [RunKey]
        var options: TextLayout.Options
    }

    private let capacity: Int
    private let byteBudget: Int
    private let lock = NSLock()
    private var current: [Key: TextLayout] = [:]
    private var previous: [Key: TextLayout] = [:]
    private var currentBytes = 0
    private var previousBytes = 0
    /// Layouts built (cache misses), for tests.
    private(set) var builds = 0

    /// A cache of at most `capacity` layouts and about `byteBudget` bytes of them (a
    /// layout larger than half the budget is still kept, alone in its generation).
    init(capacity: Int, byteBudget: Int = .max) {
        self.capacity = max(capacity, 2)
        self.byteBudget = max(byteBudget, 2)
    }

    /// The layouts held, and their estimated bytes (what their arrays and texts take).
    var count: Int { lock.withLock { current.count + previous.count } }
    var bytes: Int { lock.withLock { currentBytes + previousBytes } }

    /// The layout of `text` in `runs` under `options`, built on first use.
    func layout(_ text: String, runs: [(range: Range<Int>, style: TextStyle)], options: TextLayout.Options) -> TextLayout {
        let key = Key(text: text, runs: runs.map {
            RunKey(range: $0.range, face: ObjectIdentifier($0.style.face), pointSize: $0.style.pointSize, color: $0.style.color,
                   backgroundColor: $0.style.backgroundColor, kern: $0.style.kern, paragraph: $0.style.paragraph,
                   underline: $0.style.underline, strikethrough: $0.style.strikethrough,
                   baselineOffset: $0.style.baselineOffset, shadow: $0.style.shadow,
                   inlineImage: $0.style.inlineImage)
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
        let size = Self.estimatedBytes(layout, key: key)
        if current.count >= capacity / 2 || (!current.isEmpty && currentBytes + size > byteBudget / 2) {
            previous = current
            previousBytes = currentBytes
            current = [:]
            currentBytes = 0
        }
        current[key] = layout
        currentBytes += size
    }

    /// The heap a cached layout keeps: its arrays' storage and the key's text and runs
    /// (dictionary slots and object headers left out).
    private static func estimatedBytes(_ layout: TextLayout, key: Key) -> Int {
        layout.glyphs.capacity * MemoryLayout<TextLayout.Glyph>.stride
            + layout.lines.capacity * MemoryLayout<TextLayout.Line>.stride
            + layout.styles.capacity * MemoryLayout<TextStyle>.stride
            + key.text.utf8.count + key.runs.count * MemoryLayout<RunKey>.stride
    }
}
