// Vitrine — Apache License 2.0
// The collection view: a scroll view that shows the elements its layout places, with
// views from its data source.
//
// Design note. Only the elements whose frames meet the visible bounds have views. Each
// layout pass (a scroll changes `bounds.origin`, which asks for one) compares the
// layout's attributes for the bounds with the views on screen: views whose elements left
// are hidden and queued by reuse identifier (ReusePool), then the data source is asked
// for the elements that arrived, and its dequeue calls take the queued views. Scrolling
// 10,000 items therefore makes only about a screenful of cells.
//
//   counts      read from the data source once after `reloadData()` or an update
//               (`numberOfSections`, `numberOfItems(inSection:)`)
//   layout      `prepare()` once after an invalidation, then the attributes for each
//               visible rectangle (UICollectionViewLayout.swift)
//   views       UICollectionView+VisibleElements.swift
//   updates     insert/delete/move map old index paths to new ones so the views on
//               screen follow their items (UICollectionView+Updates.swift)

/// A scroll view that shows an ordered collection of items in a layout, with reusable
/// cells.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    // MARK: - Layout and data

    /// The layout that places the elements. Setting it invalidates the new layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            layoutDidInvalidate()
        }
    }

    /// Changes the layout; `animated` moves the views to their new places in an animation.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        animateLayoutChange(animated: animated, completion: completion)
    }

    /// Changes the layout; `animated` moves the views to their new places in an animation.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// The object that gives the items and their cells; held weakly. Setting it reloads
    /// the data at the next layout pass.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// A view behind the content that does not scroll; it fills the collection view.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    // MARK: - Editing and interactive movement (UICollectionView+InteractiveMovement.swift)

    /// Whether the collection view is in editing mode; default false. Cells see it in
    /// their configuration state (`isEditing`).
    open var isEditing = false {
        didSet { if isEditing != oldValue { editingDidChange() } }
    }

    /// Starts moving the item at `indexPath` by hand; false when the data source does not
    /// let it move or a movement is already going on.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        beginMovement(at: indexPath)
    }

    /// Moves the item being moved under `targetPosition` (content coordinates); the items
    /// of its section make room for it where it would land.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        updateMovement(to: targetPosition)
    }

    /// Drops the item where it is; the data source hears `moveItemAt:to:`.
    open func endInteractiveMovement() {
        endMovement()
    }

    /// Puts the item back where it started.
    open func cancelInteractiveMovement() {
        cancelMovement()
    }

    var interactiveMove: ItemMove?
    /// The outline rows an expansion or collapse being applied shows or hides
    /// (UICollectionView+OutlineAnimation.swift).
    var outlineSlide: OutlineSlide?
    /// The scroll views over orthogonally scrolling sections, by section.
    var orthogonalScrollers: [Int: OrthogonalSectionScroller] = [:]
    /// The layers behind the list sections (UICollectionView+ListBackgrounds.swift).
    var listBackgroundLayers: [CALayer] = []

    // MARK: - Swipe actions and context menus (UICollectionView+SwipeActions.swift, +ContextMenu.swift)

    /// The list row whose swipe actions are showing, and the recognizer that reveals them.
    var swipe: RowSwipe?
    let swipePan = UIPanGestureRecognizer()
    var swipeStartOffset: CGFloat = 0
    /// The long press that shows an item's context menu.
    var contextMenuPress: ContextMenuPress?

    // MARK: - Prefetching (UICollectionView+Prefetching.swift)

    /// The object told ahead of time about items the user is scrolling towards; held weakly.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet { prefetch.pending = [] }
    }
    /// Whether the prefetch data source is told about items ahead; default true.
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { cancelAllPrefetching() } }
    }
    var prefetch = ItemPrefetch()

    /// Whether items can be dragged out or dropped in (drag and drop between apps); default
    /// false, as on iPhone. A kiosk runs one app: setting it changes nothing. Reordering
    /// within the collection view is `reorderingHandlers` and the interactive movement API.
    open var dragInteractionEnabled = false

    // MARK: - Selection state (UICollectionView+Selection.swift)

    /// Whether a tap selects an item; default true.
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }

    /// Whether taps select several items (a tap on a selected item deselects it); default false.
    open var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, selectedIndexPaths.count > 1, let first = indexPathsForSelectedItems?.first {
                selectItem(at: first, animated: false, scrollPosition: [])
            }
        }
    }

    var selectedIndexPaths: Set<IndexPath> = []
    /// The item a finger highlighted, and the touch doing it.
    var highlightedIndexPath: IndexPath?
    weak var trackedTouch: UITouch?

    // MARK: - Element state (UICollectionView+VisibleElements.swift)

    /// Items per section, read from the data source; nil until the next reload.
    var sectionItemCounts: [Int]?
    /// Whether `prepare()` ran since the layout was last invalidated.
    var layoutIsPrepared = false
    /// The views on screen, by element.
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// Views fading out after a delete; they join the reuse pool when the fade ends.
    var disappearingViews: [UICollectionReusableView] = []
    let reusePool = ReusePool()
    /// Registered classes by reuse key.
    var registeredClasses: [ReuseKey: UICollectionReusableView.Type] = [:]
    /// The element the data source is making a view for, so a dequeue knows its attributes.
    var elementBeingMade: UICollectionViewLayoutAttributes?
    /// The updates recorded inside `performBatchUpdates(_:completion:)`, nil outside it.
    var pendingUpdates: [CollectionUpdate]?
    /// Cells made since the collection view was created (not dequeued from the pool).
    package internal(set) var cellsCreated = 0

    // MARK: - Initializers

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        installSwipeRecognizer()
        installContextMenuPress()
    }

    /// Unsupported, as for every view (see `UIView`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Geometry

    /// A change of size (or a scroll, if the layout asks) invalidates the layout.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if newValue != old, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layoutIsPrepared = false
            }
            super.bounds = newValue
            if super.bounds.size != old.size { setNeedsLayout() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds
            // Asked before the change, so the layout can compare with the old bounds.
            let proposed = CGRect(origin: old.origin, size: newValue.size)
            if proposed.size != old.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: proposed) {
                layoutIsPrepared = false
            }
            super.frame = newValue
            if super.bounds.size != old.size { setNeedsLayout() }
        }
    }

    /// Shows the elements that meet the visible bounds, each in its own view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        updateVisibleElements(animated: false)
        updateListBackgrounds()
        updateListSeparators()
        placeOrthogonalScrollers()
        placeMovingItem()
        updatePrefetching()
    }

    /// List section backgrounds take the new traits' colours (dark mode) at the next pass.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if !listBackgroundLayers.isEmpty { setNeedsLayout() }
    }

    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// Lets the swipe-action pan begin only for a horizontal drag over a list row with
    /// actions, and not while editing.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipePan { return !isEditing && swipeMayBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Touches: highlight on touch down, select on lift

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch while a row's swipe actions show closes them and selects nothing.
        if swipe != nil { closeSwipe(animated: true); return }
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        highlightItem(under: touch)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        selectHighlightedItem(under: touch)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        unhighlight()
    }
}
