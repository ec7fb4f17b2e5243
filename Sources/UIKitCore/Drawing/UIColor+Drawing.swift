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
        // Only a dynamic colour reads the current traits (a lock when no thread has set
        // them), and only once for both its colour and its pattern.
        let resolved: UIColor
        if case .dynamic = content { resolved = resolvedColor(with: UITraitCollection.current) } else { resolved = self }
        context.setFillColor(resolved.cgColor)
        PatternFill.set(resolved.patternImage, for: context)
    }

    /// Makes this colour the stroke colour of the current context.
    @preconcurrency @MainActor public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
