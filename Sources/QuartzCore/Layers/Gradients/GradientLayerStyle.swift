// Vitrine — Apache License 2.0
import Foundation

/// Everything a gradient layer draws from, as one value (see ShapeLayerStyle).
struct GradientLayerStyle: Equatable {
    /// As set: Core Animation's `[Any]?`, whose entries should be CGColors.
    var colors: [Any]?
    var locations: [NSNumber]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type: CAGradientLayerType = .axial

    /// The colours as CGColors; nil when absent or when an entry is not a CGColor.
    var cgColors: [CGColor]? {
        guard let colors else { return nil }
        let cgColors = colors.compactMap { $0 as? CGColor }
        return cgColors.count == colors.count ? cgColors : nil
    }

    // MARK: - What is drawn (bad values ignored, never trapped on)

    /// The gradient drawn; nil for fewer than two colours (Core Animation then draws
    /// nothing). Locations are used when there is one finite number per colour; otherwise
    /// (nil, empty, a different count, NaN) the colours are spaced evenly.
    var drawnGradient: CGGradient? {
        guard let cgColors, cgColors.count >= 2 else { return nil }
        var stops: [CGFloat]?
        if let locations, locations.count == cgColors.count {
            let values = locations.map { CGFloat($0.doubleValue) }
            if values.allSatisfy(\.isFinite) { stops = values }
        }
        return CGGradient(colorsSpace: nil, colors: cgColors, locations: stops)
    }

    static func == (a: GradientLayerStyle, b: GradientLayerStyle) -> Bool {
        a.cgColors == b.cgColors && (a.colors == nil) == (b.colors == nil) && a.colors?.count == b.colors?.count
            && a.locations == b.locations && a.startPoint == b.startPoint && a.endPoint == b.endPoint && a.type == b.type
    }
}
