// Vitrine — Apache License 2.0

/// One change an app announces to a collection view, in UIKit's coordinates: deletes,
/// reloads and move sources name index paths before the batch, inserts and move
/// destinations index paths after it.
enum CollectionUpdate {
    case insertItems([IndexPath])
    case deleteItems([IndexPath])
    case reloadItems([IndexPath])
    case moveItem(from: IndexPath, to: IndexPath)
    case insertSections(IndexSet)
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
}

/// Where each item and section of the old data is after a batch of updates, worked out
/// from the updates alone, and the counts they imply.
struct CollectionUpdateMapping {
    /// Old item → new item, for items that survive (moved or not).
    var items: [IndexPath: IndexPath] = [:]
    /// Old section → new section, for sections that survive.
    var sections: [Int: Int] = [:]
    /// Old items whose views must be made again (reloaded).
    var reloaded: Set<IndexPath> = []
    /// Old sections whose views must be made again.
    var reloadedSections: Set<Int> = []
    /// The item counts the updates lead to.
    var counts: [Int] = []

    /// Applies `updates` to data of `oldCounts`; inserted sections get `insertedSectionCount`
    /// items (asked of the data source).
    init(oldCounts: [Int], updates: [CollectionUpdate], insertedSectionCount: (Int) -> Int) {
        var deletedSections = IndexSet(), insertedSections = IndexSet()
        var deletedItems = Set<IndexPath>(), movedAway = Set<IndexPath>()
        // (new index path, the old item there or nil for a new one)
        var arrivals: [(IndexPath, IndexPath?)] = []
        for update in updates {
            switch update {
            case .insertItems(let paths): arrivals += paths.map { ($0, nil) }
            case .deleteItems(let paths): deletedItems.formUnion(paths)
            case .reloadItems(let paths): reloaded.formUnion(paths)
            case .moveItem(let from, let to):
                movedAway.insert(from)
                arrivals.append((to, from))
            case .insertSections(let set): insertedSections.formUnion(set)
            case .deleteSections(let set): deletedSections.formUnion(set)
            case .reloadSections(let set): reloadedSections.formUnion(set)
            }
        }
        // What stays of the old sections, in order: the old items neither deleted nor moved away.
        var structure: [[IndexPath?]] = []
        var structureOldSection: [Int?] = []
        for (section, count) in oldCounts.enumerated() where !deletedSections.contains(section) {
            structure.append((0..<count).map { IndexPath(item: $0, section: section) }.filter {
                !deletedItems.contains($0) && !movedAway.contains($0)
            })
            structureOldSection.append(section)
        }
        // An inserted section holds new items, with the arrivals announced for it put
        // among them at their places.
        for section in insertedSections where section <= structure.count {
            let arriving = arrivals.filter { $0.0.section == section }.count
            structure.insert(Array(repeating: nil, count: max(insertedSectionCount(section) - arriving, 0)), at: section)
            structureOldSection.insert(nil, at: section)
        }
        for (to, from) in arrivals.sorted(by: { $0.0 < $1.0 }) {
            guard structure.indices.contains(to.section) else { continue }
            let items = structure[to.section]
            structure[to.section].insert(from, at: min(max(to.item, 0), items.count))
        }
        for (section, items) in structure.enumerated() {
            if let old = structureOldSection[section] { sections[old] = section }
            for (item, old) in items.enumerated() {
                if let old { self.items[old] = IndexPath(item: item, section: section) }
            }
        }
        counts = structure.map(\.count)
    }
}
