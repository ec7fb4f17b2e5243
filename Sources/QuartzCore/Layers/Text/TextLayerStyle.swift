// Vitrine — Apache License 2.0
import Foundation

/// Everything a text layer draws from, as one value (see ShapeLayerStyle): the layer's
/// properties are views of it, and a presentation is redrawn only when it differs.
struct TextLayerStyle: Equatable {
    var string: TextLayerString = .none
    /// The face `font` resolves to (TextLayerFont.swift).
    var face: FontFace = TextLayerFont.defaultFace
    var fontSize: CGFloat = 36
    var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    var isWrapped = false
    var truncationMode: CATextLayerTruncationMode = .none
    var alignmentMode: CATextLayerAlignmentMode = .natural

    /// How each paragraph is broken and placed: wrapped at the width, or kept on one line
    /// and truncated (or clipped) there.
    var paragraph: ParagraphLayoutStyle {
        ParagraphLayoutStyle(alignment: alignmentMode.layoutAlignment,
                             lineBreak: isWrapped ? .wordWrapping : truncationMode.lineBreak)
    }

    static func == (a: TextLayerStyle, b: TextLayerStyle) -> Bool {
        a.string == b.string && a.face === b.face && a.fontSize == b.fontSize && a.foregroundColor == b.foregroundColor
            && a.isWrapped == b.isWrapped && a.truncationMode == b.truncationMode && a.alignmentMode == b.alignmentMode
    }
}
