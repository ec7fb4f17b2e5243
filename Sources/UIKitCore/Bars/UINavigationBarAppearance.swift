// Vitrine — Apache License 2.0

/// The look of a navigation bar: the bar's background and shadow, and its titles' and
/// buttons' text attributes.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the title (font, foreground colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from its place in the middle.
    open var titlePositionAdjustment: UIOffset = .zero

    public required init() {
        super.init()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
        }
    }
}
