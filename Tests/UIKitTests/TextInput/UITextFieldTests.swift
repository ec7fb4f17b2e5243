// Vitrine — Apache License 2.0
import Testing
import Foundation
import VitrineTesting
@testable import UIKitCore

/// Records a text field's delegate calls by name.
@MainActor
final class TextFieldDelegateLog: UITextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowsClear = true
    var changeFilter: ((UITextField, NSRange, String) -> Bool)?
    var ranges: [NSRange] = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("didEnd \(reason == .committed ? "committed" : "cancelled")")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ranges.append(range)
        return changeFilter?(textField, range, string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return allowsReturn }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("shouldClear"); return allowsClear }
}

@MainActor
@Suite struct UITextFieldTests {
    /// A 300 × 34 rounded-rect field at (100, 100) in the harness's window, with a
    /// delegate and a log of its editing control events.
    private func makeField(_ harness: KeyboardHarness) -> (UITextField, TextFieldDelegateLog, ControlEventLog, () -> [String]) {
        let field = UITextField(frame: CGRect(x: 100, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        harness.window.addSubview(field)
        let delegate = TextFieldDelegateLog()
        field.delegate = delegate
        var editing: [String] = []
        for (event, name) in [(UIControl.Event.editingDidBegin, "begin"), (.editingChanged, "changed"),
                              (.editingDidEnd, "end"), (.editingDidEndOnExit, "exit")] {
            field.addAction(UIAction { _ in editing.append(name) }, for: event)
        }
        return (field, delegate, ControlEventLog(field), { editing })
    }

    @Test func defaultsAreUIKits() {
        let field = UITextField(frame: .zero)
        #expect(field.text == "")
        #expect(field.font?.pointSize == 17)
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never)
        #expect(field.textAlignment == .natural)
        #expect(!field.isEditing && !field.hasText)
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
    }

    @Test func aTapBeginsEditingAndTypedKeysChangeTheText() {
        let harness = KeyboardHarness()
        let (field, delegate, _, editing) = makeField(harness)
        final class Count: @unchecked Sendable { var value = 0 }
        let notifications = Count()
        // Posted synchronously on the main thread, so the count needs no lock.
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
            notifications.value += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        harness.touches.tap(CGPoint(x: 150, y: 117), at: 0)
        #expect(field.isFirstResponder && field.isEditing)
        #expect(delegate.calls == ["shouldBegin", "didBegin"])
        harness.keyboard.type("Hi")
        #expect(field.text == "Hi")
        #expect(editing() == ["begin", "changed", "changed"])
        #expect(notifications.value == 2)
        // Setting text from code sends no control event.
        field.text = "Bye"
        #expect(editing().count == 3)
    }

    @Test func theDelegateCanRefuseToBeginEditing() {
        let harness = KeyboardHarness()
        let (field, delegate, _, editing) = makeField(harness)
        delegate.allowsBegin = false
        harness.touches.tap(CGPoint(x: 150, y: 117), at: 0)
        #expect(!field.isFirstResponder)
        harness.keyboard.type("x")
        #expect(field.text == "")
        #expect(editing().isEmpty)
    }

    @Test func theDelegateVetoesOrRewritesChanges() {
        let harness = KeyboardHarness()
        let (field, delegate, _, _) = makeField(harness)
        #expect(field.becomeFirstResponder())
        // Digits only, and letters rewritten to upper case by setting the text.
        delegate.changeFilter = { field, range, string in
            if string.allSatisfy(\.isNumber) { return true }
            field.text = (field.text ?? "") + string.uppercased()
            return false
        }
        harness.keyboard.type("1a2")
        #expect(field.text == "1A2")
        #expect(delegate.ranges == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0), NSRange(location: 2, length: 0)])
    }

    @Test func backspaceAndArrowsWorkInGraphemeClusters() {
        let harness = KeyboardHarness()
        let (field, delegate, _, _) = makeField(harness)
        // a, thumbs up with a skin tone (2 scalars, 4 UTF-16 units), e with a combining
        // acute (2 scalars), a CJK character.
        field.text = "a\u{1F44D}\u{1F3FD}e\u{301}\u{4E2D}"
        #expect(field.becomeFirstResponder())
        let backspace = 0x2A, left = 0x50, right = 0x4F
        harness.keyboard.press(usage: backspace)
        #expect(field.text == "a\u{1F44D}\u{1F3FD}e\u{301}")
        harness.keyboard.press(usage: backspace)
        #expect(field.text == "a\u{1F44D}\u{1F3FD}")
        #expect(delegate.ranges.last == NSRange(location: 5, length: 2))
        harness.keyboard.press(usage: backspace)
        #expect(field.text == "a")
        // UTF-16: "a" is 1 unit, the emoji 4.
        #expect(delegate.ranges.last == NSRange(location: 1, length: 4))
        field.text = "a\u{1F44D}\u{1F3FD}b"
        harness.keyboard.press(usage: left)
        harness.keyboard.press(usage: left)
        harness.keyboard.type("X")
        #expect(field.text == "aX\u{1F44D}\u{1F3FD}b")
        harness.keyboard.press(usage: right)
        harness.keyboard.type("Y")
        #expect(field.text == "aX\u{1F44D}\u{1F3FD}Yb")
        // Shift+Left selects one cluster; typing replaces it.
        harness.keyboard.press(usage: left, modifiers: .shift)
        harness.keyboard.press(usage: left, modifiers: .shift)
        #expect(field.selectedText == "\u{1F44D}\u{1F3FD}Y")
        harness.keyboard.type("Z")
        #expect(field.text == "aXZb")
    }

    @Test func controlShortcutsCopyCutPasteAndUndoThroughTheGeneralPasteboard() {
        let harness = KeyboardHarness()
        let (field, _, _, _) = makeField(harness)
        #expect(field.becomeFirstResponder())
        harness.keyboard.type("kiosk")
        harness.keyboard.control("a")
        #expect(field.selectedText == "kiosk")
        harness.keyboard.control("c")
        #expect(UIPasteboard.general.string == "kiosk")
        #expect(UIPasteboard.general.hasStrings)
        harness.keyboard.press(usage: 0x4D)   // End
        harness.keyboard.control("v")
        #expect(field.text == "kioskkiosk")
        harness.keyboard.control("z")
        #expect(field.text == "kiosk")
        harness.keyboard.control("a")
        harness.keyboard.control("x")
        #expect(field.text == "")
        #expect(UIPasteboard.general.strings == ["kiosk"])
        // Secure text is never copied.
        field.isSecureTextEntry = true
        UIPasteboard.general.string = "before"
        harness.keyboard.type("pin")
        harness.keyboard.control("a")
        harness.keyboard.control("c")
        #expect(UIPasteboard.general.string == "before")
        #expect(field.displayString == "\u{2022}\u{2022}\u{2022}")
    }

    @Test func returnAsksTheDelegateAndEndsEditingOnlyForADidEndOnExitAction() {
        let harness = KeyboardHarness()
        let (field, delegate, log, editing) = makeField(harness)
        #expect(field.becomeFirstResponder())
        harness.keyboard.type("a\n")
        #expect(field.text == "a")
        #expect(delegate.calls.contains("shouldReturn"))
        #expect(log.events.contains("primary"))
        // The log's action counts as an .editingDidEndOnExit action: editing ended.
        #expect(editing() == ["begin", "changed", "exit", "end"])
        #expect(!field.isFirstResponder)
        #expect(delegate.calls.suffix(2) == ["shouldEnd", "didEnd committed"])
    }

    @Test func resigningAsksTheDelegateUnlessForced() {
        let harness = KeyboardHarness()
        let (field, delegate, _, editing) = makeField(harness)
        #expect(field.becomeFirstResponder())
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder())
        #expect(!harness.window.endEditing(false))
        #expect(field.isEditing)
        #expect(harness.window.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(editing() == ["begin", "end"])
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd committed"])
    }

    @Test func aFieldRemovedFromItsWindowEndsEditing() {
        let harness = KeyboardHarness()
        let (field, delegate, _, editing) = makeField(harness)
        #expect(field.becomeFirstResponder())
        delegate.allowsEnd = false
        field.removeFromSuperview()
        #expect(!field.isEditing)
        #expect(editing() == ["begin", "end"])
    }

    @Test func clearsOnBeginEditingEmptiesTheFieldWhenEditingBegins() {
        let harness = KeyboardHarness()
        let (field, _, _, _) = makeField(harness)
        field.text = "old"
        field.clearsOnBeginEditing = true
        harness.touches.tap(CGPoint(x: 150, y: 117), at: 0)
        #expect(field.text == "")
    }

    @Test func draggingAcrossTheTextSelectsIt() {
        let harness = KeyboardHarness()
        let (field, _, _, _) = makeField(harness)
        field.text = "select me"
        // From the field's leading edge (before the text) to its trailing part (after it).
        harness.touches.drag(from: CGPoint(x: 101, y: 117), to: CGPoint(x: 390, y: 117), start: 0)
        #expect(field.isEditing)
        #expect(field.selection == 0..<9)
        #expect(field.selectedText == "select me")
    }

    @Test func aTapPutsTheCaretAtTheNearestClusterBoundary() {
        let harness = KeyboardHarness()
        let (field, _, _, _) = makeField(harness)
        field.text = "abcdef"
        // Tapping past the end puts the caret at the end; then at the text's start, the start.
        harness.touches.tap(CGPoint(x: 390, y: 117), at: 0)
        #expect(field.selection == 6..<6)
        harness.touches.tap(CGPoint(x: 102, y: 117), at: 1)
        #expect(field.selection == 0..<0)
        // Between: the boundary whose measured offset is nearest the finger.
        let offsets = field.caretOffsets
        let textStart = field.editingRect(forBounds: field.bounds).minX
        let x = 100 + textStart + (offsets[3] * 0.6 + offsets[4] * 0.4)
        harness.touches.tap(CGPoint(x: x, y: 117), at: 2)
        #expect(field.selection == 3..<3)
    }

    @Test func textWiderThanTheFieldScrollsToKeepTheCaretInside() {
        let harness = KeyboardHarness()
        let (field, _, _, _) = makeField(harness)
        field.frame = CGRect(x: 100, y: 100, width: 80, height: 34)
        #expect(field.becomeFirstResponder())
        harness.keyboard.type("a long line of text")
        let area = field.editingRect(forBounds: field.bounds)
        #expect(field.scrollOffset > 0)
        #expect(!field.caretLayer.isHidden)
        #expect(field.caretLayer.frame.maxX <= area.maxX && field.caretLayer.frame.minX >= area.minX)
        #expect(field.caretLayer.frame.width == 2)
        harness.keyboard.press(usage: 0x4A)   // Home
        #expect(field.scrollOffset == 0)
        #expect(field.caretLayer.frame.minX == area.minX)
    }

    @Test func theClearButtonClearsWhenTheDelegateAgrees() {
        let harness = KeyboardHarness()
        let (field, delegate, _, editing) = makeField(harness)
        field.clearButtonMode = .always
        field.text = "scan"
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(field.textRect(forBounds: field.bounds).maxX <= button.minX)
        let center = CGPoint(x: 100 + button.midX, y: 100 + button.midY)
        delegate.allowsClear = false
        harness.touches.tap(center, at: 0)
        #expect(field.text == "scan")
        delegate.allowsClear = true
        harness.touches.tap(center, at: 1)
        #expect(field.text == "")
        #expect(delegate.calls.filter { $0 == "shouldClear" }.count == 2)
        #expect(editing().contains("changed"))
    }

    @Test func leftAndRightViewsShowPerTheirModesAndNarrowTheTextArea() {
        let harness = KeyboardHarness()
        let (field, _, _, _) = makeField(harness)
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        field.leftViewMode = .whileEditing
        field.layoutIfNeeded()
        #expect(icon.superview == nil)
        #expect(field.textRect(forBounds: field.bounds).minX == 7)
        #expect(field.becomeFirstResponder())
        field.layoutIfNeeded()
        #expect(icon.superview === field)
        // 20 × 20 at the leading edge, centred in the 34-point height.
        #expect(icon.frame == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(field.editingRect(forBounds: field.bounds).minX == 20)
    }
}

extension UITextFieldTests {
    @Test func adjustsFontSizeToFitWidthShrinksTheFontDownToTheMinimum() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
        field.text = "a line much wider than one hundred points"
        #expect(field.effectiveFont.pointSize == 17)
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 9
        // The text is several times wider than the field, so the font stops at the minimum.
        #expect(field.effectiveFont.pointSize == 9)
        // Text that fits keeps the full size.
        field.text = "fits"
        #expect(field.effectiveFont.pointSize == 17)
        // A shorter overflow shrinks in proportion: 17 × 100 / width, rounded down.
        field.text = "fourteen chars"
        let natural = "fourteen chars".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let expected = natural > 100 ? max(9, (17 * 100 / natural).rounded(.down)) : 17
        #expect(field.effectiveFont.pointSize == expected, "natural width \(natural)")
    }
}
