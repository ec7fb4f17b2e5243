// Vitrine — Apache License 2.0
// SKELETON (contract for issue 3): the raster-core change completes it.

/// Everything `saveGState` saves.
struct GraphicsState {
    var ctm = CGAffineTransform.identity
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var interpolationQuality = CGInterpolationQuality.default
    var shouldAntialias = true
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
