// Vitrine — Apache License 2.0

/// The look of a bar's buttons of one style (`UINavigationBarAppearance.buttonAppearance`,
/// `doneButtonAppearance`, `backButtonAppearance`), in each state. Vitrine draws the normal
/// state's title attributes (font, foreground colour); the other states and the background
/// images are kept for code that sets them. An item's own `setTitleTextAttributes(_:for:)`
/// wins over the appearance's.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    /// The look of a button in its usual state.
    public let normal = UIBarButtonItemStateAppearance()
    /// The look while a touch is on the button.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The look of a disabled button.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The look of a focused button (no focus on a kiosk).
    public let focused = UIBarButtonItemStateAppearance()

    /// Creates the system's look for plain buttons.
    public convenience init() {
        self.init(style: .plain)
    }

    /// Creates the system's look for buttons of `style`.
    public required init(style: UIBarButtonItem.Style) {
        configureWithDefault(for: style)
    }

    /// Puts back the system's look for `style`: no attributes of its own (the bar's
    /// regular, or for `.done` semibold, system font in the tint colour).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.reset() }
    }

    /// A copy with the same values.
    open func copy() -> Self {
        let copy = Self(style: .plain)
        for (mine, theirs) in zip([normal, highlighted, disabled, focused], [copy.normal, copy.highlighted, copy.disabled, copy.focused]) {
            theirs.take(mine)
        }
        return copy
    }
}

/// The look of a bar button in one state.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
    /// The attributes of the title (font, foreground colour).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    public var titlePositionAdjustment: UIOffset = .zero
    /// An image behind the button.
    public var backgroundImage: UIImage?
    /// How far the background image moves from its place.
    public var backgroundImagePositionAdjustment: UIOffset = .zero

    init() {}

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        backgroundImage = nil
        backgroundImagePositionAdjustment = .zero
    }

    func take(_ other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
