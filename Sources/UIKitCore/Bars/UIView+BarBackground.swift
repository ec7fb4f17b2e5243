// Vitrine — Apache License 2.0
// A bar's background as UIKit layers it: the appearance's blur of what lies behind the bar
// (a translucent bar only), under the appearance's background colour — or, where the
// appearance gives none, under the material's own tint. An opaque bar (`isTranslucent`
// false) draws no blur and falls back to the system background colour.

extension UIView {
    /// Shows a bar's background in this view: `color` over the blur `effect` when
    /// `translucent`, else `color` or the opaque system background.
    func showBarBackground(color: UIColor?, effect: UIBlurEffect?, translucent: Bool) {
        if translucent, let effect {
            layer.backdropFilter = effect.backdropFilter
            backgroundColor = color ?? effect.tintColor
        } else {
            layer.backdropFilter = nil
            backgroundColor = color ?? (effect == nil ? nil : .systemBackground)
        }
    }
}
