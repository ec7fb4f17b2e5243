// Vitrine — Apache License 2.0
// The data of one section as a tree (iOS 14): root items, each with ordered children,
// and which parents are expanded. A collection view shows the visible items (those
// whose ancestors are all expanded) in depth-first order, each indented by its level.
// As for the whole-view snapshot, identifiers are unique across the tree; a call that
// breaks that, or names an item the snapshot lacks, changes nothing and says why on
// standard error (UIKit stops the app there).

/// The state of the data in one section at one moment, possibly hierarchical.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expandedItems: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// A copy of `snapshot`.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }

    // MARK: - Reading

    /// Every item, depth first: each parent followed by its children.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(roots, onlyExpanded: false) { result.append($0) }
        return result
    }

    /// The items a list shows: every item whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(roots, onlyExpanded: true) { result.append($0) }
        return result
    }

    /// The items with no parent, in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        childrenOf[item] != nil  // every item has an entry, empty for a leaf
    }

    /// The position of `item` in `items`; nil when it is not in the snapshot.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// How deep `item` is: 0 for a root item, 1 for its children, and so on (0 for an
    /// item not in the snapshot).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The parent of `child`; nil for a root item or one not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        parentOf[child]
    }

    /// Whether `item` is expanded (its children show when it is visible).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        expandedItems.contains(item)
    }

    /// Whether `item` shows: it is in the snapshot and every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            if !expandedItems.contains(parent) { return false }
            current = parent
        }
        return true
    }

    /// The subtree under `parent` as a snapshot of its own: its children become the
    /// roots, or `parent` itself is the only root when `includingParent`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard contains(parent) else {
            Self.misuse("snapshot(of:includingParent:)", "item \(parent) is not in the snapshot", unchanged: false)
            return result
        }
        if includingParent {
            result.roots = [parent]
            result.copySubtree(of: parent, from: self)
            if expandedItems.contains(parent) { result.expandedItems.insert(parent) }
        } else {
            result.roots = childrenOf[parent] ?? []
            for child in result.roots {
                result.copySubtree(of: child, from: self)
                if expandedItems.contains(child) { result.expandedItems.insert(child) }
            }
        }
        return result
    }

    /// A text drawing of the tree, one item a line, indented by level, with `+` before
    /// an expanded parent and `-` before a collapsed one.
    public func visualDescription() -> String {
        var lines: [String] = []
        walk(roots, onlyExpanded: false) { item in
            let mark = (childrenOf[item]?.isEmpty ?? true) ? "*" : (expandedItems.contains(item) ? "+" : "-")
            lines.append(String(repeating: "  ", count: level(of: item)) + "\(mark) \(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Changing

    /// Adds `items` at the end of `parent`'s children, or at the end of the roots when nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let api = "append(_:to:)"
        if let parent, !contains(parent) { return Self.misuse(api, "parent \(parent) is not in the snapshot") }
        guard let fresh = newItems(items, api: api) else { return }
        adopt(fresh, under: parent)
        if let parent { childrenOf[parent, default: []] += fresh } else { roots += fresh }
    }

    /// Inserts `items` just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insertSiblings(items, at: item, after: false, api: "insert(_:before:)")
    }

    /// Inserts `items` just after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insertSiblings(items, at: item, after: true, api: "insert(_:after:)")
    }

    /// Inserts the trees of `snapshot` just before `item`, as its siblings, with their
    /// expansion states.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insertTrees(snapshot, at: item, after: false, api: "insert(_:before:)")
    }

    /// Inserts the trees of `snapshot` just after `item`, as its siblings, with their
    /// expansion states.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insertTrees(snapshot, at: item, after: true, api: "insert(_:after:)")
    }

    /// Removes `items` with all their descendants (those in the snapshot).
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            if let parent = parentOf[item] {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
            forgetSubtree(of: item)
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Marks `items` expanded: their children show while they are visible.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            guard contains(item) else {
                Self.misuse("expand(_:)", "item \(item) is not in the snapshot; it is skipped", unchanged: false)
                continue
            }
            expandedItems.insert(item)
        }
    }

    /// Marks `items` collapsed: their children are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            guard contains(item) else {
                Self.misuse("collapse(_:)", "item \(item) is not in the snapshot; it is skipped", unchanged: false)
                continue
            }
            expandedItems.remove(item)
        }
    }

    /// Replaces the children of `parent` (and their descendants) with the trees of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        let api = "replace(childrenOf:using:)"
        guard contains(parent) else { return Self.misuse(api, "item \(parent) is not in the snapshot") }
        var without = self
        for child in childrenOf[parent] ?? [] { without.forgetSubtree(of: child) }
        without.childrenOf[parent] = []
        guard without.acceptsTrees(of: snapshot, api: api) else { return }
        without.graft(snapshot, under: parent)
        without.childrenOf[parent] = snapshot.roots
        self = without
    }

    // MARK: - Helpers

    /// Calls `body` with each item under `items`, depth first; below collapsed parents
    /// too unless `onlyExpanded`.
    private func walk(_ items: [ItemIdentifierType], onlyExpanded: Bool, _ body: (ItemIdentifierType) -> Void) {
        for item in items {
            body(item)
            if let children = childrenOf[item], !children.isEmpty, !onlyExpanded || expandedItems.contains(item) {
                walk(children, onlyExpanded: onlyExpanded, body)
            }
        }
    }

    /// Registers `items` as new children of `parent` (nil: roots) with no children yet.
    private mutating func adopt(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?) {
        for item in items {
            childrenOf[item] = []
            if let parent { parentOf[item] = parent }
        }
    }

    /// Forgets `item` and its descendants (the caller unlinks `item` from its parent).
    private mutating func forgetSubtree(of item: ItemIdentifierType) {
        for child in childrenOf[item] ?? [] { forgetSubtree(of: child) }
        childrenOf[item] = nil
        parentOf[item] = nil
        expandedItems.remove(item)
    }

    /// Copies the descendants of `item` and their expansion states from `source`.
    private mutating func copySubtree(of item: ItemIdentifierType, from source: Self) {
        let children = source.childrenOf[item] ?? []
        childrenOf[item] = children
        for child in children {
            parentOf[child] = item
            if source.expandedItems.contains(child) { expandedItems.insert(child) }
            copySubtree(of: child, from: source)
        }
    }

    /// Adds every item of `snapshot` under `parent` (nil: as roots) with its links and
    /// expansion; the caller puts the roots in the sibling list.
    private mutating func graft(_ snapshot: Self, under parent: ItemIdentifierType?) {
        for root in snapshot.roots {
            if let parent { parentOf[root] = parent }
            if snapshot.expandedItems.contains(root) { expandedItems.insert(root) }
            copySubtree(of: root, from: snapshot)
        }
    }

    private func acceptsTrees(of snapshot: Self, api: String) -> Bool {
        for item in snapshot.items where contains(item) {
            Self.misuse(api, "item \(item) is already in the snapshot; identifiers must be unique")
            return false
        }
        return true
    }

    private func newItems(_ items: [ItemIdentifierType], api: String) -> [ItemIdentifierType]? {
        var seen = Set<ItemIdentifierType>()
        for item in items where contains(item) || !seen.insert(item).inserted {
            Self.misuse(api, "item \(item) is already in the snapshot or given twice; identifiers must be unique")
            return nil
        }
        return items
    }

    /// The sibling list holding `item` and its position in it.
    private func siblings(of item: ItemIdentifierType) -> (parent: ItemIdentifierType?, index: Int)? {
        let parent = parentOf[item]
        let list = parent.map { childrenOf[$0] ?? [] } ?? roots
        return list.firstIndex(of: item).map { (parent, $0) }
    }

    private mutating func insertSiblings(_ items: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool, api: String) {
        guard let spot = siblings(of: anchor) else { return Self.misuse(api, "item \(anchor) is not in the snapshot") }
        guard let fresh = newItems(items, api: api) else { return }
        adopt(fresh, under: spot.parent)
        place(fresh, parent: spot.parent, at: after ? spot.index + 1 : spot.index)
    }

    private mutating func insertTrees(_ snapshot: Self, at anchor: ItemIdentifierType, after: Bool, api: String) {
        guard let spot = siblings(of: anchor) else { return Self.misuse(api, "item \(anchor) is not in the snapshot") }
        guard acceptsTrees(of: snapshot, api: api) else { return }
        graft(snapshot, under: spot.parent)
        place(snapshot.roots, parent: spot.parent, at: after ? spot.index + 1 : spot.index)
    }

    private mutating func place(_ items: [ItemIdentifierType], parent: ItemIdentifierType?, at index: Int) {
        if let parent { childrenOf[parent, default: []].insert(contentsOf: items, at: index) } else { roots.insert(contentsOf: items, at: index) }
    }

    private static func misuse(_ api: String, _ problem: String, unchanged: Bool = true) {
        let outcome = unchanged ? "; the snapshot is unchanged" : ""
        FileHandle.standardError.write(Data("NSDiffableDataSourceSectionSnapshot.\(api): \(problem)\(outcome)\n".utf8))
    }
}
