// Vitrine — Apache License 2.0
// A bar's background as UIKit layers it (UIBarAppearance's documentation): the
// appearance's blur effect — what lies behind the bar (a translucent bar only), blurred,
// under the material's own tint — is the base, and the appearance's background colour
// (or the legacy `barTintColor`) is drawn over it, so a colour with alpha below 1 lets the
// blur through. Colour over tint is one colour, the view's background. An opaque bar
// (`isTranslucent` false) draws no blur and falls back to the system background colour.

extension UIView {
    /// Shows a bar's background in this view: `color` over the blur `effect` when
    /// `translucent`, else `color` or the opaque system background.
    func showBarBackground(color: UIColor?, effect: UIBlurEffect?, translucent: Bool) {
        if translucent, let effect {
            layer.backdropFilter = effect.backdropFilter
            backgroundColor = color.map { $0.layered(over: effect.tintColor) } ?? effect.tintColor
        } else {
            layer.backdropFilter = nil
            backgroundColor = color ?? (effect == nil ? nil : .systemBackground)
        }
    }
}
