// Vitrine — Apache License 2.0
// The checkout screen of both source-compatibility apps: an alert, an action sheet, the idle timer.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct CheckoutAlertsTests {
    @Test func bothLanguageModesPresentAnAlertAndAnActionSheet() {
        let screens: [(UIViewController, () -> Void, () -> Void, () -> Void, () -> [String])] = [
            { let c = Swift5App.CheckoutController(); return (c, c.confirmCancel, c.choosePayment, c.paymentDone, { c.log }) }(),
            { let c = Swift6App.CheckoutController(); return (c, c.confirmCancel, c.choosePayment, c.paymentDone, { c.log }) }(),
        ]
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        for (controller, confirmCancel, choosePayment, paymentDone, log) in screens {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.layer.isHidden = false  // shown to the controllers without entering the window stack
            window.rootViewController = controller
            confirmCancel()
            let alert = controller.presentedViewController as? UIAlertController
            #expect(alert?.actions.map(\.style) == [.cancel, .destructive] && alert?.preferredAction === alert?.actions.last)
            controller.dismiss(animated: false)
            choosePayment()
            let sheet = controller.presentedViewController as? UIAlertController
            #expect(sheet?.preferredStyle == .actionSheet && sheet?.actions.map(\.isEnabled) == [true, true, false, true])
            #expect(sheet?.popoverPresentationController?.arrowDirection == .up)
            controller.dismiss(animated: false)
            paymentDone()
            #expect(log().isEmpty && !UIApplication.shared.isIdleTimerDisabled)
        }
    }
}
