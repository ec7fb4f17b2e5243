// Vitrine — Apache License 2.0
// The attributes a text layer honours in an attributed string, read by their raw keys
// (UIKit's key constants live above QuartzCore). As in Core Animation, the layer's font,
// fontSize and foregroundColor do not apply to attributed strings; a run without a font
// takes Core Text's default, 12 points (of the system family, for Helvetica), and one
// without a colour is black.
// - "NSFont": a font as `CATextLayer.font` accepts (TextLayerFont.swift); a UIFont's
//   size is its own, a name's or a FontFace's is 12 points;
// - "NSColor" (UIKit's foregroundColor) or "CTForegroundColor": a CGColor or a UIColor;
// - "NSBackgroundColor": a CGColor or a UIColor;
// - "NSKern": a number of points.
// Paragraph styles are not read (NSParagraphStyle is UIKit's): the layer's alignmentMode,
// isWrapped and truncationMode place every paragraph.
import Foundation

extension NSAttributedString {
    /// The string's attribute runs as layout runs (UTF-16 ranges), each with `paragraph`.
    func textLayerRuns(paragraph: ParagraphLayoutStyle) -> [(range: Range<Int>, style: TextStyle)] {
        var runs: [(range: Range<Int>, style: TextStyle)] = []
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            runs.append((range.location..<(range.location + range.length), Self.textLayerStyle(attributes, paragraph: paragraph)))
        }
        if runs.isEmpty { runs.append((0..<length, Self.textLayerStyle([:], paragraph: paragraph))) }
        return runs
    }

    private static func textLayerStyle(_ attributes: [NSAttributedString.Key: Any], paragraph: ParagraphLayoutStyle) -> TextStyle {
        let font = attributes[Key("NSFont")]
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let foreground = attributes[Key("NSColor")] ?? attributes[Key("CTForegroundColor")]
        return TextStyle(
            face: TextLayerFont.face(for: font), pointSize: (font as? TextLayerFontValue)?.pointSize ?? 12,
            color: foreground == nil ? black : TextLayerFont.color(foreground) ?? black,
            backgroundColor: TextLayerFont.color(attributes[Key("NSBackgroundColor")]),
            kern: TextStyle.points(fromAttributeValue: attributes[Key("NSKern")]) ?? 0, paragraph: paragraph)
    }
}
