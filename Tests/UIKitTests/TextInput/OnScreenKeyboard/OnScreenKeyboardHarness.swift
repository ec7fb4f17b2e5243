// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// The touch harness's 1000 × 1000 point screen with its on-screen keyboard shown
/// always, and keys tapped by position through the touch path.
///
/// The keyboard's geometry, by arithmetic: its height is 40 % of the screen's shorter
/// side (400) capped at 360, so it spans y 640...1000 when up; each row is 360 / 4 = 90
/// high; one unit of a row is 1000 / 10 = 100 points (US) or 1000 / 11 (German).
@MainActor
final class OnScreenKeyboardHarness {
    let touches = TouchHarness()
    let keyboard: OnScreenKeyboard
    private(set) var time = 0.0
    /// The animation clock's time; increasing across tests, as the clock is shared.
    private static var animationTime = 50_000.0

    static let keyboardTop: CGFloat = 640
    static let rowHeight: CGFloat = 90

    init(layout: OnScreenKeyboardLayoutName = .us) {
        touches.window.windowScene = touches.screen.windowScene
        keyboard = touches.screen.onScreenKeyboard
        keyboard.policy = .always
        keyboard.layoutName = layout
        touches.windows.append(keyboard.window)
    }

    /// Shows animation frames until the keyboard's slide is over.
    func finishSlide() {
        Self.animationTime += 10
        showAnimationFrame(at: Self.animationTime)
        showAnimationFrame(at: Self.animationTime + 0.3)
    }

    /// A tap at `point` (screen points), half a second after the previous touch.
    func tap(_ point: CGPoint) {
        time = max(time, touches.loop.now) + 0.5
        touches.tap(point, at: time)
    }

    /// A tap on the key whose centre is `units` units from the row's left edge in row
    /// `row` (0 at the top), with `unitsPerRow` units to the row.
    func tapKey(row: Int, units: Double, unitsPerRow: Double) {
        tap(CGPoint(x: CGFloat(units * 1000 / unitsPerRow),
                    y: Self.keyboardTop + (CGFloat(row) + 0.5) * Self.rowHeight))
    }

    /// A tap on the letter `letter` of a letters page whose rows are `rows`, the third
    /// row starting after a shift key of `shiftUnits`.
    func tapLetter(_ letter: Character, rows: [String], shiftUnits: Double, unitsPerRow: Double) {
        for (index, row) in rows.enumerated() {
            guard let column = row.firstIndex(of: letter).map({ row.distance(from: row.startIndex, to: $0) }) else { continue }
            let inset = index == 2 ? shiftUnits : (unitsPerRow - Double(row.count)) / 2
            tapKey(row: index, units: inset + Double(column) + 0.5, unitsPerRow: unitsPerRow)
            return
        }
        Issue.record("no key \(letter)")
    }

    /// Ends editing and lets the keyboard slide away, leaving no window shown.
    func tearDown() {
        touches.window.endEditing(true)
        finishSlide()
    }
}

/// The keyboard notifications posted, in order, with their user info.
@MainActor
final class KeyboardNotificationLog {
    struct Entry {
        var name: String
        var begin: CGRect?
        var end: CGRect?
        var duration: Double?
        var curve: Int?
        var isLocal: Bool?
    }

    private(set) var entries: [Entry] = []
    private var observers: [NSObjectProtocol] = []

    init() {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
        ]
        for (name, short) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo ?? [:]
                let entry = Entry(name: short,
                                  begin: info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
                                  end: info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                                  duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                                  curve: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
                                  isLocal: info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool)
                MainActor.assumeIsolated { self?.entries.append(entry) }
            })
        }
    }

    var names: [String] { entries.map(\.name) }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}
