// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): the classic keyboard-avoiding form of iOS code, with selector observers (a method
// reference where iOS writes #selector), the frame read through NSValue, and removal in
// deinit.
import UIKit

public final class KeyboardAvoidingForm: UIViewController {
    public let scrollView = UIScrollView()
    public private(set) var keyboardHeight: CGFloat = 0
    public private(set) var refreshes = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2 * view.bounds.height)
        view.addSubview(scrollView)
        let center = NotificationCenter.default
        center.addObserver(self, selector: KeyboardAvoidingForm.keyboardWillShow,
                           name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: KeyboardAvoidingForm.keyboardWillHide,
                           name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: KeyboardAvoidingForm.refresh,
                           name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let frame = value.cgRectValue
        keyboardHeight = frame.height
        scrollView.contentInset.bottom = frame.height
        scrollView.verticalScrollIndicatorInsets.bottom = frame.height
    }

    func keyboardWillHide(_ notification: Notification) {
        keyboardHeight = 0
        scrollView.contentInset = .zero
        scrollView.verticalScrollIndicatorInsets = .zero
    }

    func refresh() {
        refreshes += 1
    }
}
