// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// The keyboard's window, its slide and notifications, the policy, input views, the
/// keyboard layout guide and scroll views dismissing it. Frames: the harness's
/// arithmetic (OnScreenKeyboardHarness), the keyboard spanning y 640...1000 when up.
@MainActor @Suite(.serialized) struct OnScreenKeyboardWindowTests {
    static let shown = CGRect(x: 0, y: 640, width: 1000, height: 360)
    static let below = CGRect(x: 0, y: 1000, width: 1000, height: 360)

    private func addField(to harness: OnScreenKeyboardHarness) -> UITextField {
        let field = UITextField(frame: CGRect(x: 100, y: 100, width: 300, height: 34))
        harness.touches.window.addSubview(field)
        return field
    }

    @Test func showingAndHidingPostTheNotificationsInOrderWithScreenFrames() {
        let harness = OnScreenKeyboardHarness()
        defer { harness.tearDown() }
        let field = addField(to: harness)
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        harness.tap(CGPoint(x: 150, y: 117))
        #expect(field.isFirstResponder)
        #expect(log.names == ["willChangeFrame", "willShow"])
        #expect(!harness.keyboard.window.isHidden)
        harness.finishSlide()
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        for entry in log.entries {
            #expect(entry.begin == Self.below)
            #expect(entry.end == Self.shown)
            #expect(entry.duration == 0.25)
            #expect(entry.curve == UIView.AnimationCurve.easeInOut.rawValue)
            #expect(entry.isLocal == true)
        }
        #expect(harness.keyboard.window.frame == Self.shown)
        #expect(harness.keyboard.window.windowLevel > .normal)
        #expect(harness.keyboard.window.windowLevel < .alert)

        _ = field.resignFirstResponder()
        #expect(Array(log.names.dropFirst(4)) == ["willChangeFrame", "willHide"])
        harness.finishSlide()
        #expect(Array(log.names.dropFirst(4)) == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        for entry in log.entries.dropFirst(4) {
            #expect(entry.begin == Self.shown)
            #expect(entry.end == Self.below)
        }
        #expect(harness.keyboard.window.isHidden)
    }

    @Test func movingBetweenFieldsKeepsTheKeyboardUp() {
        let harness = OnScreenKeyboardHarness()
        defer { harness.tearDown() }
        let first = addField(to: harness)
        let second = UITextField(frame: CGRect(x: 100, y: 200, width: 300, height: 34))
        second.keyboardType = .numberPad
        harness.touches.window.addSubview(second)
        harness.tap(CGPoint(x: 150, y: 117))
        harness.finishSlide()
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        harness.tap(CGPoint(x: 150, y: 217))
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(log.names.isEmpty)
        #expect(harness.keyboard.keysView.layout.isNumberPad)
    }

    @Test func theNeverPolicyAndAutoWithoutAPanelShowNothing() {
        let harness = OnScreenKeyboardHarness()
        defer { harness.tearDown() }
        let field = addField(to: harness)
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        harness.keyboard.policy = .never
        harness.tap(CGPoint(x: 150, y: 117))
        #expect(field.isFirstResponder)
        #expect(!harness.keyboard.isShown)
        _ = field.resignFirstResponder()
        // `auto` with no running app: no panel, so no keyboard (the tests' case).
        harness.keyboard.policy = .auto
        harness.tap(CGPoint(x: 150, y: 117))
        #expect(field.isFirstResponder)
        #expect(!harness.keyboard.isShown)
        #expect(log.names.isEmpty)
    }

    @Test func anInputViewReplacesTheKeysAndTheAccessorySitsAbove() {
        let harness = OnScreenKeyboardHarness()
        defer { harness.tearDown() }
        let field = addField(to: harness)
        let input = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        field.inputView = input
        field.inputAccessoryView = accessory
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        harness.tap(CGPoint(x: 150, y: 117))
        harness.finishSlide()
        // 200 + 44 = 244 high at the screen's bottom: y 756.
        #expect(log.entries.last?.end == CGRect(x: 0, y: 756, width: 1000, height: 244))
        #expect(input.superview === harness.keyboard.window)
        #expect(input.frame == CGRect(x: 0, y: 44, width: 1000, height: 200))
        #expect(accessory.frame == CGRect(x: 0, y: 0, width: 1000, height: 44))
        #expect(harness.keyboard.keysView.superview == nil)
    }

    @Test func theKeyboardLayoutGuideMovesAConstrainedView() {
        let harness = OnScreenKeyboardHarness()
        defer { harness.tearDown() }
        let root = harness.touches.window
        _ = addField(to: harness)
        let bar = UIView(frame: .zero)
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        // Hidden: the guide's top is the safe area's bottom (the window has no insets).
        #expect(bar.frame == CGRect(x: 0, y: 1000 - 8 - 50, width: 1000, height: 50))
        harness.tap(CGPoint(x: 150, y: 117))
        harness.finishSlide()
        root.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 640, width: 1000, height: 360))
        #expect(bar.frame == CGRect(x: 0, y: 640 - 8 - 50, width: 1000, height: 50))
        harness.touches.window.endEditing(true)
        harness.finishSlide()
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 942, width: 1000, height: 50))
    }

    @Test func draggingAScrollViewDismissesTheKeyboardOnDrag() {
        let harness = OnScreenKeyboardHarness()
        defer { harness.tearDown() }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 200, width: 1000, height: 400))
        scrollView.contentSize = CGSize(width: 1000, height: 2000)
        scrollView.keyboardDismissMode = .onDrag
        harness.touches.window.addSubview(scrollView)
        let field = addField(to: harness)
        harness.tap(CGPoint(x: 150, y: 117))
        harness.finishSlide()
        #expect(harness.keyboard.isShown)
        harness.touches.drag(from: CGPoint(x: 500, y: 500), to: CGPoint(x: 500, y: 300), start: 30)
        #expect(!field.isFirstResponder)
        #expect(!harness.keyboard.isShown)
        harness.finishSlide()
        #expect(harness.keyboard.window.isHidden)
    }
}
