// Vitrine — Apache License 2.0
// The first responder of each window.
//
// UIKit keeps one first responder per window; a responder belongs to the window of its
// view (a view controller to its view's). Windows have no stored slot for it, so the
// registry keeps weak pairs; pairs whose window or responder is gone are dropped when
// met. A view leaving its window resigns (UIView+Hierarchy.swift calls
// `viewWillLeaveWindow`), whatever its `canResignFirstResponder` says, as in UIKit.

/// Which responder is first responder in each window.
@MainActor
enum FirstResponderRegistry {
    private struct Entry {
        weak var window: UIWindow?
        weak var responder: UIResponder?
    }

    private static var entries: [Entry] = []

    /// True while a resignation is forced (`endEditing(true)`, a view leaving its
    /// window): text fields then skip their delegate's `ShouldEndEditing`.
    static private(set) var isForcingResignation = false

    /// True while one responder resigns for another: the keyboard waits for the new one.
    static private(set) var isHandingOver = false

    /// The first responder of `window`, or nil.
    static func firstResponder(in window: UIWindow) -> UIResponder? {
        entries.removeAll { $0.window == nil || $0.responder == nil }
        return entries.first { $0.window === window }?.responder
    }

    /// The window a responder belongs to: a view's window, a view controller's view's.
    static func window(of responder: UIResponder) -> UIWindow? {
        if let view = responder as? UIView { return view.window }
        if let controller = responder as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    static func isFirstResponder(_ responder: UIResponder) -> Bool {
        entries.contains { $0.responder === responder && $0.window != nil }
    }

    /// `becomeFirstResponder()`'s default behaviour.
    static func makeFirstResponder(_ responder: UIResponder) -> Bool {
        guard responder.canBecomeFirstResponder, let window = window(of: responder) else { return false }
        if let current = firstResponder(in: window) {
            if current === responder { return true }
            // The keyboard stays up while the first responder hands over.
            isHandingOver = true
            defer { isHandingOver = false }
            guard current.resignFirstResponder() else { return false }
            // A responder that overrode resignFirstResponder() to return true without
            // calling super still hands over.
            entries.removeAll { $0.responder === current }
        }
        entries.removeAll { $0.responder === responder || $0.window === window }
        entries.append(Entry(window: window, responder: responder))
        keyboardNeedsUpdate(in: window)
        return true
    }

    /// `resignFirstResponder()`'s default behaviour.
    static func resign(_ responder: UIResponder) -> Bool {
        guard isFirstResponder(responder) else { return true }
        guard isForcingResignation || responder.canResignFirstResponder else { return false }
        let window = entries.first { $0.responder === responder }?.window
        entries.removeAll { $0.responder === responder }
        if let window, !isHandingOver { OnScreenKeyboard.firstResponderDidChange(in: window) }
        return true
    }

    /// Makes `responder` resign without letting it refuse.
    static func forceResignation(of responder: UIResponder) {
        let wasForcing = isForcingResignation
        isForcingResignation = true
        defer { isForcingResignation = wasForcing }
        let window = entries.first { $0.responder === responder }?.window
        _ = responder.resignFirstResponder()
        entries.removeAll { $0.responder === responder }
        if let window { OnScreenKeyboard.firstResponderDidChange(in: window) }
    }

    /// Windows whose keyboard waits for a responder's own begin-editing work; nil when no
    /// `deferringKeyboardUpdate` runs.
    private static var deferredKeyboardWindows: [UIWindow]?

    /// Runs `body` (a text field becoming first responder: its delegate's
    /// `textFieldDidBeginEditing`, its control event and notification) before the keyboard
    /// shows or changes for it: UIKit posts the keyboard notifications for a text field
    /// after its `textFieldDidBeginEditing` (for a text view, before `textViewDidBeginEditing`).
    static func deferringKeyboardUpdate<Result>(_ body: () -> Result) -> Result {
        guard deferredKeyboardWindows == nil else { return body() }
        deferredKeyboardWindows = []
        let result = body()
        let windows = deferredKeyboardWindows ?? []
        deferredKeyboardWindows = nil
        for window in windows { OnScreenKeyboard.firstResponderDidChange(in: window) }
        return result
    }

    private static func keyboardNeedsUpdate(in window: UIWindow) {
        guard deferredKeyboardWindows != nil else { return OnScreenKeyboard.firstResponderDidChange(in: window) }
        if !deferredKeyboardWindows!.contains(where: { $0 === window }) { deferredKeyboardWindows!.append(window) }
    }

    /// Called for each view about to leave its window: the first responder resigns.
    static func viewWillLeaveWindow(_ view: UIView) {
        guard let window = view.window, firstResponder(in: window) === view else { return }
        forceResignation(of: view)
    }
}
