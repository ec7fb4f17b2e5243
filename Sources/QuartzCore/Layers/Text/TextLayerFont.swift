// Vitrine — Apache License 2.0
// The values a text layer accepts as a font. Core Animation's `font` is a `CFTypeRef`:
// a CTFont, a CGFont or a font name. Linux has no CoreText (nor CFTypeRef), so here it
// is one of:
// - a font name (String or NSString): a family, full or PostScript name of an installed
//   font, as fontconfig lists them ("DejaVu Sans", "DejaVuSans-Bold");
// - a `FontFace`, Core Graphics's font type here (Apple's CGFont);
// - a font object of a framework above (UIKit's UIFont, which on Apple is a CTFont),
//   through `TextLayerFontValue`.
// Anything else, and a name no installed font has, draws in the default font (the system
// family, in place of Apple's Helvetica); with no fonts installed, the built-in
// placeholder. As in Core Animation the size comes from `fontSize`, not the font.
import Foundation

/// A font object from a framework above QuartzCore (UIKit's UIFont) a text layer can use.
package protocol TextLayerFontValue {
    /// The face drawn.
    var fontFace: FontFace { get }
    /// The size, used by fonts in attributed strings (a layer's own font takes `fontSize`).
    var pointSize: CGFloat { get }
}

/// A colour object from a framework above QuartzCore (UIKit's UIColor) a text layer can
/// read from an attributed string.
package protocol TextLayerColorValue {
    /// The colour drawn.
    var cgColor: CGColor { get }
}

/// Finds the faces and colours text layers draw with.
enum TextLayerFont {
    /// The face of the default font: the system family, else the built-in placeholder.
    static let defaultFace: FontFace = FontCatalog.shared.face(named: FontCatalog.systemFamilyName) ?? .placeholder

    /// The default value of `font`: the system family's name, as Apple's is "Helvetica".
    static let defaultName = FontCatalog.systemFamilyName

    /// The face `font` names; the default face for nil, unknown names and other values.
    static func face(for font: Any?) -> FontFace {
        switch font {
        case let face as FontFace: face
        case let value as TextLayerFontValue: value.fontFace
        case let name as String: FontCatalog.shared.face(named: name) ?? defaultFace
        case let name as NSString: FontCatalog.shared.face(named: name.description) ?? defaultFace
        default: defaultFace
        }
    }

    /// The colour `value` is (a CGColor or a TextLayerColorValue); nil for other values.
    static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let color as CGColor: color
        case let value as TextLayerColorValue: value.cgColor
        default: nil
        }
    }
}
