// Vitrine — Apache License 2.0
// Text is compared by where its ink lies, not pixel by pixel: rasterizers differ at every
// glyph edge, the ink's amount and place must not. Shared by CoreGraphicsTests' text
// oracle and QuartzCoreTests' text layer tests.
import CoreGraphics
import Foundation

/// Where the ink of a rendering lies.
public struct InkStatistics: Sendable, CustomStringConvertible {
    /// The sum of alpha over all pixels, in full pixels (alpha 255 = 1).
    public let total: Double
    /// Mean ink position, in pixels.
    public let centroid: CGPoint
    /// The smallest rectangle holding every pixel with alpha ≥ 64; null without ink.
    public let bounds: CGRect

    public init(_ bitmap: Bitmap) {
        var total = 0.0, sx = 0.0, sy = 0.0
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let alpha = bitmap[x, y] >> 24
                let a = Double(alpha) / 255
                total += a
                sx += a * (Double(x) + 0.5)
                sy += a * (Double(y) + 0.5)
                if alpha >= 64 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        self.total = total
        centroid = total > 0 ? CGPoint(x: sx / total, y: sy / total) : .zero
        bounds = minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : .null
    }

    /// No ink at all.
    public init() {
        total = 0
        centroid = .zero
        bounds = .null
    }

    public var description: String {
        String(format: "ink %.1f px, centroid (%.2f, %.2f), bounds %@", total, centroid.x, centroid.y, "\(bounds)")
    }
}
