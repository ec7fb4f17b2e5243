// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// A text view's `textContainer`, `typingAttributes` and `dataDetectorTypes`.
@MainActor @Suite struct UITextViewContainerTests {
    @Test func theContainerHasTextKitsDefaultsAndTracksTheViewsWidth() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = textView.textContainer
        #expect(container.lineFragmentPadding == 5)
        #expect(container.maximumNumberOfLines == 0)
        #expect(container.lineBreakMode == .byWordWrapping)
        #expect(container.widthTracksTextView && !container.heightTracksTextView)
        #expect(container.isSimpleRectangularTextContainer)
        // The view's width less the default insets (0 left and right).
        #expect(container.size.width == 200)
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 6)
        #expect(container.size.width == 184)
        // Lines wrap at that width less the padding on both sides.
        #expect(textView.containerWidth == 174)
        #expect(textView.textOrigin == CGPoint(x: 15, y: 8))
        #expect(textView.dataDetectorTypes == [])
        textView.dataDetectorTypes = [.link, .phoneNumber]
        #expect(textView.dataDetectorTypes.rawValue == 0b11)
        #expect(UIDataDetectorTypes.all.contains(.flightNumber))
    }

    @Test func thePaddingMovesTheText() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "word"
        textView.textContainer.lineFragmentPadding = 0
        #expect(textView.textOrigin.x == 0)
        #expect(textView.containerWidth == 200)
        #expect(textView.textLayout.lines.count == 1)
        // A container that does not track the view wraps at its own width.
        textView.textContainer.widthTracksTextView = false
        textView.textContainer.size = CGSize(width: 80, height: 1000)
        #expect(textView.containerWidth == 80)
    }

    @Test func theLineLimitCutsTheTextWithTheModesEllipsis() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        textView.font = UIFont.systemFont(ofSize: 14)
        textView.text = String(repeating: "many words here ", count: 12)
        let unlimited = textView.textLayout.lines.count
        #expect(unlimited > 3)
        textView.textContainer.maximumNumberOfLines = 2
        var layout = textView.textLayout
        #expect(layout.lines.count == 2)
        // Word wrapping just stops: no ellipsis glyph (cluster -1).
        #expect(!layout.glyphs.contains { $0.cluster == -1 })
        textView.textContainer.lineBreakMode = .byTruncatingTail
        layout = textView.textLayout
        #expect(layout.lines.count == 2)
        #expect(layout.lines[1].isTruncated)
        let lastGlyphs = layout.glyphs[layout.lines[1].glyphRange]
        #expect(lastGlyphs.last?.cluster == -1, "the ellipsis ends the last line")
        // The content is as tall as the two lines.
        #expect(textView.contentSize.height == (8 + layout.size.height + 8).rounded(.up))
        textView.textContainer.maximumNumberOfLines = 0
        #expect(textView.textLayout.lines.count == unlimited)
    }

    @Test func typingAttributesFollowTheTextAndApplyToTypedText() {
        let harness = KeyboardHarness()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        harness.window.addSubview(textView)
        textView.font = UIFont.systemFont(ofSize: 20)
        textView.textColor = .blue
        // Plain text: the view's font and colour.
        #expect((textView.typingAttributes[.font] as? UIFont)?.pointSize == 20)
        #expect(textView.typingAttributes[.foregroundColor] as? UIColor == .blue)
        #expect(textView.becomeFirstResponder())
        harness.keyboard.type("ab")
        var attributes = textView.typingAttributes
        attributes[.foregroundColor] = UIColor.red
        attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
        textView.typingAttributes = attributes
        harness.keyboard.type("cd")
        #expect(textView.text == "abcd")
        let text = textView.attributedText!
        #expect(text.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .blue)
        #expect(text.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .red)
        #expect(text.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .red)
        #expect(text.attribute(.underlineStyle, at: 3, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect(text.attribute(.underlineStyle, at: 1, effectiveRange: nil) == nil)
        // The caret after "a": the attributes there again.
        textView.selectedRange = NSRange(location: 1, length: 0)
        #expect(textView.typingAttributes[.foregroundColor] as? UIColor == .blue)
        #expect(textView.typingAttributes[.underlineStyle] == nil)
        textView.selectedRange = NSRange(location: 4, length: 0)
        #expect(textView.typingAttributes[.foregroundColor] as? UIColor == .red)
    }

    @Test func typingAttributesAreForgottenWhenTheSelectionMoves() {
        let harness = KeyboardHarness()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        harness.window.addSubview(textView)
        textView.text = "abc"
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 3, length: 0)
        var attributes = textView.typingAttributes
        attributes[.foregroundColor] = UIColor.green
        textView.typingAttributes = attributes
        textView.selectedRange = NSRange(location: 1, length: 0)
        harness.keyboard.type("x")
        #expect(textView.text == "axbc")
        #expect(textView.attributedText.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor != .green)
    }
}
