// Vitrine — Apache License 2.0
// A bar of buttons, 44 points tall, usually at the bottom of a navigation controller.
// The items sit inside 16-point margins, 8 points apart, as in a navigation bar; flexible
// spaces share what is left equally, so `[flexibleSpace, item, flexibleSpace]` centres
// the item.

/// A bar of bar button items.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    static let height: CGFloat = 44

    /// The items, left to right.
    open var items: [UIBarButtonItem]? {
        didSet { reloadItems() }
    }

    /// Sets the items (Vitrine: without animation).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The bar's background colour (legacy; an appearance object set on the bar wins).
    open var barTintColor: UIColor? {
        didSet { applyAppearance() }
    }
    /// The bar's look.
    open var standardAppearance = UIToolbarAppearance() {
        didSet {
            standardAppearanceWasSet = true
            applyAppearance()
        }
    }
    /// The bar's look when the content under it is scrolled to its edge; nil for the
    /// standard one. Vitrine's bars show the standard look.
    open var scrollEdgeAppearance: UIToolbarAppearance?
    private var standardAppearanceWasSet = false

    private func applyAppearance() {
        backdrop.apply(standardAppearance, barTintColor: barTintColor, appearanceWasSet: standardAppearanceWasSet,
                       translucent: isTranslucent)
    }
    /// Whether the bar blurs what lies behind it (with a default or blurred appearance);
    /// false draws it opaque.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { applyAppearance() } }
    }

    private lazy var backdrop = BarBackdrop(in: self)
    private(set) var itemViews: [(item: UIBarButtonItem, view: UIView)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyAppearance()
    }

    /// Unsupported, as for every view: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    private func reloadItems() {
        for (_, view) in itemViews { view.removeFromSuperview() }
        itemViews = []
        for item in items ?? [] where !item.isHidden {
            let view: UIView
            if let custom = item.customView {
                view = custom
            } else if item.isSpace {
                view = BarSpaceView(item: item)
            } else {
                let button = BarButtonView(item: item)
                button.onTap = { [weak item] in item?.performAction() }
                view = button
            }
            item.changeHandlers[ObjectIdentifier(self)] = { [weak self] in self?.reloadItems() }
            item.shownView = view
            addSubview(view)
            itemViews.append((item, view))
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        backdrop.layout(in: bounds, hairline: hairlineWidth)
        let strip = CGRect(x: 0, y: 0, width: width, height: Self.height)
        func fixedWidth(_ entry: (item: UIBarButtonItem, view: UIView)) -> CGFloat {
            if let button = entry.view as? BarButtonView { return button.contentWidth }
            if entry.view is BarSpaceView { return entry.item.systemItem == .fixedSpace ? entry.item.width : 0 }
            return entry.view.frame.width
        }
        let flexibleCount = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let fixed = itemViews.map(fixedWidth).reduce(0, +)
        let gaps = Self.spacing * CGFloat(max(itemViews.count - 1, 0))
        let leftover = max(width - 2 * Self.margin - fixed - gaps, 0)
        let flexible = flexibleCount > 0 ? leftover / CGFloat(flexibleCount) : 0
        var x = Self.margin
        for entry in itemViews {
            let w = entry.item.systemItem == .flexibleSpace ? flexible : fixedWidth(entry)
            let h = entry.view is BarButtonView || entry.view is BarSpaceView ? strip.height : entry.view.frame.height
            entry.view.frame = CGRect(x: x, y: strip.midY - h / 2, width: w, height: h)
            x += w + Self.spacing
        }
    }

    static let margin: CGFloat = 16
    static let spacing: CGFloat = 8
}
