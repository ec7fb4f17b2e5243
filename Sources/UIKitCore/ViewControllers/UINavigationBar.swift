// Vitrine — Apache License 2.0
// The bar at the top of a navigation controller: a stack of navigation items, the top
// one's title (or title view) in the middle, its buttons at the sides and the back
// button made from the item below it.
//
// Metrics. The bar is 44 points tall (UIBarMetrics.default); a prompt adds a 30-point
// strip above it and a large title a 52-point area below it (34-point bold text), so a
// bar with a large title is 96 points tall, as on iPhone. The buttons sit inside
// 16-point margins (UIKit's compact-width layout margins), 8 points apart; the back
// button's chevron starts 8 points from the left edge. The title is centred in the bar
// and moved aside when the buttons would cover it. The 30-point prompt strip, the
// 13-point prompt text and the back button's 8-point inset are Vitrine's readings of
// iOS, not documented values.
//
// A search controller's bar sits under the title: UINavigationBar+Search.swift.
//
// Appearance. The top item's appearance objects win over the bar's. While the content is
// at its top edge (`isAtScrollEdge`; always, for a controller with no scroll view), the
// scroll-edge appearance applies, and when none is set the standard one with a
// transparent background, as iOS 15 and later do. The legacy properties (`barTintColor`,
// `titleTextAttributes`, `largeTitleTextAttributes`) apply under the appearance
// objects: an appearance's own values win.

/// A bar of navigation items, usually at the top of a navigation controller's view.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points, without a prompt or large title.
    static let height: CGFloat = 44
    /// The height a prompt adds above the bar's buttons.
    static let promptHeight: CGFloat = 30
    /// The height of the large-title area under the bar's buttons.
    static let largeTitleHeight: CGFloat = 52
    /// The margins the buttons keep from the bar's edges, and the space between them.
    static let margin: CGFloat = 16
    static let itemSpacing: CGFloat = 8
    static let backButtonInset: CGFloat = 8

    // MARK: - Items

    /// The items on the bar, the top one last.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top, whose title and buttons show.
    open var topItem: UINavigationItem? { itemStack.last }
    /// The item below the top one, which makes the back button.
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    private var itemStack: [UINavigationItem] = []

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in itemStack where item.bar === self { item.bar = nil }
        itemStack = items ?? []
        for item in itemStack { item.bar = self }
        reloadItems()
    }

    /// Pushes `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems(itemStack + [item], animated: animated)
    }

    /// Pops the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = itemStack.last else { return nil }
        setItems(Array(itemStack.dropLast()), animated: animated)
        return top
    }

    // MARK: - Look

    /// Whether the root item (and the items that ask for it) show a large title.
    open var prefersLargeTitles = false { didSet { reloadItems() } }
    /// The bar's background colour (legacy; an appearance's `backgroundColor` wins).
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// Whether the bar blurs what lies behind it (with a default or blurred appearance);
    /// false draws it opaque.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { applyAppearance() } }
    }
    /// The title's attributes (legacy; an appearance's wins).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }
    /// The large title's attributes (legacy; an appearance's wins).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }
    /// The bar's look when its content is scrolled.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            standardAppearanceWasSet = true
            applyAppearance()
        }
    }
    private var standardAppearanceWasSet = false
    /// The bar's look when its content is at its top edge; nil for the standard one with a
    /// transparent background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// The bar's look at compact height; Vitrine's bars are never compact.
    open var compactAppearance: UINavigationBarAppearance?
    /// The compact bar's look at the scroll edge; kept.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// Whether the content under the bar is at its top edge: the scroll-edge look applies.
    var isAtScrollEdge = true { didSet { if oldValue != isAtScrollEdge { applyAppearance() } } }
    /// How much of the large-title area shows, 0...52 points, as the content scrolls.
    var largeTitleVisibleHeight: CGFloat = UINavigationBar.largeTitleHeight {
        didSet {
            let clean = largeTitleVisibleHeight.isFinite ? largeTitleVisibleHeight : Self.largeTitleHeight
            let clamped = min(max(clean, 0), Self.largeTitleHeight)
            if clamped != largeTitleVisibleHeight { largeTitleVisibleHeight = clamped }
            if oldValue != largeTitleVisibleHeight { heightDidChange() }
        }
    }

    // MARK: - Views

    let backgroundView = UIView()
    let shadowView = UIView()
    let titleLabel = UILabel()
    let promptLabel = UILabel()
    let largeTitleArea = UIView()
    let largeTitleLabel = UILabel()
    /// The area under the title (and large title) showing the top item's search bar
    /// (UINavigationBar+Search.swift).
    let searchArea = UIView()
    weak var shownSearchBar: UISearchBar?
    /// How much of the search bar has scrolled away under the title, in points.
    var searchBarScrolledAway: CGFloat = 0 {
        didSet {
            let clean = searchBarScrolledAway.isFinite ? max(searchBarScrolledAway, 0) : 0
            if clean != searchBarScrolledAway { searchBarScrolledAway = clean }
            if oldValue != searchBarScrolledAway { heightDidChange() }
        }
    }
    /// Whether the title row is hidden for an active search (its views' alpha is 0).
    var titleRowHiddenForSearch = false
    /// Told when the top item's search starts or ends (the navigation controller follows
    /// its content's scroll again).
    var searchStateDidChangeHandler: (() -> Void)?
    /// The back button: the chevron and the back title.
    private(set) var backButton = BarButtonView(item: nil, isBackButton: true)
    /// The views of the top item's left and right buttons, in the item order.
    private(set) var leftItemViews: [UIView] = []
    private(set) var rightItemViews: [UIView] = []
    private var shownTitleView: UIView?
    /// What the back button does: the navigation controller pops.
    var backAction: (() -> Void)?
    /// Told when the bar's height changes (the navigation controller moves its content).
    var heightDidChangeHandler: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textAlignment = .center
        addSubview(promptLabel)
        largeTitleArea.clipsToBounds = true
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        searchArea.clipsToBounds = true
        addSubview(searchArea)
        backButton.onTap = { [weak self] in self?.backAction?() }
        addSubview(backButton)
        reloadItems()
    }

    /// Unsupported, as for every view (see `UIView.init(coder:)`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - State

    /// Whether the top item shows a large title: the bar prefers them and the item's
    /// mode, or for `.automatic` the nearest item's below it that is not automatic, is
    /// not `.never` (the root's automatic counts as large).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, topItem != nil else { return false }
        for item in itemStack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height: 44 points, plus the prompt's strip and the visible large title.
    var barHeight: CGFloat {
        if hidesTitleForSearch { return searchBarHeight }
        var height = Self.height
        if topItem?.prompt != nil { height += Self.promptHeight }
        if showsLargeTitle { height += largeTitleVisibleHeight }
        return height + searchBarVisibleHeight
    }

    /// Whether the back button shows.
    var showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    /// An item of the bar changed: show it again.
    func itemDidChange(_ item: UINavigationItem) {
        reloadItems()
    }

    private var lastHeight: CGFloat = UINavigationBar.height

    func heightDidChange() {
        setNeedsLayout()
        guard barHeight != lastHeight else { return }
        lastHeight = barHeight
        heightDidChangeHandler?()
    }

    /// Rebuilds the views of the top item.
    func reloadItems() {
        for view in leftItemViews + rightItemViews { view.removeFromSuperview() }
        shownTitleView?.removeFromSuperview()
        shownTitleView = nil
        let top = topItem
        titleLabel.text = top?.title
        largeTitleLabel.text = top?.title
        promptLabel.text = top?.prompt
        promptLabel.isHidden = top?.prompt == nil
        if let titleView = top?.titleView {
            addSubview(titleView)
            shownTitleView = titleView
        }
        backButton.isHidden = !showsBackButton
        if let backItem {
            backButton.update(title: backItem.backTitle)
            if backItem.backTitle == nil { backButton.titleLabel.text = nil }
        }
        leftItemViews = (top?.leftBarButtonItems ?? []).compactMap(makeView)
        rightItemViews = (top?.rightBarButtonItems ?? []).compactMap(makeView)
        for view in leftItemViews + rightItemViews { addSubview(view) }
        updateSearchBar()
        applyAppearance()
        heightDidChange()
    }

    /// The view for `item`: its custom view or a button; nil for a hidden item.
    private func makeView(_ item: UIBarButtonItem) -> UIView? {
        guard !item.isHidden else { return nil }
        item.changeHandlers[ObjectIdentifier(self)] = { [weak self, weak item] in
            guard let self, let item, self.topItem?.leftBarButtonItems?.contains(where: { $0 === item }) == true
                || self.topItem?.rightBarButtonItems?.contains(where: { $0 === item }) == true else { return }
            self.reloadItems()
        }
        if let custom = item.customView {
            item.shownView = custom
            return custom
        }
        if item.isSpace { return BarSpaceView(item: item) }
        let button = BarButtonView(item: item)
        button.onTap = { [weak item] in item?.performAction() }
        item.shownView = button
        return button
    }

    // MARK: - Appearance

    /// The appearance that applies now.
    var effectiveAppearance: UINavigationBarAppearance {
        let standard = topItem?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    private func applyAppearance() {
        let appearance = effectiveAppearance
        var background = appearance.backgroundColor
        // The legacy colour applies while no appearance object was chosen for this look.
        if let barTintColor, !standardAppearanceWasSet, topItem?.standardAppearance == nil,
           topItem?.scrollEdgeAppearance == nil, scrollEdgeAppearance == nil {
            background = barTintColor
        }
        backgroundView.showBarBackground(color: background, effect: appearance.backgroundEffect, translucent: isTranslucent)
        shadowView.backgroundColor = appearance.shadowColor ?? .clear
        titleLabel.textColor = .label
        largeTitleLabel.textColor = .label
        promptLabel.textColor = .secondaryLabel
        apply(titleTextAttributes, to: titleLabel)
        apply(appearance.titleTextAttributes, to: titleLabel)
        apply(largeTitleTextAttributes, to: largeTitleLabel)
        apply(appearance.largeTitleTextAttributes, to: largeTitleLabel)
        for case let button as BarButtonView in leftItemViews + rightItemViews {
            let buttons = button.item?.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            button.appearanceAttributes = buttons.normal.titleTextAttributes
        }
        backButton.appearanceAttributes = appearance.backButtonAppearance.normal.titleTextAttributes
        setNeedsLayout()
    }

    private func apply(_ attributes: [NSAttributedString.Key: Any]?, to label: UILabel) {
        guard let attributes else { return }
        if let font = attributes[.font] as? UIFont { label.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { label.textColor = color }
    }

    /// The views that cross-fade when the top item changes: the title (or title view),
    /// the buttons, the prompt and the large title; not the background.
    var contentViews: [UIView] {
        var views: [UIView] = [backButton, promptLabel, largeTitleArea] + leftItemViews + rightItemViews
        if let titleView = shownTitleView { views.append(titleView) } else if !showsLargeTitle || largeTitleVisibleHeight <= 0 { views.append(titleLabel) }
        return views
    }

    /// What the bar shows now, to fade out while the next item's content fades in: copies
    /// of the title and back button (views the bar keeps) and the buttons' own views.
    func captureOutgoingContent() -> [UIView] {
        layoutIfNeeded()
        var views: [UIView] = []
        if shownTitleView == nil, !titleLabel.isHidden, let text = titleLabel.text {
            let label = UILabel(frame: titleLabel.frame)
            label.text = text
            label.font = titleLabel.font
            label.textColor = titleLabel.textColor
            label.textAlignment = .center
            views.append(label)
        }
        if !backButton.isHidden {
            let copy = BarButtonView(item: nil, isBackButton: true)
            copy.appearanceAttributes = backButton.appearanceAttributes
            copy.update(title: backButton.titleLabel.text)
            copy.frame = backButton.frame
            copy.layoutIfNeeded()
            views.append(copy)
        }
        return views + leftItemViews + rightItemViews
    }

    /// Shows `views` (from `captureOutgoingContent()`) where they were, untouchable, for
    /// the fade; a button view the new item shows too stays its own.
    func showOutgoingContent(_ views: [UIView]) -> [UIView] {
        let ghosts = views.filter { $0.superview == nil }
        for view in ghosts {
            ghostInteraction[ObjectIdentifier(view)] = view.isUserInteractionEnabled
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        return ghosts
    }

    /// Takes the faded `ghosts` away, as they were before (a custom view may come back).
    func removeOutgoingContent(_ ghosts: [UIView]) {
        for view in ghosts {
            view.removeFromSuperview()
            view.alpha = 1
            view.isUserInteractionEnabled = ghostInteraction.removeValue(forKey: ObjectIdentifier(view)) ?? true
        }
    }

    private var ghostInteraction: [ObjectIdentifier: Bool] = [:]

    // MARK: - Layout

    /// The width an item view takes: a button's content, a custom view's frame, a space's width.
    private func itemWidth(of view: UIView) -> CGFloat {
        if let button = view as? BarButtonView { return button.contentWidth }
        if let space = view as? BarSpaceView { return space.item.width }
        return view.frame.width
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let hairline = hairlineWidth
        // The background also covers what is above the bar (the panel's unsafe top).
        let above = max(frame.minY, 0)
        backgroundView.frame = CGRect(x: 0, y: -above, width: width, height: bounds.height + above)
        shadowView.frame = CGRect(x: 0, y: bounds.height, width: width, height: hairline)
        let promptHeight: CGFloat = topItem?.prompt != nil ? Self.promptHeight : 0
        promptLabel.frame = CGRect(x: Self.margin, y: 0, width: max(width - 2 * Self.margin, 0), height: promptHeight)
        let strip = CGRect(x: 0, y: promptHeight, width: width, height: Self.height)

        var left = Self.margin
        if !backButton.isHidden {
            let buttonWidth = backButton.contentWidth
            backButton.frame = CGRect(x: Self.backButtonInset, y: strip.minY, width: buttonWidth, height: strip.height)
            left = backButton.frame.maxX + Self.itemSpacing
        }
        for view in leftItemViews {
            let w = itemWidth(of: view)
            let h = view is BarButtonView || view is BarSpaceView ? strip.height : view.frame.height
            view.frame = CGRect(x: left, y: strip.midY - h / 2, width: w, height: h)
            left += w + Self.itemSpacing
        }
        var right = width - Self.margin
        for view in rightItemViews {
            let w = itemWidth(of: view)
            let h = view is BarButtonView || view is BarSpaceView ? strip.height : view.frame.height
            view.frame = CGRect(x: right - w, y: strip.midY - h / 2, width: w, height: h)
            right -= w + Self.itemSpacing
        }
        // The space the title may take, between the buttons.
        let minX = leftItemViews.isEmpty && backButton.isHidden ? Self.margin : left
        let maxX = rightItemViews.isEmpty ? width - Self.margin : right
        let showsSmallTitle = !showsLargeTitle || largeTitleVisibleHeight <= 0
        titleLabel.isHidden = !showsSmallTitle
        let titleContent: CGSize
        if let titleView = shownTitleView {
            titleContent = titleView.frame.size == .zero ? titleView.sizeThatFits(strip.size) : titleView.frame.size
        } else {
            let fitted = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: strip.height))
            titleContent = CGSize(width: ceil(fitted.width), height: strip.height)
        }
        let available = max(maxX - minX, 0)
        let titleWidth = min(titleContent.width, available)
        var titleX = (width - titleWidth) / 2
        titleX = min(max(titleX, minX), maxX - titleWidth)
        let adjust = effectiveAppearance.titlePositionAdjustment
        let titleFrame = CGRect(x: titleX + adjust.horizontal, y: strip.midY - titleContent.height / 2 + adjust.vertical,
                                width: titleWidth, height: min(titleContent.height, strip.height))
        if let titleView = shownTitleView { titleView.frame = titleFrame } else { titleLabel.frame = titleFrame }

        largeTitleArea.isHidden = !showsLargeTitle
        let visible = showsLargeTitle ? largeTitleVisibleHeight : 0
        largeTitleArea.frame = CGRect(x: 0, y: strip.maxY, width: width, height: visible)
        // The title stays put at the area's bottom while the area closes over it.
        largeTitleLabel.frame = CGRect(x: Self.margin, y: visible - Self.largeTitleHeight,
                                       width: max(width - 2 * Self.margin, 0), height: Self.largeTitleHeight)
        layOutSearchArea(below: largeTitleArea.frame.maxY)
    }
}

/// A fixed or flexible space among a bar's items: it takes room and draws nothing.
final class BarSpaceView: UIView {
    let item: UIBarButtonItem

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
