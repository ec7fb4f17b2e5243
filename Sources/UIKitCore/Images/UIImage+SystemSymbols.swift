// Vitrine — Apache License 2.0
// System symbols are template images drawn from an icon font (SystemSymbolCatalog.swift),
// at the main screen's scale so they are sharp where they are shown.

extension UIImage {
    /// The system symbol `name` at the default configuration (17 points, medium scale);
    /// nil for a name Vitrine does not know, as for an unknown name on iOS.
    @preconcurrency @MainActor
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn at `configuration` (a `SymbolConfiguration`'s point
    /// size and scale); nil for an unknown name.
    @preconcurrency @MainActor
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbolConfiguration = (configuration as? SymbolConfiguration) ?? .unspecified
        guard let symbol = SystemSymbolCatalog.image(named: name, configuration: symbolConfiguration, scale: UIScreen.main.scale),
              let cgImage = symbol.cgImage else { return nil }
        // A configuration's colour is baked in, as `withTintColor` does: shown as it is.
        if let color = symbolConfiguration.colors?.first {
            self.init(cgImage: cgImage.filledWithPixel(color.resolvedColor(with: .current).cgColor.premultipliedARGB32),
                      scale: symbol.scale, orientation: .up, renderingMode: .alwaysOriginal,
                      systemName: name, symbolConfiguration: symbolConfiguration, symbolTintColor: color)
            return
        }
        self.init(cgImage: cgImage, scale: symbol.scale, orientation: .up, renderingMode: .alwaysTemplate,
                  systemName: name, symbolConfiguration: symbolConfiguration)
    }

    /// This image made for `configuration`: a symbol is drawn again with the configuration
    /// applied over its own; other images are returned as they are.
    @preconcurrency @MainActor
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let systemName, let symbolConfiguration else { return self }
        let applied = symbolConfiguration.applying(configuration)
        guard let image = SystemSymbolCatalog.image(named: systemName, configuration: applied, scale: scale) else { return self }
        if let color = applied.colors?.first { return image.withTintColor(color, renderingMode: .alwaysOriginal) }
        if let symbolTintColor { return image.withTintColor(symbolTintColor, renderingMode: renderingMode) }
        return image.withRenderingMode(renderingMode)
    }

    /// This symbol made for `configuration` applied over its own; nil for an image that is
    /// not a symbol.
    @preconcurrency @MainActor
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    /// The configuration the image was made with (symbols only).
    public var configuration: Configuration? { symbolConfiguration }
}
