// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct UIKeyInputTests {
    private func makeField(_ harness: KeyboardHarness) -> PinEntryView {
        let field = PinEntryView()
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        return field
    }

    @Test func aFirstResponderAdoptingUIKeyInputReceivesTypedTextReturnAndBackspace() {
        let harness = KeyboardHarness()
        let field = makeField(harness)
        #expect(!field.hasText)
        harness.keyboard.type("Ab1 ")
        #expect(field.text == "Ab1 ")
        harness.keyboard.press(usage: 0x2A, characters: "\u{8}")   // Backspace
        #expect(field.text == "Ab1")
        harness.keyboard.type("\n")
        #expect(field.text == "Ab1\n")
        #expect(field.hasText)
    }

    @Test func controlChordsAndKeysThatTypeNothingInsertNoText() {
        let harness = KeyboardHarness()
        let field = makeField(harness)
        harness.keyboard.control("c")
        harness.keyboard.press(usage: 0x50)   // Left arrow
        harness.keyboard.press(usage: 0xE1)   // Shift alone
        harness.keyboard.press(usage: 0x29, characters: "\u{1B}")   // Escape types a control character
        #expect(field.text == "")
    }

    @Test func aResponderThatHandlesTheKeyGetsNoTyping() {
        let harness = KeyboardHarness()
        let field = makeField(harness)
        field.handles = true
        harness.keyboard.type("z")
        #expect(field.text == "")
        #expect(field.log == ["v began z", "v ended z"])
    }

    @Test func aViewThatIsNotFirstResponderGetsNoText() {
        let harness = KeyboardHarness()
        let field = makeField(harness)
        #expect(field.resignFirstResponder())
        harness.keyboard.type("q")
        #expect(field.text == "")
    }

    @Test func traitsDefaultToUIKitsValuesAndAdoptersOverrideTheOnesTheyDeclare() {
        let field = PinEntryView()
        // PinEntryView declares keyboardType only.
        #expect(field.keyboardType == .numberPad)
        #expect(field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default)
        #expect(!field.isSecureTextEntry)
        #expect(field.textContentType == nil)
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 40)
        #expect(UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 82)
    }
}
