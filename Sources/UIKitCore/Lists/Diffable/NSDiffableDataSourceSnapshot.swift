// Vitrine — Apache License 2.0
// The state of a list's data as identifiers: ordered sections, each with ordered items.
// It knows no view, so collection and table data sources share it. Identifiers are
// unique across the whole snapshot, as UIKit requires; a call that breaks that, or names
// an identifier the snapshot lacks, changes nothing and says why on standard error
// (UIKit stops the app there).

/// The sections and items of a diffable data source at one moment, by identifier.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// The items marked to be made again (`reloadItems`), cleared when applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked to be configured again (`reconfigureItems`), cleared when applied.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked to be made again (`reloadSections`), cleared when applied.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: - Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }

    /// The number of items in `identifier`'s section (0 when there is no such section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemsBySection[identifier]?.count ?? 0
    }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[identifier] ?? []
    }

    /// The section holding `identifier`; nil when it is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `identifier` among all items (section after section).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier] else { return nil }
        var before = 0
        for other in sections {
            if other == section { break }
            before += itemsBySection[other]?.count ?? 0
        }
        return itemsBySection[section]?.firstIndex(of: identifier).map { before + $0 }
    }

    /// The position of `identifier` among the sections.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    /// The index path of `identifier`: its section's position and its position in it.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let sectionIndex = sections.firstIndex(of: section),
              let item = itemsBySection[section]?.firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The item at `indexPath`.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count >= 2, sections.indices.contains(indexPath.section),
              let items = itemsBySection[sections[indexPath.section]], items.indices.contains(indexPath.item) else { return nil }
        return items[indexPath.item]
    }

    // MARK: - Items

    /// Adds `identifiers` at the end of `sectionIdentifier`'s section, or of the last
    /// section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            return Self.misuse("appendItems(_:toSection:)", "the snapshot has no section to append to; append a section first")
        }
        guard itemsBySection[section] != nil else {
            return Self.misuse("appendItems(_:toSection:)", "section \(section) is not in the snapshot")
        }
        guard let fresh = newItems(identifiers, api: "appendItems(_:toSection:)") else { return }
        itemsBySection[section]! += fresh
        for item in fresh { sectionOfItem[item] = section }
    }

    /// Inserts `identifiers` before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false, api: "insertItems(_:beforeItem:)")
    }

    /// Inserts `identifiers` after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true, api: "insertItems(_:afterItem:)")
    }

    /// Removes `identifiers` (those in the snapshot).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        var touched = Set<SectionIdentifierType>()
        for item in doomed {
            if let section = sectionOfItem.removeValue(forKey: item) { touched.insert(section) }
        }
        for section in touched { itemsBySection[section]?.removeAll { doomed.contains($0) } }
        reloadedItemIdentifiers.removeAll { doomed.contains($0) }
        reconfiguredItemIdentifiers.removeAll { doomed.contains($0) }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves `identifier` to just before `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false, api: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true, api: "moveItem(_:afterItem:)")
    }

    /// Marks `identifiers` so applying the snapshot makes their cells again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        let known = identifiers.filter { sectionOfItem[$0] != nil }
        if known.count != identifiers.count { Self.misuse("reloadItems(_:)", "some items are not in the snapshot; they are skipped", unchanged: false) }
        reloadedItemIdentifiers += known.filter { !reloadedItemIdentifiers.contains($0) }
    }

    /// Marks `identifiers` so applying the snapshot configures their cells again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        let known = identifiers.filter { sectionOfItem[$0] != nil }
        if known.count != identifiers.count { Self.misuse("reconfigureItems(_:)", "some items are not in the snapshot; they are skipped", unchanged: false) }
        reconfiguredItemIdentifiers += known.filter { !reconfiguredItemIdentifiers.contains($0) }
    }

    // MARK: - Sections

    /// Adds `identifiers` as empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard let fresh = newSections(identifiers, api: "appendSections(_:)") else { return }
        sections += fresh
        for section in fresh { itemsBySection[section] = [] }
    }

    /// Inserts `identifiers` as empty sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: false, api: "insertSections(_:beforeSection:)")
    }

    /// Inserts `identifiers` as empty sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: true, api: "insertSections(_:afterSection:)")
    }

    /// Removes the sections `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        var items: [ItemIdentifierType] = []
        for section in doomed {
            items += itemsBySection.removeValue(forKey: section) ?? []
        }
        sections.removeAll { doomed.contains($0) }
        reloadedSectionIdentifiers.removeAll { doomed.contains($0) }
        deleteItems(items)
    }

    /// Moves the section `identifier` to just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false, api: "moveSection(_:beforeSection:)")
    }

    /// Moves the section `identifier` to just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true, api: "moveSection(_:afterSection:)")
    }

    /// Marks the sections so applying the snapshot makes their views again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { itemsBySection[$0] != nil && !reloadedSectionIdentifiers.contains($0) }
    }

    /// Marks the sections so applying the snapshot configures their views again.
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        reloadSections(identifiers)
    }

    /// Forgets the reload and reconfigure marks (done once the snapshot is applied).
    mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    // MARK: - Helpers

    private func newItems(_ identifiers: [ItemIdentifierType], api: String) -> [ItemIdentifierType]? {
        var seen = Set<ItemIdentifierType>()
        for item in identifiers where sectionOfItem[item] != nil || !seen.insert(item).inserted {
            Self.misuse(api, "item \(item) is already in the snapshot or given twice; identifiers must be unique")
            return nil
        }
        return identifiers
    }

    private func newSections(_ identifiers: [SectionIdentifierType], api: String) -> [SectionIdentifierType]? {
        var seen = Set<SectionIdentifierType>()
        for section in identifiers where itemsBySection[section] != nil || !seen.insert(section).inserted {
            Self.misuse(api, "section \(section) is already in the snapshot or given twice; identifiers must be unique")
            return nil
        }
        return identifiers
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool, api: String) {
        guard let section = sectionOfItem[anchor], let index = itemsBySection[section]?.firstIndex(of: anchor) else {
            return Self.misuse(api, "item \(anchor) is not in the snapshot")
        }
        guard let fresh = newItems(identifiers, api: api) else { return }
        itemsBySection[section]!.insert(contentsOf: fresh, at: after ? index + 1 : index)
        for item in fresh { sectionOfItem[item] = section }
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool, api: String) {
        guard identifier != anchor else { return Self.misuse(api, "cannot move item \(identifier) relative to itself") }
        guard let from = sectionOfItem[identifier] else { return Self.misuse(api, "item \(identifier) is not in the snapshot") }
        guard let to = sectionOfItem[anchor] else { return Self.misuse(api, "item \(anchor) is not in the snapshot") }
        itemsBySection[from]!.removeAll { $0 == identifier }
        let index = itemsBySection[to]!.firstIndex(of: anchor)!
        itemsBySection[to]!.insert(identifier, at: after ? index + 1 : index)
        sectionOfItem[identifier] = to
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool, api: String) {
        guard let index = sections.firstIndex(of: anchor) else { return Self.misuse(api, "section \(anchor) is not in the snapshot") }
        guard let fresh = newSections(identifiers, api: api) else { return }
        sections.insert(contentsOf: fresh, at: after ? index + 1 : index)
        for section in fresh { itemsBySection[section] = [] }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool, api: String) {
        guard identifier != anchor else { return Self.misuse(api, "cannot move section \(identifier) relative to itself") }
        guard sections.contains(identifier) else { return Self.misuse(api, "section \(identifier) is not in the snapshot") }
        guard sections.contains(anchor) else { return Self.misuse(api, "section \(anchor) is not in the snapshot") }
        sections.removeAll { $0 == identifier }
        let index = sections.firstIndex(of: anchor)!
        sections.insert(identifier, at: after ? index + 1 : index)
    }

    private static func misuse(_ api: String, _ problem: String, unchanged: Bool = true) {
        let outcome = unchanged ? "; the snapshot is unchanged" : ""
        FileHandle.standardError.write(Data("NSDiffableDataSourceSnapshot.\(api): \(problem)\(outcome)\n".utf8))
    }
}
