// Vitrine — Apache License 2.0

extension UIColor {
    /// Makes this colour the fill and stroke colour of the current context.
    @preconcurrency @MainActor public func set() {
        setFill()
        setStroke()
    }

    /// Makes this colour the fill colour of the current context.
    @preconcurrency @MainActor public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this colour the stroke colour of the current context.
    @preconcurrency @MainActor public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
