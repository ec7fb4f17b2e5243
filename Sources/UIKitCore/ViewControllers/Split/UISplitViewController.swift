// Vitrine — Apache License 2.0
// A container of two or three columns side by side, or over one another, that collapses
// to one column in a compact width (a window narrower than 600 points, Vitrine's size
// classes; collapsing and expanding in UISplitViewController+Collapsing.swift). As UIKit does for the column styles, each column's controller is wrapped in a
// navigation controller unless it is one; `viewController(for:)` gives back the
// controller that was set.
//
// Widths. A column's width is its preferred width in points, else its preferred fraction
// of the controller's width, else 320 points, kept between its minimum (default 0) and
// maximum (default 320 points). Apple documents these defaults only as
// `automaticDimension`; 320 points is the long-standing iPad sidebar width, Vitrine's
// reading, so a wider column needs a larger maximum, as on iPadOS.
//
// Display modes. `.automatic` resolves, in a landscape (wider than tall) view, to the
// columns beside the secondary one (two for `.tripleColumn`, or displacing it when the
// preferred split behavior is `.displace`), and in a portrait view to `.secondaryOnly`
// (`.doubleColumn`) or `.oneBesideSecondary` (`.tripleColumn`): Vitrine's reading of
// iPadOS, which documents no rule. `show(_:)` and `hide(_:)` change the mode the way the
// split behavior gives; columns shown over the secondary one dim it, and a tap on it
// hides them. The delegate hears `willChangeTo` first, then `willHide`/`willShow` for each
// column whose visibility changes (UIKit documents no order between them).
//
// Appearance. The columns' navigation controllers appear and disappear as their views
// enter and leave the controller's view (each disappearing one's `viewWillDisappear`,
// each appearing one's `viewWillAppear`, then the `did` calls in the same order).

/// A container that shows a hierarchy of content in columns.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column style, set when the controller is created.
    open var style: Style { splitStyle }

    /// The delegate.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// The display mode the app prefers; `.automatic` lets the controller choose. Setting
    /// it forgets the modes `show(_:)` and `hide(_:)` chose.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            requestedDisplayMode = nil
            updateColumns()
        }
    }

    /// The display mode in use.
    open var displayMode: DisplayMode { currentDisplayMode }

    /// How columns shown beside the secondary one make room; `.automatic` lets the controller choose.
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { updateColumns() }
    }

    /// The split behavior in use: the preferred one, else tiling in a landscape view and
    /// overlaying in a portrait one.
    open var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        return isLandscape ? .tile : .overlay
    }

    /// The side the primary column is on; default `.leading`.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { updateColumns() }
    }

    /// The primary column's background; `.none` by default, `.sidebar` gives it the grouped background.
    open var primaryBackgroundStyle: BackgroundStyle = .none {
        didSet { updateColumns() }
    }

    /// Whether a gesture shows and hides the primary column; kept for code that sets it.
    open var presentsWithGesture = true

    /// Whether a button offers `.secondaryOnly`; kept for code that sets it.
    open var showsSecondaryOnlyButton = false

    // MARK: Widths

    /// The primary column's preferred width in points; `automaticDimension` by default.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { updateColumns() } }
    /// The primary column's preferred share of the width, 0 to 1; `automaticDimension` by default.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { updateColumns() } }
    /// The primary column's least width; `automaticDimension` (0) by default.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { updateColumns() } }
    /// The primary column's greatest width; `automaticDimension` (320 points) by default.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { updateColumns() } }
    /// The supplementary column's preferred width in points; `automaticDimension` by default.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { updateColumns() } }
    /// The supplementary column's preferred share of the width; `automaticDimension` by default.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { updateColumns() } }
    /// The supplementary column's least width; `automaticDimension` (0) by default.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { updateColumns() } }
    /// The supplementary column's greatest width; `automaticDimension` (320 points) by default.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { updateColumns() } }

    /// The primary column's width, from the preferences and the controller's width.
    open var primaryColumnWidth: CGFloat {
        Self.columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                         minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, of: totalWidth)
    }

    /// The supplementary column's width, from the preferences and the controller's width.
    open var supplementaryColumnWidth: CGFloat {
        Self.columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                         minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, of: totalWidth)
    }

    /// A column's width when nothing is preferred, and its default maximum (Vitrine's reading).
    static let defaultColumnWidth: CGFloat = 320

    /// Whether only one column shows because the width is compact.
    open var isCollapsed: Bool { collapsed }

    /// A button that shows and hides the primary column, for a column's navigation bar.
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), primaryAction: UIAction { [weak self] _ in
            self?.togglePrimaryColumn()
        })
        return item
    }()

    // MARK: State

    let splitStyle: Style
    /// Each column's controller as set, and the navigation controller it shows in.
    var slots: [Column: (set: UIViewController, shown: UIViewController)] = [:]
    var currentDisplayMode: DisplayMode = .secondaryOnly
    /// The mode `show(_:)` or `hide(_:)` chose, over the preferred one.
    var requestedDisplayMode: DisplayMode?
    var collapsed = false
    /// The column shown alone while collapsed.
    var topColumn: Column = .secondary
    /// While collapsed with merged stacks: the first controller that came from the
    /// secondary stack and how many the primary stack held before.
    var mergedSecondary: (first: UIViewController?, primaryDepth: Int)?
    /// The columns whose views are in the view, and the dimming over the secondary one.
    private var shownColumns: [Column] = []
    let dimmingView = UIView()
    /// The dimming's alpha under columns shown over the secondary one (Vitrine's choice).
    static let dimmingAlpha: CGFloat = 0.1

    /// Creates a split view controller of `style`.
    public init(style: Style) {
        splitStyle = style
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    /// Creates a classic split view controller (`.unspecified`), filled through `viewControllers`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        splitStyle = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// Unsupported, as for every view controller: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        managesChildAppearance = true
        dimmingView.backgroundColor = .black
        let tap = UITapGestureRecognizer()
        tap.addHandler { [weak self] _ in self?.dimmingTapped() }
        dimmingView.addGestureRecognizer(tap)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        updateColumns()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateColumns()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateColumns()
    }

    // MARK: - Columns

    /// The controllers of the columns as shown (the navigation controllers): primary and
    /// secondary, with the supplementary between them for `.tripleColumn`; while
    /// collapsed, only the `.compact` column's, else the primary one's, as in UIKit.
    /// Setting it fills a classic controller's primary and secondary columns.
    open var viewControllers: [UIViewController] {
        get {
            let order: [Column] = collapsed ? [slots[.compact] != nil ? .compact : .primary] : [.primary, .supplementary, .secondary]
            return order.compactMap { slots[$0]?.shown }
        }
        set {
            guard splitStyle == .unspecified else {
                viewControllerLogger.warning("UISplitViewController.viewControllers set on a column-style controller; use setViewController(_:for:)")
                return
            }
            install(newValue.first, for: .primary, wrapping: false)
            install(newValue.count > 1 ? newValue[1] : nil, for: .secondary, wrapping: false)
        }
    }

    /// Puts `vc` in `column`, wrapped in a navigation controller unless it is one; nil
    /// empties the column. The supplementary column exists only for `.tripleColumn`.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard splitStyle != .unspecified else {
            viewControllerLogger.warning("UISplitViewController.setViewController(_:for:) on a classic controller; use viewControllers")
            return
        }
        guard column != .supplementary || splitStyle == .tripleColumn else {
            viewControllerLogger.warning("UISplitViewController: a .doubleColumn controller has no supplementary column; ignored")
            return
        }
        install(vc, for: column, wrapping: true)
    }

    /// The controller set for `column`, nil when none was.
    open func viewController(for column: Column) -> UIViewController? {
        slots[column]?.set
    }

    private func install(_ vc: UIViewController?, for column: Column, wrapping: Bool) {
        if let old = slots[column] {
            guard old.set !== vc else { return }
            slots[column] = nil
            removeColumnView(old.shown)
            old.shown.willMove(toParent: nil)
            old.shown.removeFromParent()
        }
        guard let vc else { return updateColumns() }
        let shown = wrapping && !(vc is UINavigationController) ? UINavigationController(rootViewController: vc) : vc
        slots[column] = (vc, shown)
        addChild(shown)
        updateColumns()
        shown.didMove(toParent: self)
    }

    // MARK: - Showing and hiding

    /// Shows `column`: the display mode changes so that it shows (at the top of the
    /// collapsed interface when collapsed).
    open func show(_ column: Column) {
        if collapsed {
            guard column != .compact || slots[.compact] != nil else { return }
            topColumn = column
            return updateColumns()
        }
        let visible = columns(in: currentDisplayMode)
        guard column != .secondary, column != .compact, !visible.contains(column) else { return }
        let behavior = splitBehavior
        let mode: DisplayMode
        switch (splitStyle, column) {
        case (.tripleColumn, .primary):
            mode = behavior == .tile ? .twoBesideSecondary : behavior == .displace ? .twoDisplaceSecondary : .twoOverSecondary
        default:
            mode = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        }
        requestedDisplayMode = mode
        updateColumns()
    }

    /// Hides `column`: the display mode changes so that it no longer shows.
    open func hide(_ column: Column) {
        guard !collapsed, column == .primary || column == .supplementary,
              columns(in: currentDisplayMode).contains(column) else { return }
        let mode: DisplayMode
        if splitStyle == .tripleColumn, column == .primary {
            mode = currentDisplayMode == .twoOverSecondary ? .secondaryOnly : .oneBesideSecondary
        } else {
            mode = .secondaryOnly
        }
        requestedDisplayMode = mode
        updateColumns()
    }

    private func togglePrimaryColumn() {
        if columns(in: currentDisplayMode).contains(.primary) { hide(.primary) } else { show(.primary) }
    }

    private func dimmingTapped() {
        requestedDisplayMode = .secondaryOnly
        updateColumns()
    }

    // MARK: - Layout

    private var totalWidth: CGFloat { isViewLoaded ? view.bounds.width : UIScreen.main.bounds.width }

    private var isLandscape: Bool {
        let size = isViewLoaded ? view.bounds.size : UIScreen.main.bounds.size
        return size.width > size.height
    }

    static func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, of total: CGFloat) -> CGFloat {
        let automatic = automaticDimension
        var width: CGFloat
        if preferred != automatic, preferred.isFinite {
            width = preferred
        } else if fraction != automatic, fraction.isFinite {
            width = min(max(fraction, 0), 1) * total
        } else {
            width = defaultColumnWidth
        }
        let least = minimum != automatic && minimum.isFinite ? max(minimum, 0) : 0
        let most = maximum != automatic && maximum.isFinite ? max(maximum, least) : max(defaultColumnWidth, least)
        width = min(max(width, least), most)
        return min(max(width, 0), max(total, 0))
    }

    /// The display mode the preferences and requests resolve to, valid for the style.
    var resolvedDisplayMode: DisplayMode {
        var mode = requestedDisplayMode ?? preferredDisplayMode
        if mode == .automatic {
            let behavior = splitBehavior
            switch (splitStyle, isLandscape) {
            case (.tripleColumn, true):
                mode = behavior == .displace ? .twoDisplaceSecondary : behavior == .overlay ? .oneBesideSecondary : .twoBesideSecondary
            case (.tripleColumn, false):
                mode = .oneBesideSecondary
            case (_, true):
                mode = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
            case (_, false):
                mode = .secondaryOnly
            }
        }
        if splitStyle != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        return mode
    }

    /// The columns that show in `mode` (expanded).
    private func columns(in mode: DisplayMode) -> [Column] {
        let side: [Column]
        switch mode {
        case .automatic, .secondaryOnly: side = []
        case .oneBesideSecondary, .oneOverSecondary: side = splitStyle == .tripleColumn ? [.supplementary] : [.primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: side = [.primary, .supplementary]
        }
        return (side + [.secondary]).filter { slots[$0] != nil }
    }

    /// Whether `mode` shows columns over the secondary one.
    private static func overlays(_ mode: DisplayMode) -> Bool {
        mode == .oneOverSecondary || mode == .twoOverSecondary
    }

    /// Works out collapse, display mode and frames, and moves the columns' views.
    func updateColumns() {
        guard isViewLoaded else { return }
        updateCollapse()
        let mode = collapsed ? currentDisplayMode : resolvedDisplayMode
        if !collapsed, mode != currentDisplayMode {
            // Only changes on screen are told: the first layout, outside a window, is none.
            if view.window != nil, let delegate {
                let before = columns(in: currentDisplayMode), after = columns(in: mode)
                delegate.splitViewController(self, willChangeTo: mode)
                for column in before where !after.contains(column) { delegate.splitViewController(self, willHide: column) }
                for column in after where !before.contains(column) { delegate.splitViewController(self, willShow: column) }
            }
            currentDisplayMode = mode
        }
        let frames = collapsed ? collapsedFrames() : expandedFrames(mode)
        placeColumns(frames, dimming: !collapsed && Self.overlays(mode))
    }

    private func collapsedFrames() -> [(Column, CGRect)] {
        let column = slots[topColumn] != nil ? topColumn : [.compact, .secondary, .supplementary, .primary].first { slots[$0] != nil }
        guard let column else { return [] }
        return [(column, view.bounds)]
    }

    private func expandedFrames(_ mode: DisplayMode) -> [(Column, CGRect)] {
        let bounds = view.bounds
        let visible = columns(in: mode)
        var x: CGFloat = 0
        var frames: [(Column, CGRect)] = []
        for column in visible where column != .secondary {
            let width = column == .primary ? primaryColumnWidth : supplementaryColumnWidth
            frames.append((column, CGRect(x: x, y: 0, width: width, height: bounds.height)))
            x += width
        }
        if visible.contains(.secondary) {
            let secondary: CGRect
            switch mode {
            case .oneOverSecondary, .twoOverSecondary, .secondaryOnly, .automatic:
                secondary = bounds
            case .twoDisplaceSecondary:
                // Pushed aside at the width it has beside the supplementary column alone.
                secondary = CGRect(x: x, y: 0, width: max(bounds.width - supplementaryColumnWidth, 0), height: bounds.height)
            case .oneBesideSecondary, .twoBesideSecondary:
                secondary = CGRect(x: x, y: 0, width: max(bounds.width - x, 0), height: bounds.height)
            }
            frames.insert((.secondary, secondary), at: 0)
        }
        guard primaryEdge == .trailing else { return frames }
        return frames.map { column, frame in
            (column, CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height))
        }
    }

    /// Puts the columns' views at `frames` (the secondary first, underneath), takes the
    /// others out, and calls the appearance methods of those that come and go.
    private func placeColumns(_ frames: [(Column, CGRect)], dimming: Bool) {
        let shownNow = frames.map(\.0)
        let leaving = shownColumns.filter { !shownNow.contains($0) }.compactMap { slots[$0]?.shown }
        let arriving = shownNow.filter { column in
            guard let shown = slots[column]?.shown else { return false }
            return shown.viewIfLoaded?.superview !== view
        }.compactMap { slots[$0]?.shown }
        let appeared = appearanceState == .appeared || appearanceState == .appearing
        if appeared {
            for controller in leaving { controller.beginAppearanceTransition(false, animated: false) }
            for controller in arriving { controller.beginAppearanceTransition(true, animated: false) }
        }
        for controller in leaving { controller.viewIfLoaded?.removeFromSuperview() }
        var secondaryView: UIView?
        for (column, frame) in frames {
            guard let shown = slots[column]?.shown else { continue }
            let columnView: UIView = shown.view
            if columnView.frame != frame { columnView.frame = frame }
            columnView.autoresizingMask = []
            if columnView.superview !== view {
                if column == .secondary { view.insertSubview(columnView, at: 0) } else { view.addSubview(columnView) }
            }
            if column == .secondary { secondaryView = columnView }
            if column == .primary, primaryBackgroundStyle == .sidebar { columnView.backgroundColor = .systemGroupedBackground }
        }
        if dimming, let secondaryView {
            dimmingView.frame = view.bounds
            dimmingView.alpha = Self.dimmingAlpha
            if dimmingView.superview !== view { view.insertSubview(dimmingView, aboveSubview: secondaryView) }
        } else if dimmingView.superview != nil {
            dimmingView.removeFromSuperview()
        }
        shownColumns = shownNow
        if appeared {
            for controller in leaving { controller.endAppearanceTransition() }
            for controller in arriving { controller.endAppearanceTransition() }
        }
    }

    /// Removes a column's view that is leaving the controller.
    private func removeColumnView(_ controller: UIViewController) {
        guard let columnView = controller.viewIfLoaded, columnView.superview === view else { return }
        let appeared = appearanceState == .appeared || appearanceState == .appearing
        if appeared { controller.beginAppearanceTransition(false, animated: false) }
        columnView.removeFromSuperview()
        if appeared { controller.endAppearanceTransition() }
        shownColumns.removeAll { slots[$0] == nil }
    }

    // MARK: - Showing controllers

    /// Shows `vc` as the secondary column's content, as `showDetailViewController(_:sender:)`
    /// does in UIKit: the secondary column's controller is replaced (pushed onto the
    /// primary column's stack while collapsed without a compact column).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showDetail(vc)
    }

    /// Puts `vc` in the secondary column, or on the shown column's stack while collapsed.
    func showDetail(_ vc: UIViewController) {
        if collapsed, topColumn != .secondary, let stack = slots[topColumn]?.shown as? UINavigationController {
            stack.pushViewController(vc, animated: true)
            return
        }
        setViewController(vc, for: .secondary)
    }
}

extension UIViewController {
    /// The nearest split view controller among this controller's containers, if any.
    public var splitViewController: UISplitViewController? {
        var controller = parentController
        while let current = controller {
            if let split = current as? UISplitViewController { return split }
            controller = current.parentController
        }
        return nil
    }
}
