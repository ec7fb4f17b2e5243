// Vitrine — Apache License 2.0

extension UIImage {
    /// A symbol's size relative to its point size (Apple's names and raw values).
    public enum SymbolScale: Int, Sendable {
        /// The default for the context: medium.
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3

        /// The symbol's side as a multiple of the point size. Apple publishes no figures;
        /// these follow the ratios SF Symbols' small and large scales show to medium.
        var sizeFactor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            default: return 1
            }
        }
    }
}
