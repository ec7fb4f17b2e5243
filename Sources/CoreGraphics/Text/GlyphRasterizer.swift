// Vitrine — Apache License 2.0
// FreeType renders glyph outlines into A8 coverage. Light hinting snaps only vertical
// features (baselines, x-height), so shifting the outline by a fraction of a pixel
// horizontally (subpixel positioning) keeps the glyph's shape. The FreeType calls are
// FreeTypeFace's (Internals/).
import Foundation

/// A glyph's coverage and where it sits relative to the pen position on the baseline.
public struct GlyphMask: Sendable {
    /// The glyph's coverage; empty (0 × 0) for blank glyphs such as a space.
    public var mask: CoverageMask
    /// Pixels from the pen position to the mask's left column.
    public var left: Int
    /// Pixels from the baseline up to the mask's top row.
    public var top: Int
}

/// Renders glyph masks and outlines with FreeType.
public enum GlyphRasterizer {
    /// Subpixel steps per pixel for horizontal glyph positions (1/4 px, as Skia).
    public static let subpixelSteps = 4
    /// Above this pixel size glyphs are filled as paths instead of cached as masks.
    public static let largestMaskPixelSize: CGFloat = 256

    /// Renders `glyph` of `face` at `pixelSize26_6` (pixels × 64), shifted right by
    /// `subpixel / subpixelSteps` px. Returns nil when FreeType cannot load the glyph.
    public static func mask(face: FontFace, glyph: UInt32, pixelSize26_6: Int, subpixel: Int) -> GlyphMask? {
        face.lock.withLock {
            guard face.setPixelSize(pixelSize26_6) else { return nil }
            return face.freeType.renderMask(of: glyph, shiftedBy: subpixel * 64 / subpixelSteps)
        }
    }

    /// Appends `glyph`'s outline to `path`, scaled to `pointSize`, with its origin (pen on the
    /// baseline) at (0, 0) in a y-down space, then mapped through `transform`.
    public static func appendOutline(
        of glyph: UInt32, face: FontFace, pointSize: CGFloat, transform: CGAffineTransform, to path: CGMutablePath
    ) {
        face.lock.withLock {
            let unitsToPoints = pointSize / CGFloat(face.unitsPerEm)
            // Font units are y-up; user space is y-down.
            var sink = OutlineSink(path: path, transform: CGAffineTransform(scaleX: unitsToPoints, y: -unitsToPoints).concatenating(transform))
            guard face.freeType.decomposeOutline(of: glyph, { sink.add($0) }) else { return }
            if sink.isOpen { path.closeSubpath() }
        }
    }
}

/// Builds a path from a glyph outline's elements.
private struct OutlineSink {
    let path: CGMutablePath
    let transform: CGAffineTransform
    var isOpen = false

    init(path: CGMutablePath, transform: CGAffineTransform) {
        self.path = path
        self.transform = transform
    }

    mutating func add(_ element: FreeTypeFace.OutlineElement) {
        switch element {
        case .move(let to):
            if isOpen { path.closeSubpath() }
            path.move(to: point(to))
            isOpen = true
        case .line(let to):
            path.addLine(to: point(to))
        case .quadCurve(let control, let to):
            path.addQuadCurve(to: point(to), control: point(control))
        case .cubicCurve(let c1, let c2, let to):
            path.addCurve(to: point(to), control1: point(c1), control2: point(c2))
        }
    }

    private func point(_ fontUnits: CGPoint) -> CGPoint {
        let p = fontUnits.applying(transform)
        // Snapped to 1/1024 px: a rotation by .pi / 2 leaves cos = 6e-17, so edges that should
        // be horizontal differ by 1e-15 px in y, which the scan converter's Float arithmetic
        // turns into an infinite slope. Snapping makes them exactly horizontal.
        return CGPoint(x: (p.x * 1024).rounded() / 1024, y: (p.y * 1024).rounded() / 1024)
    }
}
