// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// UILabel's defaults, properties and sizing.
@MainActor @Suite struct UILabelTests {
    private func pixelCeil(_ value: CGFloat, _ scale: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }

    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isOpaque)
        #expect(label.backgroundColor == nil)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.isEnabled && !label.isHighlighted)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(label.intrinsicContentSize == .zero)
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == UIColor.label)
    }

    @Test func textAndAttributedTextAreTwoViewsOfOneString() {
        let label = UILabel()
        label.text = "plain"
        #expect(label.attributedText?.string == "plain")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
        label.attributedText = NSAttributedString(string: "rich", attributes: [.kern: 2])
        #expect(label.text == "rich")
        // The label's font applies to the whole attributed text, as in UIKit.
        label.font = UIFont.boldSystemFont(ofSize: 20)
        #expect(label.attributedText?.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 2)
    }

    @Test func intrinsicContentSizeIsTheMeasuredTextRoundedUpToPixels() {
        let font = UIFont.systemFont(ofSize: 17)
        let label = UILabel()
        label.text = "Kiosk ready"
        let measured = "Kiosk ready".size(withAttributes: [.font: font])
        // DejaVu Sans: (ascender 1901 + descender 483 + line gap 0) / 2048 em × 17 pt = 19.79 pt.
        #expect(abs(measured.height - 17 * 2384 / 2048) < 0.01)
        #expect(abs(font.lineHeight - measured.height) < 0.01)
        let scale = label.contentScaleFactor
        #expect(label.intrinsicContentSize == CGSize(width: pixelCeil(measured.width, scale), height: pixelCeil(measured.height, scale)))
        label.sizeToFit()
        #expect(label.bounds.size == label.intrinsicContentSize)
    }

    @Test func oneLineIgnoresThePreferredWidthAndZeroLinesWrapsWithinIt() {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "Please touch the screen to begin your order"
        let label = UILabel()
        label.text = text
        label.preferredMaxLayoutWidth = 120
        let oneLine = label.intrinsicContentSize
        #expect(oneLine.width > 120)
        #expect(abs(oneLine.height - font.lineHeight) < 1)
        label.numberOfLines = 0
        let wrapped = label.intrinsicContentSize
        let expected = (text as NSString).boundingRect(
            with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: font], context: nil)
        let scale = label.contentScaleFactor
        #expect(wrapped.width <= 120)
        #expect(wrapped.height == pixelCeil(expected.height, scale))
        #expect(wrapped.height > 2.5 * font.lineHeight)  // at least three lines
        // Two lines at most: the height of two lines.
        label.numberOfLines = 2
        #expect(abs(label.intrinsicContentSize.height - 2 * font.lineHeight) < 1)
    }

    @Test func sizeThatFitsWrapsAMultiLineLabelAtTheGivenWidth() {
        let label = UILabel()
        label.text = "one two three four five six seven"
        label.numberOfLines = 0
        let fits = label.sizeThatFits(CGSize(width: 80, height: 10))
        #expect(fits.width <= 80)
        #expect(fits.height > 2 * label.font.lineHeight)  // the height is not limited
    }

    @Test func textRectIsAtTheBoundsOriginAndWithinThem() {
        let label = UILabel()
        label.text = "Some text that is long"
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 7, width: 60, height: 100), limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 5, y: 7))
        #expect(rect.width <= 60)
        #expect(abs(rect.height - label.font.lineHeight) < 1)
    }

    @Test func adjustsFontSizeToFitWidthShrinksButNotBelowTheMinimumScale() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Departures"
        let natural = "Departures".size(withAttributes: [.font: label.font!]).width
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        // 70 % of the natural width: the text shrinks to about 0.7 of its size, untruncated.
        let shrunk = label.fittedLayout(width: natural * 0.7, height: 30, lines: 1)
        #expect(shrunk.fontScale < 0.72 && shrunk.fontScale > 0.6, "scale \(shrunk.fontScale)")
        #expect(shrunk.layout.size.width <= natural * 0.7)
        #expect(!shrunk.layout.lines[0].isTruncated)
        // 30 %: the scale stops at the minimum and the rest is truncated.
        let floor = label.fittedLayout(width: natural * 0.3, height: 30, lines: 1)
        #expect(floor.fontScale == 0.5)
        #expect(floor.layout.lines[0].isTruncated)
        // Wide enough: no shrinking.
        #expect(label.fittedLayout(width: natural + 1, height: 30, lines: 1).fontScale == 1)
        // Without a minimum scale factor the font does not shrink.
        label.minimumScaleFactor = 0
        #expect(label.fittedLayout(width: natural * 0.7, height: 30, lines: 1).fontScale == 1)
    }

    @Test func adjustsFontForContentSizeCategoryRescalesDynamicTypeFontsToTheLabelsCategory() {
        // The screen's category is the default, .large (Vitrine has no setting to change it
        // yet): a body font made for xSmall (14 pt) becomes the label's 17 pt body.
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
        #expect(label.font.pointSize == 14)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 17)
        // A plain font has no text style: it keeps its size.
        let plain = UILabel()
        plain.font = UIFont.systemFont(ofSize: 14)
        plain.adjustsFontForContentSizeCategory = true
        #expect(plain.font.pointSize == 14)
    }

    @Test func multiLineLabelsShrinkToFitTheirLinesAndHeight() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 45))
        label.text = "Your order will be ready at the counter in five minutes"
        label.numberOfLines = 2
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        let fitted = label.fittedLayout(width: 120, height: 45, lines: 2)
        #expect(fitted.fontScale < 1 && fitted.fontScale >= 0.3, "scale \(fitted.fontScale)")
        #expect(fitted.layout.lines.count <= 2 && fitted.layout.size.height <= 45)
        #expect(fitted.layout.lines.allSatisfy { !$0.isTruncated })
    }
}
