// Vitrine — Apache License 2.0
import CoreGraphics
import Foundation
import Logging
import PlatformCore

/// `[remote] vnc = true` beside a panel: each presented frame's damage is turned as the
/// panel is (so viewers see what the panel shows, at its rotation) into a copy of the
/// panel, which a view-only `RemoteScreenServer` reads.
public final class RemoteMirror {
    public let server: RemoteScreenServer
    private let panel: Bitmap
    private weak var display: (any MirrorableDisplayOutput)?

    /// Serves `display`'s frames from now on, view-only whatever the board says (the
    /// panel's own touches drive the app; a mirror only watches).
    /// - Throws: `RemoteScreenError` when the password cannot be read or the server cannot listen.
    @MainActor
    public init(mirroring display: any MirrorableDisplayOutput, board: BoardConfiguration, logger: Logger) throws {
        let size = display.rotation.physicalSize(logicalWidth: display.info.pixelWidth, logicalHeight: display.info.pixelHeight)
        guard let panel = Bitmap(width: size.width, height: size.height) else {
            throw RemoteScreenError("remote screen: a \(size.width)x\(size.height) panel cannot be mirrored")
        }
        var settings = try board.remote.serverSettings(name: board.name)
        settings.isViewOnly = true
        self.panel = panel
        self.display = display
        server = try RemoteScreenServer(settings: settings, source: panel, logger: logger)
        try server.open()
        // The display keeps the mirror alive; the mirror holds the display weakly.
        display.presentObserver = { [self] screen, damage in self.mirror(screen, damage: damage) }
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
            logger.warning("remote screen: the \(display.info.name) display cannot be mirrored; [remote] vnc is ignored")
            return
        }
        do {
            _ = try RemoteMirror(mirroring: mirrorable, board: board, logger: logger)
        } catch {
            logger.error("\(error); the kiosk goes on without its remote screen")
        }
    }
}
