// Vitrine — Apache License 2.0
// One font file face, opened once and shared by every size: FreeType rasterizes its
// glyphs, HarfBuzz shapes with the same bytes. FreeType faces are not thread-safe, so
// every use goes through `lock` (string measurement may happen off the main thread, as
// UIKit allows).
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
    /// The FreeType face glyphs are loaded and rendered from.
    let freeType: FreeTypeFace
    /// The HarfBuzz font text is shaped with.
    let harfBuzz: HarfBuzzFont
    // The pixel size (26.6) FreeType's face is currently set to, so glyph loads at one size
    // do not call FT_Set_Char_Size each time.
    private var currentPixelSize26_6: Int = -1

    nonisolated(unsafe) private static var nextIdentifier: Int32 = 1
    private static let identifierLock = NSLock()

    /// Opens face `index` of the font file at `path`.
    public convenience init(path: String, index: Int = 0) throws(FontError) {
        try self.init(face: FreeTypeFace(path: path, index: index), path: path, index: index)
    }

    /// Opens face 0 of a font held in memory; `label` stands for the path in `path` and messages.
    public convenience init(data: [UInt8], label: String) throws(FontError) {
        try self.init(face: FreeTypeFace(data: data, label: label), path: label, index: 0)
    }

    private init(face: FreeTypeFace, path: String, index: Int) throws(FontError) {
        guard face.isScalable else { throw .notScalable(path: path) }
        self.freeType = face
        self.path = path
        self.index = index
        self.familyName = face.familyName ?? ""
        self.styleName = face.styleName ?? ""
        self.postScriptName = face.postScriptName ?? familyName
        self.unitsPerEm = face.unitsPerEm
        self.ascender = face.ascender
        self.descender = face.descender
        // FreeType's `height` is ascender - descender + line gap.
        self.lineGap = max(0, face.height - face.ascender + face.descender)
        // The OS/2 table is not in the module map; the outlines of "H" and "x" give the same
        // heights for fonts that follow the OS/2 definitions (flat tops).
        self.capHeight = face.outlineTop(of: 0x48) ?? face.ascender * 7 / 10
        self.xHeight = face.outlineTop(of: 0x78) ?? face.ascender / 2
        self.harfBuzz = HarfBuzzFont(face)
        Self.identifierLock.lock()
        self.identifier = Self.nextIdentifier
        Self.nextIdentifier += 1
        Self.identifierLock.unlock()
    }

    /// The glyph for `scalar`, nil when the face has none (it would draw .notdef).
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        lock.withLock {
            let glyph = freeType.glyphIndex(of: scalar.value)
            return glyph == 0 ? nil : glyph
        }
    }

    /// True when the face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        glyph(for: scalar) != nil
    }

    /// Sets FreeType's size; call with `lock` held.
    func setPixelSize(_ pixelSize26_6: Int) -> Bool {
        if pixelSize26_6 == currentPixelSize26_6 { return true }
        guard freeType.setPixelSize(pixelSize26_6) else { return false }
        currentPixelSize26_6 = pixelSize26_6
        return true
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
