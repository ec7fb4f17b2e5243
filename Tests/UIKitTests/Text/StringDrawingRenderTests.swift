// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// String drawing through UIGraphicsGetCurrentContext() into a real CGContext.
@MainActor @Suite struct StringDrawingRenderTests {
    private func render(width: Int, height: Int, scale: CGFloat, _ draw: () -> Void) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)!
        let context = CGContext(bitmap: bitmap)
        context.scaleBy(x: scale, y: scale)
        UIGraphicsPushContext(context)
        draw()
        UIGraphicsPopContext()
        return bitmap
    }

    private func ink(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] >> 24 != 0 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test func drawAtPutsTheBaselineAnAscenderBelowThePoint() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let bitmap = render(width: 60, height: 40, scale: 1) {
            "H".draw(at: CGPoint(x: 4, y: 6), withAttributes: [.font: font, .foregroundColor: UIColor.black])
        }
        let box = try #require(ink(bitmap))
        // Baseline at 6 + 20 × 1901/2048 = 24.56 → snapped to 25; "H" ends in the row above.
        #expect(box.maxY == 24)
        // Cap height 20 × 1493/2048 = 14.6 px.
        #expect(abs((box.maxY - box.minY + 1) - 15) <= 1)
        #expect(box.minX >= 4 && box.minX <= 7)
    }

    @Test func inkScalesByTwoInATwoTimesContext() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        let one = try #require(ink(render(width: 200, height: 30, scale: 1) { "Kiosk text".draw(at: .zero, withAttributes: attributes) }))
        let two = try #require(ink(render(width: 400, height: 60, scale: 2) { "Kiosk text".draw(at: .zero, withAttributes: attributes) }))
        #expect(abs((two.maxX - two.minX + 1) - 2 * (one.maxX - one.minX + 1)) <= 3)
        #expect(abs((two.maxY - two.minY + 1) - 2 * (one.maxY - one.minY + 1)) <= 3)
    }

    @Test func drawInRectCentresAndLeavesOutLinesThatDoNotFit() throws {
        let font = UIFont.systemFont(ofSize: 16)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        let lineHeight = font.lineHeight
        let rect = CGRect(x: 0, y: 0, width: 100, height: lineHeight * 1.5)  // room for one line
        let bitmap = render(width: 100, height: 60, scale: 1) {
            "III\nIII".draw(in: rect, withAttributes: attributes)
        }
        let box = try #require(ink(bitmap))
        #expect(CGFloat(box.maxY) < lineHeight)  // the second line is not drawn
        let width = "III".size(withAttributes: attributes).width
        // Centred: the ink's middle within a pixel or two of the rect's middle.
        #expect(abs(CGFloat(box.minX + box.maxX + 1) / 2 - 50) <= 2, "ink \(box), text width \(width)")
    }

    @Test func attributedRunsDrawInTheirColours() throws {
        let font = UIFont.boldSystemFont(ofSize: 30)
        let string = NSMutableAttributedString(string: "II", attributes: [.font: font, .foregroundColor: UIColor.red])
        string.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
        let bitmap = render(width: 60, height: 50, scale: 1) { string.draw(at: .zero) }
        let split = Int(("I" as NSString).size(withAttributes: [.font: font]).width)
        var reds = 0, blues = 0
        for y in 0..<50 {
            for x in 0..<60 where bitmap[x, y] >> 24 == 255 {
                if bitmap[x, y] == 0xFFFF_0000 { reds += 1; #expect(x < split) }
                if bitmap[x, y] == 0xFF00_00FF { blues += 1; #expect(x >= split) }
            }
        }
        #expect(reds > 20 && blues > 20)
    }

    @Test func backgroundColourFillsTheLineBox() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let bitmap = render(width: 80, height: 40, scale: 1) {
            "ab".draw(at: .zero, withAttributes: [.font: font, .backgroundColor: UIColor.green, .foregroundColor: UIColor.black])
        }
        // The line box is [0, lineHeight) tall and as wide as the advances.
        #expect(bitmap[1, 1] == 0xFF00_FF00)
        #expect(bitmap[1, Int(font.lineHeight) - 1] == 0xFF00_FF00)
        #expect(bitmap[1, Int(font.lineHeight) + 2] == 0)
    }

    @Test func withoutAContextDrawingDoesNothing() {
        "nothing".draw(at: .zero, withAttributes: nil)
    }

    @Test func largeTextIsFilledAsOutlines() throws {
        let font = UIFont.systemFont(ofSize: 150)
        let bitmap = render(width: 200, height: 200, scale: 2) {
            "I".draw(at: .zero, withAttributes: [.font: font])
        }
        // 300 px glyphs skip the mask cache; the stem of "I" is still solid ink.
        let box = try #require(ink(bitmap))
        #expect(box.maxY > 150)
        #expect(bitmap[(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2] == 0xFF00_0000)
    }

    @Test func drawWithoutLineFragmentOriginTakesTheRectOriginAsTheBaseline() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let bitmap = render(width: 60, height: 40, scale: 1) {
            "H".draw(with: CGRect(x: 4, y: 30, width: 50, height: 5), options: [], attributes: [.font: font], context: nil)
        }
        let box = try #require(ink(bitmap))
        // The baseline is y = 30: "H" ends in row 29 and rises about its cap height (14.6 px).
        #expect(box.maxY == 29)
        #expect(abs((box.maxY - box.minY + 1) - 15) <= 1)
    }

    @Test func chineseDrawsThroughTheFallbackFont() throws {
        func inked(_ text: String) -> Int {
            let bitmap = render(width: 80, height: 40, scale: 1) {
                text.draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
            }
            var count = 0
            for y in 0..<40 { for x in 0..<80 where bitmap[x, y] >> 24 > 128 { count += 1 } }
            return count
        }
        // Private-use characters no font covers draw DejaVu's .notdef boxes (plane 15: the
        // BMP's private-use area holds the Material Icons that system symbols draw); 中 and 文
        // from WenQuanYi have many more strokes than two hollow boxes.
        let chinese = inked("中文"), boxes = inked("\u{F0000}\u{F0001}")
        #expect(Double(chinese) > 1.5 * Double(boxes), "中文 \(chinese) px, .notdef boxes \(boxes) px")
    }
}
