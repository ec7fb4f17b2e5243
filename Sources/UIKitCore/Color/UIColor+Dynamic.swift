// Vitrine — Apache License 2.0

extension UIColor {
    /// Creates a colour that asks `dynamicProvider` for its value whenever it is resolved:
    /// `UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }`.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(content: .dynamic(name: nil, provider: dynamicProvider))
    }

    /// A dynamic colour with `light` and `dark` variants; `name` makes reads equal.
    static func dynamic(_ name: String, light: UIColor, dark: UIColor) -> UIColor {
        UIColor(content: .dynamic(name: name) { traits in traits.resolvedStyle == .dark ? dark : light })
    }

    /// The colour this colour is under `traitCollection`: a fixed or pattern colour is
    /// itself; a dynamic colour is its provider's answer, resolved in turn.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        // A provider may answer with another dynamic colour; a few levels are plenty, and
        // the bound keeps a provider that answers with itself from looping.
        for _ in 0..<8 {
            guard case .dynamic(_, let provider) = color.content else { return color }
            color = provider(traitCollection)
        }
        return .clear
    }

    /// Whether the colour depends on traits.
    var isDynamic: Bool {
        if case .dynamic = content { return true }
        return false
    }
}
