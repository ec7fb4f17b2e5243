// Vitrine — Apache License 2.0
// One font file face, opened once and shared by every size: FreeType rasterizes its
// glyphs, HarfBuzz shapes with the same bytes. FreeType faces are not thread-safe, so
// every use goes through `lock` (string measurement may happen off the main thread, as
// UIKit allows).
import CFreeType
import CHarfBuzz
import Foundation

/// A font face (one style of one family) loaded from a file, with its design metrics.
///
/// Metrics are in font units; multiply by `pointSize / unitsPerEm` for points.
public final class FontFace: @unchecked Sendable {
    /// The file the face was loaded from.
    public let path: String
    /// The face's index inside the file (collections such as .ttc hold several).
    public let index: Int
    /// The family name, e.g. "DejaVu Sans".
    public let familyName: String
    /// The style name, e.g. "Book", "Bold".
    public let styleName: String
    /// The PostScript name, e.g. "DejaVuSans-Bold"; UIKit's `fontName`.
    public let postScriptName: String
    /// Font units per em square.
    public let unitsPerEm: Int
    /// The typographic ascender (hhea), positive, in font units.
    public let ascender: Int
    /// The typographic descender (hhea), negative below the baseline, in font units.
    public let descender: Int
    /// The extra gap between lines (hhea line gap), in font units.
    public let lineGap: Int
    /// The height of a flat capital ("H") above the baseline, in font units.
    public let capHeight: Int
    /// The height of a lowercase "x" above the baseline, in font units.
    public let xHeight: Int
    /// A small number unique to this face for the life of the process (glyph cache keys).
    public let identifier: Int32

    let lock = NSLock()
    let ftFace: FT_Face
    let hbFont: OpaquePointer
    // The font's bytes when it was opened from memory; FreeType reads them until FT_Done_Face.
    private let memory: UnsafeMutableRawBufferPointer?
    // The pixel size (26.6) FreeType's face is currently set to, so glyph loads at one size
    // do not call FT_Set_Char_Size each time.
    private var currentPixelSize26_6: Int = -1

    nonisolated(unsafe) private static var nextIdentifier: Int32 = 1
    private static let identifierLock = NSLock()

    /// Opens face `index` of the font file at `path`.
    public convenience init(path: String, index: Int = 0) throws(FontError) {
        guard let library = FreeTypeLibrary.shared.library else { throw .freeTypeUnavailable }
        var face: FT_Face?
        let error = FreeTypeLibrary.shared.lock.withLock { FT_New_Face(library, path, FT_Long(index), &face) }
        guard error == 0, let face else { throw .cannotOpen(path: path, index: index, freeTypeError: Int(error)) }
        try self.init(face: face, path: path, index: index, memory: nil)
    }

    /// Opens face 0 of a font held in memory; `label` stands for the path in `path` and messages.
    public convenience init(data: [UInt8], label: String) throws(FontError) {
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
        do {
            try self.init(face: face, path: label, index: 0, memory: memory)
        } catch {
            memory.deallocate()
            throw error
        }
    }

    private init(face: FT_Face, path: String, index: Int, memory: UnsafeMutableRawBufferPointer?) throws(FontError) {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face)
            throw .notScalable(path: path)
        }
        self.memory = memory
        self.ftFace = face
        self.path = path
        self.index = index
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        self.styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        self.postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? familyName
        self.unitsPerEm = Int(face.pointee.units_per_EM)
        self.ascender = Int(face.pointee.ascender)
        self.descender = Int(face.pointee.descender)
        // FreeType's `height` is ascender - descender + line gap.
        self.lineGap = max(0, Int(face.pointee.height) - Int(face.pointee.ascender) + Int(face.pointee.descender))
        // The OS/2 table is not in the module map; the outlines of "H" and "x" give the same
        // heights for fonts that follow the OS/2 definitions (flat tops).
        self.capHeight = Self.outlineTop(face, character: 0x48) ?? Int(face.pointee.ascender) * 7 / 10
        self.xHeight = Self.outlineTop(face, character: 0x78) ?? Int(face.pointee.ascender) / 2
        // hb_font_create uses HarfBuzz's own OpenType functions: unhinted, linearly scaled
        // advances, which is what subpixel positioning wants; the scale is set per shaping call.
        let hbFace = hb_ft_face_create_referenced(face)
        self.hbFont = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        Self.identifierLock.lock()
        self.identifier = Self.nextIdentifier
        Self.nextIdentifier += 1
        Self.identifierLock.unlock()
    }

    deinit {
        hb_font_destroy(hbFont)
        FreeTypeLibrary.shared.lock.withLock { _ = FT_Done_Face(ftFace) }
        memory?.deallocate()
    }

    /// The glyph for `scalar`, nil when the face has none (it would draw .notdef).
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        lock.withLock {
            let glyph = FT_Get_Char_Index(ftFace, FT_ULong(scalar.value))
            return glyph == 0 ? nil : UInt32(glyph)
        }
    }

    /// True when the face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        glyph(for: scalar) != nil
    }

    /// Sets FreeType's size; call with `lock` held.
    func setPixelSize(_ pixelSize26_6: Int) -> Bool {
        if pixelSize26_6 == currentPixelSize26_6 { return true }
        guard FT_Set_Char_Size(ftFace, 0, FT_F26Dot6(pixelSize26_6), 72, 72) == 0 else { return false }
        currentPixelSize26_6 = pixelSize26_6
        return true
    }

    private static func outlineTop(_ face: FT_Face, character: FT_ULong) -> Int? {
        let glyph = FT_Get_Char_Index(face, character)
        guard glyph != 0, FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0 else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
        return Int(box.yMax)
    }
}

/// Why a font could not be used.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// FT_Init_FreeType failed.
    case freeTypeUnavailable
    /// FT_New_Face failed for the file and face index.
    case cannotOpen(path: String, index: Int, freeTypeError: Int)
    /// The font has no outlines (a bitmap-only font).
    case notScalable(path: String)

    /// What failed and what to do.
    public var description: String {
        switch self {
        case .freeTypeUnavailable:
            return "FreeType could not be initialised (FT_Init_FreeType failed); check that libfreetype6 is installed"
        case let .cannotOpen(path, index, error):
            return "FT_New_Face failed for \(path) face \(index) (FreeType error \(error)); check the file exists and is a font"
        case let .notScalable(path):
            return "\(path) is a bitmap-only font; Vitrine needs outline (TrueType/OpenType) fonts"
        }
    }
}

/// The process's FreeType library handle.
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()
    let library: FT_Library?
    // FT_New_Face and FT_Done_Face touch the library and must not run concurrently.
    let lock = NSLock()

    private init() {
        var library: FT_Library?
        library = FT_Init_FreeType(&library) == 0 ? library : nil
        self.library = library
    }
}
