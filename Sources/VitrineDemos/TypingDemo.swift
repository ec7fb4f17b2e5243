// Vitrine — Apache License 2.0
import UIKit

/// A text field and a text view, typed into by hardware keyboards, a barcode scanner and
/// the on-screen keyboard: the scene of the text-input end-to-end test. The field is first
/// responder from the start, so the on-screen keyboard is up when the board allows it
/// (`keyboard.on-screen = "always"`). Each Return is a submission: the field's text is
/// logged and added as a line to the text view below it.
///
/// Steps: 0 the empty field; 1 a keyboard has typed "Zyé" and Return (a German layout:
/// the keys labelled Z and Y swap, é comes from the dead acute key); 2 a scanner has typed
/// the EAN-13 code 4006381333931 and Return while the keyboard typed "ab", which arrives
/// after the scan, then the keyboard's Return; 3 fingers have tapped ä, ß and return on
/// the on-screen keyboard. Each step ends with the Return that completes it.
public final class TypingDemo: NSObject, TouchDrivenDemo, UITextFieldDelegate {
    public static let name = "typing"
    public static let summary = "a text field and a text view typed into by keyboards, a scanner and the on-screen keyboard"
    public static let stepCount = 4

    /// The field's text after each step, and the text view's lines (one per Return).
    static let scriptedText = ["", "Zyé", "Zyé4006381333931ab", "Zyé4006381333931abäß"]
    static let scriptedSubmissions = [[], ["Zyé"], ["Zyé", "Zyé4006381333931", "Zyé4006381333931ab"],
                                      ["Zyé", "Zyé4006381333931", "Zyé4006381333931ab", "Zyé4006381333931abäß"]]

    public var waitsForTouches = false
    public var isAwaitingTouches: Bool { awaited.isPending }

    let field = UITextField()
    let submissionsView = UITextView()
    private var submissions: [String] = []
    private var shownStep = 0
    private let awaited = AwaitedTouchStep()

    public override init() { super.init() }

    public func build(in window: UIWindow) {
        let root = UIViewController()
        let view = root.view!
        view.backgroundColor = .white
        let bounds = window.bounds

        let title = UILabel(frame: CGRect(x: 40, y: 28, width: bounds.width - 80, height: 40))
        title.text = "Check-in"
        title.font = .boldSystemFont(ofSize: 30)
        view.addSubview(title)

        field.frame = CGRect(x: 40, y: 84, width: bounds.width - 80, height: 52)
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 26)
        field.placeholder = "Name or booking code"
        // No automatic capitals: the shift key looks the same whether the text was typed or set.
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        // The caret blinks on a timer of its own: a clear caret keeps the screens comparable.
        field.tintColor = .clear
        field.delegate = self
        view.addSubview(field)

        submissionsView.frame = CGRect(x: 40, y: 156, width: bounds.width - 80, height: 300)
        submissionsView.font = .systemFont(ofSize: 22)
        submissionsView.isEditable = false
        submissionsView.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.addSubview(submissionsView)

        window.rootViewController = root
        // Up at once, so the first frame shows the keyboard where it stays.
        UIView.performWithoutAnimation { _ = field.becomeFirstResponder() }
    }

    public func show(step: Int) {
        while shownStep < step {
            shownStep += 1
            if waitsForTouches {
                awaited.begin(shownStep)
                report("waiting for a touch (step \(shownStep))")
            } else {
                field.text = Self.scriptedText[shownStep]
                submissions = Self.scriptedSubmissions[shownStep]
                submissionsView.text = submissions.joined(separator: "\n")
            }
        }
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let text = textField.text ?? ""
        submissions.append(text)
        submissionsView.text = submissions.joined(separator: "\n")
        report("return \"\(text)\"")
        if let step = awaited.step, submissions.count == Self.scriptedSubmissions[step].count {
            awaited.finish()
        }
        return false
    }

    private func report(_ line: String) {
        FileHandle.standardError.write(Data("typing demo: \(line)\n".utf8))
    }
}
