// Vitrine — Apache License 2.0
// The table: a vertical scroll view of rows in sections.
//
// Design note. The table never lays out a row it does not show.
//
//   TableGeometry      every row's, header's and footer's y and height (estimates for
//                      self-sizing rows not shown yet); gives the content size and the
//                      rows in a rectangle by binary search
//   tiling             at each layout pass (a scroll moves `bounds.origin`, which asks for
//                      one), the rows in the bounds get cells: cells of rows that left go
//                      to the reuse pool first, so a scroll makes a new cell only when the
//                      pool is empty (UITableView+Tiling.swift)
//   reuse              `dequeueReusableCell` takes from the pool or creates the registered
//                      class (UITableView+Reuse.swift)
//   selection          a cell hears its touches (after the scroll view's content-touch
//                      delay) and tells the table: highlight on touch-down, select on
//                      touch-up, nothing when the finger scrolls (UITableView+Selection.swift)
//   updates            inserts, deletes, moves and reloads map old index paths to new ones,
//                      then move the surviving cells with UIView.animate
//                      (UITableView+Updates.swift)

/// A view that shows rows of content in sections and scrolls vertically.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    // MARK: - Configuration

    /// The table's style, chosen at creation.
    public let style: Style

    /// The object that gives the table its sections, rows and cells; held weakly.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The scroll view's delegate; a `UITableViewDelegate` also hears about rows.
    open override var delegate: UIScrollViewDelegate? {
        didSet { if delegate !== oldValue { reloadData() } }
    }

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The height of rows; default `automaticDimension` (each row's content decides).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { reloadGeometryKeepingCells() } }
    }
    /// An estimate of row heights, used for rows not shown yet when they size
    /// themselves; default `automaticDimension` (44 points). Zero turns estimates off.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers; default `automaticDimension`.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { reloadGeometryKeepingCells() } }
    }
    /// The height of section footers; default `automaticDimension`.
    /// Extra space above each section header (iOS 15); `automaticDimension` (the
    /// default) adds none in Vitrine (its headers carry their own spacing; Apple documents
    /// no figure), 0 adds none either, as ported code often sets it.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderTopPadding != oldValue { reloadGeometryKeepingCells() } }
    }

    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { reloadGeometryKeepingCells() } }
    }
    /// An estimate of header heights; default `automaticDimension`.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// An estimate of footer heights; default `automaticDimension`.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The lines between rows; default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The colour of the lines between rows; default the system separator colour.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// The default insets of the lines between rows (left and right used): the side
    /// margin (16 points, 20 in a regular width) on the left unless set.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? UIEdgeInsets(top: 0, left: sideMargin, bottom: 0, right: 0) }
        set { ownSeparatorInset = newValue; setNeedsLayout() }
    }
    var ownSeparatorInset: UIEdgeInsets?

    /// The view above the first section; its height is kept, its width set to the table's.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// The view below the last section; its height is kept, its width set to the table's.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// The view behind the table's content, sized to the table and not scrolled.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether the user can select rows; default true.
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }
    /// Whether the user can select several rows (a tap toggles a row); default false.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selectedIndexPaths.count > 1 { clearSelection() } }
    }

    // MARK: - Editing (UITableView+Editing.swift)

    /// Whether the rows show their editing controls; default false.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    /// Turns editing on or off: the rows' delete or insert controls and reorder controls
    /// come in (over 0.3 s when `animated`), and swipe actions are off while editing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing, animated: animated)
    }
    /// Whether the user can select rows while the table edits; default false.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows while the table edits; default false.
    open var allowsMultipleSelectionDuringEditing = false
    var editingFlag = false
    /// The row a finger is moving by its reorder control.
    var reorder: RowReorder?

    // MARK: - Section index (UITableView+SectionIndex.swift)

    /// The colour of the section index titles; nil (the default) uses the tint colour.
    open var sectionIndexColor: UIColor? {
        didSet { setNeedsLayout() }
    }
    /// The section index's background while no finger is on it; default nil (clear).
    open var sectionIndexBackgroundColor: UIColor? {
        didSet { setNeedsLayout() }
    }
    /// The section index's background while a finger is on it; default nil (clear).
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// The number of rows from which the section index shows; default 0.
    open var sectionIndexMinimumDisplayRowCount = 0 {
        didSet { reloadSectionIndexTitles(); setNeedsLayout() }
    }
    /// The strip of index titles, when the data source gives titles.
    var sectionIndex: TableSectionIndexView?

    /// Reloads the section index titles from the data source.
    open func reloadSectionIndexTitles() {
        loadSectionIndexTitles()
        setNeedsLayout()
    }

    // MARK: - Filler rows (UITableView+FillerRows.swift)

    /// The height of the empty rows a plain table shows below its last row: 0 (the
    /// default since iOS 15) shows none, `automaticDimension` the last row's height.
    open var fillerRowHeight: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    var fillerSeparators: [UIView] = []

    // MARK: - Prefetching (UITableView+Prefetching.swift)

    /// Whether the prefetch data source is told about rows ahead; default true.
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { cancelAllPrefetching() } }
    }

    /// The object told ahead of time about rows the user is scrolling towards; held weakly.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet { prefetch.pending = [] }
    }
    var prefetch = RowPrefetch()

    // MARK: - State

    var geometry = TableGeometry()
    var needsReload = true
    /// The cells on screen, by row.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Header and footer views made while measuring, kept for display.
    var preparedHeaders: [Int: UIView] = [:]
    var preparedFooters: [Int: UIView] = [:]
    /// Registered classes and reusable views.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// How many cells `dequeueReusableCell` created (not taken from the pool).
    package var cellsCreated = 0
    /// The selected rows, in the order they were selected.
    var selectedIndexPaths: [IndexPath] = []
    /// The cell a finger highlighted.
    weak var touchedCell: UITableViewCell?
    /// Cells leaving in an animated update, kept until their animation ends.
    var departingCells: [UITableViewCell] = []
    /// Nesting of beginUpdates/endUpdates and performBatchUpdates.
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    /// The row whose swipe actions are showing, and the recognizer that reveals them
    /// (UITableView+SwipeActions.swift).
    var swipe: RowSwipe?
    let swipePan = UIPanGestureRecognizer()
    var swipeStartOffset: CGFloat = 0
    /// The long press that shows a row's context menu (UITableView+ContextMenu.swift).
    var contextMenuPress: ContextMenuPress?

    // MARK: - Initializers

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        installSwipeRecognizer()
        installContextMenuPress()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Unsupported, as for every view (see `UIView`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Reloads every row, header and footer from the data source; the selection is
    /// cleared.
    open func reloadData() {
        closeSwipe(animated: false)
        for (indexPath, cell) in visibleCellsByIndexPath { enqueue(cell, from: indexPath) }
        for (_, view) in visibleHeaders { enqueueHeaderFooter(view) }
        for (_, view) in visibleFooters { enqueueHeaderFooter(view) }
        visibleHeaders = [:]
        visibleFooters = [:]
        selectedIndexPaths = []
        prefetch.pending = []
        pendingUpdates = TableUpdates()
        needsReload = true
        setNeedsLayout()
    }

    /// Places cells, headers and footers for the rows the bounds show; subclasses call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tile()
    }

    /// Lets the swipe-action pan begin only for a horizontal drag over a row with actions.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipePan { return !editingFlag && swipeMayBegin() }
        if gestureRecognizer === pan, reorderHoldsFinger() || pan.touches.contains(where: { $0.view is TableSectionIndexView }) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Metrics

    /// The side margin: 16 points, 20 in a regular-width environment (iOS's readable
    /// margins; Apple documents the behaviour, these figures are iOS's usual ones).
    var sideMargin: CGFloat {
        traitCollection.horizontalSizeClass == .regular ? Self.regularMargin : Self.standardMargin
    }

    /// The horizontal extent of rows: the full width, or inset by the side margin in an
    /// inset-grouped table.
    var rowXSpan: (x: CGFloat, width: CGFloat) {
        let width = bounds.width
        if style == .insetGrouped { return (sideMargin, max(width - 2 * sideMargin, 0)) }
        return (0, width)
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        reloadGeometryKeepingCells()
    }

    // MARK: - Counts

    /// The number of sections.
    public var numberOfSections: Int {
        ensureGeometry()
        return geometry.sections.count
    }

    /// The number of rows in `section`; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        ensureGeometry()
        guard geometry.sections.indices.contains(section) else { return 0 }
        return geometry.sections[section].rowCount
    }
}
