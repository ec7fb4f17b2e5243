// Vitrine — Apache License 2.0
// Text is compared by where its ink lies, not pixel by pixel (as CoreGraphicsTests'
// TextOracleTests do): rasterizers differ at every glyph edge, the ink's amount and
// place must not.
import Foundation
@testable import QuartzCore

/// Where the ink of a rendering lies.
struct InkStatistics: CustomStringConvertible {
    /// The sum of alpha over all pixels, in full pixels (alpha 255 = 1).
    let total: Double
    /// Mean ink position, in pixels.
    let centroid: CGPoint
    /// The smallest rectangle holding every pixel with alpha ≥ 64; null without ink.
    let bounds: CGRect

    init(_ bitmap: Bitmap) {
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
    init() {
        total = 0
        centroid = .zero
        bounds = .null
    }

    var description: String {
        String(format: "ink %.1f px, centroid (%.2f, %.2f), bounds %@", total, centroid.x, centroid.y, "\(bounds)")
    }
}

extension CATextLayer {
    /// The layer's backing store after a display pass; nil when it drew no bitmap.
    @MainActor var displayedBitmap: Bitmap? {
        displayIfNeeded()
        return (contents as? CGImage)?.bitmap
    }

    /// The ink of the layer's backing store after a display pass.
    @MainActor var displayedInk: InkStatistics {
        displayedBitmap.map(InkStatistics.init) ?? InkStatistics()
    }
}
