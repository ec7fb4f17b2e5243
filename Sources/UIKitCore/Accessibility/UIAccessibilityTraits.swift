// Vitrine — Apache License 2.0
// The traits an element reports to assistive technology. The raw values are the bits iOS
// uses (button 1, link 2, image 4 … header 1 << 16), so traits logged or stored as numbers
// on iOS mean the same here.

/// Constants that describe how an accessibility element behaves.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public var rawValue: UInt64

    /// Creates traits from their bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected tab or segment, for instance).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element gives summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often, so assistive technology polls it.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session; assistive technology keeps quiet.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be stepped with `accessibilityIncrement()` and
    /// `accessibilityDecrement()`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Touches on the element go straight to it (a drawing surface, a keyboard).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Reading past the element turns the page (`UIAccessibility.Notification.pageScrolled`).
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is the header of a section of content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
