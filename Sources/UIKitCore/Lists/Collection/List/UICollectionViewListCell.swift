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

    /// A list content configuration for a cell (a header's for the first item of a
    /// section whose list has `headerMode` `.firstItemInSection`), with nothing set.
    /// (UIKit gives a sidebar list's cells the sidebar configurations; Vitrine does not
    /// yet: call `.sidebarCell()` and `.sidebarHeader()`.)
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        isListSectionHeader ? .header() : .cell()
    }

    /// The accessories on screen with their views, in `accessories` order.
    var shownAccessories: [(accessory: UICellAccessory, view: UIView)] = []
    /// Whether the accessories were built for an editing list.
    var accessoriesEditing = false
    /// Whether the outline disclosure shows the row expanded (the chevron turned down).
    var isOutlineExpanded = false
    /// Whether the cell is its section's header (the list's `headerMode` is
    /// `.firstItemInSection` and it shows the first item).
    var isListSectionHeader = false
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
