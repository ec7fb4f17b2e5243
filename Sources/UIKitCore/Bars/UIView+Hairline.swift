// Vitrine — Apache License 2.0

extension UIView {
    /// One pixel of the screen the view is on, in points: the width of a bar's shadow line.
    var hairlineWidth: CGFloat {
        let scale = window?.screen.scale ?? contentScaleFactor
        return 1 / max(scale, 1)
    }
}
