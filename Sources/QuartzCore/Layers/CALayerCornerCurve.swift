// Vitrine — Apache License 2.0

/// The shape of a layer's rounded corners (`CALayer.cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles: the curvature jumps where the corner meets the straight side.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's smooth corner (the "squircle" of iOS 7 and later): it leaves the side
    /// about 1.53 radii before the corner, so the curvature eases in.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
