// Vitrine — Apache License 2.0

/// How a shape layer's stroke turns its corners (Core Animation's raw values).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Outer edges extended to a point, bevelled beyond the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A circular arc around the corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A straight line across the outer corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The Core Graphics join; names Vitrine does not know join as miters.
    var cgLineJoin: CGLineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
