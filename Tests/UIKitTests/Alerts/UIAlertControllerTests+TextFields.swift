// Vitrine — Apache License 2.0
// UIAlertController's text fields: laid out under the message in wells (AlertMetrics:
// 30 points high, 12 under the message, 8 apart, 16 above the actions, 16 from the
// sides), the first one first responder when the alert appears, the alert above the
// on-screen keyboard, Return moving on or triggering the preferred action. Keys are
// tapped through the touch path (OnScreenKeyboardHarness: a 1000 × 1000 screen whose
// keyboard spans y 640...1000 when up).
import Foundation
import Testing
@testable import UIKitCore

@MainActor @Suite(.serialized) struct UIAlertControllerTextFieldTests {
    static let usRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    private func textHeight(_ text: String, _ font: UIFont) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = text
        return label.sizeThatFits(CGSize(width: 238, height: CGFloat.greatestFiniteMagnitude)).height.rounded(.up)
    }

    private func loginAlert(log: AlertHandlerLog) -> UIAlertController {
        let alert = UIAlertController(title: "Sign In", message: "Staff only.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        let signIn = UIAlertAction(title: "Sign In", style: .default) { _ in
            log.entries.append("sign in \(alert.textFields?.first?.text ?? "")")
        }
        alert.addAction(signIn)
        alert.preferredAction = signIn
        return alert
    }

    private func scene(policy: OnScreenKeyboardPolicy) -> (OnScreenKeyboardHarness, UIViewController) {
        let harness = OnScreenKeyboardHarness()
        harness.keyboard.policy = policy
        let root = UIViewController()
        harness.touches.window.rootViewController = root
        return (harness, root)
    }

    /// Header 20 + title + 4 + message, then the fields from 12 below the message:
    /// 30 + 8 + 30, then 16 to the actions (44, side by side): the alert is
    /// header + 12 + 68 + 16 + 44 high, centred (no keyboard: policy never).
    @Test func fieldsAreStackedUnderTheMessageAboveTheActions() throws {
        let (harness, root) = scene(policy: .never)
        defer { harness.tearDown() }
        let alert = loginAlert(log: AlertHandlerLog())
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[0].placeholder == "Name" && fields[1].isSecureTextEntry)
        root.present(alert, animated: false)
        let window = harness.touches.window
        let header = 20 + textHeight("Sign In", .systemFont(ofSize: 17, weight: .semibold)) + 4 + textHeight("Staff only.", .systemFont(ofSize: 13))
        let height = header + 12 + 68 + 16 + 44
        let frame = alert.view.convert(alert.view.bounds, to: window)
        #expect(frame == CGRect(x: 365, y: ((1000 - height) / 2).rounded(.down), width: 270, height: height))
        // Wells 16 from the sides (238 wide); the text 6 inside them.
        for (index, field) in fields.enumerated() {
            let well = try #require(field.superview)
            let wellTop = frame.minY + header + 12 + CGFloat(index) * 38
            #expect(well.convert(well.bounds, to: window) == CGRect(x: 381, y: wellTop, width: 238, height: 30))
            #expect(field.convert(field.bounds, to: window) == CGRect(x: 387, y: wellTop, width: 226, height: 30))
            #expect(field.font == .systemFont(ofSize: 13))
        }
        let rows = (alert.view as! AlertView).rows
        #expect(rows.map { $0.convert($0.bounds, to: window).minY } == [frame.minY + header + 96, frame.minY + header + 96])
        // The first field is first responder once the alert has appeared.
        #expect(fields[0].isFirstResponder)
    }

    /// Apple: text fields only in an alert. An action sheet ignores the call (UIKit raises);
    /// an alert without fields has none (nil).
    @Test func anActionSheetTakesNoTextFields() {
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        var configured = false
        sheet.addTextField { _ in configured = true }
        #expect(sheet.textFields == nil && !configured)
        let alert = UIAlertController(title: "Hello", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
    }

    /// Presented with animation, the first field takes the keyboard as the alert appears
    /// and the alert is centred in what the keyboard leaves: 640 high above it.
    @Test func theAlertRisesAboveTheKeyboardItsFirstFieldBrings() throws {
        let (harness, root) = scene(policy: .always)
        defer { harness.tearDown() }
        let alert = loginAlert(log: AlertHandlerLog())
        root.present(alert, animated: true)
        harness.finishSlide()
        harness.finishSlide()
        let fields = try #require(alert.textFields)
        #expect(fields[0].isFirstResponder)
        #expect(harness.keyboard.isShown && harness.keyboard.frame.minY == 640)
        let frame = alert.view.convert(alert.view.bounds, to: harness.touches.window)
        #expect(frame.minY == max(8, ((640 - frame.height) / 2).rounded(.down)))
        #expect(frame.maxY <= 640)
    }

    /// Presented without animation, the alert is placed above the keyboard its first field
    /// brings before it is shown: at once where the animated one ends (centred in the
    /// 640 points above the keys), and nothing animates it there afterwards.
    @Test func anAlertPresentedWithoutAnimationAppearsAboveTheKeyboard() throws {
        let (harness, root) = scene(policy: .always)
        defer { harness.tearDown() }
        let alert = loginAlert(log: AlertHandlerLog())
        root.present(alert, animated: false)
        let fields = try #require(alert.textFields)
        #expect(fields[0].isFirstResponder && harness.keyboard.isShown && harness.keyboard.frame.minY == 640)
        let placed = alert.view.convert(alert.view.bounds, to: harness.touches.window)
        #expect(placed.minY == max(8, ((640 - placed.height) / 2).rounded(.down)))
        #expect(!alert.view.layer.hasAnimations, "the alert moves after it appeared")
        harness.finishSlide()
        #expect(alert.view.convert(alert.view.bounds, to: harness.touches.window) == placed)
    }

    /// Typed on the keys: the first field starts a sentence (shift on for "A"); Return
    /// moves to the second field, Return there triggers the preferred action, whose
    /// handler runs once the alert is gone.
    @Test func returnMovesToTheNextFieldThenTriggersThePreferredAction() throws {
        let (harness, root) = scene(policy: .always)
        defer { harness.tearDown() }
        let log = AlertHandlerLog()
        let alert = loginAlert(log: log)
        root.present(alert, animated: false)
        harness.finishSlide()
        let fields = try #require(alert.textFields)
        for c in "ada" { harness.tapLetter(c, rows: Self.usRows, shiftUnits: 1.5, unitsPerRow: 10) }
        #expect(fields[0].text == "Ada")
        harness.tapKey(row: 3, units: 8.75, unitsPerRow: 10)   // return: 7.5...10
        #expect(fields[1].isFirstResponder && alert.presentingViewController != nil)
        for c in "pw" { harness.tapLetter(c, rows: Self.usRows, shiftUnits: 1.5, unitsPerRow: 10) }
        harness.tapKey(row: 3, units: 8.75, unitsPerRow: 10)
        harness.finishSlide()
        #expect(log.entries == ["sign in Ada"])
        #expect(fields[1].text?.lowercased() == "pw")
        #expect(alert.presentingViewController == nil && !harness.keyboard.isShown)
    }

    /// Without a preferred action Return in the last field does nothing; a tap on an
    /// action still works.
    @Test func withoutAPreferredActionReturnDoesNothing() throws {
        let (harness, root) = scene(policy: .always)
        defer { harness.tearDown() }
        let log = AlertHandlerLog()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.entries.append("ok") })
        root.present(alert, animated: false)
        harness.finishSlide()
        harness.tapKey(row: 3, units: 8.75, unitsPerRow: 10)
        harness.finishSlide()
        #expect(log.entries.isEmpty && alert.presentingViewController != nil)
    }
}
