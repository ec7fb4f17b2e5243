// Vitrine — Apache License 2.0
import PlatformCore

/// A screen served to VNC viewers whose input comes back to the app: the `vnc` backend's
/// display (`VNCDisplayOutput`) or a mirror beside a panel (`RemoteMirror`). Viewers'
/// pointers are touches (`touchSource`, on the same path as a panel's), their keys a
/// keyboard (`keyboardSource`, to the responder chain), the text they copy goes to
/// `clipboardHandler`; a view-only server delivers none of it.
@MainActor
public protocol RemoteScreen: AnyObject {
    var server: RemoteScreenServer { get }
    var touchSource: RemoteTouchSource { get }
    var keyboardSource: RemoteKeyboardSource { get }
    /// Called on the main loop with the text a viewer copied (the app's pasteboard takes it).
    var clipboardHandler: ((String) -> Void)? { get set }
}

extension RemoteScreen {
    /// Whether viewers' pointers, keys and clipboard reach the app.
    public var takesInput: Bool { !server.settings.isViewOnly }
}

/// The remote screens serving displays, found by display.
@MainActor
public enum RemoteScreens {
    /// The remote screen that serves `display`: the display itself on the `vnc` backend,
    /// the mirror started beside it when the board has `[remote] vnc = true`, else nil.
    public static func serving(_ display: any DisplayOutput) -> (any RemoteScreen)? {
        if let vnc = display as? VNCDisplayOutput { return vnc }
        return RemoteMirror.serving(display)
    }
}

/// The pointer and keys of a server's viewers as a touch source and a keyboard: modifiers
/// held on the keyboard give the pointer its mirrored second finger, and the server's
/// events go to them (or, for cut text, to `clipboardHandler`) once either is started.
@MainActor
final class RemoteViewerInput {
    let touchSource: RemoteTouchSource
    let keyboardSource: RemoteKeyboardSource
    var clipboardHandler: ((String) -> Void)?

    /// - Parameters:
    ///   - server: serves the panel, `server.width`×`server.height` pixels as mounted.
    ///   - mounting: how the panel is mounted (the board's rotation), which viewer positions
    ///     undo. Touches arrive in the panel's logical screen and UIKit applies the
    ///     interface's turn, so a turned interface (the display turned further) changes nothing here.
    init(server: RemoteScreenServer, mounting: DisplayRotation) {
        let keyboard = RemoteKeyboardSource()
        let touch = RemoteTouchSource(panelWidth: server.width, panelHeight: server.height, rotation: mounting,
                                      modifiers: { [unowned keyboard] in keyboard.modifiers })
        keyboard.modifiersChanged = { [unowned touch] in touch.modifiersChanged() }
        touchSource = touch
        keyboardSource = keyboard
        server.inputHandler = { [unowned self] event in
            switch event {
            case let .pointer(x, y, buttons): self.touchSource.handlePointer(x: x, y: y, buttons: buttons)
            case let .key(keysym, isDown): self.keyboardSource.handle(keysym: keysym, isDown: isDown)
            case let .clipboard(text): self.clipboardHandler?(text)
            }
        }
        touch.onStart = { [weak server] loop in server?.watchInput(on: loop) }
        keyboard.onStart = { [weak server] loop in server?.watchInput(on: loop) }
    }
}
