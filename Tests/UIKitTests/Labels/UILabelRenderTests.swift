// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// What labels draw: placement, truncation, colours, and when they redraw.
@MainActor @Suite struct UILabelRenderTests {
    private typealias R = LabelRendering

    private func label(_ text: String, width: CGFloat, height: CGFloat, font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.font = font
        label.textColor = .black
        label.text = text
        return label
    }

    @Test func textIsCentredVerticallyInTheBounds() throws {
        let label = label("HHHH", width: 120, height: 80)
        let box = try #require(R.ink(R.render(label)))
        // Capitals sit on the baseline: the block (19.8 pt line) is centred, so the baseline is
        // at 40 − 19.8 / 2 + 17 × 1901 / 2048 = 45.9 and the caps (12.4 pt) end just above it.
        let baseline = (80 - label.font.lineHeight) / 2 + label.font.ascender
        #expect(abs(CGFloat(box.maxY + 1) - baseline) <= 1)
        // The line box's middle is the bounds' middle: the caps' middle sits cap/2 + descent
        // above… simply, the ink centroid is within 5 pt of the bounds' centre.
        let centroid = try #require(R.centroid(R.render(label)))
        #expect(abs(centroid.y - 40) < 5, "centroid \(centroid)")
    }

    @Test func alignmentPlacesTheInkLeftCentreOrRight() throws {
        let label = label("IIII", width: 200, height: 30)
        let left = try #require(R.ink(R.render(label)))
        #expect(left.minX < 4)
        label.textAlignment = .right
        let right = try #require(R.ink(R.render(label)))
        #expect(right.maxX > 195)
        label.textAlignment = .center
        let centre = try #require(R.ink(R.render(label)))
        #expect(abs(CGFloat(centre.minX + centre.maxX + 1) / 2 - 100) <= 2)
    }

    @Test func naturalAlignmentFollowsTheTextsDirection() throws {
        // Natural: left for Latin, right for Hebrew (DejaVu Sans has both).
        let latin = try #require(R.ink(R.render(label("IIII", width: 200, height: 30))))
        #expect(latin.minX < 4)
        let hebrew = try #require(R.ink(R.render(label("שלום", width: 200, height: 30))))
        #expect(hebrew.maxX > 190 && hebrew.minX > 100, "\(hebrew)")
    }

        @Test func tailTruncationDrawsAnEllipsisWithinTheBounds() throws {
        let label = label("The quick brown fox jumps over the lazy dog", width: 100, height: 24)
        let layout = label.fittedLayout(width: 100, height: 24, lines: 1).layout
        #expect(layout.lines.count == 1 && layout.lines[0].isTruncated)
        #expect(layout.glyphs.last?.cluster == -1)  // the inserted ellipsis ends the line
        #expect(layout.size.width <= 100)
        let box = try #require(R.ink(R.render(label)))
        #expect(box.maxX < 100)
        // The ellipsis's three dots are at the right end: the last ink is low (dots sit on the baseline).
        let baseline = (24 - label.font.lineHeight) / 2 + label.font.ascender
        var lastColumnInk: [Int] = []
        let bitmap = R.render(label)
        for y in 0..<24 where bitmap[box.maxX, y] >> 24 > 0 { lastColumnInk.append(y) }
        #expect(lastColumnInk.allSatisfy { CGFloat($0) > baseline - 4 }, "\(lastColumnInk)")
    }

    @Test func headAndMiddleTruncationKeepTheEnds() {
        let label = label("ABCDEFGHIJKLMNOPQRSTUVWXYZ", width: 90, height: 24)
        label.lineBreakMode = .byTruncatingHead
        let head = label.fittedLayout(width: 90, height: 24, lines: 1).layout
        #expect(head.glyphs.first?.cluster == -1)
        #expect(head.glyphs.last?.cluster == 25)
        label.lineBreakMode = .byTruncatingMiddle
        let middle = label.fittedLayout(width: 90, height: 24, lines: 1).layout
        #expect(middle.glyphs.first?.cluster == 0 && middle.glyphs.last?.cluster == 25)
        #expect(middle.glyphs.contains { $0.cluster == -1 })
    }

    @Test func multiLineLabelsWrapAndTruncateTheLastLine() {
        let label = label("one two three four five six seven eight nine ten eleven twelve", width: 80, height: 200)
        label.numberOfLines = 2
        let layout = label.fittedLayout(width: 80, height: 200, lines: 2).layout
        #expect(layout.lines.count == 2)
        #expect(!layout.lines[0].isTruncated && layout.lines[1].isTruncated)
        // Unlimited: every word shows, on more lines.
        let all = label.fittedLayout(width: 80, height: 200, lines: 0).layout
        #expect(all.lines.count > 2 && all.lines.allSatisfy { !$0.isTruncated })
        // Bounds too short for the lines: the lines that fit, the last truncated.
        let short = label.fittedLayout(width: 80, height: 45, lines: 0).layout
        #expect(short.lines.count == 2 && short.lines[1].isTruncated)
    }

    @Test func theLastLineOfAMultiLineLabelIsTruncatedPerTheMode() throws {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let label = label(text, width: 80, height: 200)
        label.numberOfLines = 2
        label.lineBreakMode = .byTruncatingMiddle
        let middle = label.fittedLayout(width: 80, height: 200, lines: 2).layout
        let last = try #require(middle.lines.last)
        let clusters = middle.glyphs[last.glyphRange].map(\.cluster)
        // The ellipsis inside the line, the paragraph's last character at its end.
        #expect(clusters.last == text.utf16.count - 1)
        #expect(clusters.dropFirst().dropLast().contains(-1))
        label.lineBreakMode = .byTruncatingHead
        let head = label.fittedLayout(width: 80, height: 200, lines: 2).layout
        let headLast = try #require(head.lines.last)
        #expect(head.glyphs[headLast.glyphRange.lowerBound].cluster == -1)
        // Clipping cuts without an ellipsis.
        label.lineBreakMode = .byClipping
        let clipped = label.fittedLayout(width: 80, height: 200, lines: 2).layout
        #expect(clipped.lines.count == 2 && !clipped.glyphs.contains { $0.cluster == -1 })
    }

        @Test func shrunkTextKeepsItsBaselineOrItsCentre() throws {
        let label = label("HHHHHHHHHH", width: 60, height: 60)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.2
        // Full size: the baseline at (60 − 19.8) / 2 + 15.8 = 35.9.
        let baseline = (60 - label.font.lineHeight) / 2 + label.font.ascender
        let aligned = try #require(R.ink(R.render(label)))
        #expect(abs(CGFloat(aligned.maxY + 1) - baseline) <= 1, "\(aligned)")
        label.baselineAdjustment = .alignCenters
        let centred = try #require(R.ink(R.render(label)))
        #expect(CGFloat(centred.maxY + 1) < baseline - 1.5, "\(centred)")
    }

        @Test func disabledAndHighlightedTextChangeColour() throws {
        let label = label("IIII", width: 60, height: 30, font: .boldSystemFont(ofSize: 24))
        func solidColour(_ bitmap: Bitmap) -> UInt32? {
            for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y] >> 24 == 255 { return bitmap[x, y] } }
            return nil
        }
        #expect(solidColour(R.render(label)) == 0xFF00_0000)
        label.isHighlighted = true
        label.highlightedTextColor = .red
        #expect(solidColour(R.render(label)) == 0xFFFF_0000)
        label.isHighlighted = false
        label.isEnabled = false
        // Disabled: dimmed (tertiaryLabel, a 30 % grey in light mode): no opaque ink at all.
        let disabled = R.render(label)
        #expect(solidColour(disabled) == nil)
        let maxAlpha = (0..<30).flatMap { y in (0..<60).map { disabled[$0, y] >> 24 } }.max() ?? 0
        #expect(maxAlpha > 40 && maxAlpha < 120, "max alpha \(maxAlpha)")
    }

    @Test func shadowDrawsACopyAtTheOffset() throws {
        let label = label("I", width: 40, height: 40, font: .boldSystemFont(ofSize: 24))
        let plain = try #require(R.ink(R.render(label)))
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 6, height: 0)
        let bitmap = R.render(label)
        let shadowed = try #require(R.ink(bitmap))
        #expect(shadowed.maxX >= plain.maxX + 5)
        #expect(bitmap[shadowed.maxX - 1, (shadowed.minY + shadowed.maxY) / 2] == 0xFFFF_0000)
    }

    /// A label that counts its draws.
    final class CountingLabel: UILabel {
        var draws = 0
        override func drawText(in rect: CGRect) {
            draws += 1
            super.drawText(in: rect)
        }
    }

    @Test func aTextChangeRedrawsOnceAndAMoveDoesNot() {
        let stage = UIViewDrawingTests.Stage()
        let label = CountingLabel(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        label.text = "Ready"
        stage.window.addSubview(label)
        stage.frame()
        #expect(label.draws == 1)
        label.center.x += 5
        stage.frame()
        #expect(label.draws == 1)
        label.text = "Ready"  // the same text: nothing to draw
        stage.frame()
        #expect(label.draws == 1)
        label.text = "Go"
        label.textColor = .red
        stage.frame()
        stage.frame()
        #expect(label.draws == 2)
        // A new size redraws (content mode .redraw), the text centred in the new bounds.
        label.bounds.size.height = 40
        stage.frame()
        #expect(label.draws == 3)
        // Attributed text: an equal string with equal attributes changes nothing; new attributes redraw.
        let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 12)]
        label.attributedText = NSAttributedString(string: "Go", attributes: attributes)
        stage.frame()
        #expect(label.draws == 4)
        label.attributedText = NSAttributedString(string: "Go", attributes: attributes)
        stage.frame()
        #expect(label.draws == 4)
        label.attributedText = NSAttributedString(string: "Go", attributes: [.foregroundColor: UIColor.green])
        stage.frame()
        #expect(label.draws == 5)
    }
}
