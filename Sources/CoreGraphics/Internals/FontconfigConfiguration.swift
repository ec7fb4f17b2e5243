// Vitrine — Apache License 2.0
// fontconfig's configuration and the two queries FontCatalog makes: every scalable face,
// and the sans-serif preference order with each font's character set.
import CFontconfig

/// fontconfig's configuration with the installed fonts, loaded once and never freed (the
/// character sets of `sansSerifFallbacks` point into fontconfig's memory).
final class FontconfigConfiguration: @unchecked Sendable {
    private let handle: OpaquePointer?

    /// Loads the system's configuration and font cache.
    init() {
        handle = FcInitLoadConfigAndFonts()
    }

    /// A face in fontconfig's fallback order, with the characters it covers.
    struct Fallback {
        var path: String
        var index: Int
        var characters: FontconfigCharacterSet
    }

    /// Every installed scalable face, in path and index order (a stable order, whatever
    /// order fontconfig's cache lists them in).
    func scalableFonts() -> [FontDescription] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        FcPatternAddBool(pattern, "scalable", 1)
        for name in ["family", "fullname", "postscriptname", "style", "weight", "slant", "width", "spacing", "file", "index"] {
            FcObjectSetAdd(objects, name)
        }
        guard let set = FcFontList(handle, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var result: [FontDescription] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let path = Self.strings(font, "file").first else { continue }
            let families = Self.strings(font, "family")
            result.append(FontDescription(
                familyNames: families,
                fullNames: Self.strings(font, "fullname"),
                postScriptName: Self.strings(font, "postscriptname").first ?? families.first ?? "",
                style: Self.strings(font, "style").first ?? "",
                weight: Self.integer(font, "weight") ?? 80,
                slant: Self.integer(font, "slant") ?? 0,
                width: Self.integer(font, "width") ?? 100,
                isMonospaced: (Self.integer(font, "spacing") ?? 0) >= 100,
                path: path,
                index: Self.integer(font, "index") ?? 0
            ))
        }
        return result.sorted { ($0.path, $0.index) < ($1.path, $1.index) }
    }

    /// fontconfig's preference order for "sans-serif": every font, so a script no preferred
    /// font covers still finds one.
    func sansSerifFallbacks() -> [Fallback] {
        guard let pattern = FcNameParse("sans-serif") else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(handle, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        // trim = false: every font. The set is kept for the process: the charsets point into it.
        guard let set = FcFontSort(handle, pattern, 0, nil, &result) else { return [] }
        var order: [Fallback] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let path = Self.strings(font, "file").first else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, "charset", 0, &charset) == FcResultMatch, let charset else { continue }
            order.append(Fallback(path: path, index: Self.integer(font, "index") ?? 0,
                                  characters: FontconfigCharacterSet(handle: charset)))
        }
        return order
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var result: [String] = []
        var n: Int32 = 0
        while true {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { break }
            result.append(String(cString: value))
            n += 1
        }
        return result
    }

    private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int? {
        var value: Int32 = 0
        guard FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch else { return nil }
        return Int(value)
    }
}
