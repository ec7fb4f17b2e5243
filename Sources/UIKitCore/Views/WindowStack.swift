// Vitrine — Apache License 2.0
// The visible windows in compositing order, and the key window.
//
// Order: by `windowLevel`, and within one level by when the window was shown (or got
// its current level), later in front. UIKit only promises the order between levels;
// "later in front" is what an app that shows an overlay expects.
//
// Key window: the window that last called `makeKey()`. When it is hidden, the key goes
// back to the most recent earlier key window that is still visible (so dismissing an
// alert window returns the key to the window behind it), else to nil.

/// The visible windows, back to front, and the key window; the compositor draws
/// `windows` in order and observes `onChange`.
@MainActor
final class WindowStack {
    /// The stack of the app's screen.
    static let shared = WindowStack()

    /// The visible windows, back to front.
    private(set) var windows: [UIWindow] = []

    /// The key window, or nil.
    var keyWindow: UIWindow? { keyHistory.last?.window }

    /// Called after a window was shown or hidden or the order changed.
    var onChange: (() -> Void)?

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// Windows in the order they became key; the last is the key window.
    private var keyHistory: [WeakWindow] = []

    /// Adds `window` in front of the windows of its level.
    func show(_ window: UIWindow) {
        guard !contains(window) else { return }
        insertByLevel(window)
        onChange?()
    }

    /// Removes `window`; if it was key, the key returns to the latest visible earlier key window.
    func hide(_ window: UIWindow) {
        guard contains(window) else { return }
        windows.removeAll { $0 === window }
        if keyWindow === window {
            keyHistory.removeLast()
            keyHistory.removeAll { entry in entry.window.map { !contains($0) } ?? true }
            window.resignKey()
            keyWindow?.becomeKey()
        } else {
            keyHistory.removeAll { $0.window === window }
        }
        onChange?()
    }

    /// Moves a visible `window` in front of the windows of its new level.
    func windowLevelDidChange(_ window: UIWindow) {
        guard contains(window) else { return }
        windows.removeAll { $0 === window }
        insertByLevel(window)
        onChange?()
    }

    /// Makes `window` the key window.
    func makeKey(_ window: UIWindow) {
        let previous = keyWindow
        guard previous !== window else { return }
        keyHistory.removeAll { $0.window === window || $0.window == nil }
        keyHistory.append(WeakWindow(window: window))
        previous?.resignKey()
        window.becomeKey()
    }

    private func contains(_ window: UIWindow) -> Bool {
        windows.contains { $0 === window }
    }

    private func insertByLevel(_ window: UIWindow) {
        let index = windows.firstIndex { $0.windowLevel > window.windowLevel } ?? windows.count
        windows.insert(window, at: index)
    }
}
