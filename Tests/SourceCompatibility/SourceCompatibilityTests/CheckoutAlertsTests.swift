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

    /// The tips popover hangs below the pay button (20…64 high) with its arrow up, 240 × 160.
    @Test func bothLanguageModesShowAPopover() {
        let screens: [(UIViewController, () -> Void)] = [
            { let c = Swift5App.CheckoutController(); return (c, { c.showTipOptions() }) }(),
            { let c = Swift6App.CheckoutController(); return (c, { c.showTipOptions() }) }(),
        ]
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        for (controller, showTipOptions) in screens {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.layer.isHidden = false  // shown to the controllers without entering the window stack
            window.rootViewController = controller
            showTipOptions()
            let tips = controller.presentedViewController
            #expect(tips?.popoverPresentationController?.arrowDirection == .up)
            #expect(tips.map { $0.view.convert($0.view.bounds, to: window) } == CGRect(x: 8, y: 77, width: 240, height: 160))  // 64 + 13
            controller.dismiss(animated: false)
        }
    }

    /// The voucher alert has one text field, configured by the app, under its message.
    @Test func bothLanguageModesAskForAVoucherInATextField() {
        let screens: [(UIViewController, () -> Void)] = [
            { let c = Swift5App.CheckoutController(); return (c, c.askForVoucher) }(),
            { let c = Swift6App.CheckoutController(); return (c, c.askForVoucher) }(),
        ]
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        for (controller, askForVoucher) in screens {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.layer.isHidden = false  // shown to the controllers without entering the window stack
            window.rootViewController = controller
            askForVoucher()
            let alert = controller.presentedViewController as? UIAlertController
            let field = alert?.textFields?.first
            #expect(alert?.textFields?.count == 1 && field?.placeholder == "Code" && field?.autocapitalizationType == .allCharacters)
            #expect(field?.window === window)
            controller.dismiss(animated: false)
            window.endEditing(true)
        }
    }

    /// At 400 × 800 (compact width, where detents shape sheets) the basket rests at medium
    /// (half the height), then large (40 points from the top).
    @Test func bothLanguageModesShowASheetWithDetents() {
        let screens: [(UIViewController, () -> Void, () -> Void)] = [
            { let c = Swift5App.CheckoutController(); return (c, c.showBasket, c.expandBasket) }(),
            { let c = Swift6App.CheckoutController(); return (c, c.showBasket, c.expandBasket) }(),
        ]
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        for (controller, showBasket, expandBasket) in screens {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.layer.isHidden = false  // shown to the controllers without entering the window stack
            window.rootViewController = controller
            showBasket()
            let basket = controller.presentedViewController
            #expect(basket?.view.frame == CGRect(x: 0, y: 400, width: 400, height: 400))
            #expect(basket?.view.layer.cornerRadius == 16 && basket?.sheetPresentationController?.prefersGrabberVisible == true)
            expandBasket()
            #expect(basket?.view.frame == CGRect(x: 0, y: 40, width: 400, height: 760))
            controller.dismiss(animated: false)
        }
    }
}

@MainActor
@Suite struct DimmedCardTransitionTests {
    /// The card takes the lower half of an 800 × 600 window over the dimming view its
    /// presentation controller adds; the presenter's view stays.
    @Test func bothLanguageModesPresentThroughATransitioningDelegate() {
        let transitions: [(UIViewControllerTransitioningDelegate, (UIPresentationController?) -> UIView?)] = [
            (Swift5App.DimmedCardTransition(), { ($0 as? Swift5App.DimmedCardPresentationController)?.dimmingView }),
            (Swift6App.DimmedCardTransition(), { ($0 as? Swift6App.DimmedCardPresentationController)?.dimmingView }),
        ]
        for (transition, dimmingView) in transitions {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.layer.isHidden = false  // shown to the controllers without entering the window stack
            let root = UIViewController()
            window.rootViewController = root
            let card = UIViewController()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = transition
            root.present(card, animated: false)
            #expect(card.view.frame == CGRect(x: 0, y: 300, width: 800, height: 300))
            #expect(dimmingView(card.presentationController)?.superview === card.view.superview)
            #expect(root.view.window === window && card.view.alpha == 1)
        }
    }
}
