// Vitrine — Apache License 2.0

/// How the open ends of a shape layer's stroke are drawn (Core Animation's raw values).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Squared off at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle around the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squared off half the line width beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The Core Graphics cap; names Vitrine does not know end as butt.
    var cgLineCap: CGLineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}
