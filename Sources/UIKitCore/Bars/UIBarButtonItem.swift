// Vitrine — Apache License 2.0
// A button in a navigation bar or toolbar: a title, an image, a system item, a custom
// view, or a space between items.
//
// Target-action without selectors, as for UIControl (UIControl+Actions.swift): the
// action is an unapplied method reference, `UIBarButtonItem(title: "Done", style: .done,
// target: self, action: ViewController.done)`, taking the item or nothing; the target is
// held weakly. `target: nil, action: nil` makes an item with no action, as on iOS. A
// `primaryAction` runs instead of the target-action pair when both are set, as UIKit
// documents. A `menu` shows on a tap when the item has no action, else after a long
// press (BarButtonView.swift).

/// A button specialized for placement in a navigation bar or toolbar.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the title is drawn; default `.plain`.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The item's width in points; 0 (the default) sizes it to its content. The width of
    /// a fixed space.
    open var width: CGFloat = 0 {
        didSet {
            if !width.isFinite || width < 0 { width = 0 }
            itemDidChange()
        }
    }
    /// A view shown instead of the title or image; its frame's size is kept.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The colour of the title and template image; nil inherits the bar's tint.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// The action run when the item is tapped, before any target-action pair (which it
    /// replaces: UIKit ignores `target`/`action` while a primary action is set).
    open var primaryAction: UIAction? {
        didSet {
            adoptPrimaryActionContent()
            itemDidChange()
        }
    }
    /// The menu of the item: a tap shows it when the item has no action (no primary
    /// action, no target-action pair), else a long press does.
    open var menu: UIMenu?
    /// Whether the item is hidden; a hidden item takes no space in its bar.
    open var isHidden = false { didSet { itemDidChange() } }
    /// The object the action is sent to; held weakly.
    open weak var target: AnyObject?

    /// The system item the item was made from, if any.
    let systemItem: SystemItem?
    /// The view a bar shows for the item (its button or custom view), what a popover's
    /// `barButtonItem` points at; nil while no bar shows it.
    weak var shownView: UIView?
    /// The target-action pair, called with the target and the item.
    private var targetAction: (@MainActor (AnyObject, UIBarButtonItem) -> Void)?

    /// Creates an empty item.
    public override init() {
        systemItem = nil
        super.init()
    }

    private init(madeFrom systemItem: SystemItem?) {
        self.systemItem = systemItem
        super.init()
    }

    /// Unsupported, as for views: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Title and image

    /// Creates an item showing `title` that calls `action` on `target` with the item.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(madeFrom: nil)
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item showing `title` that calls a method taking no argument on `target`.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(madeFrom: nil)
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item showing `title` with no action (`target: nil, action: nil`).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init(madeFrom: nil)
        self.title = title
        self.style = style
    }

    /// Creates an item showing `image` that calls `action` on `target` with the item.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(madeFrom: nil)
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item showing `image` that calls a method taking no argument on `target`.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(madeFrom: nil)
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item showing `image` with no action.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Never?) {
        self.init(madeFrom: nil)
        self.image = image
        self.style = style
    }

    /// Creates an item with a title, an image, a primary action and a menu, each optional.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(madeFrom: nil)
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryActionContent()
    }

    /// Creates an item that runs `primaryAction`, showing its title or image.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    // MARK: - System items

    /// Creates a system item that calls `action` on `target` with the item.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(madeFrom: systemItem)
        applySystemStyle()
        setTarget(target, action: action)
    }

    /// Creates a system item that calls a method taking no argument on `target`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(madeFrom: systemItem)
        applySystemStyle()
        setTarget(target, action: action)
    }

    /// Creates a system item with no action (spaces, mostly).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init(madeFrom: systemItem)
        applySystemStyle()
    }

    /// Creates a system item that runs `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(madeFrom: systemItem)
        applySystemStyle()
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryActionContent()
    }

    /// Creates an item showing `customView`.
    public convenience init(customView: UIView) {
        self.init(madeFrom: nil)
        self.customView = customView
    }

    /// A space that takes what is left between a toolbar's items.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space of `width` points between items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The word or glyph the system item shows; Done is semibold, as in UIKit.
    private func applySystemStyle() {
        guard let systemItem else { return }
        if systemItem == .done { style = .done }
        let content = systemItem.content
        if let symbol = content.symbol, let glyph = UIImage(systemName: symbol) {
            image = glyph
        } else if !content.title.isEmpty {
            title = content.title
        }
    }

    // MARK: - Actions

    /// The item shows the primary action's title and image where it has none of its own.
    private func adoptPrimaryActionContent() {
        guard let primaryAction else { return }
        if title == nil, !primaryAction.title.isEmpty { title = primaryAction.title }
        if image == nil { image = primaryAction.image }
    }

    private func setTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.target = target
        targetAction = { object, item in
            guard let target = object as? Target else { return }
            action(target)(item)
        }
    }

    private func setTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        self.target = target
        targetAction = { object, _ in
            guard let target = object as? Target else { return }
            action(target)()
        }
    }

    /// Whether a tap on the item runs an action (so its menu waits for a long press).
    var hasAction: Bool { primaryAction != nil || (targetAction != nil && target != nil) }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What a tap on the item does: the primary action, else the target-action pair.
    func performAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let targetAction, let target {
            targetAction(target, self)
        }
    }
}
