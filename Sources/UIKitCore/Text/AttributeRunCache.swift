// Vitrine — Apache License 2.0
// The attribute runs of immutable attributed strings, kept per string object. Foundation's
// attribute enumeration (a dictionary bridged per run) cost more per `draw(at:)` of a warm
// label than the layout cache lookup that follows it. Only instances of NSAttributedString
// itself are kept (a mutable or app-defined subclass may change), and an entry is used only
// while its string object lives: a weak reference guards against a reused address. The raw
// attributes are kept, not the styles made of them, so dynamic colours still resolve at
// every draw.
import Foundation

final class AttributeRunCache: @unchecked Sendable {
    /// The cache string drawing uses: 64 strings (Vitrine's choice: the labels of a screen).
    static let shared = AttributeRunCache(capacity: 64)

    typealias Runs = [(range: Range<Int>, attributes: [NSAttributedString.Key: Any])]

    private struct Entry {
        weak var string: NSAttributedString?
        let runs: Runs
    }

    private let capacity: Int
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Enumerations made (cache misses), for tests.
    private(set) var enumerations = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// `string`'s attribute runs (UTF-16 ranges, as NSRange counts), from the cache when
    /// `string` is an immutable NSAttributedString seen before.
    func runs(of string: NSAttributedString) -> Runs {
        guard type(of: string) == NSAttributedString.self else { return enumerate(string) }
        let id = ObjectIdentifier(string)
        if let hit = lock.withLock({ entries[id] }), hit.string === string { return hit.runs }
        let runs = enumerate(string)
        lock.withLock {
            // Dropped all at once when full: what stays drawn comes back on its next draw.
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[id] = Entry(string: string, runs: runs)
        }
        return runs
    }

    private func enumerate(_ string: NSAttributedString) -> Runs {
        lock.withLock { enumerations += 1 }
        var runs: Runs = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            runs.append((range.location..<(range.location + range.length), attributes))
        }
        return runs
    }
}
