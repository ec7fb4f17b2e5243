// Vitrine — Apache License 2.0

/// A layer's shadow settings as the compositor uses them: nil when the layer casts none
/// (zero opacity, no colour, or a radius or offset that is not a number).
struct ShadowStyle {
    /// Premultiplied colour with `shadowOpacity` applied.
    var color: UInt32
    var offset: CGSize
    /// The blur's standard deviation in points, at most `maximumRadius`.
    var radius: CGFloat
    var path: CGPath?

    /// Blurs wider than this many points are drawn at this width (the image stays bounded).
    static let maximumRadius: CGFloat = 200

    @MainActor
    init?(of layer: CALayer) {
        let opacity = layer.shadowOpacity
        guard opacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return nil }
        let offset = layer.shadowOffset, radius = layer.shadowRadius
        guard offset.width.isFinite, offset.height.isFinite, !radius.isNaN else { return nil }
        let pixel = PremultipliedPixel.scale(color.premultipliedARGB32, by: UInt32((opacity * 255).rounded()))
        guard pixel >> 24 != 0 else { return nil }
        self.color = pixel
        self.offset = offset
        self.radius = min(max(radius, 0), Self.maximumRadius)
        self.path = layer.shadowPath
    }
}
