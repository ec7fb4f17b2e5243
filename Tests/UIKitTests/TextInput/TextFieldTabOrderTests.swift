// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// Tab and Shift-Tab from a hardware keyboard move between the window's text fields, as
/// on iPadOS, in reading order (TextFieldTabOrder.swift: Vitrine's order, UIKit's focus
/// order is not documented).
@MainActor @Suite struct TextFieldTabOrderTests {
    static let tab = 0x2B

    /// A form: name and e-mail side by side on one row (tops 4 points apart, within half
    /// the 34-point height), a hidden field, a disabled one, then the city below, added
    /// out of order so the order comes from the frames.
    private func makeForm(_ harness: KeyboardHarness) -> (name: UITextField, email: UITextField, city: UITextField) {
        let city = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        let email = UITextField(frame: CGRect(x: 300, y: 104, width: 200, height: 34))
        let name = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let hidden = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        hidden.isHidden = true
        let disabled = UITextField(frame: CGRect(x: 300, y: 150, width: 200, height: 34))
        disabled.isEnabled = false
        for field in [city, email, name, hidden, disabled] { harness.window.addSubview(field) }
        return (name, email, city)
    }

    @Test func tabGoesToTheNextFieldInReadingOrderAndWraps() {
        let harness = KeyboardHarness()
        let form = makeForm(harness)
        #expect(form.name.becomeFirstResponder())
        harness.keyboard.type("Ada")
        harness.keyboard.press(usage: Self.tab, characters: "\t")
        #expect(form.email.isFirstResponder)
        harness.keyboard.type("ada@example.org")
        harness.keyboard.press(usage: Self.tab, characters: "\t")
        #expect(form.city.isFirstResponder)
        harness.keyboard.press(usage: Self.tab, characters: "\t")
        #expect(form.name.isFirstResponder)
        // Tab typed no character anywhere.
        #expect(form.name.text == "Ada" && form.email.text == "ada@example.org" && form.city.text == "")
    }

    @Test func shiftTabGoesBack() {
        let harness = KeyboardHarness()
        let form = makeForm(harness)
        #expect(form.email.becomeFirstResponder())
        harness.keyboard.press(usage: Self.tab, characters: "\t", modifiers: .shift)
        #expect(form.name.isFirstResponder)
        harness.keyboard.press(usage: Self.tab, characters: "\t", modifiers: .shift)
        #expect(form.city.isFirstResponder)
    }

    @Test func aFieldWhoseDelegateRefusesIsSkipped() {
        final class Refusing: NSObject, UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
        }
        let harness = KeyboardHarness()
        let form = makeForm(harness)
        let refusing = Refusing()
        form.email.delegate = refusing
        #expect(form.name.becomeFirstResponder())
        harness.keyboard.press(usage: Self.tab, characters: "\t")
        #expect(form.city.isFirstResponder)
    }

    @Test func aLoneFieldKeepsFocusAndTypesNoTab() {
        let harness = KeyboardHarness()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        harness.keyboard.type("a")
        harness.keyboard.press(usage: Self.tab, characters: "\t")
        #expect(field.isFirstResponder)
        #expect(field.text == "a")
    }
}
