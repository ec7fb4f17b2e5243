// Vitrine — Apache License 2.0
// The installed fonts, as fontconfig lists them, read once. Name lookup happens here in
// Swift rather than through FcFontMatch because FcFontMatch always returns *some* font:
// UIKit's `UIFont(name:size:)` must return nil for a font that is not installed. The
// fontconfig calls are FontconfigConfiguration's (Internals/).
import Foundation

/// One installed face as fontconfig describes it.
public struct FontDescription: Sendable, Hashable {
    /// Family names, the primary one first (a condensed face also lists "… Condensed").
    public var familyNames: [String]
    /// Full names, e.g. "DejaVu Sans Bold".
    public var fullNames: [String]
    /// The PostScript name, e.g. "DejaVuSans-Bold".
    public var postScriptName: String
    /// The style name, e.g. "Book", "Bold Oblique".
    public var style: String
    /// fontconfig's weight: 80 regular, 200 bold (FC_WEIGHT_*).
    public var weight: Int
    /// fontconfig's slant: 0 roman, 100 italic, 110 oblique.
    public var slant: Int
    /// fontconfig's width: 100 normal, 87 semi-condensed.
    public var width: Int
    /// True for fonts whose glyphs all have one advance.
    public var isMonospaced: Bool
    /// The font file.
    public var path: String
    /// The face index in the file.
    public var index: Int
}

/// Finds installed fonts through fontconfig, opens them once, and picks fallback faces
/// for characters a face lacks.
public final class FontCatalog: @unchecked Sendable {
    /// The catalog of the fonts installed on this system.
    public static let shared = FontCatalog()

    /// The family the system font comes from. On Linux kiosks this is DejaVu Sans (package
    /// fonts-dejavu-core), in place of Apple's San Francisco.
    public static let systemFamilyName = "DejaVu Sans"
    /// The family the monospaced system font comes from.
    public static let monospacedFamilyName = "DejaVu Sans Mono"

    /// Every installed scalable face.
    public let fonts: [FontDescription]

    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]
    private var fallbackByScalar: [UInt32: FontFace?] = [:]
    // fontconfig's preference order for "sans-serif", with each font's character set.
    private let fallbackOrder: [FontconfigConfiguration.Fallback]
    private let fontconfig: FontconfigConfiguration

    private init() {
        let fontconfig = FontconfigConfiguration()
        self.fontconfig = fontconfig
        self.fonts = fontconfig.scalableFonts()
        self.fallbackOrder = fontconfig.sansSerifFallbacks()
    }

    /// All family names, sorted.
    public var familyNames: [String] {
        Array(Set(fonts.flatMap { $0.familyNames.filter { $0.allSatisfy(\.isASCII) } })).sorted()
    }

    /// The faces whose family or full or PostScript name is `name` (case-insensitive).
    public func fonts(named name: String) -> [FontDescription] {
        let wanted = name.lowercased()
        return fonts.filter { font in
            font.postScriptName.lowercased() == wanted
                || font.familyNames.contains { $0.lowercased() == wanted }
                || font.fullNames.contains { $0.lowercased() == wanted }
        }
    }

    /// The installed face best matching `name` (family, full or PostScript name), nil when no
    /// installed font has that name. A family name picks its face closest to `weight`/`italic`.
    public func face(named name: String, weight: Int = 80, italic: Bool = false) -> FontFace? {
        let wanted = name.lowercased()
        // A family name picks by weight and slant; otherwise the name must be a face's own
        // (PostScript or full) name. A regular face's full name is often the family name.
        let family = fonts.filter { $0.familyNames.contains { $0.lowercased() == wanted } }
        if let best = Self.closest(in: family, weight: weight, italic: italic, familyName: name) {
            return face(for: best)
        }
        guard let exact = fonts.first(where: { $0.postScriptName.lowercased() == wanted || $0.fullNames.contains { $0.lowercased() == wanted } }) else { return nil }
        return face(for: exact)
    }

    /// Opens (once) and returns the face `description` names.
    public func face(for description: FontDescription) -> FontFace? {
        face(path: description.path, index: description.index)
    }

    /// Opens (once) and returns face `index` of `path`.
    public func face(path: String, index: Int) -> FontFace? {
        let key = "\(path)#\(index)"
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[key] { return face }
        guard let face = try? FontFace(path: path, index: index) else { return nil }
        faces[key] = face
        return face
    }

    /// A face that has a glyph for `scalar`, in fontconfig's sans-serif preference order
    /// (e.g. WenQuanYi Micro Hei for Chinese); nil when no installed font covers it.
    /// Private-use code points never fall back: their glyphs mean something only in the
    /// font that defines them (an icon font installed for symbols would otherwise draw
    /// its icons in place of text's missing glyphs).
    public func fallbackFace(for scalar: Unicode.Scalar) -> FontFace? {
        guard !Self.isPrivateUse(scalar) else { return nil }
        lock.lock()
        if let cached = fallbackByScalar[scalar.value] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        var found: FontFace?
        for candidate in fallbackOrder where candidate.characters.contains(scalar.value) {
            if let face = face(path: candidate.path, index: candidate.index), face.covers(scalar) {
                found = face
                break
            }
        }
        lock.withLock { fallbackByScalar[scalar.value] = .some(found) }
        return found
    }

    /// Whether `scalar` is in a Private Use Area (U+E000–U+F8FF, planes 15 and 16).
    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
    }

    private static func closest(in candidates: [FontDescription], weight: Int, italic: Bool, familyName: String) -> FontDescription? {
        let wanted = familyName.lowercased()
        return candidates.min { a, b in
            func score(_ f: FontDescription) -> Int {
                // A face whose primary family is the one asked for beats one that only lists it
                // (DejaVu Sans Condensed also calls itself DejaVu Sans).
                let primary = f.familyNames.first?.lowercased() == wanted ? 0 : 1
                let slantMiss = (f.slant != 0) != italic ? 1 : 0
                return slantMiss * 100_000 + abs(f.width - 100) * 1000 + abs(f.weight - weight) * 2 + primary
            }
            return score(a) < score(b)
        }
    }
}
