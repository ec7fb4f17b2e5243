// Vitrine — Apache License 2.0
// FreeType renders glyph outlines into A8 coverage. Light hinting snaps only vertical
// features (baselines, x-height), so shifting the outline by a fraction of a pixel
// horizontally (subpixel positioning) keeps the glyph's shape.
import CFreeType
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

    // FT_LOAD_TARGET_LIGHT is a function-like macro: (FT_RENDER_MODE_LIGHT & 15) << 16.
    private static let loadTargetLight = FT_Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16

    /// Renders `glyph` of `face` at `pixelSize26_6` (pixels × 64), shifted right by
    /// `subpixel / subpixelSteps` px. Returns nil when FreeType cannot load the glyph.
    public static func mask(face: FontFace, glyph: UInt32, pixelSize26_6: Int, subpixel: Int) -> GlyphMask? {
        face.lock.withLock {
            guard face.setPixelSize(pixelSize26_6),
                  FT_Load_Glyph(face.ftFace, glyph, FT_Int32(FT_LOAD_NO_BITMAP) | loadTargetLight) == 0,
                  let slot = face.ftFace.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixel * 64 / subpixelSteps), 0)
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows)
            var mask = CoverageMask(width: width, height: height)
            if width > 0, height > 0, let buffer = bitmap.buffer {
                let pitch = Int(bitmap.pitch)
                // A negative pitch means rows are stored bottom-up from `buffer`.
                mask.coverage.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = buffer + y * pitch
                        for x in 0..<width { out[y * width + x] = row[x] }
                    }
                }
            }
            return GlyphMask(mask: mask, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
        }
    }

    /// Appends `glyph`'s outline to `path`, scaled to `pointSize`, with its origin (pen on the
    /// baseline) at (0, 0) in a y-down space, then mapped through `transform`.
    public static func appendOutline(
        of glyph: UInt32, face: FontFace, pointSize: CGFloat, transform: CGAffineTransform, to path: CGMutablePath
    ) {
        face.lock.withLock {
            guard FT_Load_Glyph(face.ftFace, glyph, FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)) == 0,
                  let slot = face.ftFace.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return }
            let unitsToPoints = pointSize / CGFloat(face.unitsPerEm)
            // Font units are y-up; user space is y-down.
            var sink = OutlineSink(path: path, transform: CGAffineTransform(scaleX: unitsToPoints, y: -unitsToPoints).concatenating(transform))
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in OutlineSink.from(user).move(to); return 0 },
                line_to: { to, user in OutlineSink.from(user).line(to); return 0 },
                conic_to: { control, to, user in OutlineSink.from(user).quad(control, to); return 0 },
                cubic_to: { c1, c2, to, user in OutlineSink.from(user).cubic(c1, c2, to); return 0 },
                shift: 0, delta: 0
            )
            withUnsafeMutablePointer(to: &sink) { sinkPointer in
                _ = FT_Outline_Decompose(&slot.pointee.outline, &funcs, UnsafeMutableRawPointer(sinkPointer))
            }
            if sink.isOpen { path.closeSubpath() }
        }
    }
}

/// Receives FT_Outline_Decompose's callbacks and builds a path.
private struct OutlineSink {
    let path: CGMutablePath
    let transform: CGAffineTransform
    var isOpen = false

    init(path: CGMutablePath, transform: CGAffineTransform) {
        self.path = path
        self.transform = transform
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineSink> {
        user!.assumingMemoryBound(to: OutlineSink.self)
    }
}

extension UnsafeMutablePointer where Pointee == OutlineSink {
    fileprivate func move(_ to: UnsafePointer<FT_Vector>?) {
        if pointee.isOpen { pointee.path.closeSubpath() }
        pointee.path.move(to: point(to))
        pointee.isOpen = true
    }

    fileprivate func line(_ to: UnsafePointer<FT_Vector>?) {
        pointee.path.addLine(to: point(to))
    }

    fileprivate func quad(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        pointee.path.addQuadCurve(to: point(to), control: point(control))
    }

    fileprivate func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        pointee.path.addCurve(to: point(to), control1: point(c1), control2: point(c2))
    }

    private func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
        let p = CGPoint(x: CGFloat(vector!.pointee.x), y: CGFloat(vector!.pointee.y)).applying(pointee.transform)
        // Snapped to 1/1024 px: a rotation by .pi / 2 leaves cos = 6e-17, so edges that should
        // be horizontal differ by 1e-15 px in y, which the scan converter's Float arithmetic
        // turns into an infinite slope. Snapping makes them exactly horizontal.
        return CGPoint(x: (p.x * 1024).rounded() / 1024, y: (p.y * 1024).rounded() / 1024)
    }
}
