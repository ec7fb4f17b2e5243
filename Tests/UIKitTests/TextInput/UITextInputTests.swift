// Vitrine — Apache License 2.0
import Testing
import Foundation
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct UITextInputTests {
    @Test func positionsAndRangesCountUTF16UnitsAsUIKitsDo() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "a\u{1F44D}b"   // 1 + 2 + 1 UTF-16 units
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
        // The caret is at the end after setting the text.
        let caret = try #require(field.selectedTextRange)
        #expect(caret.isEmpty)
        #expect(field.offset(from: field.beginningOfDocument, to: caret.start) == 4)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let end = try #require(field.position(from: start, offset: 2))
        let emoji = try #require(field.textRange(from: end, to: start))
        #expect(field.text(in: emoji) == "\u{1F44D}")
        #expect(field.compare(start, to: end) == .orderedAscending)
        field.selectedTextRange = emoji
        #expect(field.selection == 1..<2)
        // An offset inside the emoji rounds down to its start: a range never splits a cluster.
        let inside = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        let split = try #require(field.textRange(from: inside, to: field.endOfDocument))
        #expect(field.text(in: split) == "\u{1F44D}b")
        #expect(field.markedTextRange == nil)
    }

    @Test func replacingARangeAsksTheDelegateLikeTyping() throws {
        let harness = KeyboardHarness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        harness.window.addSubview(field)
        let delegate = TextFieldDelegateLog()
        field.delegate = delegate
        field.text = "12345"
        let second = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        let range = try #require(field.textRange(from: field.beginningOfDocument, to: second))
        field.replace(range, withText: "ab")
        #expect(field.text == "ab345")
        #expect(delegate.ranges == [NSRange(location: 0, length: 2)])
        // Select all through the text range, as iOS code does.
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        #expect(field.selectedText == "ab345")
    }

    @Test func aTextViewIsATextInputToo() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "one\ntwo"
        let input: any UITextInput = textView
        let start = try #require(input.position(from: input.beginningOfDocument, offset: 4))
        let line = try #require(input.textRange(from: start, to: input.endOfDocument))
        #expect(input.text(in: line) == "two")
        textView.selectedTextRange = line
        #expect(textView.selectedRange == NSRange(location: 4, length: 3))
    }

    @Test func textFieldsAndTextViewsTakeAnInputViewAndAnAccessory() {
        let field = UITextField(frame: .zero), textView = UITextView(frame: .zero)
        let pad = UIView(), bar = UIView()
        #expect(field.inputView == nil && textView.inputAccessoryView == nil)
        field.inputView = pad
        field.inputAccessoryView = bar
        textView.inputView = pad
        #expect(field.inputView === pad && field.inputAccessoryView === bar && textView.inputView === pad)
    }
}
