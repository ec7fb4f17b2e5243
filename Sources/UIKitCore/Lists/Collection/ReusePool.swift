// Vitrine — Apache License 2.0

/// Views that left the screen, kept hidden in the collection view by reuse key until a
/// dequeue takes one back. Hidden views keep their layers and backing stores, so a view
/// taken back costs no new allocation.
@MainActor
final class ReusePool {
    private var queues: [ReuseKey: [UICollectionReusableView]] = [:]

    /// Queues `view` (already hidden) under `key`.
    func enqueue(_ view: UICollectionReusableView, key: ReuseKey) {
        queues[key, default: []].append(view)
    }

    /// The most recently queued view of `key`, taken out of the pool.
    func dequeue(_ key: ReuseKey) -> UICollectionReusableView? {
        queues[key]?.popLast()
    }

    /// The number of views waiting, of every key.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }

    /// Every waiting view, taken out of the pool.
    func removeAll() -> [UICollectionReusableView] {
        let all = queues.values.flatMap { $0 }
        queues.removeAll()
        return all
    }
}

/// What registered views are looked up by: cells by identifier; supplementary views by
/// kind and identifier.
struct ReuseKey: Hashable {
    var kind: String?
    var identifier: String
}

/// One element of a layout: a cell or a supplementary view, at an index path.
struct ElementKey: Hashable {
    var kind: String?
    var indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(kind: nil, indexPath: indexPath) }

    init(kind: String?, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }

    init(_ attributes: UICollectionViewLayoutAttributes) {
        kind = attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind
        indexPath = attributes.indexPath
    }
}
