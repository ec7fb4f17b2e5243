// Vitrine — Apache License 2.0

/// The base of the items bars show: a bar button item in a navigation bar or toolbar, a
/// tab bar item. The bar that shows an item redraws it when one of these changes.
@preconcurrency @MainActor
open class UIBarItem {
    /// The item's title.
    open var title: String? { didSet { itemDidChange() } }
    /// The item's image; a template image is drawn in the bar's tint.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image in a compact (landscape phone) bar; Vitrine draws `image` there too.
    open var landscapeImagePhone: UIImage?
    /// Insets applied to the image where it is drawn.
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// Whether the item responds to taps; a disabled item is drawn dimmed. Default true.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// A number the app uses to identify the item; default 0.
    open var tag = 0

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item with no title or image.
    public init() {}

    /// Sets the attributes of the title for `state` (font, foreground colour).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The attributes set for `state`, if any.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// What the bar that shows this item does when it changes: lays it out again.
    final var changeHandlers: [ObjectIdentifier: @MainActor () -> Void] = [:]

    final func itemDidChange() {
        for handler in changeHandlers.values { handler() }
    }
}
