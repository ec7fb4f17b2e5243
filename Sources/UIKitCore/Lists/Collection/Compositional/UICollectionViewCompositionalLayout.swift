// Vitrine — Apache License 2.0
// The compositional layout: sections made of repeated groups of items, each size given
// as a fraction of its container, an absolute length or an estimate.
//
// Down the layout, each section is: its headers (at the section's width less its leading
// and trailing insets), the top inset, its group repeated with `interGroupSpacing` until
// every item has a place, the bottom inset, its footers; sections are
// `interSectionSpacing` apart. A group's fractional sizes are of the section's width
// (less insets) and the collection view's height; an item's are of its group's. A row
// group places its subitems left to right, a column group top to bottom (see
// NSCollectionLayoutGroup). Estimated lengths start at the estimate and take the
// size the view asks for once shown, as flow layout's self-sizing cells do.
//
// The section provider is asked again when the layout is invalidated and when the
// container's width changes (a section made for one width, say three columns, is wrong
// for another); a change of height alone places the sections it made again, so their
// fractional heights follow, without asking for new ones.

/// A layout of sections built from items and groups.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index for the environment; nil leaves the section empty.
    public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider

    /// Settings of the whole layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var elements = LayoutElementIndex(vertical: true)
    private var contentSize: CGSize = .zero
    /// Sizes self-sizing views asked for.
    private var measuredSizes: [ElementKey: CGSize] = [:]
    /// The rows of the orthogonally scrolling sections, and how far each is scrolled
    /// (its items' x is less that; see UICollectionView+OrthogonalScrolling.swift).
    private(set) var orthogonalRows: [Int: OrthogonalRow] = [:]
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// What each list section shows behind itself (UICollectionView+ListBackgrounds.swift).
    private(set) var listSectionBackgrounds: [ListSectionBackground] = []
    /// The sections the provider made, and the container width it made them for; nil
    /// until the next `prepare()` asks it again.
    private var providedSections: (width: CGFloat, sections: [NSCollectionLayoutSection?])?

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section.
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Unsupported: Vitrine loads no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A list: every section a list section of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, _ in configuration.makeSection() })
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The section the provider made for `index` at the last `prepare()`.
    func providedSection(at index: Int) -> NSCollectionLayoutSection? {
        guard let sections = providedSections?.sections, sections.indices.contains(index) else { return nil }
        return sections[index]
    }

    open override func prepare() {
        super.prepare()
        elements = LayoutElementIndex(vertical: true)
        orthogonalRows = [:]
        listSectionBackgrounds = []
        guard let collectionView else { contentSize = .zero; return }
        let environment = CompositionalLayoutEnvironment(collectionView: collectionView)
        let container = environment.effectiveContentSize
        let sectionCount = collectionView.numberOfSections
        if let provided = providedSections, provided.width == container.width, provided.sections.count == sectionCount {
            // Same width: the sections stand; only fractional heights may have changed.
        } else {
            providedSections = (container.width, (0..<sectionCount).map { sectionProvider($0, environment) })
        }
        let sections = providedSections?.sections ?? []
        var y: CGFloat = 0
        for sectionIndex in 0..<sectionCount {
            if sectionIndex > 0 { y += Self.clean(configuration.interSectionSpacing) }
            guard let section = sections[sectionIndex] else { continue }
            var placer = SectionPlacer(section: section, index: sectionIndex, count: collectionView.numberOfItems(inSection: sectionIndex),
                                       container: container, measured: measuredSizes, elements: elements,
                                       makeCell: makeCellAttributes, makeSupplementary: makeSupplementaryAttributes)
            let top = y
            y = placer.place(from: y)
            elements = placer.elements
            if let list = section.listConfiguration, y > top {
                listSectionBackgrounds.append(ListSectionBackground(
                    section: sectionIndex, frame: CGRect(x: 0, y: top, width: container.width, height: y - top),
                    color: list.resolvedBackgroundColor))
            }
            if let row = placer.orthogonalRow { orthogonalRows[sectionIndex] = row }
        }
        contentSize = CGSize(width: container.width, height: y)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard !orthogonalRows.isEmpty else { return elements.elements(in: rect) }
        // Scrolled rows' items may lie anywhere across: ask for the whole band, then shift.
        let band = CGRect(x: -CGFloat.greatestFiniteMagnitude / 4, y: rect.minY, width: CGFloat.greatestFiniteMagnitude / 2, height: rect.height)
        return elements.elements(in: band).map(shiftedForOrthogonalScrolling).filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elements.element(.cell(indexPath)).map(shiftedForOrthogonalScrolling)
    }

    /// A cell of a scrolled orthogonal section moved left by the row's offset.
    private func shiftedForOrthogonalScrolling(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let section = attributes.indexPath.section
        guard attributes.representedElementCategory == .cell, orthogonalRows[section] != nil,
              let offset = orthogonalOffsets[section], offset != 0 else { return attributes }
        attributes.frame.origin.x -= offset
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elements.element(ElementKey(kind: elementKind, indexPath: indexPath))
    }

    /// Asks the section provider again at the next `prepare()`.
    open override func invalidateLayout() {
        providedSections = nil
        super.invalidateLayout()
    }

    /// A change of size changes the fractions: a new width also asks for new sections
    /// (see `prepare()`), a new height places the same sections again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// A view with an estimated length that asks for another size gets it.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard originalAttributes.selfSizing != nil else { return false }
        measuredSizes[ElementKey(originalAttributes)] = preferredAttributes.size
        return preferredAttributes.size != originalAttributes.size
    }

    override func collectionViewDataDidChange() {
        measuredSizes = [:]
        providedSections = nil
    }

    static func clean(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }
}

/// Places one section's elements from a given y.
@MainActor
private struct SectionPlacer {
    let section: NSCollectionLayoutSection
    let index: Int
    let count: Int
    let container: CGSize
    let measured: [ElementKey: CGSize]
    var elements: LayoutElementIndex
    /// New attributes of the layout's attributes class.
    let makeCell: (IndexPath) -> UICollectionViewLayoutAttributes
    let makeSupplementary: (String, IndexPath) -> UICollectionViewLayoutAttributes
    /// The next item to place.
    private var next = 0
    /// The row of an orthogonally scrolling section, once placed.
    private(set) var orthogonalRow: OrthogonalRow?

    init(section: NSCollectionLayoutSection, index: Int, count: Int, container: CGSize, measured: [ElementKey: CGSize],
         elements: LayoutElementIndex, makeCell: @escaping (IndexPath) -> UICollectionViewLayoutAttributes,
         makeSupplementary: @escaping (String, IndexPath) -> UICollectionViewLayoutAttributes) {
        self.section = section
        self.index = index
        self.count = count
        self.container = container
        self.measured = measured
        self.elements = elements
        self.makeCell = makeCell
        self.makeSupplementary = makeSupplementary
    }

    /// Places the section starting at `top`; returns where it ends.
    mutating func place(from top: CGFloat) -> CGFloat {
        let insets = section.contentInsets
        let clean = UICollectionViewCompositionalLayout.clean
        let left = clean(insets.leading), width = max(container.width - left - clean(insets.trailing), 0)
        let sectionSize = CGSize(width: width, height: container.height)
        var y = top
        let footers = section.boundarySupplementaryItems.filter { $0.alignment == .bottom }
        if section.boundarySupplementaryItems.contains(where: { $0.alignment != .bottom }) { y += clean(section.headerTopPadding) }
        for header in section.boundarySupplementaryItems where header.alignment != .bottom {
            y += placeSupplementary(header, x: left, y: y, in: sectionSize)
        }
        y += clean(insets.top)
        let groupSize = section.group.layoutSize.resolved(in: sectionSize)
        if section.orthogonalScrollingBehavior == .none {
            var first = true
            while next < count {
                if !first { y += clean(section.interGroupSpacing) }
                first = false
                let before = next
                let used = place(section.group, at: CGPoint(x: left, y: y), size: groupSize, lineStart: y)
                y += used.height
                if next == before { break }  // a group that holds nothing would repeat forever
            }
        } else {
            // One row of groups, side by side.
            var x = left, depth: CGFloat = 0
            var groups: [(start: CGFloat, width: CGFloat)] = []
            while next < count {
                let before = next
                let used = place(section.group, at: CGPoint(x: x, y: y), size: groupSize, lineStart: y)
                groups.append((x - left, used.width))
                x += used.width + clean(section.interGroupSpacing)
                depth = max(depth, used.height)
                if next == before { break }
            }
            // The row spans the container: the section's leading and trailing insets are
            // part of what scrolls, as on iOS.
            let groupsWidth = groups.last.map { $0.start + $0.width } ?? 0
            let contentWidth = left + groupsWidth + clean(insets.trailing)
            orthogonalRow = OrthogonalRow(frame: CGRect(x: 0, y: y, width: container.width, height: depth), contentWidth: contentWidth,
                                          groups: groups, leadingInset: left, behavior: section.orthogonalScrollingBehavior)
            y += depth
        }
        y += clean(insets.bottom)
        for footer in footers {
            y += placeSupplementary(footer, x: left, y: y, in: sectionSize)
        }
        return y
    }

    /// Places a header or footer; returns its height.
    private mutating func placeSupplementary(_ item: NSCollectionLayoutBoundarySupplementaryItem, x: CGFloat, y: CGFloat,
                                             in size: CGSize) -> CGFloat {
        let attributes = makeSupplementary(item.elementKind, IndexPath(item: 0, section: index))
        var itemSize = item.layoutSize.resolved(in: size)
        if !applyMeasured(item.layoutSize, key: ElementKey(attributes), to: &itemSize, insets: (0, 0)) {
            markSelfSizing(item.layoutSize, attributes)
        }
        attributes.frame = CGRect(x: x, y: y, width: itemSize.width, height: itemSize.height)
        elements.append(attributes, lineStart: y)
        return itemSize.height
    }

    /// Places `group` (and the items it takes) with its top-left at `origin` in room of
    /// `size`; returns the size it used (its estimated lengths replaced by its contents').
    private mutating func place(_ group: NSCollectionLayoutGroup, at origin: CGPoint, size: CGSize, lineStart: CGFloat) -> CGSize {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // The subitems and the room each takes, before any item is placed.
        var slots: [(NSCollectionLayoutItem, CGSize)] = []
        if let count = group.repeatCount, let subitem = group.subitems.first {
            let share = max((length - spacing * CGFloat(count - 1)) / CGFloat(count), 0)
            let resolved = subitem.layoutSize.resolved(in: size)
            let slotSize = horizontal ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
            slots = Array(repeating: (subitem, slotSize), count: count)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            cycle: while true {
                var cycleLength: CGFloat = 0
                for subitem in group.subitems {
                    let slotSize = subitem.layoutSize.resolved(in: size)
                    let slotLength = horizontal ? slotSize.width : slotSize.height
                    let needed = (slots.isEmpty ? 0 : spacing) + slotLength
                    if !slots.isEmpty, used + needed > length + 0.001 { break cycle }
                    slots.append((subitem, slotSize))
                    used += needed
                    cycleLength += slotLength
                }
                if cycleLength <= 0 { break }  // zero-length subitems: one round only
            }
        }
        // Flexible spacing shares the group's spare room between the gaps.
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let total = slots.reduce(0) { $0 + (horizontal ? $1.1.width : $1.1.height) }
            gap = max((length - total) / CGFloat(slots.count - 1), spacing)
        }
        var position = horizontal ? origin.x : origin.y
        var depth: CGFloat = 0
        var placedAny = false
        for (subitem, slotSize) in slots {
            guard next < count else { break }
            if placedAny { position += gap }
            placedAny = true
            let slotOrigin = horizontal ? CGPoint(x: position, y: origin.y) : CGPoint(x: origin.x, y: position)
            let used: CGSize
            if let subgroup = subitem as? NSCollectionLayoutGroup {
                used = place(subgroup, at: slotOrigin, size: slotSize, lineStart: lineStart)
            } else {
                used = placeItem(subitem, at: slotOrigin, size: slotSize, lineStart: lineStart)
            }
            position += horizontal ? used.width : used.height
            depth = max(depth, horizontal ? used.height : used.width)
        }
        let extent = position - (horizontal ? origin.x : origin.y)
        // Estimated group lengths follow the contents; others stay as given.
        var result = size
        if horizontal {
            if group.layoutSize.heightDimension.isEstimated { result.height = depth }
            if group.layoutSize.widthDimension.isEstimated { result.width = extent }
        } else {
            if group.layoutSize.widthDimension.isEstimated { result.width = depth }
            if group.layoutSize.heightDimension.isEstimated { result.height = extent }
        }
        return result
    }

    /// Places the next item in room `size` at `origin`; returns the room it used.
    private mutating func placeItem(_ item: NSCollectionLayoutItem, at origin: CGPoint, size: CGSize, lineStart: CGFloat) -> CGSize {
        let indexPath = IndexPath(item: next, section: index)
        next += 1
        let attributes = makeCell(indexPath)
        let insets = item.contentInsets
        let clean = UICollectionViewCompositionalLayout.clean
        var room = size
        let insetLengths = (clean(insets.leading) + clean(insets.trailing), clean(insets.top) + clean(insets.bottom))
        if !applyMeasured(item.layoutSize, key: .cell(indexPath), to: &room, insets: insetLengths) {
            markSelfSizing(item.layoutSize, attributes)
        }
        attributes.frame = CGRect(x: origin.x + clean(insets.leading), y: origin.y + clean(insets.top),
                                  width: max(room.width - clean(insets.leading) - clean(insets.trailing), 0),
                                  height: max(room.height - clean(insets.top) - clean(insets.bottom), 0))
        elements.append(attributes, lineStart: lineStart)
        return room
    }

    /// For a size with estimated lengths, puts the lengths the view measured (plus the
    /// insets around it) into `size`. False when an estimate has not been measured yet.
    private func applyMeasured(_ layoutSize: NSCollectionLayoutSize, key: ElementKey, to size: inout CGSize,
                               insets: (width: CGFloat, height: CGFloat)) -> Bool {
        let widthEstimated = layoutSize.widthDimension.isEstimated, heightEstimated = layoutSize.heightDimension.isEstimated
        guard widthEstimated || heightEstimated else { return true }
        guard let measured = measured[key] else { return false }
        if widthEstimated { size.width = measured.width + insets.width }
        if heightEstimated { size.height = measured.height + insets.height }
        return true
    }

    /// Asks the view to size itself in the estimated dimensions.
    private func markSelfSizing(_ layoutSize: NSCollectionLayoutSize, _ attributes: UICollectionViewLayoutAttributes) {
        switch (layoutSize.widthDimension.isEstimated, layoutSize.heightDimension.isEstimated) {
        case (true, true): attributes.selfSizing = .both
        case (true, false): attributes.selfSizing = .width
        case (false, true): attributes.selfSizing = .height
        case (false, false): break
        }
    }
}
