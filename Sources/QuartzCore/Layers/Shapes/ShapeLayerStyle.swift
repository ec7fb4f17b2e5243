// Vitrine — Apache License 2.0
import Foundation

/// Everything a shape layer draws from, as one value: the layer's properties are views
/// of it, and a presentation is redrawn only when it differs from the model's.
struct ShapeLayerStyle: Equatable {
    var path: CGPath?
    var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var fillRule: CAShapeLayerFillRule = .nonZero
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineCap: CAShapeLayerLineCap = .butt
    var lineJoin: CAShapeLayerLineJoin = .miter
    var lineDashPhase: CGFloat = 0
    var lineDashPattern: [NSNumber]?
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1

    // MARK: - What is drawn (bad values clamped or ignored, never trapped on)

    /// The stroke's width; nil when nothing is stroked (no colour, a width that is not a
    /// positive number: Core Animation strokes nothing at width 0).
    var drawnLineWidth: CGFloat? {
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return nil }
        return lineWidth
    }

    /// The miter limit: NaN as the default 10, below 0 as 0 (every corner bevelled).
    var drawnMiterLimit: CGFloat {
        miterLimit.isNaN ? 10 : min(max(miterLimit, 0), 1e6)
    }

    /// The stroked part of the path's length, fractions clamped to 0...1 (NaN as their
    /// defaults); nil when it is empty (start at or after end).
    var strokedRange: (start: CGFloat, end: CGFloat)? {
        let start = strokeStart.isNaN ? 0 : min(max(strokeStart, 0), 1)
        let end = strokeEnd.isNaN ? 1 : min(max(strokeEnd, 0), 1)
        return start < end ? (start, end) : nil
    }

    /// The dash lengths, or nil when the pattern is absent or unusable (a negative or
    /// non-finite length, an all-zero pattern): then the stroke is solid.
    var drawnDashPattern: [CGFloat]? {
        guard let lineDashPattern, !lineDashPattern.isEmpty else { return nil }
        let lengths = lineDashPattern.map { CGFloat($0.doubleValue) }
        guard lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }) else { return nil }
        return lengths
    }
}
