// Vitrine — Apache License 2.0
// One FreeType face (FT_Face) and the calls Vitrine makes on it. Not thread-safe, as
// FreeType faces are not: the owning FontFace serialises every use through its lock.
import CFreeType
import Foundation

/// An open FreeType face, closed (and its in-memory font freed) with the value.
final class FreeTypeFace: @unchecked Sendable {
    /// The C handle, for HarfBuzz (which shapes with the same face) and tests.
    let handle: FT_Face
    // The font's bytes when it was opened from memory; FreeType reads them until FT_Done_Face.
    private let memory: UnsafeMutableRawBufferPointer?

    /// Opens face `index` of the font file at `path`.
    init(path: String, index: Int) throws(FontError) {
        guard let library = FreeTypeLibrary.shared.library else { throw .freeTypeUnavailable }
        var face: FT_Face?
        let error = FreeTypeLibrary.shared.lock.withLock { FT_New_Face(library, path, FT_Long(index), &face) }
        guard error == 0, let face else { throw .cannotOpen(path: path, index: index, freeTypeError: Int(error)) }
        self.handle = face
        self.memory = nil
    }

    /// Opens face 0 of a font held in memory; `label` stands for the path in messages.
    init(data: [UInt8], label: String) throws(FontError) {
        guard let library = FreeTypeLibrary.shared.library else { throw .freeTypeUnavailable }
        // FreeType reads the bytes for the face's whole life: they live until deinit.
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        memory.copyBytes(from: data)
        var face: FT_Face?
        let error = FreeTypeLibrary.shared.lock.withLock {
            FT_New_Memory_Face(library, memory.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.count), 0, &face)
        }  // `!`: allocate never returns a buffer without a base address for a count ≥ 1
        guard error == 0, let face else {
            memory.deallocate()
            throw .cannotOpen(path: label, index: 0, freeTypeError: Int(error))
        }
        self.handle = face
        self.memory = memory
    }

    deinit {
        FreeTypeLibrary.shared.lock.withLock { _ = FT_Done_Face(handle) }
        memory?.deallocate()
    }

    // MARK: - Names and metrics (font units)

    /// True when the face has outlines (TrueType/OpenType), not only bitmaps.
    var isScalable: Bool { handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 }
    var familyName: String? { handle.pointee.family_name.map { String(cString: $0) } }
    var styleName: String? { handle.pointee.style_name.map { String(cString: $0) } }
    var postScriptName: String? { FT_Get_Postscript_Name(handle).map { String(cString: $0) } }
    var unitsPerEm: Int { Int(handle.pointee.units_per_EM) }
    var ascender: Int { Int(handle.pointee.ascender) }
    var descender: Int { Int(handle.pointee.descender) }
    /// FreeType's line height: ascender - descender + line gap.
    var height: Int { Int(handle.pointee.height) }

    // MARK: - Glyphs

    /// The glyph index of a Unicode scalar, 0 (.notdef) when the face has none.
    func glyphIndex(of scalar: UInt32) -> UInt32 {
        UInt32(FT_Get_Char_Index(handle, FT_ULong(scalar)))
    }

    /// Sets the size glyphs load at, in pixels × 64 (at 72 dpi, points are pixels).
    func setPixelSize(_ pixelSize26_6: Int) -> Bool {
        FT_Set_Char_Size(handle, 0, FT_F26Dot6(pixelSize26_6), 72, 72) == 0
    }

    /// The top of the outline of `scalar`'s glyph, in font units; nil without a glyph.
    func outlineTop(of scalar: UInt32) -> Int? {
        let glyph = FT_Get_Char_Index(handle, FT_ULong(scalar))
        guard glyph != 0, FT_Load_Glyph(handle, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0 else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&handle.pointee.glyph.pointee.outline, &box)
        return Int(box.yMax)
    }

    // FT_LOAD_TARGET_LIGHT is a function-like macro: (FT_RENDER_MODE_LIGHT & 15) << 16.
    private static let loadTargetLight = FT_Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16

    /// Renders `glyph` at the current pixel size with light hinting, its outline shifted
    /// right by `shift26_6` (1/64 px), into an A8 mask; nil when FreeType cannot.
    func renderMask(of glyph: UInt32, shiftedBy shift26_6: Int) -> GlyphMask? {
        guard FT_Load_Glyph(handle, glyph, FT_Int32(FT_LOAD_NO_BITMAP) | Self.loadTargetLight) == 0,
              let slot = handle.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(shift26_6), 0)
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

    /// One step of a glyph outline, in font units (y up).
    enum OutlineElement {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(control: CGPoint, to: CGPoint)
        case cubicCurve(control1: CGPoint, control2: CGPoint, to: CGPoint)
    }

    /// Loads `glyph` unscaled and hands its outline, contour by contour, to `visit`.
    /// False when the glyph has no outline.
    func decomposeOutline(of glyph: UInt32, _ visit: (OutlineElement) -> Void) -> Bool {
        guard FT_Load_Glyph(handle, glyph, FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)) == 0,
              let slot = handle.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return false }
        // The callbacks are C function pointers: the visitor travels as the user pointer.
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in FreeTypeFace.visitor(user)(.move(to: FreeTypeFace.point(to))); return 0 },
            line_to: { to, user in FreeTypeFace.visitor(user)(.line(to: FreeTypeFace.point(to))); return 0 },
            conic_to: { control, to, user in
                FreeTypeFace.visitor(user)(.quadCurve(control: FreeTypeFace.point(control), to: FreeTypeFace.point(to))); return 0
            },
            cubic_to: { c1, c2, to, user in
                FreeTypeFace.visitor(user)(.cubicCurve(control1: FreeTypeFace.point(c1), control2: FreeTypeFace.point(c2), to: FreeTypeFace.point(to)))
                return 0
            },
            shift: 0, delta: 0
        )
        withoutActuallyEscaping(visit) { visit in
            var visitor = visit
            withUnsafeMutablePointer(to: &visitor) { pointer in
                _ = FT_Outline_Decompose(&slot.pointee.outline, &funcs, UnsafeMutableRawPointer(pointer))
            }
        }
        return true
    }

    private static func visitor(_ user: UnsafeMutableRawPointer?) -> (OutlineElement) -> Void {
        user!.assumingMemoryBound(to: ((OutlineElement) -> Void).self).pointee
    }

    private static func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
        CGPoint(x: CGFloat(vector!.pointee.x), y: CGFloat(vector!.pointee.y))
    }
}
