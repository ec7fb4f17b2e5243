// Vitrine — Apache License 2.0
// A row of tabs, 49 points tall (iPhone's tab bar height, plus the panel's unsafe bottom
// below it), each tab an equal share of the width: the image centred 18 points from the
// top, the title (10-point medium) under it, the selected tab in the tint colour and the
// others in gray. A badge is a red capsule, at least 18 points across, centred 14 points
// right of the image's centre and 11 points from the top. The positions inside a tab are
// Vitrine's readings of iOS, not documented values.

/// A bar of tab bar items, one of them selected.
@preconcurrency @MainActor
open class UITabBar: UIView {
    static let height: CGFloat = 49

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        didSet { reloadItems() }
    }
    /// Sets the items (Vitrine: without animation).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }
    /// The selected item; nil for none.
    open weak var selectedItem: UITabBarItem? {
        didSet { updateSelection() }
    }
    /// Told when the user selects an item.
    open weak var delegate: (any UITabBarDelegate)?
    /// The colour of unselected items; nil for the system gray.
    open var unselectedItemTintColor: UIColor? { didSet { updateSelection() } }
    /// The bar's background colour (legacy; an appearance object set on the bar wins).
    open var barTintColor: UIColor? {
        didSet { applyAppearance() }
    }
    /// The bar's look.
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            standardAppearanceWasSet = true
            applyAppearance()
        }
    }
    /// The bar's look when the content under it is scrolled to its edge; nil for the
    /// standard one. Vitrine's bars show the standard look.
    open var scrollEdgeAppearance: UITabBarAppearance?
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
    private(set) var buttons: [TabBarButton] = []
    /// What a tap on an item does (the tab bar controller decides); else the bar selects it.
    var selectionHandler: ((UITabBarItem) -> Void)?

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

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSelection()
    }

    private func reloadItems() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.onTap = { [weak self, weak item] in
                guard let self, let item else { return }
                if let selectionHandler { selectionHandler(item) } else { self.userSelected(item) }
            }
            item.changeHandlers[ObjectIdentifier(self)] = { [weak button] in button?.update() }
            addSubview(button)
            return button
        }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        updateSelection()
        setNeedsLayout()
    }

    /// Selects `item` as a tap does, and tells the delegate.
    func userSelected(_ item: UITabBarItem) {
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    private func updateSelection() {
        for button in buttons {
            button.isSelected = button.item === selectedItem
            button.selectedColor = tintColor
            button.unselectedColor = unselectedItemTintColor ?? .systemGray
            button.update()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        backdrop.layout(in: bounds, hairline: hairlineWidth)
        guard !buttons.isEmpty else { return }
        let share = width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: share * CGFloat(index), y: 0, width: share, height: Self.height)
        }
    }
}

/// One tab of a tab bar: the item's image over its title, and the badge.
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    var onTap: (() -> Void)?
    var selectedColor: UIColor = .systemBlue
    var unselectedColor: UIColor = .systemGray

    static let imageCenterY: CGFloat = 18
    static let titleTop: CGFloat = 33
    static let badgeDiameter: CGFloat = 18

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        for view in [imageView, titleLabel, badgeLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        badgeLabel.layer.cornerRadius = Self.badgeDiameter / 2
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
        update()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func update() {
        let color = isSelected ? selectedColor : unselectedColor
        titleLabel.text = item.title
        titleLabel.textColor = color
        imageView.image = isSelected ? (item.selectedImage ?? item.image) : item.image
        imageView.tintColor = color
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = item.badgeValue == nil
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        isEnabled = item.isEnabled
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = imageView.image?.size ?? .zero
        imageView.frame = CGRect(x: bounds.midX - size.width / 2, y: Self.imageCenterY - size.height / 2, width: size.width, height: size.height)
        titleLabel.frame = CGRect(x: 0, y: Self.titleTop, width: bounds.width, height: 12)
        let text = badgeLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.badgeDiameter))
        let badgeWidth = max(Self.badgeDiameter, ceil(text.width) + 10)
        badgeLabel.frame = CGRect(x: bounds.midX + 14 - badgeWidth / 2, y: 11 - Self.badgeDiameter / 2,
                                  width: badgeWidth, height: Self.badgeDiameter)
    }
}
