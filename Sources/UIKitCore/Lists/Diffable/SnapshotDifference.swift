// Vitrine — Apache License 2.0

/// The updates that turn one snapshot's index paths into another's, in UIKit's terms:
/// deleted and reloaded items and sections at their old places, inserted ones at their
/// new places, and moves for items whose order among the items that stay changed (Swift's
/// CollectionDifference finds the longest run of items that keep their order; the others
/// move). A section that moves is deleted and inserted.
struct SnapshotDifference<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    var updates: [CollectionUpdate] = []

    init(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        // Sections keep their place when they are in the longest run in order.
        let sectionDiff = newSections.difference(from: oldSections)
        var deletedSections = IndexSet(), insertedSections = IndexSet()
        for change in sectionDiff {
            switch change {
            case .remove(let offset, _, _): deletedSections.insert(offset)
            case .insert(let offset, _, _): insertedSections.insert(offset)
            }
        }
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        func survives(_ section: Section) -> Bool {
            guard let oldIndex = oldSectionIndex[section], newSectionIndex[section] != nil else { return false }
            return !deletedSections.contains(oldIndex)
        }

        var deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [], moves: [(IndexPath, IndexPath)] = []
        // Where each old item was.
        var oldPath: [Item: IndexPath] = [:]
        for (sectionIndex, section) in oldSections.enumerated() {
            for (itemIndex, item) in old.itemIdentifiers(inSection: section).enumerated() {
                oldPath[item] = IndexPath(item: itemIndex, section: sectionIndex)
            }
        }
        var newPath: [Item: IndexPath] = [:]
        for (sectionIndex, section) in newSections.enumerated() {
            let items = new.itemIdentifiers(inSection: section)
            for (itemIndex, item) in items.enumerated() { newPath[item] = IndexPath(item: itemIndex, section: sectionIndex) }
            guard survives(section) else {
                // A new (or moved) section's items come with it, except those moved in
                // from a section that stays.
                for (itemIndex, item) in items.enumerated() {
                    if let from = oldPath[item], survives(oldSections[from.section]) {
                        moves.append((from, IndexPath(item: itemIndex, section: sectionIndex)))
                    }
                }
                continue
            }
            // Items that were in this same section keep their place if in order.
            let oldItems = old.itemIdentifiers(inSection: section)
            let newItemSet = Set(items)
            let staying = oldItems.filter { newItemSet.contains($0) }
            let stayingSet = Set(staying)
            let arrivedInOrder = items.filter { stayingSet.contains($0) }
            let moved = Set(arrivedInOrder.difference(from: staying).insertions.map { change -> Item in
                if case .insert(_, let element, _) = change { return element }
                fatalError("unreachable")
            })
            for (itemIndex, item) in items.enumerated() {
                let to = IndexPath(item: itemIndex, section: sectionIndex)
                if let from = oldPath[item] {
                    if oldSections[from.section] != section {
                        if survives(oldSections[from.section]) { moves.append((from, to)) } else { insertedItems.append(to) }
                    } else if moved.contains(item) {
                        moves.append((from, to))
                    }
                } else {
                    insertedItems.append(to)
                }
            }
        }
        for (item, from) in oldPath where survives(oldSections[from.section]) && newPath[item] == nil {
            deletedItems.append(from)
        }
        // Items of a section that stays, now in a deleted-and-inserted one, were moved
        // above; items of a deleted section going to one that stays are inserted there.

        var reloaded: [IndexPath] = []
        for item in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers {
            if let from = oldPath[item], let to = newPath[item], survives(oldSections[from.section]),
               survives(newSections[to.section]), !moves.contains(where: { $0.0 == from }) {
                reloaded.append(from)
            }
        }
        var reloadedSections = IndexSet()
        for section in new.reloadedSectionIdentifiers where survives(section) {
            reloadedSections.insert(oldSectionIndex[section]!)
        }

        if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { updates.append(.insertSections(insertedSections)) }
        if !deletedItems.isEmpty { updates.append(.deleteItems(deletedItems)) }
        if !insertedItems.isEmpty { updates.append(.insertItems(insertedItems)) }
        for (from, to) in moves { updates.append(.moveItem(from: from, to: to)) }
        if !reloaded.isEmpty { updates.append(.reloadItems(reloaded)) }
        if !reloadedSections.isEmpty { updates.append(.reloadSections(reloadedSections)) }
    }
}
