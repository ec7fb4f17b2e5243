// Vitrine — Apache License 2.0

/// Everything `saveGState` saves.
struct GraphicsState {
    var ctm = CGAffineTransform.identity
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var interpolationQuality = CGInterpolationQuality.default
    var shouldAntialias = true
    // MARK: - Paint
    // Premultiplied pixels, not CGColor objects: saving and restoring the state then
    // retains nothing for them, and setting a colour allocates nothing.
    var fillPixel: UInt32 = 0xFF00_0000
    var strokePixel: UInt32 = 0xFF00_0000
    // MARK: - Line
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var flatness: CGFloat = 1
    // MARK: - Clip and shadow
    /// Set by the context's initializer to the whole device.
    var clip = ClipRegion(bounds: .zero)
    var shadow: Shadow?
}

/// A shadow as `setShadow` sets it: offset in base space (never transformed by the CTM).
struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
}

/// How source pixels combine with the destination (Apple's names and raw values).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
         hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy,
         sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
         destinationAtop, xor, plusDarker, plusLighter
}

/// How images are sampled when drawn scaled or transformed.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4
}

/// Which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd = 1
}

/// How a line ends (Apple's names and raw values).
public enum CGLineCap: Int32, Sendable {
    /// Squared off exactly at the end point.
    case butt = 0
    /// A half circle of the line's width around the end point.
    case round = 1
    /// Squared off half the line's width beyond the end point.
    case square = 2
}

/// How two segments of a stroked path meet (Apple's names and raw values).
public enum CGLineJoin: Int32, Sendable {
    /// Outer edges extended to a point, or beveled beyond the miter limit.
    case miter = 0
    /// A circular arc around the joint.
    case round = 1
    /// A straight line across the outer corners.
    case bevel = 2
}

/// What `drawPath(using:)` paints (Apple's names and raw values).
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}
