// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@Suite struct StringDrawingTests {
    private func advances(_ text: String, _ font: UIFont) -> CGFloat {
        TextShaper.shape(text, face: font.fontFace, pointSize: font.pointSize).reduce(0) { $0 + $1.advance }
    }

    @Test func sizeIsTheSumOfAdvancesByTheLineHeight() {
        let font = UIFont.systemFont(ofSize: 17)
        let size = "Hello, kiosk".size(withAttributes: [.font: font])
        #expect(abs(size.width - advances("Hello, kiosk", font)) < 1e-9)
        #expect(abs(size.height - font.lineHeight) < 1e-9)
        #expect(("Hello, kiosk" as NSString).size(withAttributes: [.font: font]) == size)
    }

    @Test func kernAddsAfterEveryCharacter() {
        let font = UIFont.systemFont(ofSize: 17)
        let size = "abcd".size(withAttributes: [.font: font, .kern: 1.5])
        #expect(abs(size.width - (advances("abcd", font) + 4 * 1.5)) < 1e-9)
    }

    @Test func defaultsAreTheSystemFontAtTwelvePoints() {
        let twelve = UIFont.systemFont(ofSize: 12)
        #expect("Default".size(withAttributes: nil) == "Default".size(withAttributes: [.font: twelve]))
        #expect(TextStyle(attributes: nil).color == CGColor(gray: 0, alpha: 1))
    }

    @Test func boundingRectWrapsOnlyWithLineFragmentOrigin() {
        let font = UIFont.systemFont(ofSize: 20)
        let text = "one two three four"
        let width = advances("one two", font) + 1
        let wrapped = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        // "one two " / "three " / "four": three lines of ascender − descender each.
        #expect(wrapped.origin == .zero)
        #expect(abs(wrapped.height - 3 * (font.ascender - font.descender)) < 1e-9)
        #expect(abs(wrapped.width - advances("three", font)) < 1e-9 || abs(wrapped.width - advances("one two", font)) < 1e-9)
        let single = text.boundingRect(with: CGSize(width: width, height: 100), options: [], attributes: [.font: font], context: nil)
        // One line from the baseline: its top is the ascender above.
        #expect(abs(single.minY + font.ascender) < 1e-9)
        #expect(abs(single.width - advances(text, font)) < 1e-9)
    }

    @Test func truncatesLastVisibleLineEndsWithAnEllipsis() {
        let font = UIFont.systemFont(ofSize: 20)
        let text = "one two three four five six"
        let width = advances("one two", font) + 1
        let lineHeight = font.ascender - font.descender
        let context = NSStringDrawingContext()
        let rect = text.boundingRect(with: CGSize(width: width, height: 2 * lineHeight + 1),
                                     options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                     attributes: [.font: font], context: context)
        #expect(abs(rect.height - 2 * lineHeight) < 1e-9)
        #expect(rect.width <= width)
        #expect(context.totalBounds == rect)
    }

    @Test func attributedRunsOfDifferentFontsShareALine() {
        let small = UIFont.systemFont(ofSize: 12), big = UIFont.boldSystemFont(ofSize: 24)
        let string = NSMutableAttributedString(string: "ab", attributes: [.font: small])
        string.addAttributes([.font: big, .foregroundColor: UIColor.red], range: NSRange(location: 1, length: 1))
        let size = string.size()
        #expect(abs(size.width - (advances("a", small) + advances("b", big))) < 1e-9)
        // The taller run sets the line height.
        #expect(abs(size.height - big.lineHeight) < 1e-9)
    }

    @Test func paragraphStyleMapsToLayout() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        style.lineSpacing = 4
        let layout = ParagraphLayoutStyle(style)
        #expect(layout == ParagraphLayoutStyle(alignment: .center, lineBreak: .truncatingMiddle, lineSpacing: 4))
        #expect(NSParagraphStyle.default.alignment == .natural && NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
        let copy = style.copy() as? NSParagraphStyle
        #expect(copy?.alignment == .center && copy == style)
        #expect(NSTextAlignment.justified.rawValue == 3 && NSLineBreakMode.byTruncatingTail.rawValue == 4)
        #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }
}
