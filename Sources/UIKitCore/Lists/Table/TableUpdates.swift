// Vitrine — Apache License 2.0
// The changes of one batch of table updates, and how old positions map to new ones.
//
// UIKit's rule, which the mapping follows: deletions and reloads name positions before
// the batch, insertions positions after it, moves one of each. The rows (or sections)
// that are none of these keep their order and fill the new positions nobody claimed.

/// The inserts, deletes, moves and reloads of one batch.
struct TableUpdates {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var deleteAnimation: UITableView.RowAnimation = .automatic
    var insertAnimation: UITableView.RowAnimation = .automatic

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Old index → new index for `oldCount` items becoming `newCount`; nil entries were
    /// deleted or moved. Nil when the counts do not add up.
    static func mapping(oldCount: Int, newCount: Int, removed: Set<Int>, added: Set<Int>) -> [Int?]? {
        let kept = (0..<oldCount).filter { !removed.contains($0) }
        let free = (0..<newCount).filter { !added.contains($0) }
        guard kept.count == free.count else { return nil }
        var result = [Int?](repeating: nil, count: oldCount)
        for (old, new) in zip(kept, free) { result[old] = new }
        return result
    }

    /// Every surviving row's new index path, or nil when the data source's new counts
    /// do not match the changes.
    func rowMapping(old: TableGeometry, newRowCounts: [Int]) -> [IndexPath: IndexPath]? {
        guard let sections = Self.mapping(oldCount: old.sections.count, newCount: newRowCounts.count,
                                          removed: deletedSections, added: insertedSections) else { return nil }
        var result: [IndexPath: IndexPath] = [:]
        for move in movedRows { result[move.from] = move.to }
        let movedFrom = Set(movedRows.map(\.from)), movedTo = Set(movedRows.map(\.to))
        for (oldSection, newSection) in sections.enumerated() {
            guard let newSection else { continue }
            let oldCount = old.sections[oldSection].rowCount
            let removed = Set((0..<oldCount).filter {
                let path = IndexPath(row: $0, section: oldSection)
                return deletedRows.contains(path) || movedFrom.contains(path)
            })
            let newCount = newRowCounts[newSection]
            let added = Set((0..<newCount).filter {
                let path = IndexPath(row: $0, section: newSection)
                return insertedRows.contains(path) || movedTo.contains(path)
            })
            guard let rows = Self.mapping(oldCount: oldCount, newCount: newCount, removed: removed, added: added) else { return nil }
            for (oldRow, newRow) in rows.enumerated() {
                guard let newRow else { continue }
                result[IndexPath(row: oldRow, section: oldSection)] = IndexPath(row: newRow, section: newSection)
            }
        }
        return result
    }
}
