// Vitrine — Apache License 2.0
// The pasteboard of the running app. A kiosk runs one app and has no system pasteboard
// service, so the general pasteboard lives in the process: copy and paste work within
// the app and nothing survives a restart.
import Foundation

/// An object that holds copied text for pasting elsewhere in the app.
@preconcurrency @MainActor
open class UIPasteboard {
    /// The pasteboard text fields copy to and paste from.
    public static let general = UIPasteboard()

    /// The pasteboard's strings, first one first; empty when it holds none.
    open var strings: [String]? {
        get { storedStrings.isEmpty ? nil : storedStrings }
        set {
            storedStrings = newValue ?? []
            changeCount += 1
            NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
        }
    }

    /// The first string on the pasteboard; setting it replaces the contents.
    open var string: String? {
        get { storedStrings.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Whether the pasteboard holds any string.
    open var hasStrings: Bool { !storedStrings.isEmpty }

    /// Incremented each time the contents change.
    open private(set) var changeCount = 0

    private var storedStrings: [String] = []

    /// Posted (object: the pasteboard) each time its contents change. A remote screen
    /// passes the general pasteboard's text to its viewers on it. (UIKit's user info,
    /// the types added and removed, is not given: a pasteboard here holds strings only.)
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    init() {}
}
