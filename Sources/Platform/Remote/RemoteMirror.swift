// Vitrine — Apache License 2.0
import CoreGraphics
import Foundation
import Logging
import PlatformCore

/// `[remote] vnc = true` beside a panel: each presented frame's damage is turned as the
/// panel is (so viewers see what the panel shows, at its rotation) into a copy of the
/// panel, which a `RemoteScreenServer` reads.
///
/// Unless the board says `view-only`, viewers drive the app as the vnc backend's do: the
/// pointer is a finger on the panel's touch path (a modifier held mirrors a second one),
/// keys go to the responder chain, cut text to the pasteboard; the runtime finds the
/// mirror of its display with `RemoteScreens.serving(_:)`.
public final class RemoteMirror {
    public let server: RemoteScreenServer
    private let panel: Bitmap
    private weak var display: (any MirrorableDisplayOutput)?
    @MainActor private let input: RemoteViewerInput
    @MainActor public var touchSource: RemoteTouchSource { input.touchSource }
    @MainActor public var keyboardSource: RemoteKeyboardSource { input.keyboardSource }
    @MainActor public var clipboardHandler: ((String) -> Void)? {
        get { input.clipboardHandler }
        set { input.clipboardHandler = newValue }
    }

    /// The mirrors started, by display; the display keeps its mirror alive.
    @MainActor private static var mirrors: [ObjectIdentifier: Weak] = [:]
    private struct Weak { weak var mirror: RemoteMirror? }

    /// Serves `display`'s frames from now on, taking viewers' input unless the board's
    /// `[remote]` section says `view-only`.
    /// - Throws: `RemoteScreenError` when the password cannot be read or the server cannot listen.
    @MainActor
    public init(mirroring display: any MirrorableDisplayOutput, board: BoardConfiguration, logger: Logger) throws {
        let size = display.rotation.physicalSize(logicalWidth: display.info.pixelWidth, logicalHeight: display.info.pixelHeight)
        guard let panel = Bitmap(width: size.width, height: size.height) else {
            throw RemoteScreenError("remote screen: a \(size.width)x\(size.height) panel cannot be mirrored")
        }
        let settings = try board.remote.serverSettings(name: board.name)
        self.panel = panel
        self.display = display
        server = try RemoteScreenServer(settings: settings, source: panel, logger: logger)
        input = RemoteViewerInput(server: server, mounting: board.display.rotation)
        try server.open()
        // The display keeps the mirror alive; the mirror holds the display weakly.
        display.presentObserver = { [self] screen, damage in self.mirror(screen, damage: damage) }
        Self.mirrors = Self.mirrors.filter { $0.value.mirror != nil }
        Self.mirrors[ObjectIdentifier(display)] = Weak(mirror: self)
    }

    /// The mirror serving `display`, if one was started for it.
    @MainActor
    public static func serving(_ display: any DisplayOutput) -> RemoteMirror? {
        guard let mirror = mirrors[ObjectIdentifier(display)]?.mirror, mirror.display === display else { return nil }
        return mirror
    }

    /// Stops serving: closes every viewer and the socket, removes the server's private
    /// folder and stops watching the display. The app's launch calls it when the app ends,
    /// as the display gives its screen back. Idempotent.
    @MainActor
    public func stop() {
        display?.presentObserver = nil
        server.stop()
    }

    private func mirror(_ screen: Bitmap, damage: [PixelRect]) {
        guard let display else { return }
        let rotation = display.rotation
        let clipped = damage.map { $0.intersection(screen.bounds) }.filter { !$0.isEmpty }
        let turned = clipped.map { rotation.physicalRect($0, logicalWidth: screen.width, logicalHeight: screen.height) }
        let panel = self.panel
        server.publish(damage: turned) {
            for rect in clipped { rotation.copy(rect, from: screen, into: UnsafeMutableRawPointer(panel.pixels), pitch: panel.bytesPerRow) }
        }
    }

    /// Starts a mirror of `display` when the board asks for one; a mirror that cannot
    /// start is logged and the kiosk goes on (its panel matters more than a viewer).
    @MainActor
    static func startIfConfigured(for display: any DisplayOutput, board: BoardConfiguration) {
        guard board.remote.isEnabled else { return }
        let logger = Logger(label: "vitrine")
        guard let mirrorable = display as? any MirrorableDisplayOutput else {
            logger.warning("remote screen: the \(display.info.name) display cannot be mirrored; [remote] vnc is ignored", metadata: .errorKind(.configuration))
            return
        }
        do {
            _ = try RemoteMirror(mirroring: mirrorable, board: board, logger: logger)
        } catch {
            logger.error("\(error); the kiosk goes on without its remote screen", metadata: .errorKind(.remoteScreen))
        }
    }
}

// In an extension, so the main actor of `RemoteScreen` is not inferred for the whole mirror
// (its present observer runs wherever the display presents).
extension RemoteMirror: RemoteScreen {}
