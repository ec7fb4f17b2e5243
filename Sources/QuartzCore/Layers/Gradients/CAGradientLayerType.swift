// Vitrine — Apache License 2.0

/// The shape of a gradient layer's gradient (Core Animation's raw values).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outward from `startPoint` to the ellipse whose radii are `endPoint`'s distances
    /// from it in x and y.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Round `startPoint`, starting on the ray toward `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
