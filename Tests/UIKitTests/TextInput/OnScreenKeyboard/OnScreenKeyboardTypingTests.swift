// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// Typing on the on-screen keyboard through the touch path: key positions are the
/// layout's arithmetic (OnScreenKeyboardHarness), the text is what the field receives.
@MainActor @Suite(.serialized) struct OnScreenKeyboardTypingTests {
    static let usRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    static let germanRows = ["qwertzuiopü", "asdfghjklöä", "yxcvbnmß"]

    @MainActor final class ReturnLog: NSObject, UITextFieldDelegate {
        var returns = 0
        var changes: [String] = []
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            returns += 1
            return true
        }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            changes.append(string)
            return true
        }
    }

    /// A field at (100, 100), 300 × 34, tapped to begin editing, with the keyboard up.
    private func editField(_ harness: OnScreenKeyboardHarness, configure: (UITextField) -> Void = { _ in }) -> UITextField {
        let field = UITextField(frame: CGRect(x: 100, y: 100, width: 300, height: 34))
        configure(field)
        harness.touches.window.addSubview(field)
        harness.tap(CGPoint(x: 150, y: 117))
        harness.finishSlide()
        return field
    }

    /// German rows: 11 units; the punctuation pages' third row has side keys of 1.65
    /// units and five marks of (11 − 3.3) / 5 = 1.54 units; page keys span 0...3.
    @Test func helloWienOnTheGermanKeyboard() {
        let harness = OnScreenKeyboardHarness(layout: .de)
        defer { harness.tearDown() }
        let field = editField(harness)
        #expect(field.isFirstResponder)
        #expect(harness.keyboard.isShown)
        let letter = { (c: Character) in harness.tapLetter(c, rows: Self.germanRows, shiftUnits: 1.5, unitsPerRow: 11) }
        // The field starts a sentence, so shift is on for the first letter.
        for c in "hello" { letter(c) }
        harness.tapKey(row: 3, units: 1.5, unitsPerRow: 11)         // .?123
        harness.tapKey(row: 2, units: 1.65 + 1.54 * 1.5, unitsPerRow: 11) // ,
        harness.tapKey(row: 3, units: 5.5, unitsPerRow: 11)         // space, back to letters
        harness.tapKey(row: 2, units: 0.75, unitsPerRow: 11)        // shift
        for c in "wien" { letter(c) }
        harness.tapKey(row: 3, units: 1.5, unitsPerRow: 11)         // .?123
        harness.tapKey(row: 2, units: 1.65 + 1.54 * 3.5, unitsPerRow: 11) // !
        #expect(field.text == "Hello, Wien!")
        // QWERTZ: z in the sixth column of the top row, y first in the third row, ü at the
        // top row's end, ß last before backspace.
        harness.tapKey(row: 3, units: 1.5, unitsPerRow: 11)         // ABC
        harness.tapKey(row: 0, units: 5.5, unitsPerRow: 11)
        harness.tapKey(row: 2, units: 2, unitsPerRow: 11)
        harness.tapKey(row: 0, units: 10.5, unitsPerRow: 11)
        harness.tapKey(row: 2, units: 9, unitsPerRow: 11)
        #expect(field.text == "Hello, Wien!zyüß")
        // Shifted, ß stays one character (its capital would be "SS").
        harness.tapKey(row: 2, units: 0.75, unitsPerRow: 11)        // shift
        harness.tapKey(row: 2, units: 9, unitsPerRow: 11)
        harness.tapKey(row: 0, units: 10.5, unitsPerRow: 11)
        #expect(field.text == "Hello, Wien!zyüßßü")
    }

    @Test func usLettersBackspaceAndReturnTypeThroughTheFieldsDelegate() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let log = ReturnLog()
        let field = editField(harness) {
            $0.delegate = log
            $0.returnKeyType = .done
        }
        // QWERTY: y in the sixth column of the top row.
        harness.tapKey(row: 0, units: 5.5, unitsPerRow: 10)
        harness.tapLetter("o", rows: Self.usRows, shiftUnits: 1.5, unitsPerRow: 10)
        harness.tapLetter("x", rows: Self.usRows, shiftUnits: 1.5, unitsPerRow: 10)
        harness.tapKey(row: 2, units: 9.25, unitsPerRow: 10)       // backspace: 8.5...10
        #expect(field.text == "Yo")
        #expect(log.changes == ["Y", "o", "x", ""])
        #expect(harness.keyboard.keysView.keyCaps.contains { $0.titleLabel.text == "Done" })
        harness.tapKey(row: 3, units: 8.75, unitsPerRow: 10)       // return: 7.5...10
        #expect(log.returns == 1)
        #expect(field.text == "Yo")
    }

    /// Backspace deletes on touch down, then after 0.5 s every 0.1 s while held: held
    /// from t = 40 to 40.75 it deletes at 40, 40.5, 40.6 and 40.7 (four characters).
    @Test func backspaceRepeatsWhileHeld() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let field = editField(harness) { $0.text = "abcdefgh" }
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        let backspace = CGPoint(x: 925, y: OnScreenKeyboardHarness.keyboardTop + 2.5 * OnScreenKeyboardHarness.rowHeight)
        harness.touches.send(.began, backspace, at: 40)
        #expect(field.text == "abcdefg")
        harness.touches.wait(until: 40.75)
        harness.touches.send(.ended, backspace, at: 40.75)
        #expect(field.text == "abcd")
    }

    /// The app's own edits and caret moves set the automatic shift as the keys' do (UIKit's
    /// keyboard re-evaluates its capitals when the responder's text changes). A `.words`
    /// field: shift on at the start, off after "Ada", on after a space, and off again
    /// with the caret moved back to just after "A".
    @Test func theAppsEditsMoveTheAutomaticShift() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let field = editField(harness) { $0.autocapitalizationType = .words }
        let keys = harness.keyboard.keysView
        #expect(keys.shift == .once && keys.keyCaps.contains { $0.titleLabel.text == "Q" })
        field.insertText("Ada")
        #expect(keys.shift == .off && keys.keyCaps.contains { $0.titleLabel.text == "q" })
        field.insertText(" ")
        #expect(keys.shift == .once && keys.keyCaps.contains { $0.titleLabel.text == "Q" })
        let afterA = field.position(from: field.beginningOfDocument, offset: 1)!
        field.selectedTextRange = field.textRange(from: afterA, to: afterA)
        #expect(keys.shift == .off && keys.keyCaps.contains { $0.titleLabel.text == "q" })
    }

    @Test func aDoubleTapOnShiftLocksCapitals() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let field = editField(harness) { $0.autocapitalizationType = .none }
        let shift = CGPoint(x: 75, y: OnScreenKeyboardHarness.keyboardTop + 2.5 * OnScreenKeyboardHarness.rowHeight)
        // Two taps 0.2 s apart, within the 0.35 s double-tap interval.
        harness.touches.tap(shift, at: 10)
        harness.touches.tap(shift, at: 10.2)
        harness.tapLetter("a", rows: Self.usRows, shiftUnits: 1.5, unitsPerRow: 10)
        harness.tapLetter("b", rows: Self.usRows, shiftUnits: 1.5, unitsPerRow: 10)
        harness.tap(shift)
        harness.tapLetter("c", rows: Self.usRows, shiftUnits: 1.5, unitsPerRow: 10)
        #expect(field.text == "ABc")
    }

    @Test func aNumberPadHasDigitsOnly() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let field = editField(harness) { $0.keyboardType = .numberPad }
        // Three keys a row, each a third of the width.
        harness.tapKey(row: 0, units: 0.5, unitsPerRow: 3)
        harness.tapKey(row: 2, units: 2.5, unitsPerRow: 3)
        harness.tapKey(row: 3, units: 1.5, unitsPerRow: 3)
        harness.tapKey(row: 3, units: 0.5, unitsPerRow: 3)          // the empty corner
        #expect(field.text == "190")
        harness.tapKey(row: 3, units: 2.5, unitsPerRow: 3)          // backspace
        #expect(field.text == "19")
        #expect(harness.keyboard.keysView.keyCaps.count == 11)
    }

    @Test func anEmailFieldHasAtAndDotOnTheLettersPage() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let field = editField(harness) {
            $0.keyboardType = .emailAddress
            $0.autocapitalizationType = .none
        }
        // Bottom row: .?123 (2.5), @ (1), space (3), . (1), return (2.5).
        harness.tapLetter("a", rows: Self.usRows, shiftUnits: 1.5, unitsPerRow: 10)
        harness.tapKey(row: 3, units: 3, unitsPerRow: 10)
        harness.tapLetter("b", rows: Self.usRows, shiftUnits: 1.5, unitsPerRow: 10)
        harness.tapKey(row: 3, units: 7, unitsPerRow: 10)
        harness.tapLetter("c", rows: Self.usRows, shiftUnits: 1.5, unitsPerRow: 10)
        #expect(field.text == "a@b.c")
    }

    @Test func aLetterKeyShowsItsPopUpWhileHeld() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        _ = editField(harness) { $0.autocapitalizationType = .none }
        // q: the top row's first key, cap (3, 5, 94, 80) in the keyboard.
        harness.touches.send(.began, CGPoint(x: 50, y: 685), at: 20)
        let popup = harness.keyboard.keysView.popup
        #expect(popup?.frame == CGRect(x: 0, y: -75, width: 100, height: 160))
        #expect((popup?.subviews.first as? UILabel)?.text == "q")
        harness.touches.send(.ended, CGPoint(x: 50, y: 685), at: 20.05)
        #expect(harness.keyboard.keysView.popup == nil)
    }
}
