// Vitrine — Apache License 2.0

extension UIColor {
    /// Makes this colour the fill and stroke colour of the current context.
    @preconcurrency @MainActor public func set() {
        setFill()
        setStroke()
    }

    /// Makes this colour the fill colour of the current context; a pattern colour tiles in
    /// UIKit's fills (see PatternFill.swift).
    @preconcurrency @MainActor public func setFill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(cgColor)
        PatternFill.set(resolvedColor(with: UITraitCollection.current).patternImage, for: context)
    }

    /// Makes this colour the stroke colour of the current context.
    @preconcurrency @MainActor public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
