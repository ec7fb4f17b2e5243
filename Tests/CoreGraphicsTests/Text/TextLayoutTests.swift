// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct TextLayoutTests {
    private func style(_ size: CGFloat = 12, kern: CGFloat = 0, paragraph: ParagraphLayoutStyle = .init()) throws -> TextStyle {
        TextStyle(face: try TextFixtures.dejaVuSans, pointSize: size, kern: kern, paragraph: paragraph)
    }

    private func advances(_ text: String, size: CGFloat = 12) throws -> CGFloat {
        TextShaper.shape(text, face: try TextFixtures.dejaVuSans, pointSize: size).reduce(0) { $0 + $1.advance }
    }

    private var lineHeight: CGFloat { 12 * (1901 + 483) / 2048 }

    @Test func oneLineIsTheSumOfAdvancesByTheLineHeight() throws {
        let layout = TextLayout(text: "Hello, world", style: try style())
        #expect(layout.lines.count == 1)
        #expect(abs(layout.size.width - (try advances("Hello, world"))) < 1e-9)
        #expect(abs(layout.size.height - lineHeight) < 1e-9)
        #expect(abs(layout.lines[0].baseline - 12 * 1901 / 2048) < 1e-9)
    }

    @Test func kernIsAddedAfterEachCharacter() throws {
        let layout = TextLayout(text: "Hello", style: try style(kern: 2))
        #expect(abs(layout.size.width - ((try advances("Hello")) + 5 * 2)) < 1e-9)
    }

    @Test func emptyTextHasNoLinesAndNoSize() throws {
        let layout = TextLayout(text: "", style: try style())
        #expect(layout.lines.isEmpty && layout.size == .zero)
    }

    @Test func newlinesStartParagraphs() throws {
        let layout = TextLayout(text: "ab\ncd\r\nef", style: try style())
        #expect(layout.lines.map(\.characterRange) == [0..<2, 3..<5, 7..<9])
        #expect(abs(layout.size.height - 3 * lineHeight) < 1e-9)
    }

    @Test func wordWrapBreaksAfterSpacesAndHangsThem() throws {
        let twoWords = try advances("aaa bbb")
        let width = twoWords + 1  // room for "aaa bbb" but not "aaa bbb ccc"
        let layout = TextLayout(text: "aaa bbb ccc", style: try style(), options: .init(width: width))
        #expect(layout.lines.map(\.characterRange) == [0..<8, 8..<11])
        #expect(abs(layout.lines[0].width - twoWords) < 1e-9)
        #expect(abs(layout.lines[1].top - lineHeight) < 1e-9)
        #expect(abs(layout.size.width - twoWords) < 1e-9)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() throws {
        let width = try advances("abcd")
        let layout = TextLayout(text: "abcdefgh", style: try style(), options: .init(width: width))
        #expect(layout.lines.map(\.characterRange) == [0..<4, 4..<8])
    }

    @Test func charWrappingIgnoresWords() throws {
        let paragraph = ParagraphLayoutStyle(lineBreak: .charWrapping)
        let width = try advances("ab cd")
        let layout = TextLayout(text: "ab cdef", style: try style(paragraph: paragraph), options: .init(width: width))
        #expect(layout.lines.map(\.characterRange) == [0..<5, 5..<7])
    }

    @Test(arguments: [(ParagraphLayoutStyle.Alignment.left, 0.0), (.center, 0.5), (.right, 1.0), (.natural, 0.0)])
    func alignmentPlacesTheLineInTheFreeSpace(alignment: ParagraphLayoutStyle.Alignment, factor: Double) throws {
        let text = "Hi there"
        let width = try advances(text)
        let layout = TextLayout(text: text, style: try style(paragraph: .init(alignment: alignment)), options: .init(width: 200))
        #expect(abs(layout.lines[0].x - (200 - width) * CGFloat(factor)) < 1e-9)
        #expect(abs(layout.glyphs[0].x - layout.lines[0].x) < 1e-9)
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() throws {
        let paragraph = ParagraphLayoutStyle(alignment: .justified)
        let width = (try advances("aa bb")) + 3
        let layout = TextLayout(text: "aa bb cc", style: try style(paragraph: paragraph), options: .init(width: width))
        #expect(layout.lines.count == 2)
        let first = layout.lines[0]
        let last = layout.glyphs[first.glyphRange.upperBound - 1]
        #expect(abs(last.x + last.advance - width) < 1e-9)
        #expect(abs(layout.lines[1].width - (try advances("cc"))) < 1e-9)
    }

    @Test func indentsShiftFirstAndOtherLines() throws {
        let paragraph = ParagraphLayoutStyle(firstLineHeadIndent: 10, headIndent: 4)
        let width = (try advances("aaa")) + 10 + 1
        let layout = TextLayout(text: "aaa bbb", style: try style(paragraph: paragraph), options: .init(width: width))
        #expect(layout.lines.map(\.x) == [10, 4])
    }

    @Test func lineAndParagraphSpacingAddBetweenLines() throws {
        let paragraph = ParagraphLayoutStyle(lineSpacing: 3, paragraphSpacing: 7)
        let width = (try advances("aaa")) + 1
        let layout = TextLayout(text: "aaa bbb\nccc", style: try style(paragraph: paragraph), options: .init(width: width))
        #expect(layout.lines.count == 3)
        #expect(abs(layout.lines[1].top - (lineHeight + 3)) < 1e-9)
        #expect(abs(layout.lines[2].top - (2 * lineHeight + 3 + 7)) < 1e-9)
    }

    @Test func truncatingTailEndsInAnEllipsisWithinTheWidth() throws {
        let paragraph = ParagraphLayoutStyle(lineBreak: .truncatingTail)
        let layout = TextLayout(text: "The quick brown fox jumps", style: try style(paragraph: paragraph), options: .init(width: 60))
        #expect(layout.lines.count == 1)
        let line = layout.lines[0]
        #expect(line.isTruncated)
        #expect(line.width <= 60)
        let face = try TextFixtures.dejaVuSans
        #expect(layout.glyphs[line.glyphRange.upperBound - 1].glyph == face.glyph(for: "\u{2026}"))
        #expect(layout.glyphs[line.glyphRange.lowerBound].glyph == face.glyph(for: "T"))
        // What is kept is the longest prefix that fits with the ellipsis.
        let kept = layout.glyphs[line.glyphRange].filter { $0.cluster >= 0 }.count
        let ellipsis = try advances("\u{2026}")
        #expect((try advances("The quick brown fox jumps".prefix(kept + 1).description)) + ellipsis > 60)
    }

    @Test func truncatingHeadAndMiddlePutTheEllipsisFirstAndInside() throws {
        let face = try TextFixtures.dejaVuSans
        let text = "abcdefghijklmnopqrstuvwxyz"
        let head = TextLayout(text: text, style: try style(paragraph: .init(lineBreak: .truncatingHead)), options: .init(width: 60))
        #expect(head.glyphs.first?.glyph == face.glyph(for: "\u{2026}"))
        #expect(head.glyphs.last?.glyph == face.glyph(for: "z"))
        #expect(head.lines[0].width <= 60)
        let middle = TextLayout(text: text, style: try style(paragraph: .init(lineBreak: .truncatingMiddle)), options: .init(width: 60))
        #expect(middle.glyphs.first?.glyph == face.glyph(for: "a"))
        #expect(middle.glyphs.last?.glyph == face.glyph(for: "z"))
        #expect(middle.glyphs.contains { $0.glyph == face.glyph(for: "\u{2026}") && $0.cluster == -1 })
        #expect(middle.lines[0].width <= 60)
    }

    @Test func clippingKeepsOneLineWithoutEllipsis() throws {
        let layout = TextLayout(text: "aaa bbb ccc", style: try style(paragraph: .init(lineBreak: .clipping)), options: .init(width: 30))
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].width <= 30)
        #expect(layout.glyphs.allSatisfy { $0.cluster >= 0 })
    }

    @Test func linesBelowTheHeightAreLeftOutAndTheLastVisibleOneTruncated() throws {
        let width = (try advances("aaa bbb")) + 1
        let text = "aaa bbb ccc ddd eee fff"
        let clipped = TextLayout(text: text, style: try style(), options: .init(width: width, maximumHeight: 2 * lineHeight + 1))
        #expect(clipped.lines.count == 2)
        #expect(abs(clipped.size.height - 2 * lineHeight) < 1e-9)
        let truncated = TextLayout(text: text, style: try style(),
                                   options: .init(width: width, maximumHeight: 2 * lineHeight + 1, truncatesLastVisibleLine: true))
        #expect(truncated.lines.count == 2)
        #expect(truncated.lines[1].isTruncated)
        let face = try TextFixtures.dejaVuSans
        #expect(truncated.glyphs.last?.glyph == face.glyph(for: "\u{2026}"))
        #expect(truncated.lines[1].width <= width)
    }

    @Test func chineseUsesTheFallbackFaceAndBreaksBetweenIdeographs() throws {
        let text = "中文字体回退测试"
        let layout = TextLayout(text: text, style: try style(20), options: .init(width: 20 * 3 + 1))
        #expect(layout.glyphs.count == 8)
        #expect(layout.glyphs.allSatisfy { $0.glyph != 0 })  // no .notdef
        #expect(layout.styles[Int(layout.glyphs[0].style)].face.familyName == "WenQuanYi Micro Hei")
        // WenQuanYi ideographs are one em wide: three per 61 pt line.
        #expect(layout.lines.map(\.characterRange) == [0..<3, 3..<6, 6..<8])
    }

    @Test func arabicParagraphIsNaturallyRightAligned() throws {
        let text = "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}"
        let layout = TextLayout(text: text, style: try style(), options: .init(width: 200))
        let width = try advances(text)
        #expect(abs(layout.lines[0].x - (200 - width)) < 1e-9)
        #expect(layout.glyphs.map(\.cluster) == [4, 3, 2, 1, 0])
    }

    @Test func mixedRunsKeepTheirStyles() throws {
        let face = try TextFixtures.dejaVuSans
        let bold = try #require(FontCatalog.shared.face(named: "DejaVu Sans", weight: 200))
        let layout = TextLayout(text: "ab", runs: [(0..<1, TextStyle(face: face, pointSize: 12)), (1..<2, TextStyle(face: bold, pointSize: 24))])
        #expect(layout.glyphs.map { layout.styles[Int($0.style)].pointSize } == [12, 24])
        // The taller run sets the line: ascent of 24 pt DejaVu Sans Bold (same hhea as regular).
        #expect(abs(layout.lines[0].baseline - CGFloat(bold.ascender) * 24 / 2048) < 1e-9)
    }
}

@Suite struct TextLayoutBidiAndControlTests {
    private func style() throws -> TextStyle { TextStyle(face: try TextFixtures.dejaVuSans, pointSize: 12) }

    @Test func digitsInArabicTextStayLeftToRight() throws {
        // "عدد 123": the paragraph is right-to-left, the number reads 1, 2, 3 from the left.
        let layout = TextLayout(text: "\u{0639}\u{062F}\u{062F} 123", style: try style())
        #expect(layout.glyphs.map(\.cluster) == [4, 5, 6, 3, 2, 1, 0])
        let xs = layout.glyphs.map(\.x)
        #expect(xs == xs.sorted())
    }

    @Test func latinInArabicKeepsItsOrderInsideTheRun() throws {
        let layout = TextLayout(text: "\u{0639}\u{062F}\u{062F} abc", style: try style())
        #expect(layout.glyphs.map(\.cluster) == [4, 5, 6, 3, 2, 1, 0])
    }

    @Test func aTabMovesToTheNextTwentyEightPointStopAndDrawsNoBox() throws {
        let face = try TextFixtures.dejaVuSans
        let layout = TextLayout(text: "a\tb", style: try style())
        #expect(layout.glyphs.count == 3)
        #expect(layout.glyphs[1].glyph == face.glyph(for: " "))
        #expect(abs(layout.glyphs[2].x - 28) < 1e-9)
    }

    @Test func emptyParagraphsStillTakeALine() throws {
        let layout = TextLayout(text: "a\n\nb", style: try style())
        #expect(layout.lines.count == 3)
        #expect(abs(layout.size.height - 3 * 12 * 2384 / 2048) < 1e-9)
    }
}
