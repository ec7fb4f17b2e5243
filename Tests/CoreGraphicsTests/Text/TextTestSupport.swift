// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// Shared fixtures for the text tests: the installed DejaVu Sans face and an ink probe.
enum TextFixtures {
    static var dejaVuSans: FontFace {
        get throws { try #require(FontCatalog.shared.face(named: "DejaVu Sans")) }
    }

    /// Draws `layout` into a `width × height` bitmap whose CTM scales by `scale`, compositing
    /// glyph masks with source-over here, so the test does not depend on the fill pipeline.
    static func render(_ layout: TextLayout, width: Int, height: Int, scale: CGFloat, at origin: CGPoint = .zero, cache: GlyphCache = GlyphCache(byteBudget: 1 << 20)) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)!
        let context = CGContext(bitmap: bitmap)
        context.scaleBy(x: scale, y: scale)
        context.drawText(layout, at: origin, cache: cache) { mask, x, y, shader in
            for my in 0..<mask.height {
                for mx in 0..<mask.width {
                    let px = x + mx, py = y + my
                    guard px >= 0, py >= 0, px < width, py < height else { continue }
                    let source = PremultipliedPixel.scale(shader.pixel, by: UInt32(mask[mx, my]))
                    bitmap[px, py] = PremultipliedPixel.sourceOver(source, bitmap[px, py])
                }
            }
        }
        return bitmap
    }

    /// The smallest pixel rectangle holding every pixel with alpha > 0, nil when blank.
    static func inkBounds(_ bitmap: Bitmap) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] >> 24 != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
