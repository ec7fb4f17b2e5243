// Vitrine — Apache License 2.0
import Foundation
import Platform
import UIKitCore

/// The clipboard shared with remote viewers (of `VITRINE_DISPLAY=vnc`, or of a mirror
/// beside a panel): text a viewer copies becomes the general pasteboard's string (so the
/// app pastes it), and each change of the general pasteboard goes to the viewers (RFB's
/// cut text, Latin-1). A view-only server shares nothing.
@MainActor
final class RemoteClipboard: ApplicationService {
    private let display: any RemoteScreen
    private var observation: (any NSObjectProtocol)?
    /// The text that came from a viewer last: not sent back to the viewers.
    private var received: String?

    init(display: any RemoteScreen) {
        self.display = display
    }

    func start() {
        guard observation == nil, display.takesInput else { return }
        display.clipboardHandler = { [weak self] text in
            self?.received = text
            UIPasteboard.general.string = text
        }
        observation = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: UIPasteboard.general, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.pasteboardChanged() }
        }
    }

    func stop() {
        if let observation { NotificationCenter.default.removeObserver(observation) }
        observation = nil
        display.clipboardHandler = nil
    }

    private func pasteboardChanged() {
        let text = UIPasteboard.general.string ?? ""
        defer { received = nil }
        guard text != received else { return }
        display.server.sendClipboard(text)
    }
}

extension ApplicationRuntime {
    /// Shares the pasteboard with the viewers when a remote screen serves the display.
    func shareClipboardWithRemoteViewers() {
        guard let screen = RemoteScreens.serving(self.display) else { return }
        services.append(RemoteClipboard(display: screen))
    }
}
