// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a
// checkout screen that confirms with an alert, asks for a voucher code in an alert's text
// field, offers choices in an action sheet and tips in a popover, shows the
// basket in a sheet with detents and keeps the screen lit while a payment runs, as an iOS
// app's.
import UIKit

/// The checkout screen.
public final class CheckoutController: UIViewController {
    public private(set) var log: [String] = []
    public let payButton = UIButton(type: .system)

    public override func viewDidLoad() {
        super.viewDidLoad()
        payButton.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        view.addSubview(payButton)
    }

    /// Asks before cancelling the order.
    public func confirmCancel() {
        let alert = UIAlertController(title: "Cancel order?", message: "Your basket will be emptied.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel, handler: nil))
        let empty = UIAlertAction(title: "Empty basket", style: .destructive) { [weak self] action in
            self?.log.append(action.title ?? "?")
        }
        alert.addAction(empty)
        alert.preferredAction = alert.actions.firstIndex(of: empty).map { alert.actions[$0] }
        present(alert, animated: true, completion: nil)
    }

    /// Asks for a voucher code in an alert's text field; Redeem is the preferred action,
    /// which Return in the field also triggers.
    public func askForVoucher() {
        let alert = UIAlertController(title: "Voucher", message: "Enter the code printed on your voucher.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Code"
            field.autocapitalizationType = .allCharacters
            field.keyboardType = .asciiCapable
        }
        let redeem = UIAlertAction(title: "Redeem", style: .default) { [weak self, weak alert] _ in
            if let code = alert?.textFields?.first?.text { self?.log.append("voucher \(code)") }
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(redeem)
        alert.preferredAction = redeem
        present(alert, animated: true)
    }

    /// Offers ways to pay, pointing at the pay button on a large screen.
    public func choosePayment() {
        let sheet = UIAlertController(title: nil, message: "Pay with", preferredStyle: .actionSheet)
        for method in ["Card", "Phone"] {
            sheet.addAction(UIAlertAction(title: method, style: .default) { [weak self] _ in
                self?.startPayment(method)
            })
        }
        let voucher = UIAlertAction(title: "Voucher", style: .default)
        voucher.isEnabled = false
        sheet.addAction(voucher)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = payButton
            popover.sourceRect = payButton.bounds
            popover.permittedArrowDirections = [.up, .down]
        }
        present(sheet, animated: false)
    }

    /// Shows the tip choices in a popover by the pay button, or by a bar button item when
    /// given; a popover on a narrow screen too.
    public func showTipOptions(from item: UIBarButtonItem? = nil) {
        let tips = UIViewController()
        tips.modalPresentationStyle = .popover
        tips.preferredContentSize = CGSize(width: 240, height: 160)
        if let popover = tips.popoverPresentationController {
            if let item = item {
                popover.barButtonItem = item
            } else {
                popover.sourceView = payButton
                popover.sourceRect = payButton.bounds
            }
            popover.permittedArrowDirections = [.up, .down]
            popover.backgroundColor = .secondarySystemBackground
            popover.passthroughViews = [payButton]
            popover.delegate = self
        }
        present(tips, animated: true)
    }

    private func startPayment(_ method: String) {
        log.append(method)
        UIApplication.shared.isIdleTimerDisabled = true  // the customer may read the card reader for a while
    }

    /// The payment finished.
    public func paymentDone() {
        UIApplication.shared.isIdleTimerDisabled = false
    }

    /// Shows the basket in a half-height sheet that can be pulled up.
    public func showBasket() {
        let basket = UIViewController()
        basket.modalPresentationStyle = .pageSheet
        if let sheet = basket.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.preferredCornerRadius = 16
            sheet.delegate = self
        }
        basket.isModalInPresentation = false
        present(basket, animated: true, completion: nil)
    }

    /// Pulls the basket up to full height.
    public func expandBasket() {
        guard let sheet = presentedViewController?.sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }
}

extension CheckoutController: UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log.append("detent")
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("basket closed")
    }
}

extension CheckoutController: UIPopoverPresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.permittedArrowDirections = [.up, .down]
    }

    /// After a size change the tips point at the pay button's new place.
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: AutoreleasingUnsafeMutablePointer<UIView>) {
        if view.pointee === payButton { rect.pointee = payButton.bounds }
    }
}
