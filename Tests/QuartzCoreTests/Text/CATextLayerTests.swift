// Vitrine — Apache License 2.0
import Foundation
import OracleSupport
import Testing
@testable import QuartzCore

@MainActor @Suite struct CATextLayerTests {
    private let sentence = "The quick brown fox jumps over the lazy dog again and again"

    /// A text layer of `size` showing `string` at `fontSize`.
    private func textLayer(_ string: Any?, fontSize: CGFloat = 20, size: CGSize = CGSize(width: 200, height: 100)) -> CATextLayer {
        let layer = CATextLayer()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.fontSize = fontSize
        layer.string = string
        return layer
    }

    private func layout(_ layer: CATextLayer) -> TextLayout? {
        CATextLayer.layout(of: layer.style, in: layer.bounds.size)
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CATextLayer()
        #expect(layer.string == nil)
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(!layer.isWrapped && !layer.allowsFontSubpixelQuantization)
        #expect(layer.truncationMode == .none && layer.truncationMode.rawValue == "none")
        #expect(CATextLayerTruncationMode.start.rawValue == "start" && CATextLayerTruncationMode.end.rawValue == "end"
                && CATextLayerTruncationMode.middle.rawValue == "middle")
        #expect(layer.alignmentMode == .natural && layer.alignmentMode.rawValue == "natural")
        #expect(CATextLayerAlignmentMode.justified.rawValue == "justified" && CATextLayerAlignmentMode.center.rawValue == "center")
        #expect(layer.font as? String == FontCatalog.systemFamilyName, "the system family stands in for Helvetica")
        #expect(layer.contentsScale == 1)
    }

    /// Wrapped text breaks into lines that each fit the width; unwrapped text stays on one
    /// line and is clipped at the edge.
    @Test func wrappingBreaksLinesWithinTheWidth() throws {
        let layer = textLayer(sentence, size: CGSize(width: 200, height: 200))
        layer.isWrapped = true
        let wrapped = try #require(layout(layer))
        #expect(wrapped.lines.count >= 3)
        #expect(wrapped.lines.allSatisfy { $0.width <= 200 && $0.x >= 0 })
        let ink = layer.displayedInk
        #expect(ink.bounds.maxX <= 200 && ink.bounds.height > 2 * 20, "ink on several lines: \(ink)")

        layer.isWrapped = false
        #expect(try #require(layout(layer)).lines.count == 1)
        let oneLine = layer.displayedInk
        #expect(oneLine.bounds.maxY <= 25, "one line of 20 pt text: \(oneLine)")
        #expect(oneLine.bounds.maxX >= 190 && oneLine.bounds.maxX <= 200, "the line runs to the edge, clipped there: \(oneLine)")
    }

    /// Newlines start new lines, wrapped or not.
    @Test func newlinesStartLines() throws {
        let layer = textLayer("one\ntwo\nthree")
        #expect(try #require(layout(layer)).lines.count == 3)
        #expect(layer.displayedInk.bounds.maxY > 2 * 20)
    }

    @Test func truncationAtTheEndShowsAnEllipsisWithinTheBounds() throws {
        let layer = textLayer(sentence, size: CGSize(width: 150, height: 40))
        layer.truncationMode = .end
        let truncated = try #require(layout(layer))
        let line = try #require(truncated.lines.first)
        #expect(truncated.lines.count == 1 && line.isTruncated)
        #expect(truncated.glyphs[line.glyphRange].last?.cluster == -1, "the line ends in the ellipsis")
        #expect(line.x + line.width <= 150)
        let ink = layer.displayedInk
        #expect(ink.bounds.maxX < 150, "the ellipsis ends inside the bounds: \(ink)")

        layer.truncationMode = .start
        let head = try #require(layout(layer)?.lines.first)
        #expect(truncatedGlyphs(layout(layer)).first?.cluster == -1 && head.width <= 150, "starts with the ellipsis")
        layer.truncationMode = .middle
        let middle = try #require(layout(layer))
        let clusters = truncatedGlyphs(middle).map(\.cluster)
        #expect(clusters.first != -1 && clusters.last != -1 && clusters.contains(-1), "the ellipsis inside the line")
    }

    private func truncatedGlyphs(_ layout: TextLayout?) -> [TextLayout.Glyph] {
        guard let layout, let line = layout.lines.first else { return [] }
        return Array(layout.glyphs[line.glyphRange])
    }

    /// Wrapped with a truncation mode: the last line that fits the height ends in an ellipsis.
    @Test func wrappedTextIsTruncatedAtTheLastLineThatFits() throws {
        let layer = textLayer(sentence + " " + sentence, size: CGSize(width: 150, height: 50))
        layer.isWrapped = true
        layer.truncationMode = .end
        let wrapped = try #require(layout(layer))
        let last = try #require(wrapped.lines.last)
        #expect(wrapped.lines.count == 2 && last.isTruncated)
        #expect(last.top + last.height <= 50)
        #expect(wrapped.glyphs[last.glyphRange].last?.cluster == -1)
    }

    @Test func alignmentPlacesTheInk() throws {
        let layer = textLayer("Kiosk", size: CGSize(width: 300, height: 40))
        let left = layer.displayedInk
        #expect(left.bounds.minX < 6, "natural is left for left-to-right text: \(left)")
        layer.alignmentMode = .right
        let right = layer.displayedInk
        #expect(right.bounds.maxX >= 290 && right.bounds.maxX <= 300 && right.bounds.minX > 200, "right: \(right)")
        layer.alignmentMode = .center
        let center = layer.displayedInk
        #expect(abs(center.bounds.midX - 150) < 4, "centre: \(center)")
        #expect(abs(center.total - left.total) < 0.05 * left.total, "the same text moved")
    }

    /// Core Animation sets text from the top of the bounds, not centred as a label does.
    @Test func textIsTopAligned() {
        let layer = textLayer("Hxg", size: CGSize(width: 200, height: 200))
        let ink = layer.displayedInk
        // DejaVu Sans: ascent 0.93 em, so the cap height (0.73 em) starts ~4 pt down.
        #expect(ink.bounds.minY >= 2 && ink.bounds.minY <= 6, "capitals start just below the top: \(ink)")
        #expect(ink.bounds.maxY <= 24, "and the descender ends within the first line: \(ink)")
        // A non-zero bounds origin is where drawing starts too.
        layer.bounds.origin = CGPoint(x: -50, y: 30)
        layer.setNeedsDisplay()
        #expect(layer.displayedInk.bounds == ink.bounds)
    }

    @Test func theBackingStoreIsDrawnAtTheContentsScale() throws {
        let layer = textLayer("Scale", size: CGSize(width: 120, height: 30))
        let one = layer.displayedInk
        layer.contentsScale = 2
        #expect(layer.needsDisplay())
        let bitmap = try #require(layer.displayedBitmap)
        #expect(bitmap.width == 240 && bitmap.height == 60)
        let two = InkStatistics(bitmap)
        #expect(abs(two.total / one.total - 4) < 0.4, "four times the ink: \(one) → \(two)")
        #expect(abs(two.bounds.width / one.bounds.width - 2) < 0.15)
    }

    @Test func aChangeRedrawsTheLayerAndRunsItsAction() throws {
        let layer = textLayer("A")
        let log = ActionLog()
        layer.actions = ["string": log, "fontSize": log, "wrapped": log, "foregroundColor": log]
        let small = layer.displayedInk
        #expect(!layer.needsDisplay())
        layer.string = "A"  // no change
        #expect(!layer.needsDisplay())
        layer.string = "AA"
        #expect(layer.needsDisplay())
        #expect(layer.displayedInk.total > 1.8 * small.total)
        layer.fontSize = 40
        layer.isWrapped = true
        layer.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.alignmentMode = .center  // no action registered
        #expect(log.keys == ["string", "fontSize", "wrapped", "foregroundColor"])
        let bitmap = try #require(layer.displayedBitmap)
        let ink = InkStatistics(bitmap)
        let centre = CGPoint(x: ink.centroid.x, y: ink.centroid.y)
        #expect(ink.total > 3 * small.total)
        // A solid pixel of the text is the new colour.
        var reds = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y] == 0xFFFF_0000 { reds += 1 } }
        #expect(reds > 20, "red glyphs near \(centre)")
    }

    @Test func fontsAreNamesFacesOrTheDefault() throws {
        let layer = textLayer("Bold type")
        let regular = layer.displayedInk
        layer.font = "DejaVu Sans Bold"
        #expect(layer.font as? String == "DejaVu Sans Bold")
        let bold = layer.displayedInk
        #expect(bold.total > 1.15 * regular.total, "bold: \(bold), regular: \(regular)")
        let face = try #require(FontCatalog.shared.face(named: "DejaVuSans-Bold"))
        layer.font = face
        #expect(layer.style.face === face)
        #expect(abs(layer.displayedInk.total - bold.total) < 1)
        layer.font = NSString(string: "DejaVu Sans")
        #expect(layer.style.face === TextLayerFont.defaultFace)
        layer.font = "No Such Font 9000"
        #expect(layer.style.face === TextLayerFont.defaultFace, "an unknown name draws in the default font")
        #expect(abs(layer.displayedInk.total - regular.total) < 1)
        layer.font = 17
        #expect(layer.style.face === TextLayerFont.defaultFace)
        layer.font = nil
        #expect(abs(layer.displayedInk.total - regular.total) < 1)
    }

    /// Attributed strings draw with their own font and colour, not the layer's.
    @Test func attributedStringsUseTheirAttributes() throws {
        let bold = try #require(FontCatalog.shared.face(named: "DejaVuSans-Bold"))
        let text = NSMutableAttributedString(string: "Red", attributes: [
            NSAttributedString.Key("NSColor"): CGColor(red: 1, green: 0, blue: 0, alpha: 1),
            NSAttributedString.Key("NSFont"): bold,
        ])
        text.append(NSAttributedString(string: " plain"))
        let layer = textLayer(text, fontSize: 40)
        let styles = try #require(layout(layer)).styles
        #expect(styles.first?.face === bold && styles.first?.pointSize == 12, "a face without a size is 12 points")
        #expect(styles.first?.color == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(styles.last?.face === TextLayerFont.defaultFace && styles.last?.color == CGColor(red: 0, green: 0, blue: 0, alpha: 1),
                "a run without attributes is Core Text's default: 12 pt, black")
        let bitmap = try #require(layer.displayedBitmap)
        #expect(InkStatistics(bitmap).bounds.maxY <= 16, "12 pt, not the layer's 40")
        // Mutating the string after setting it changes nothing until it is set again.
        text.append(NSAttributedString(string: " more"))
        #expect(!layer.needsDisplay())
        #expect((layer.string as? NSAttributedString)?.string == "Red plain more", "reads back as set")
    }

    @Test func badInputDrawsNothingOrTheDefault() throws {
        let layer = textLayer("Text")
        #expect(layer.displayedInk.total > 0)
        for size in [CGFloat.nan, -12, 0, .infinity] {
            layer.fontSize = size
            #expect(layer.fontSize.isNaN ? size.isNaN : layer.fontSize == size, "reads back as set")
            #expect(layer.displayedInk.total == 0, "font size \(size) draws nothing")
        }
        layer.fontSize = 20
        let values: [Any] = [42, CGColor(red: 1, green: 0, blue: 0, alpha: 1), ["Text"], NSNumber(value: 3)]
        for value in values {
            layer.string = value
            #expect(layer.displayedInk.total == 0, "\(value) draws nothing")
        }
        layer.string = NSString(string: "Text")
        #expect(layer.displayedInk.total > 0, "an NSString draws")
        layer.string = ""
        #expect(layer.displayedInk.total == 0)
        layer.string = "Text"
        layer.foregroundColor = nil
        #expect(layer.displayedInk.total == 0, "no colour, no glyphs")
        layer.foregroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        for bounds in [CGRect.zero, CGRect(x: 0, y: 0, width: -10, height: 20), CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20)] {
            layer.bounds = bounds
            layer.fontSize += 1  // a change marks the layer for display
            #expect(layer.displayedInk.total == 0, "bounds \(bounds) show nothing")
            _ = CATextLayer.image(of: layer.style, bounds: bounds, scale: 2)
        }
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 30)
        layer.contentsScale = .nan
        #expect(layer.displayedBitmap == nil, "a NaN scale has no pixels")
        _ = CATextLayer.image(of: layer.style, bounds: layer.bounds, scale: .nan)
        layer.contentsScale = 1
        layer.truncationMode = CATextLayerTruncationMode(rawValue: "sideways")
        layer.alignmentMode = CATextLayerAlignmentMode(rawValue: "diagonal")
        #expect(layer.style.paragraph.lineBreak == .clipping && layer.style.paragraph.alignment == .natural)
    }
}
