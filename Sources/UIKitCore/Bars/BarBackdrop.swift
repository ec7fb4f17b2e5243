// Vitrine — Apache License 2.0
// The background of a bottom bar (tab bar, toolbar) and its one-pixel shadow line just
// above the bar's top edge, coloured (and, when translucent, blurred: UIView+BarBackground)
// from the bar's appearance object — or from the legacy
// `barTintColor` while no appearance object was set, as UIKit lets either style work; the
// colour is drawn over the blur, not instead of it.

/// A bottom bar's background view and shadow line.
@MainActor
final class BarBackdrop {
    let backgroundView = UIView()
    let shadowView = UIView()

    /// Adds the two views to `bar`, beneath anything added later.
    init(in bar: UIView) {
        backgroundView.isUserInteractionEnabled = false
        bar.addSubview(backgroundView)
        bar.addSubview(shadowView)
    }

    /// Colours the views from `appearance`; `barTintColor` wins while the bar's appearance
    /// object is the default one.
    func apply(_ appearance: UIBarAppearance, barTintColor: UIColor?, appearanceWasSet: Bool, translucent: Bool) {
        var background = appearance.backgroundColor
        if let barTintColor, !appearanceWasSet { background = barTintColor }
        backgroundView.showBarBackground(color: background, effect: appearance.backgroundEffect, translucent: translucent)
        shadowView.backgroundColor = appearance.shadowColor ?? .clear
    }

    /// Fills `bounds` with the background and puts the shadow line above its top edge.
    func layout(in bounds: CGRect, hairline: CGFloat) {
        backgroundView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        shadowView.frame = CGRect(x: 0, y: -hairline, width: bounds.width, height: hairline)
    }
}
