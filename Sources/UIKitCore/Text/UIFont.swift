// Vitrine — Apache License 2.0
// UIFont is a face (found through fontconfig) at a size. The system font on Linux is
// DejaVu Sans (Debian's fonts-dejavu-core) in place of San Francisco; characters it lacks
// fall back through fontconfig when text is laid out (Chinese → WenQuanYi Micro Hei).
// With no font installed at all, text draws as boxes and one error is logged.
import Logging
import PlatformCore

/// A font: a typeface at a point size, with its metrics.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    // Sendable: immutable (`let`s of a thread-safe face and a value).

    /// The Core Graphics face the font draws with.
    public let fontFace: FontFace
    /// The font size in points.
    public let pointSize: CGFloat

    /// For fonts from `preferredFont(forTextStyle:)` and `UIFontMetrics`: the text style and
    /// the size at the default category, so a label can scale the font again when the
    /// content size category changes (`adjustsFontForContentSizeCategory`).
    let dynamicType: DynamicTypeScaling?

    /// A font drawing `face` at `size` points.
    public init(face: FontFace, size: CGFloat) {
        self.fontFace = face
        // Negative or NaN sizes are bad input: UIKit treats them as the system size; here 0 draws nothing.
        self.pointSize = size.isFinite ? max(size, 0) : 0
        self.dynamicType = nil
    }

    /// A font that scales with Dynamic Type per `dynamicType`.
    init(face: FontFace, size: CGFloat, dynamicType: DynamicTypeScaling?) {
        self.fontFace = face
        self.pointSize = size.isFinite ? max(size, 0) : 0
        self.dynamicType = dynamicType
    }

    /// The installed font whose family, full or PostScript name is `fontName`; nil when no such
    /// font is installed (never a substitute).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontCatalog.shared.face(named: fontName) else { return nil }
        self.init(face: face, size: fontSize)
    }

    // MARK: - System fonts

    /// The system font (DejaVu Sans on Linux) at `fontSize`, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` and the installed weight closest to `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: systemFace(family: FontCatalog.systemFamilyName, weight: weight, italic: false), size: fontSize)
    }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic (DejaVu Sans Oblique) system font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: systemFace(family: FontCatalog.systemFamilyName, weight: .regular, italic: true), size: fontSize)
    }

    /// The monospaced system font (DejaVu Sans Mono on Linux) at `fontSize` and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: systemFace(family: FontCatalog.monospacedFamilyName, weight: weight, italic: false), size: fontSize)
    }

    /// The standard system font size, 14 points.
    open class var systemFontSize: CGFloat { 14 }
    /// The standard small system font size, 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The standard label font size, 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The standard button font size, 18 points.
    open class var buttonFontSize: CGFloat { 18 }

    private struct SystemFaceKey: Hashable {
        var family: String
        var weight: Int
        var italic: Bool
    }
    // Labels ask for the system font on every layout; the catalog search runs once per style.
    nonisolated(unsafe) private static var systemFaces: [SystemFaceKey: FontFace] = [:]
    private static let systemFacesLock = NSLock()

    private class func systemFace(family: String, weight: UIFont.Weight, italic: Bool) -> FontFace {
        let key = SystemFaceKey(family: family, weight: weight.fontconfigWeight, italic: italic)
        if let face = systemFacesLock.withLock({ systemFaces[key] }) { return face }
        let face = findSystemFace(family: family, weight: key.weight, italic: italic)
        systemFacesLock.withLock { systemFaces[key] = face }
        return face
    }

    private class func findSystemFace(family: String, weight: Int, italic: Bool) -> FontFace {
        if let face = FontCatalog.shared.face(named: family, weight: weight, italic: italic) { return face }
        // Without DejaVu, any installed font that can write Latin beats crashing.
        if let face = FontCatalog.shared.fallbackFace(for: "A") { return face }
        // No font at all: a missing package must not take the kiosk down. Text draws as
        // boxes (FontFace.placeholder), the rest of the UI as usual, and the log says why.
        reportMissingFonts()
        return FontFace.placeholder
    }

    nonisolated(unsafe) private static var reportedMissingFonts = false

    private class func reportMissingFonts() {
        let first = systemFacesLock.withLock {
            defer { reportedMissingFonts = true }
            return !reportedMissingFonts
        }
        guard first else { return }
        Logger(label: "vitrine.text").error(
            "no usable font is installed (fontconfig lists none): text is drawn as boxes; install fonts-dejavu-core (apt-get install fonts-dejavu-core), or check FONTCONFIG_FILE",
            metadata: .errorKind(.fontMissing))
    }

    // MARK: - Variants

    /// The same typeface at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: fontFace, size: fontSize)
    }

    // MARK: - Names

    /// The family name, e.g. "DejaVu Sans".
    open var familyName: String { fontFace.familyName }
    /// The face's PostScript name, e.g. "DejaVuSans-Bold".
    open var fontName: String { fontFace.postScriptName }

    /// The installed font families, sorted.
    open class var familyNames: [String] { FontCatalog.shared.familyNames }

    /// The PostScript names of the faces of `familyName`.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        let wanted = familyName.lowercased()
        let faces = FontCatalog.shared.fonts.filter { $0.familyNames.contains { $0.lowercased() == wanted } }
        return Array(Set(faces.map(\.postScriptName))).sorted()
    }

    // MARK: - Metrics (points)

    private func points(_ units: Int) -> CGFloat { CGFloat(units) * pointSize / CGFloat(fontFace.unitsPerEm) }

    /// The top of the tallest glyphs above the baseline.
    open var ascender: CGFloat { points(fontFace.ascender) }
    /// The bottom of the lowest glyphs below the baseline: negative.
    open var descender: CGFloat { points(fontFace.descender) }
    /// The gap between lines the font asks for.
    open var leading: CGFloat { points(fontFace.lineGap) }
    /// The height of one line: ascender − descender + leading.
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters.
    open var capHeight: CGFloat { points(fontFace.capHeight) }
    /// The height of lowercase "x".
    open var xHeight: CGFloat { points(fontFace.xHeight) }

    // MARK: - Hashable

    /// Fonts are equal when they use the same face at the same size.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontFace === rhs.fontFace && lhs.pointSize == rhs.pointSize
    }

    /// Hashes the face and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(fontFace))
        hasher.combine(pointSize)
    }

    /// The font's name and size, e.g. `<UIFont: DejaVuSans 17.0>`.
    open var description: String { "<UIFont: \(fontName) \(pointSize)>" }
}
