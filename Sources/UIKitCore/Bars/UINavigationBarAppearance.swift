// Vitrine — Apache License 2.0

/// The look of a navigation bar: the bar's background and shadow, its titles' text
/// attributes, and its buttons' (UIBarButtonItemAppearance.swift).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the title (font, foreground colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from its place in the middle.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain bar buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` bar buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's chevron image; nil for the system's. Vitrine keeps it and draws
    /// its own chevron.
    public private(set) var backIndicatorImage: UIImage?
    /// The mask of the chevron as the titles cross; kept with `backIndicatorImage`.
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back button's chevron image and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    public required init() {
        super.init()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
            buttonAppearance = navigation.buttonAppearance.copy()
            doneButtonAppearance = navigation.doneButtonAppearance.copy()
            backButtonAppearance = navigation.backButtonAppearance.copy()
            backIndicatorImage = navigation.backIndicatorImage
            backIndicatorTransitionMaskImage = navigation.backIndicatorTransitionMaskImage
        }
    }
}
