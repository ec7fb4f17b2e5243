// Vitrine — Apache License 2.0
// The control a bar draws for a bar button item (or for its back button): the item's
// image and title side by side in the tint colour, dimmed while pressed as UIKit's system
// buttons are. It spans the bar's height, so the whole strip above and below the text
// takes the tap. The back button puts the chevron before the title, 6 points apart
// (Vitrine's value: UIKit does not document it).
//
// An item's menu (iOS 14) shows where a tap would otherwise do nothing, as UIKit
// documents: an item with no action shows it on touch down (a button's menu as primary
// action); an item with an action runs the action on a tap and shows the menu after a
// long press (0.5 s, the context menu's press).

/// A tappable bar button in a navigation bar, toolbar or tab bar.
final class BarButtonView: UIControl {
    /// The item drawn; nil for a back button made by the bar.
    let item: UIBarButtonItem?
    let titleLabel = UILabel()
    let imageView = UIImageView()
    /// The chevron of a back button.
    private(set) var chevron: BackIndicatorView?
    /// What a tap does.
    var onTap: (() -> Void)?

    /// The press that shows the menu of an item that also has an action.
    private let menuPress = UILongPressGestureRecognizer()

    static let chevronGap: CGFloat = 6
    /// The title's point size, as UIKit's bar buttons (17 points, semibold for `.done`).
    static let fontSize: CGFloat = 17

    init(item: UIBarButtonItem?, isBackButton: Bool = false) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = .clear
        titleLabel.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(titleLabel)
        if isBackButton {
            let chevron = BackIndicatorView(frame: CGRect(origin: .zero, size: BackIndicatorView.size))
            addSubview(chevron)
            self.chevron = chevron
        }
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
        menuPress.minimumPressDuration = 0.5
        menuPress.delegate = self
        menuPress.addHandler { [weak self] press in
            guard press.state == .began, let self, let menu = self.item?.menu else { return }
            self.showPrimaryMenu(menu)
        }
        addGestureRecognizer(menuPress)
        update()
    }

    /// A touch down shows the menu of an item with no action.
    override var showsMenuAsPrimaryAction: Bool {
        get { item?.menu != nil && item?.hasAction == false }
        set {}
    }

    override var primaryMenu: UIMenu? { item?.menu }

    /// The long press begins only on an item with both an action and a menu.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === menuPress else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return item?.menu != nil && item?.hasAction == true && isEnabled
    }


    required init?(coder: NSCoder) {
        return nil
    }

    /// Reads the item again.
    func update(title: String? = nil) {
        let text = item?.title ?? title
        titleLabel.text = text
        applyTextAttributes()
        titleLabel.isHidden = text?.isEmpty ?? true
        imageView.image = item?.image
        imageView.isHidden = item?.image == nil
        if let item { isEnabled = item.isEnabled }
        tintColor = item?.tintColor
        applyColors()
        setNeedsLayout()
    }

    private var titleColor: UIColor?

    /// The title attributes of the bar's appearance for this button's style (the normal
    /// state's); the item's own attributes win over them.
    var appearanceAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet {
            applyTextAttributes()
            applyColors()
            setNeedsLayout()
        }
    }

    private func applyTextAttributes() {
        var attributes = appearanceAttributes
        if let own = item?.titleTextAttributes(for: .normal) { attributes.merge(own) { $1 } }
        titleLabel.font = attributes[.font] as? UIFont
            ?? UIFont.systemFont(ofSize: Self.fontSize, weight: item?.style == .done ? .semibold : .regular)
        titleColor = attributes[.foregroundColor] as? UIColor
    }

    private func applyColors() {
        let color: UIColor = isEnabled ? (titleColor ?? tintColor) : .tertiaryLabel
        titleLabel.textColor = color
        let alpha: CGFloat = isHighlighted ? 0.2 : 1
        titleLabel.alpha = alpha
        imageView.alpha = alpha
        chevron?.alpha = alpha
    }

    override func stateDidChange(from previous: State) {
        super.stateDidChange(from: previous)
        applyColors()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    /// The image's size: its own, less its insets.
    private var imageSize: CGSize {
        guard let image = imageView.image, !imageView.isHidden else { return .zero }
        return image.size
    }

    private var titleSize: CGSize {
        guard !titleLabel.isHidden else { return .zero }
        let size = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        return CGSize(width: ceil(size.width), height: ceil(size.height))
    }

    /// The width of the content: chevron, image and title, with the gaps between them.
    var contentWidth: CGFloat {
        if let width = item?.width, width > 0 { return width }
        var parts: [CGFloat] = []
        if chevron != nil { parts.append(BackIndicatorView.size.width) }
        let image = imageSize.width, title = titleSize.width
        if image > 0 { parts.append(image) }
        if title > 0 { parts.append(title) }
        let gap = chevron != nil ? Self.chevronGap : 4
        return parts.reduce(0, +) + gap * CGFloat(max(parts.count - 1, 0))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        let midY = bounds.midY
        let gap = chevron != nil ? Self.chevronGap : 4
        if let chevron {
            chevron.frame = CGRect(x: 0, y: midY - BackIndicatorView.size.height / 2,
                                   width: BackIndicatorView.size.width, height: BackIndicatorView.size.height)
            x = chevron.frame.maxX + gap
        }
        let image = imageSize
        if image.width > 0 {
            let insets = item?.imageInsets ?? .zero
            imageView.frame = CGRect(x: x + insets.left, y: midY - image.height / 2 + insets.top,
                                     width: image.width - insets.left - insets.right, height: image.height - insets.top - insets.bottom)
            x += image.width + gap
        }
        let title = titleSize
        titleLabel.frame = CGRect(x: x, y: midY - title.height / 2, width: max(min(title.width, bounds.width - x), 0), height: title.height)
    }
}

/// The view is its menu press's delegate: UIView's `gestureRecognizerShouldBegin(_:)`,
/// overridden above, answers for it.
extension BarButtonView: UIGestureRecognizerDelegate {}
