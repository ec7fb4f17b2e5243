// Vitrine — Apache License 2.0
import Foundation
import Logging
import Testing
import VitrineTesting
@testable import UIKitCore

/// When the keyboard's notifications come relative to the editing delegates, and that
/// the keyboard's window goes away with the window or runtime it was up for.
@MainActor @Suite(.serialized) struct OnScreenKeyboardLifetimeTests {
    /// Records the delegates' calls and the keyboard notifications in one list.
    final class OrderLog: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var entries: [String] = []
        private var observers: [NSObjectProtocol] = []

        override init() {
            super.init()
            let names: [(Notification.Name, String)] = [
                (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
                (UIResponder.keyboardWillShowNotification, "willShow"),
            ]
            for (name, short) in names {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.entries.append(short) }
                })
            }
        }

        func stop() {
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
        }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { entries.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("didBegin") }
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { entries.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { entries.append("didBegin") }
    }

    /// UIKit tells a text field's delegate that editing began before it posts the
    /// keyboard's notifications, so the delegate knows the field when they come.
    @Test func aTextFieldsDidBeginEditingComesBeforeTheKeyboardNotifications() {
        let harness = OnScreenKeyboardHarness()
        defer { harness.tearDown() }
        let field = UITextField(frame: CGRect(x: 100, y: 100, width: 300, height: 34))
        harness.touches.window.addSubview(field)
        let log = OrderLog()
        defer { log.stop() }
        field.delegate = log
        harness.tap(CGPoint(x: 150, y: 117))
        #expect(field.isFirstResponder)
        #expect(log.entries == ["shouldBegin", "didBegin", "willChangeFrame", "willShow"])
    }

    /// A text view, unlike a text field, gets `textViewDidBeginEditing` after the
    /// keyboard's will-notifications (UIKit's known order, which apps depend on).
    @Test func aTextViewsDidBeginEditingComesAfterTheKeyboardWillNotifications() {
        let harness = OnScreenKeyboardHarness()
        defer { harness.tearDown() }
        let textView = UITextView(frame: CGRect(x: 100, y: 100, width: 300, height: 200))
        harness.touches.window.addSubview(textView)
        let log = OrderLog()
        defer { log.stop() }
        textView.delegate = log
        #expect(textView.becomeFirstResponder())
        #expect(log.entries == ["shouldBegin", "willChangeFrame", "willShow", "didBegin"])
    }

    /// Hiding the window whose field the keyboard is up for takes the keyboard down.
    @Test func hidingTheFieldsWindowTakesTheKeyboardDown() {
        let harness = OnScreenKeyboardHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window.windowScene = harness.touches.screen.windowScene
        let field = UITextField(frame: CGRect(x: 100, y: 100, width: 300, height: 34))
        window.addSubview(field)
        window.isHidden = false
        #expect(field.becomeFirstResponder())
        #expect(harness.keyboard.isShown)
        window.isHidden = true
        harness.finishSlide()
        #expect(!harness.keyboard.isShown)
        #expect(harness.keyboard.window.isHidden)
    }

    /// A field still editing when its runtime's loop ends resigns, and the keyboard's
    /// window is off the window stack at once (no slide left to finish): the next runtime
    /// in the process starts with neither.
    @Test func aRuntimeShuttingDownEndsEditingAndTakesTheKeyboardWindowAway() throws {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
            var keyboardWindow: UIWindow?
            var shownWhileRunning = false
            var stop: (() -> Void)?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.addSubview(field)
                window.makeKeyAndVisible()
                self.window = window
                _ = field.becomeFirstResponder()
                keyboardWindow = UIScreen.main.onScreenKeyboard.window
                shownWhileRunning = WindowStack.shared.windows.contains { $0 === keyboardWindow }
                // The caret blinks for ever: the loop would never run out of timers.
                stop?()
                return true
            }
        }
        let policy = UIApplication.onScreenKeyboardPolicy
        UIApplication.onScreenKeyboardPolicy = .always
        defer { UIApplication.onScreenKeyboardPolicy = policy }
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 320, height: 240, completesImmediately: true)
        let runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, logger: Logger(label: "test"))
        let delegate = Delegate()
        // Stopped on the loop's first turn: no frames run, so the shared animation clock
        // is left where the other tests expect it.
        delegate.stop = { loop.schedule { runtime.stop(status: 0, reason: "test over") } }
        let previous = UIApplication.shared.delegate
        defer {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previous
        }
        _ = runtime.run(delegate: delegate, screenshotPath: nil)
        #expect(delegate.shownWhileRunning)
        #expect(!delegate.field.isFirstResponder)
        let keyboardWindow = try #require(delegate.keyboardWindow)
        #expect(keyboardWindow.isHidden)
        #expect(!WindowStack.shared.windows.contains { $0 === keyboardWindow })
    }
}
