// Vitrine — Apache License 2.0

extension UIImage {
    /// The stroke weight of a symbol (Apple's names and raw values). Vitrine's icon font has
    /// one weight, so the weight is kept in the configuration but does not change the ink.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
}
