// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct FirstResponderTests {
    @Test func aViewBecomesFirstResponderOnlyInAWindowAndWhenItCan() {
        let harness = KeyboardHarness()
        let view = PressLogView()
        // Not in a window: UIKit refuses.
        #expect(!view.becomeFirstResponder())
        harness.window.addSubview(view)
        view.acceptsFirstResponder = false
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        view.acceptsFirstResponder = true
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        #expect(FirstResponderRegistry.firstResponder(in: harness.window) === view)
        // A plain UIView cannot: canBecomeFirstResponder is false by default.
        let plain = UIView()
        harness.window.addSubview(plain)
        #expect(!plain.canBecomeFirstResponder)
        #expect(!plain.becomeFirstResponder())
        #expect(view.isFirstResponder)
    }

    @Test func becomingFirstResponderAsksTheCurrentOneToResignAndFailsWhenItRefuses() {
        let harness = KeyboardHarness()
        let first = PressLogView("a"), second = PressLogView("b")
        harness.window.addSubview(first)
        harness.window.addSubview(second)
        #expect(first.becomeFirstResponder())
        first.allowsResigning = false
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder && !second.isFirstResponder)
        #expect(!first.resignFirstResponder())
        first.allowsResigning = true
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && second.isFirstResponder)
        #expect(second.resignFirstResponder())
        #expect(!second.isFirstResponder)
        // Resigning when not first responder succeeds and changes nothing.
        #expect(first.resignFirstResponder())
    }

    @Test func eachWindowHasItsOwnFirstResponder() {
        let harness = KeyboardHarness(), other = KeyboardHarness()
        let a = PressLogView("a"), b = PressLogView("b")
        harness.window.addSubview(a)
        other.window.addSubview(b)
        #expect(a.becomeFirstResponder() && b.becomeFirstResponder())
        #expect(a.isFirstResponder && b.isFirstResponder)
    }

    @Test func aFirstResponderRemovedFromItsWindowResignsEvenIfItWouldRefuse() {
        let harness = KeyboardHarness()
        let container = UIView()
        let view = PressLogView()
        container.addSubview(view)
        harness.window.addSubview(container)
        #expect(view.becomeFirstResponder())
        view.allowsResigning = false
        container.removeFromSuperview()
        #expect(!view.isFirstResponder)
        #expect(FirstResponderRegistry.firstResponder(in: harness.window) == nil)
    }

    @Test func endEditingResignsTheFirstResponderInsideTheViewOnly() {
        let harness = KeyboardHarness()
        let form = UIView(), elsewhere = UIView()
        let field = PressLogView()
        form.addSubview(field)
        harness.window.addSubview(form)
        harness.window.addSubview(elsewhere)
        #expect(field.becomeFirstResponder())
        // Not inside `elsewhere`: nothing to resign.
        #expect(elsewhere.endEditing(false))
        #expect(field.isFirstResponder)
        field.allowsResigning = false
        #expect(!form.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(form.endEditing(true))
        #expect(!field.isFirstResponder)
    }

    @Test func aViewControllerIsFirstResponderThroughItsViewsWindow() {
        final class Controller: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let harness = KeyboardHarness()
        let controller = Controller()
        #expect(!controller.becomeFirstResponder())       // its view is in no window
        harness.window.addSubview(controller.view)
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
    }

    @Test func keyboardNotificationNamesAndKeysHaveUIKitsValues() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
        #expect(UIResponder.inputViewDefaultsAreNil(PressLogView()))
    }
}

extension UIResponder {
    static func inputViewDefaultsAreNil(_ responder: UIResponder) -> Bool {
        responder.inputView == nil && responder.inputAccessoryView == nil && responder.keyCommands == nil
    }
}
