// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Underlines, strikethroughs and the other attributes, drawn through string drawing and labels.
@MainActor @Suite struct TextDecorationRenderTests {
    private typealias R = LabelRendering
    private let font = UIFont.systemFont(ofSize: 40)

    /// Rows where more than `fraction` of the columns between x 4 and 196 are inked.
    private func solidRows(_ bitmap: Bitmap, fraction: Double = 0.9) -> [Int] {
        (0..<bitmap.height).filter { y in
            Double((4..<196).filter { bitmap[$0, y] >> 24 > 128 }.count) > fraction * 192
        }
    }

    private func draw(_ attributes: [NSAttributedString.Key: Any]) -> Bitmap {
        // "nnnnn" has no ink below the baseline or across its whole width at any row
        // (the arches leave gaps): only a decoration makes a solid row.
        R.render(width: 200, height: 60) {
            NSAttributedString(string: "nnnnnnnn", attributes: ([.font: font] as [NSAttributedString.Key: Any]).merging(attributes) { $1 }).draw(at: CGPoint(x: 2, y: 0))
        }
    }

    @Test func plainTextHasNoSolidRow() {
        #expect(solidRows(draw([:])).isEmpty)
    }

    @Test func singleUnderlineIsOneRowBelowTheBaseline() {
        let rows = solidRows(draw([.underlineStyle: NSUnderlineStyle.single.rawValue]))
        // Baseline 40 × 1901/2048 = 37.1; the line is centred 40 × 130/2048 = 2.5 below it,
        // 40 × 90/2048 = 1.8 thick: two rows, about 38.7 … 40.5.
        let baseline = font.ascender
        #expect(!rows.isEmpty && rows.count <= 2, "\(rows)")
        #expect(rows.allSatisfy { CGFloat($0) > baseline && CGFloat($0) < baseline + 5 }, "\(rows)")
    }

    @Test func thickAndDoubleUnderlines() {
        let single = solidRows(draw([.underlineStyle: NSUnderlineStyle.single.rawValue]))
        let thick = solidRows(draw([.underlineStyle: NSUnderlineStyle.thick.rawValue]))
        #expect(thick.count > single.count)
        let double = solidRows(draw([.underlineStyle: NSUnderlineStyle.double.rawValue]))
        // Two lines with a gap between them.
        #expect(double.count >= 2)
        #expect(zip(double, double.dropFirst()).contains { $1 - $0 > 1 }, "\(double)")
    }

    @Test func strikethroughCrossesTheMiddleOfTheLowercase() {
        let rows = solidRows(draw([.strikethroughStyle: NSUnderlineStyle.single.rawValue]))
        let middle = font.ascender - font.xHeight / 2
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { abs(CGFloat($0) + 0.5 - middle) < 2.5 }, "\(rows) around \(middle)")
    }

    @Test func underlineColourIsItsOwn() {
        let bitmap = draw([.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red])
        let row = solidRows(bitmap)[0]
        #expect(bitmap[100, row] == 0xFFFF_0000)
    }

    @Test func underlineInALabel() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.font = font
        label.attributedText = NSAttributedString(string: "nnnnnnnn", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
        #expect(!solidRows(R.render(label), fraction: 0.8).isEmpty)
    }

    @Test func kernWidensAndParagraphStyleAlignsInALabel() throws {
        let plain = "nnnn".size(withAttributes: [.font: font]).width
        let kerned = "nnnn".size(withAttributes: [.font: font, .kern: 5]).width
        #expect(abs(kerned - plain - 20) < 0.01)  // 5 pt after each of 4 characters
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.attributedText = NSAttributedString(string: "II", attributes: [.font: font, .paragraphStyle: style])
        let box = try #require(R.ink(R.render(label)))
        #expect(box.maxX > 190)
    }

    @Test func lineSpacingAddsToTheHeight() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let label = UILabel()
        label.numberOfLines = 0
        // Line spacing goes between the lines of a paragraph: one that wraps onto two lines.
        label.preferredMaxLayoutWidth = 150
        label.attributedText = NSAttributedString(string: "nnnn nnnn", attributes: [.font: font, .paragraphStyle: style])
        #expect(abs(label.intrinsicContentSize.height - (2 * font.lineHeight + 10)) < 1)
    }

    // MARK: - Shadow, baseline offset, tracking

    @Test func aShadowIsTheGlyphsOffsetInItsColourUnderThem() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 10)
        shadow.shadowColor = UIColor.red
        let plain = draw([:]), shadowed = draw([.shadow: shadow])
        let ink = try #require(R.ink(plain)), shadowInk = try #require(R.ink(shadowed))
        // A sharp shadow 10 points down: the ink reaches 10 rows lower, the glyphs' top stays.
        #expect(shadowInk.maxY == ink.maxY + 10)
        #expect(shadowInk.minY == ink.minY)
        // Below the glyphs only the shadow shows, in red.
        let below = try #require((0..<200).first { shadowed[$0, ink.maxY + 5] >> 24 == 255 })
        #expect(shadowed[below, ink.maxY + 5] == 0xFFFF_0000)
        // Where the glyphs are, black covers their own shadow.
        let glyph = try #require((0..<200).first { plain[$0, ink.minY + 2] >> 24 == 255 })
        #expect(shadowed[glyph, ink.minY + 2] == 0xFF00_0000)
    }

    @Test func aShadowWithoutAColourIsBlackAtAThird() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 15)
        let shadowed = draw([.shadow: shadow])
        let ink = try #require(R.ink(draw([:])))
        // Black at alpha 1/3, 255 / 3 = 85, where the shadow covers whole pixels (the most of
        // the row; premultiplied, so the colour channels are 0).
        let row = (0..<200).map { shadowed[$0, ink.maxY + 8] }
        #expect(row.map { $0 >> 24 }.max() == 85)
        #expect(row.allSatisfy { $0 & 0xFF_FFFF == 0 })
    }

    @Test func aBaselineOffsetRaisesTheRunAndTallensTheLine() throws {
        let raised = NSMutableAttributedString(string: "nn", attributes: [.font: font])
        raised.append(NSAttributedString(string: "nn", attributes: [.font: font, .baselineOffset: 8]))
        let plainSize = NSAttributedString(string: "nnnn", attributes: [.font: font]).size()
        // The raised run reaches 8 points higher: the line's ascent grows by 8.
        #expect(abs(raised.size().height - (plainSize.height + 8)) < 0.01)
        let bitmap = R.render(width: 200, height: 80) { raised.draw(at: CGPoint(x: 2, y: 0)) }
        let left = R.render(width: 200, height: 80) {
            NSAttributedString(string: "nn", attributes: [.font: font]).draw(at: CGPoint(x: 2, y: 0))
        }
        // The first run sits on the lower baseline (8 rows down); the second 8 rows above it.
        let firstInk = try #require(R.ink(left))
        let whole = try #require(R.ink(bitmap))
        #expect(whole.minY == firstInk.minY, "the raised run's top is where a plain line's is")
        #expect(whole.maxY == firstInk.maxY + 8, "the first run's bottom moved down with the baseline")
    }

    @Test func trackingSpacesCharactersAndWinsOverKern() {
        let plain = "nnnn".size(withAttributes: [.font: font]).width
        let tracked = "nnnn".size(withAttributes: [.font: font, .tracking: 3, .kern: 10]).width
        #expect(abs(tracked - plain - 12) < 0.01)  // 3 pt after each of 4 characters
    }
}
