// Vitrine — Apache License 2.0

/// How a shape layer decides which points are inside its path (Core Animation's raw
/// values: "non-zero", "even-odd").
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Inside where the path winds round a point a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from the point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

    /// The Core Graphics rule; names Vitrine does not know fill as non-zero.
    var cgFillRule: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}
