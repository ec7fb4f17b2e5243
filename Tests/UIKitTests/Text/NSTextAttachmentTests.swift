// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// Inline images: `NSTextAttachment` in attributed strings, labels and text views.
@MainActor @Suite struct NSTextAttachmentTests {
    let font = UIFont.systemFont(ofSize: 30)

    /// "H", the attachment, "H" in the 30-point font.
    func text(with attachment: NSTextAttachment) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "H", attributes: [.font: font])
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: "H", attributes: [.font: font]))
        return text
    }

    /// The glyph laid out for UTF-16 offset `cluster`.
    func glyph(at cluster: Int, in layout: TextLayout) -> TextLayout.Glyph? {
        layout.glyphs.first { $0.cluster == cluster }
    }

    @Test func theAttachmentStringIsTheObjectReplacementCharacter() {
        let attachment = NSTextAttachment(image: solidImage(ShownPixel.red))
        let string = NSAttributedString(attachment: attachment)
        #expect(string.string == "\u{FFFC}")
        #expect(NSTextAttachment.character == 0xFFFC)
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(attachment.bounds == .zero)
        #expect(attachment.lineLayoutPadding == 0)
    }

    @Test func theAttachmentTakesItsBoundsWidthInTheLine() {
        let attachment = NSTextAttachment(image: solidImage(ShownPixel.red, width: 4, height: 4))
        attachment.bounds = CGRect(x: 0, y: -4, width: 20, height: 16)
        let layout = text(with: attachment).layout(options: TextLayout.Options())
        let first = glyph(at: 0, in: layout)!, box = glyph(at: 1, in: layout)!, last = glyph(at: 2, in: layout)!
        #expect(box.advance == 20)
        #expect(box.x == first.x + first.advance)
        #expect(last.x == box.x + 20)
        // Without the attachment the two letters would be 20 points closer.
        let plain = NSAttributedString(string: "HH", attributes: [.font: font]).layout(options: TextLayout.Options())
        #expect(layout.size.width == plain.size.width + 20)
    }

    @Test func boundsOfZeroTakeTheImageSizeInPoints() {
        // 12 × 6 pixels at scale 2 is 6 × 3 points.
        let attachment = NSTextAttachment(image: solidImage(ShownPixel.red, width: 12, height: 6, scale: 2))
        let layout = NSAttributedString(attachment: attachment).layout(options: TextLayout.Options())
        #expect(glyph(at: 0, in: layout)?.advance == 6)
        // The padding goes before and after the image.
        attachment.lineLayoutPadding = 2
        let padded = NSAttributedString(attachment: attachment).layout(options: TextLayout.Options())
        #expect(glyph(at: 0, in: padded)?.advance == 10)
    }

    @Test func aTallAttachmentMakesTheLineTaller() {
        let attachment = NSTextAttachment(image: solidImage(ShownPixel.red))
        let plain = NSAttributedString(string: "HH", attributes: [.font: font]).layout(options: TextLayout.Options())
        let ascent = plain.lines[0].baseline - plain.lines[0].top
        // 20 points above the font's ascent and 15 below the baseline.
        attachment.bounds = CGRect(x: 0, y: -15, width: 10, height: ascent + 35)
        let layout = text(with: attachment).layout(options: TextLayout.Options())
        #expect(abs(layout.lines[0].baseline - layout.lines[0].top - (ascent + 20)) < 1e-9)
        let descent = plain.lines[0].top + plain.lines[0].height - plain.lines[0].baseline
        #expect(layout.lines[0].height >= plain.lines[0].height + 20 + max(15 - descent, 0) - 1e-9)
    }

    /// The rows and columns of `bitmap` holding pixels that are `pixel` exactly.
    func box(of pixel: UInt32, in bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var found: (Int, Int, Int, Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] == pixel {
                found = found.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return found.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    /// The lowest row with a mostly opaque black pixel in columns `columns` (the H's foot: the baseline's row above).
    func lowestInk(in bitmap: Bitmap, columns: Range<Int>) -> Int? {
        (0..<bitmap.height).last { y in columns.contains { x in bitmap[x, y] >> 24 > 128 && bitmap[x, y] & 0xFF_FFFF == 0 } }
    }

    @Test func aLabelDrawsTheImageOnTheBaselineRaisedByTheBoundsOrigin() {
        for raise in [0, -3, 4] {
            let attachment = NSTextAttachment(image: solidImage(ShownPixel.red, width: 10, height: 10))
            attachment.bounds = CGRect(x: 0, y: CGFloat(raise), width: 10, height: 10)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
            label.attributedText = text(with: attachment)
            let bitmap = LabelRendering.render(label)
            guard let red = box(of: ShownPixel.red, in: bitmap) else {
                Issue.record("no image drawn (raise \(raise))")
                continue
            }
            #expect(red.maxX - red.minX == 9 && red.maxY - red.minY == 9, "a 10 × 10 image, raise \(raise)")
            // The first H's foot is on the baseline; the image's bottom is `raise` points above it.
            guard let foot = lowestInk(in: bitmap, columns: 0..<red.minX) else {
                Issue.record("no text drawn")
                continue
            }
            #expect(red.maxY == foot - raise, "raise \(raise): image bottom row \(red.maxY), baseline row \(foot)")
            // The second H starts after the image: ink right of it.
            #expect(lowestInk(in: bitmap, columns: (red.maxX + 1)..<120) == foot)
        }
    }

    @Test func aTemplateImageIsDrawnInTheTextColour() {
        let template = solidImage(ShownPixel.red, width: 8, height: 8).withRenderingMode(.alwaysTemplate)
        let attachment = NSTextAttachment(image: template)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        label.attributedText = NSAttributedString(attachment: attachment)
        label.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let bitmap = LabelRendering.render(label)
        #expect(box(of: ShownPixel.red, in: bitmap) == nil)
        let blue = box(of: ShownPixel.blue, in: bitmap)
        #expect(blue.map { $0.maxX - $0.minX == 7 && $0.maxY - $0.minY == 7 } == true)
    }

    @Test func aTextViewLaysOutAndDrawsTheAttachment() {
        let scene = ImageViewScene()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        textView.backgroundColor = .white
        let attachment = NSTextAttachment(image: solidImage(ShownPixel.green, width: 6, height: 6))
        attachment.bounds = CGRect(x: 0, y: 0, width: 6, height: 6)
        let text = NSMutableAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        text.append(NSAttributedString(attachment: attachment))
        textView.attributedText = text
        scene.window.addSubview(textView)
        let box = textView.textLayout.glyphs.first { $0.cluster == 1 }
        #expect(box?.advance == 6)
        scene.compose()
        var green: [(Int, Int)] = []
        for y in 0..<40 { for x in 0..<60 where scene[x, y] == ShownPixel.green { green.append((x, y)) } }
        #expect(green.count == 36, "\(green.count) image pixels")
        // The image sits after the "a", right of the container's 5-point padding.
        let minX = green.map(\.0).min() ?? 0
        #expect(CGFloat(minX) >= 5 + box!.x - 1 && CGFloat(minX) <= 5 + box!.x + 1)
    }
}
