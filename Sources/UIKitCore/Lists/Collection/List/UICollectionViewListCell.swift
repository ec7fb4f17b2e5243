// Vitrine — Apache License 2.0
// A list's cell (iOS 14): a collection view cell with accessories at its edges, an
// indentation and swipe actions (the list configuration's providers, see
// UICollectionView+SwipeActions.swift).
//
// Layout (Apple documents the parts, not the numbers; these are Vitrine's, after
// UITableViewCell's): the side margin is the table's, 16 points (20 in a regular-width
// environment); leading accessories start at the margin (plus the indentation when
// `indentsAccessories`), trailing ones end at it, each at its own size (`.standard`
// reserves the view's own width), 8 points apart. The content view spans the space
// between them; a list content configuration's text starts at the margin plus the
// indentation, or 8 points after a leading accessory, and ends 8 points before a
// trailing one. Swiping moves the content and the accessories together.

/// A collection view cell for lists: accessories, indentation and swipe actions.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell, SwipeableRow {
    /// The accessories, shown at the edges in UIKit's fixed order whatever the array's.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    /// How many levels the content is indented; default 0.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one level of indentation; default 10 points (as a table cell's).
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    /// Whether the leading accessories move in with the indentation; default true.
    open var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
    }

    /// A list content configuration with nothing set, styled for where the cell is, as
    /// UIKit takes it from the layout section: a cell's, or a sidebar cell's in a
    /// `.sidebar` or `.sidebarPlain` list; a header's for a header (the first item of a
    /// section whose list has `headerMode` `.firstItemInSection`, or a header
    /// supplementary view): plain, grouped (`.grouped`, `.insetGrouped`) or sidebar; a
    /// footer's likewise for a footer supplementary view.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let sidebar = listAppearance == .sidebar || listAppearance == .sidebarPlain
        let grouped = listAppearance == .grouped || listAppearance == .insetGrouped || listAppearance == .sidebar
        switch listRole {
        case .header: return sidebar ? .sidebarHeader() : grouped ? .groupedHeader() : .plainHeader()
        case .footer: return grouped ? .groupedFooter() : .plainFooter()
        case .cell: return sidebar ? .sidebarCell() : .cell()
        }
    }

    /// A background configuration with the defaults of where the cell is: a list
    /// cell's (UICollectionViewCell), or a header's or footer's (plain, grouped or
    /// sidebar) for a header or footer.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listRole {
        case .cell: return super.defaultBackgroundConfiguration()
        case .header: return .listBackground(for: .header, in: listAppearance)
        case .footer: return .listBackground(for: .footer, in: listAppearance)
        }
    }

    /// List cells start with their list's background configuration.
    override class var startsWithDefaultBackground: Bool { true }

    /// The guide for the separator under the cell, the frame UIKit draws it in: with
    /// automatic insets the separator starts at the guide's leading edge, which is where
    /// the text of a list content configuration starts (else the side margin plus the
    /// indentation) unless the app ties `leadingAnchor` to its own content.
    public var separatorLayoutGuide: UILayoutGuide {
        if let guide = separatorGuide { return guide.guide }
        let guide = SeparatorGuide(cell: self)
        separatorGuide = guide
        return guide.guide
    }
    var separatorGuide: SeparatorGuide?

    /// The accessories on screen with their views, in `accessories` order.
    var shownAccessories: [(accessory: UICellAccessory, view: UIView)] = []
    /// Whether the accessories were built for an editing list.
    var accessoriesEditing = false
    /// Whether the outline disclosure shows the row expanded (the chevron turned down).
    var isOutlineExpanded = false
    /// Whether the cell is its section's header (the list's `headerMode` is
    /// `.firstItemInSection` and it shows the first item).
    var isListSectionHeader = false {
        didSet { if isListSectionHeader != oldValue { refreshDefaultBackground() } }
    }
    /// How far the content is moved aside to show swipe actions (negative: trailing).
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }

    /// The cell's state, with whether its swipe actions show and its outline is expanded.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isSwiped = swipeOffset != 0
        state.isExpanded = isOutlineExpanded
        return state
    }

    /// Closes the cell's swipe actions.
    open override func prepareForReuse() {
        super.prepareForReuse()
        if let collectionView = owningCollectionView, collectionView.swipe?.cell === self { collectionView.closeSwipe(animated: false) }
        swipeOffset = 0
    }

    /// Places the accessories and the content view between them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = owningCollectionView?.isEditing ?? false
        if editing != accessoriesEditing { rebuildAccessories() }
        layoutAccessories()
        layoutSeparators()
    }

    /// Rows size themselves from their content's height, at least 44 points, as table rows.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard contentView.constraints.isEmpty, let configured = configuredContentView else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let width = layoutAttributes.size.width
        bounds.size.width = width
        layoutAccessories()
        let height = configured.sizeThatFits(CGSize(width: contentView.bounds.width, height: 0)).height
        let scale = max(layer.contentsScale, 1)
        fitted.size.height = max((height * scale).rounded(.up) / scale, UITableView.standardRowHeight)
        return fitted
    }
}

extension UICollectionViewListCell {
    /// What the cell shows in its list, for its default configurations.
    enum ListRole { case cell, header, footer }

    /// A header when it is its section's first-item header or a header supplementary
    /// view, a footer when it is a footer supplementary view, else a cell.
    var listRole: ListRole {
        if isListSectionHeader || reuseKind == UICollectionView.elementKindSectionHeader { return .header }
        if reuseKind == UICollectionView.elementKindSectionFooter { return .footer }
        return .cell
    }
}
