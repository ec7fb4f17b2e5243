// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a sign-in screen as iOS code writes it — text fields with a delegate that
// limits and moves focus, keyboard notifications observed with NotificationCenter, a
// key command, presses handled in a view controller, a footer kept above the keyboard
// by the keyboard layout guide, and a custom view adopting UIKeyInput.
import UIKit

public final class SignInForm: UIViewController, UITextFieldDelegate {
    public let emailField = UITextField()
    public let pinField = UITextField()
    public private(set) var keyboardHeight: CGFloat = 0
    public private(set) var submitted = 0
    public private(set) var escapes = 0
    private var observers: [NSObjectProtocol] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "E-mail"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.textContentType = .emailAddress
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.delegate = self
        pinField.placeholder = "PIN"
        pinField.borderStyle = .roundedRect
        pinField.isSecureTextEntry = true
        pinField.keyboardType = .numberPad
        pinField.textContentType = .oneTimeCode
        pinField.delegate = self
        pinField.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        pinField.reloadInputViews()
        pinField.addTarget(self, action: SignInForm.pinChanged, for: .editingChanged)
        for (index, field) in [emailField, pinField].enumerated() {
            field.frame = CGRect(x: 16, y: 80 + CGFloat(index) * 50, width: 288, height: 34)
            view.addSubview(field)
        }
        let footer = UILabel()
        footer.text = "Ask at the desk for help."
        footer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(footer)
        view.keyboardLayoutGuide.followsUndockedKeyboard = false
        NSLayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            MainActor.assumeIsolated { self?.keyboardHeight = frame.height }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardHeight = 0 }
        })
    }

    public override var keyCommands: [UIKeyCommand]? {
        let submit = UIKeyCommand(input: "\r", modifierFlags: .command, action: SignInForm.submit)
        submit.discoverabilityTitle = "Sign In"
        return [submit, UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: SignInForm.cancel)]
    }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, key.keyCode == .keyboardF5 else {
            super.pressesBegan(presses, with: event)
            return
        }
        emailField.text = ""
    }

    func submit() {
        submitted += 1
        view.endEditing(true)
    }

    func cancel(_ command: UIKeyCommand) {
        escapes += 1
    }

    func pinChanged(_ sender: UITextField) {
        if sender.text?.count == 4 { sender.resignFirstResponder() }
    }

    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === pinField else { return true }
        let current = (textField.text ?? "") as NSString
        let updated = current.replacingCharacters(in: range, with: string)
        return updated.count <= 4 && updated.allSatisfy(\.isNumber)
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField { pinField.becomeFirstResponder() }
        return true
    }

    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        if reason == .committed, textField === emailField {
            emailField.text = emailField.text?.trimmingCharacters(in: .whitespaces)
        }
    }
}

/// A four-dot PIN pad that takes keys itself, as custom iOS views adopt UIKeyInput.
public final class PinDots: UIView, UIKeyInput {
    public private(set) var digits = ""
    public var keyboardType: UIKeyboardType = .numberPad
    public var isSecureTextEntry: Bool = true

    public override var canBecomeFirstResponder: Bool { true }
    public var hasText: Bool { !digits.isEmpty }

    public func insertText(_ text: String) {
        guard digits.count < 4, text.allSatisfy(\.isNumber) else { return }
        digits += text
        setNeedsDisplay()
    }

    public func deleteBackward() {
        guard !digits.isEmpty else { return }
        digits.removeLast()
        setNeedsDisplay()
    }
}
