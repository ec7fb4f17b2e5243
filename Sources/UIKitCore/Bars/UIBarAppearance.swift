// Vitrine — Apache License 2.0
// The look of a bar, as UIKit's appearance objects describe it: a background colour, a
// shadow line along the bar's edge, and the blur of what lies behind the bar. The default
// background is iOS's: the chrome material and no colour of its own.

/// The common look of navigation bars, toolbars and tab bars.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The colour under the bar's content; nil for the configured default.
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour, stretched over the bar.
    open var backgroundImage: UIImage?
    /// The colour of the hairline at the bar's edge; nil or clear for none.
    open var shadowColor: UIColor?
    /// An image drawn instead of the hairline.
    open var shadowImage: UIImage?
    /// The blur of what lies behind the bar, drawn under the background colour (under its
    /// own tint when the colour is nil); nil for none.
    open var backgroundEffect: UIBlurEffect?

    /// Creates an appearance with the default background and shadow.
    public required init() {
        configureWithDefaultBackground()
    }

    /// Creates an appearance with the same values as `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        backgroundEffect = barAppearance.backgroundEffect
    }

    /// The system's default look: the translucent chrome material with the separator hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = .separator
        shadowImage = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    }

    /// An opaque background in the system background colour with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = .separator
        shadowImage = nil
        backgroundEffect = nil
    }

    /// No background and no hairline: the content shows through the bar.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
        backgroundEffect = nil
    }

    /// A copy of the appearance.
    open func copy() -> Self {
        Self(barAppearance: self)
    }
}
