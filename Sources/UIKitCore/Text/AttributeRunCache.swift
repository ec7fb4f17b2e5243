// Vitrine — Apache License 2.0
// The attribute runs of immutable attributed strings, kept per string object. Foundation's
// attribute enumeration (a dictionary bridged per run) cost more per `draw(at:)` of a warm
// label than the layout cache lookup that follows it. Only instances of NSAttributedString
// itself are kept (a mutable or app-defined subclass may change), and an entry is used only
// while its string object lives: a weak reference guards against a reused address.
// When nothing in a string's attributes can change between draws (no dynamic colour, no
// mutable paragraph style) its styles are resolved once, and the last layout made of them
// is kept with its options: a warm redraw then neither builds styles nor hashes the text
// for the layout cache. Dynamic colours still resolve at every draw.
import Foundation

final class AttributeRunCache: @unchecked Sendable {
    /// The cache string drawing uses: 64 strings (Vitrine's choice: the labels of a screen).
    static let shared = AttributeRunCache(capacity: 64)

    /// Layouts with more glyphs than this are not kept per string (Vitrine's choice: a
    /// label's or a paragraph's text); the layout cache's byte budget bounds longer ones.
    static let largestKeptLayoutGlyphs = 1024

    typealias Runs = [(range: Range<Int>, attributes: [NSAttributedString.Key: Any])]
    typealias StyledRuns = [(range: Range<Int>, style: TextStyle)]

    /// The last layout made of an entry's styles. A struct, not a tuple: an optional tuple
    /// is copied through the runtime's generic value witnesses.
    private struct KeptLayout {
        let options: TextLayout.Options
        let layout: TextLayout
    }

    private struct Entry {
        weak var string: NSAttributedString?
        let runs: Runs
        /// The runs' styles, when no attribute can change between draws; else nil.
        let styles: StyledRuns?
        var layout: KeptLayout?
    }

    private let capacity: Int
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Enumerations made (cache misses), for tests.
    private(set) var enumerations = 0
    /// Layouts answered from an entry's kept layout, for tests.
    private(set) var keptLayoutUses = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// `string`'s attribute runs (UTF-16 ranges, as NSRange counts), from the cache when
    /// `string` is an immutable NSAttributedString seen before.
    func runs(of string: NSAttributedString) -> Runs {
        entry(of: string)?.runs ?? enumerate(string)
    }

    /// `string`'s runs as layout styles (one default run for an empty string); resolved
    /// once for a cached string whose attributes cannot change between draws.
    func styledRuns(of string: NSAttributedString) -> StyledRuns {
        guard let entry = entry(of: string) else { return Self.styles(of: enumerate(string)) }
        return entry.styles ?? Self.styles(of: entry.runs)
    }

    /// The layout of `string` under `options`, through the shared layout cache; the last
    /// one is kept with the string's entry when its styles are fixed.
    func layout(of string: NSAttributedString, options: TextLayout.Options) -> TextLayout {
        if type(of: string) == NSAttributedString.self {
            // The warm path: one lookup under the lock, nothing copied but the layout.
            let id = ObjectIdentifier(string)
            lock.lock()
            if let kept = entries[id]?.layout, entries[id]?.string === string, kept.options == options {
                keptLayoutUses += 1
                lock.unlock()
                return kept.layout
            }
            lock.unlock()
        }
        guard let entry = entry(of: string) else {
            return TextLayoutCache.shared.layout(string.string, runs: Self.styles(of: enumerate(string)), options: options)
        }
        guard let styles = entry.styles else {
            return TextLayoutCache.shared.layout(string.string, runs: Self.styles(of: entry.runs), options: options)
        }
        let layout = TextLayoutCache.shared.layout(string.string, runs: styles, options: options)
        if layout.glyphs.count <= Self.largestKeptLayoutGlyphs {
            let id = ObjectIdentifier(string)
            lock.withLock {
                if entries[id]?.string === string { entries[id]?.layout = KeptLayout(options: options, layout: layout) }
            }
        }
        return layout
    }

    /// The entry of an immutable NSAttributedString, made on first use; nil for other strings.
    private func entry(of string: NSAttributedString) -> Entry? {
        guard type(of: string) == NSAttributedString.self else { return nil }
        let id = ObjectIdentifier(string)
        if let hit = lock.withLock({ entries[id] }), hit.string === string { return hit }
        let runs = enumerate(string)
        let entry = Entry(string: string, runs: runs, styles: runs.allSatisfy { Self.isFixed($0.attributes) } ? Self.styles(of: runs) : nil)
        lock.withLock {
            // Dropped all at once when full: what stays drawn comes back on its next draw.
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[id] = entry
        }
        return entry
    }

    private func enumerate(_ string: NSAttributedString) -> Runs {
        lock.withLock { enumerations += 1 }
        var runs: Runs = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            runs.append((range.location..<(range.location + range.length), attributes))
        }
        return runs
    }

    private static func styles(of runs: Runs) -> StyledRuns {
        let styles = runs.map { (range: $0.range, style: TextStyle(attributes: $0.attributes)) }
        return styles.isEmpty ? [(0..<0, TextStyle(attributes: nil))] : styles
    }

    /// Whether the style of `attributes` is the same at every draw: no colour resolves
    /// against the current traits, and the paragraph style is not a mutable one.
    private static func isFixed(_ attributes: [NSAttributedString.Key: Any]) -> Bool {
        for key in [NSAttributedString.Key.foregroundColor, .backgroundColor, .underlineColor, .strikethroughColor] {
            if let color = attributes[key] as? UIColor, color.isDynamic { return false }
        }
        // A shadow or an attachment is an object the app may change between draws, like a mutable paragraph style.
        if attributes[.shadow] != nil || attributes[.attachment] != nil { return false }
        if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle, type(of: paragraph) != NSParagraphStyle.self { return false }
        return true
    }
}
