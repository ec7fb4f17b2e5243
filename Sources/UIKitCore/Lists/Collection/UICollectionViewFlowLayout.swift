// Vitrine — Apache License 2.0
// The flow layout: items in lines, lines in sections, as Apple documents it.
//
// Along the scroll direction ("main" axis) a section is: header, top inset, lines
// separated by at least `minimumLineSpacing`, bottom inset, footer. Across it, a line
// takes items in order while they fit the width less the section's side insets with
// `minimumInteritemSpacing` between them; an item that fits no line alone has one of its
// own. Apple documents that the spacing may grow beyond the minimum: the items of a line
// are spread so the first touches the leading inset and the last the trailing one, and
// a line of one item is centred (Vitrine does this for every line, the last included,
// as UIKit does for items of one size). Items of different lengths are centred on their
// line, which is as long as its longest item.

/// A layout that places items in lines that wrap, in sections with optional headers and
/// footers.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size the layout gives `estimatedItemSize` to say "the cells size themselves
    /// from their constraints, with no estimate". (UIKit's value is not documented;
    /// Vitrine uses the largest finite size.)
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The smallest gap between lines; default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateIfChanged(oldValue != minimumLineSpacing) } }

    /// The smallest gap between items of a line; default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateIfChanged(oldValue != minimumInteritemSpacing) } }

    /// The size of every item, unless the delegate's `sizeForItemAt` says otherwise;
    /// default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateIfChanged(oldValue != itemSize) } }

    /// Non-zero turns on self-sizing cells: items start at this size, then take the size
    /// each cell's `preferredLayoutAttributesFitting(_:)` asks for once it is shown.
    /// `automaticSize` uses `itemSize` as the start. Default zero (off).
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard oldValue != estimatedItemSize else { return }
            measuredSizes = [:]
            invalidateLayout()
        }
    }

    /// The direction the content scrolls; default vertical.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateIfChanged(oldValue != scrollDirection) } }

    /// The size of every section's header; only its height counts when scrolling
    /// vertically (the width is the collection view's), its width when horizontally.
    /// Zero (the default) shows none.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateIfChanged(oldValue != headerReferenceSize) } }

    /// The size of every section's footer, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateIfChanged(oldValue != footerReferenceSize) } }

    /// The insets around every section's items (between the header and the first line,
    /// the last line and the footer, and at the sides of the lines); default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateIfChanged(oldValue != sectionInset) } }

    /// What `sectionInset` is measured from (iOS 11); default the content inset. Measured
    /// from the safe area or the layout margins, the insets grow by how far those reach
    /// past the content inset.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateIfChanged(oldValue != sectionInsetReference) }
    }

    /// Whether each section's header stays at the top of the view (the left, scrolling
    /// horizontally) while its section scrolls past, until the section's end pushes it
    /// away; default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateIfChanged(oldValue != sectionHeadersPinToVisibleBounds) } }

    // MARK: - Computed layout

    /// Each section's extent along the main axis (from its header to its footer's end),
    /// for pinned headers.
    private var sectionExtents: [ClosedRange<CGFloat>] = []

    /// Every element, in main-axis order.
    private var elements = LayoutElementIndex(vertical: true)
    private var contentSize: CGSize = .zero
    /// Sizes self-sizing cells asked for, by index path.
    private var measuredSizes: [IndexPath: CGSize] = [:]

    public override init() {
        super.init()
    }

    /// Unsupported: Vitrine loads no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func invalidateIfChanged(_ changed: Bool) {
        if changed { invalidateLayout() }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        let vertical = scrollDirection == .vertical
        elements = LayoutElementIndex(vertical: vertical)
        guard let collectionView else { contentSize = .zero; return }
        let inset = collectionView.adjustedContentInset
        let viewSize = collectionView.bounds.size
        // The length across the scroll direction that lines fill.
        let crossLength = max(vertical ? viewSize.width - inset.left - inset.right : viewSize.height - inset.top - inset.bottom, 0)
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let reference = referenceInsets(of: collectionView)
        var main: CGFloat = 0

        func add(_ attributes: UICollectionViewLayoutAttributes, lineStart: CGFloat) {
            elements.append(attributes, lineStart: lineStart)
        }
        /// A rectangle from main/cross coordinates.
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        func addSupplementary(_ kind: String, section: Int, size: CGSize) {
            let length = Self.clean(vertical ? size.height : size.width)
            guard length > 0 else { return }
            let attributes = makeSupplementaryAttributes(kind, IndexPath(item: 0, section: section))
            attributes.frame = rect(main: main, cross: 0, mainLength: length, crossLength: crossLength)
            add(attributes, lineStart: main)
            main += length
        }

        sectionExtents = []
        for section in 0..<collectionView.numberOfSections {
            let sectionStart = main
            defer { sectionExtents.append(sectionStart...main) }
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            var sectionInset = Self.clean(delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? self.sectionInset)
            sectionInset = UIEdgeInsets(top: sectionInset.top + reference.top, left: sectionInset.left + reference.left,
                                        bottom: sectionInset.bottom + reference.bottom, right: sectionInset.right + reference.right)
            let lineSpacing = Self.clean(delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing)
            let itemSpacing = Self.clean(delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing)
            let (mainStart, mainEnd) = vertical ? (sectionInset.top, sectionInset.bottom) : (sectionInset.left, sectionInset.right)
            let (crossStart, crossEnd) = vertical ? (sectionInset.left, sectionInset.right) : (sectionInset.top, sectionInset.bottom)
            let lineLength = max(crossLength - crossStart - crossEnd, 0)

            addSupplementary(UICollectionView.elementKindSectionHeader, section: section, size: header)
            main += mainStart

            let count = collectionView.numberOfItems(inSection: section)
            let sizes: [CGSize] = (0..<count).map { item in
                let indexPath = IndexPath(item: item, section: section)
                if let measured = measuredSizes[indexPath] { return measured }
                if estimatedItemSize != .zero { return estimatedSize }
                let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                return CGSize(width: Self.clean(size.width), height: Self.clean(size.height))
            }
            // Break the items into lines.
            var lines: [Range<Int>] = []
            var lineFirst = 0, used: CGFloat = 0
            for item in 0..<count {
                let length = vertical ? sizes[item].width : sizes[item].height
                if item > lineFirst, used + itemSpacing + length > lineLength {
                    lines.append(lineFirst..<item)
                    lineFirst = item
                    used = length
                } else {
                    used += (item > lineFirst ? itemSpacing : 0) + length
                }
            }
            if count > lineFirst { lines.append(lineFirst..<count) }

            for (lineNumber, line) in lines.enumerated() {
                if lineNumber > 0 { main += lineSpacing }
                let lengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
                let depth = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let total = lengths.reduce(0, +)
                var cross = crossStart, gap = itemSpacing
                if line.count == 1 {
                    cross += max((lineLength - total) / 2, 0)
                } else {
                    gap = max((lineLength - total) / CGFloat(line.count - 1), itemSpacing)
                }
                for (offset, item) in line.enumerated() {
                    let indexPath = IndexPath(item: item, section: section)
                    let attributes = makeCellAttributes(indexPath)
                    let itemDepth = vertical ? sizes[item].height : sizes[item].width
                    attributes.frame = rect(main: main + (depth - itemDepth) / 2, cross: cross, mainLength: itemDepth, crossLength: lengths[offset])
                    if estimatedItemSize != .zero, measuredSizes[indexPath] == nil { attributes.selfSizing = .both }
                    add(attributes, lineStart: main)
                    cross += lengths[offset] + gap
                }
                main += depth
            }
            main += mainEnd
            addSupplementary(UICollectionView.elementKindSectionFooter, section: section, size: footer)
        }
        contentSize = vertical ? CGSize(width: crossLength, height: main) : CGSize(width: main, height: crossLength)
    }

    /// The start size of a self-sizing item.
    private var estimatedSize: CGSize {
        estimatedItemSize == Self.automaticSize ? itemSize
            : CGSize(width: Self.clean(estimatedItemSize.width), height: Self.clean(estimatedItemSize.height))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard sectionHeadersPinToVisibleBounds, let collectionView else { return elements.elements(in: rect) }
        // Headers where they are pinned, for every section the rectangle meets.
        let header = UICollectionView.elementKindSectionHeader
        var found = elements.elements(in: rect).filter { $0.representedElementKind != header }
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        for (section, extent) in sectionExtents.enumerated() where extent.upperBound >= low && extent.lowerBound <= high {
            if let pinned = pinnedHeader(section, in: collectionView), pinned.frame.intersects(rect) { found.append(pinned) }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elements.element(.cell(indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if sectionHeadersPinToVisibleBounds, elementKind == UICollectionView.elementKindSectionHeader, let collectionView {
            return pinnedHeader(indexPath.section, in: collectionView)
        }
        return elements.element(ElementKey(kind: elementKind, indexPath: indexPath))
    }

    /// The section's header moved down to the visible top edge (below the top inset),
    /// but not past its section's end, and in front of the cells.
    private func pinnedHeader(_ section: Int, in collectionView: UICollectionView) -> UICollectionViewLayoutAttributes? {
        guard sectionExtents.indices.contains(section),
              let header = elements.element(ElementKey(kind: UICollectionView.elementKindSectionHeader, indexPath: IndexPath(item: 0, section: section)))
        else { return nil }
        let extent = sectionExtents[section]
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        if scrollDirection == .vertical {
            let top = min(max(header.frame.minY, bounds.minY + inset.top), extent.upperBound - header.frame.height)
            header.frame.origin.y = max(top, header.frame.minY)
        } else {
            let left = min(max(header.frame.minX, bounds.minX + inset.left), extent.upperBound - header.frame.width)
            header.frame.origin.x = max(left, header.frame.minX)
        }
        header.zIndex = Self.pinnedHeaderZIndex
        return header
    }

    /// Pinned headers are in front of the cells (Vitrine's value; UIKit documents none).
    static let pinnedHeaderZIndex = 1024

    /// A change of the collection view's size changes the lines. (Pinned headers need
    /// no invalidation: the collection view asks for the visible elements at every scroll.)
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }


    /// A self-sizing cell that asks for another size than its estimate gets it.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, originalAttributes.representedElementCategory == .cell else { return false }
        measuredSizes[originalAttributes.indexPath] = preferredAttributes.size
        return preferredAttributes.size != originalAttributes.size
    }

    override func collectionViewDataDidChange() {
        measuredSizes = [:]
    }

    private static func clean(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }

    private static func clean(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom), right: clean(insets.right))
    }
}
