// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): the general pasteboard's change notification observed, as apps that offer a
// "Paste" button do to enable it.
import UIKit

@MainActor
public final class PasteboardWatcher {
    public private(set) var canPaste = false
    private var observer: NSObjectProtocol?

    public init() {
        canPaste = UIPasteboard.general.hasStrings
        observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: UIPasteboard.general,
                                                          queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.canPaste = UIPasteboard.general.hasStrings }
        }
    }
}
