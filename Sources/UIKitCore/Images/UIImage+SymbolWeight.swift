// Vitrine — Apache License 2.0

extension UIImage {
    /// The stroke weight of a symbol (Apple's names and raw values). Vitrine's icon font has
    /// one weight, drawn for regular and lighter; heavier weights thicken it (see `inkSpread`).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// How far, as a fraction of the symbol's side, the glyph is spread in every
        /// direction to look heavier: about a third of a Material stroke (2 of 24 units)
        /// more per step past medium. Lighter weights cannot thin the one weight there is.
        var inkSpread: CGFloat {
            switch self {
            case .semibold: return 0.012
            case .bold: return 0.024
            case .heavy: return 0.036
            case .black: return 0.048
            default: return 0
            }
        }
    }
}
