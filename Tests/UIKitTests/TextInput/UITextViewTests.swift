// Vitrine — Apache License 2.0
import Testing
import Foundation
import VitrineTesting
@testable import UIKitCore

/// Records a text view's delegate calls by name.
@MainActor
final class TextViewDelegateLog: UITextViewDelegate {
    var calls: [String] = []
    var refusesNewlines = false

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if refusesNewlines, text == "\n" {
            calls.append("refused newline")
            return false
        }
        return true
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
}

@MainActor
@Suite struct UITextViewTests {
    /// A 200 × 100 text view at (100, 100) in the harness's window.
    private func makeTextView(_ harness: KeyboardHarness) -> (UITextView, TextViewDelegateLog) {
        let textView = UITextView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        harness.window.addSubview(textView)
        let delegate = TextViewDelegateLog()
        textView.delegate = delegate
        return (textView, delegate)
    }

    @Test func defaultsAreUIKits() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(textView.text == "")
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textAlignment == .natural)
        #expect((textView as UIView) is UIScrollView)
    }

    @Test func aTapBeginsEditingAndKeysTypeMultipleLines() {
        let harness = KeyboardHarness()
        let (textView, delegate) = makeTextView(harness)
        harness.touches.tap(CGPoint(x: 150, y: 120), at: 0)
        // The tap recognizer fires when the finger lifts.
        #expect(textView.isFirstResponder)
        harness.keyboard.type("ab\ncd")
        #expect(textView.text == "ab\ncd")
        #expect(delegate.calls.prefix(2) == ["shouldBegin", "didBegin"])
        #expect(delegate.calls.filter { $0 == "didChange" }.count == 5)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test func theDelegateCanRefuseAReplacement() {
        let harness = KeyboardHarness()
        let (textView, delegate) = makeTextView(harness)
        delegate.refusesNewlines = true
        #expect(textView.becomeFirstResponder())
        harness.keyboard.type("a\nb")
        #expect(textView.text == "ab")
        #expect(delegate.calls.contains("refused newline"))
    }

    @Test func upAndDownMoveBetweenLinesKeepingTheColumn() {
        let harness = KeyboardHarness()
        let (textView, _) = makeTextView(harness)
        textView.text = "abcd\nx\nwxyz"
        #expect(textView.becomeFirstResponder())
        // Caret at the end (after "wxyz"), column 4. Up: line "x" has one cluster, so its end.
        harness.keyboard.press(usage: 0x52)
        #expect(textView.selectedRange == NSRange(location: 6, length: 0))
        // Up again: back to column 4 on "abcd" (the column is kept across the short line).
        harness.keyboard.press(usage: 0x52)
        #expect(textView.selectedRange == NSRange(location: 4, length: 0))
        harness.keyboard.press(usage: 0x51)
        harness.keyboard.press(usage: 0x51)
        #expect(textView.selectedRange == NSRange(location: 11, length: 0))
        // Home goes to the line's start.
        harness.keyboard.press(usage: 0x4A)
        #expect(textView.selectedRange == NSRange(location: 7, length: 0))
    }

    @Test func backspaceDeletesOneGraphemeClusterAndRangesAreUTF16() {
        let harness = KeyboardHarness()
        let (textView, _) = makeTextView(harness)
        textView.text = "e\u{301}\u{1F1E9}\u{1F1EA}"   // é (2 scalars) and a flag (2 regional indicators, 4 units)
        #expect(textView.becomeFirstResponder())
        #expect(textView.selectedRange == NSRange(location: 6, length: 0))
        harness.keyboard.press(usage: 0x2A)
        #expect(textView.text == "e\u{301}")
        harness.keyboard.press(usage: 0x2A)
        #expect(textView.text == "")
    }

    @Test func longTextWrapsAndTheCaretIsScrolledIntoView() {
        let harness = KeyboardHarness()
        let (textView, _) = makeTextView(harness)
        #expect(textView.becomeFirstResponder())
        harness.keyboard.type(String(repeating: "wrap these words ", count: 20))
        let lines = textView.caretLines
        #expect(lines.count > 5)
        // Every line fits the container: 200 wide less 2 × 5 points of line fragment padding.
        let layout = textView.textLayout
        #expect(layout.lines.allSatisfy { $0.width <= 190 })
        #expect(textView.contentSize.height > 100)
        // The caret is on the last line, and that line is inside the visible bounds.
        let caret = textView.caretLayer.frame
        #expect(textView.contentOffset.y > 0)
        #expect(caret.minY >= textView.bounds.minY && caret.maxY <= textView.bounds.maxY)
        // Control+A selects everything; typing replaces it.
        harness.keyboard.control("a")
        harness.keyboard.type("x")
        #expect(textView.text == "x")
    }

    @Test func aReadOnlyTextViewTakesNoTyping() {
        let harness = KeyboardHarness()
        let (textView, _) = makeTextView(harness)
        textView.text = "fixed"
        textView.isEditable = false
        #expect(!textView.becomeFirstResponder())
        harness.touches.tap(CGPoint(x: 150, y: 120), at: 0)
        harness.keyboard.type("x")
        #expect(textView.text == "fixed")
    }
}
