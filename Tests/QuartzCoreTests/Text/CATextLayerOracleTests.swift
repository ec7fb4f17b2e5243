// Vitrine — Apache License 2.0
// A text layer's backing store against the same text drawn through Core Graphics's own
// text drawing, placed independently here (alignment offsets, lines broken greedily word
// by word, from the top), compared by ink statistics.
import Foundation
import OracleSupport
import Testing
@testable import QuartzCore

@MainActor @Suite struct CATextLayerOracleTests {
    private static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// `lines` drawn by CGContext.drawText in white, each line's box below the last, line
    /// `i` starting at x `offsets[i]`, into a bitmap of `size` × `scale`.
    private func oracle(_ lines: [String], fontSize: CGFloat, size: CGSize, scale: CGFloat,
                        offset: (TextLayout) -> CGFloat) throws -> Bitmap {
        let face = try #require(FontCatalog.shared.face(named: FontCatalog.systemFamilyName))
        let bitmap = try #require(Bitmap(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up))))
        let context = CGContext(bitmap: bitmap)
        context.scaleBy(x: scale, y: scale)
        var top: CGFloat = 0
        for line in lines {
            let layout = TextLayout(text: line, style: TextStyle(face: face, pointSize: fontSize, color: Self.white))
            context.drawText(layout, at: CGPoint(x: offset(layout), y: top))
            top += layout.size.height
        }
        return bitmap
    }

    private func expectAgreement(_ layer: CATextLayer, _ reference: Bitmap, _ label: String) throws {
        let bitmap = try #require(layer.displayedBitmap)
        #expect(bitmap.width == reference.width && bitmap.height == reference.height)
        let v = InkStatistics(bitmap), o = InkStatistics(reference)
        #expect(o.total > 0)
        #expect(abs(v.total - o.total) <= 0.02 * o.total, "\(label) ink: layer \(v), oracle \(o)")
        #expect(abs(v.centroid.x - o.centroid.x) <= 0.5 && abs(v.centroid.y - o.centroid.y) <= 0.5,
                "\(label) centroid: layer \(v), oracle \(o)")
        #expect(abs(v.bounds.minX - o.bounds.minX) <= 1 && abs(v.bounds.maxX - o.bounds.maxX) <= 1
                && abs(v.bounds.minY - o.bounds.minY) <= 1 && abs(v.bounds.maxY - o.bounds.maxY) <= 1,
                "\(label) bounds: layer \(v), oracle \(o)")
    }

    @Test(arguments: [
        ("Vitrine kiosk 0123", CGFloat(14), CGFloat(1), "left"),
        ("Hamburgefonstiv", 24, 2, "right"),
        ("AVWAy ffi!", 30, 1.5, "center"),
        ("Natural 42", 18, 2.25, "natural"),
    ])
    func aLineAgreesWithCoreGraphicsText(text: String, fontSize: CGFloat, scale: CGFloat, alignment: String) throws {
        let size = CGSize(width: 300, height: 50)
        let layer = CATextLayer()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.contentsScale = scale
        layer.fontSize = fontSize
        layer.alignmentMode = CATextLayerAlignmentMode(rawValue: alignment)
        layer.string = text
        let reference = try oracle([text], fontSize: fontSize, size: size, scale: scale) { layout in
            switch alignment {
            case "right": size.width - layout.size.width
            case "center": (size.width - layout.size.width) / 2
            default: 0
            }
        }
        try expectAgreement(layer, reference, "\(text) @\(fontSize) ×\(scale) \(alignment)")
    }

    @Test(arguments: [CGFloat(1), 2])
    func wrappedLinesAgreeWithGreedyWordBreaking(scale: CGFloat) throws {
        let text = "The quick brown fox jumps over the lazy dog by the kiosk"
        let size = CGSize(width: 160, height: 150), fontSize: CGFloat = 18
        let face = try #require(FontCatalog.shared.face(named: FontCatalog.systemFamilyName))
        func width(_ line: String) -> CGFloat { TextLayout(text: line, style: TextStyle(face: face, pointSize: fontSize)).size.width }
        var lines: [String] = []
        for word in text.split(separator: " ").map(String.init) {
            if let last = lines.last, width(last + " " + word) <= size.width {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        #expect(lines.count >= 3)
        let layer = CATextLayer()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.contentsScale = scale
        layer.fontSize = fontSize
        layer.isWrapped = true
        layer.string = text
        let reference = try oracle(lines, fontSize: fontSize, size: size, scale: scale) { _ in 0 }
        try expectAgreement(layer, reference, "wrapped ×\(scale)")
    }
}
