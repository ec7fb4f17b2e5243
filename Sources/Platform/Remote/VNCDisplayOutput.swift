// Vitrine — Apache License 2.0
import CoreGraphics
import Foundation
import Logging
import PlatformCore

/// The display of `VITRINE_DISPLAY=vnc`: frames composed headless (a `HeadlessDisplayOutput`
/// keeps the panel's pixels) and served to VNC viewers, whose pointer and keys come back
/// as touches (`touchSource`) and key events (`keyboardSource`).
///
/// `present` copies the damage into the headless panel as that backend does, and that copy
/// is what the server thread reads: the main thread hands over the same rectangles
/// (turned as the panel is) and copies nothing more; nothing is encoded on it.
public final class VNCDisplayOutput: RotatableDisplayOutput {
    /// The panel as composed: what viewers are sent.
    public let panel: HeadlessDisplayOutput
    public let server: RemoteScreenServer
    @MainActor private let input: RemoteViewerInput
    @MainActor public var touchSource: RemoteTouchSource { input.touchSource }
    @MainActor public var keyboardSource: RemoteKeyboardSource { input.keyboardSource }

    /// Called on the main loop with the text a viewer copied (the app's pasteboard takes it).
    @MainActor public var clipboardHandler: ((String) -> Void)? {
        get { input.clipboardHandler }
        set { input.clipboardHandler = newValue }
    }

    /// The output the `vnc` backend opened last, whose viewers its input sources read.
    @MainActor public private(set) static weak var latest: VNCDisplayOutput?

    /// Opens the panel and starts serving it.
    /// - Throws: `RemoteScreenError` when the server cannot listen.
    @MainActor
    public init(panel: HeadlessDisplayOutput, settings: RemoteScreenSettings, logger: Logger) throws(RemoteScreenError) {
        self.panel = panel
        server = try RemoteScreenServer(settings: settings, source: panel.screen, logger: logger)
        input = RemoteViewerInput(server: server, mounting: panel.rotation)
        try server.open()
        Self.latest = self
    }

    public var info: DisplayInfo {
        var info = panel.info
        info.name = "vnc"
        return info
    }
    public var rotation: DisplayRotation { panel.rotation }
    public var isReadyForFrame: Bool { panel.isReadyForFrame }
    public var eventDescriptor: Int32? { nil }
    public var frameCompletionHandler: ((FrameCompletion) -> Void)? {
        get { panel.frameCompletionHandler }
        set { panel.frameCompletionHandler = newValue }
    }

    public func present(_ screen: Bitmap, damage: [PixelRect]) throws {
        // Published before the panel reports the frame complete, so a viewer never lags a frame.
        let rotation = panel.rotation
        let turned = damage.map { rotation.physicalRect($0.intersection(screen.bounds), logicalWidth: screen.width, logicalHeight: screen.height) }
        let handler = panel.frameCompletionHandler
        panel.frameCompletionHandler = nil
        server.publish(damage: turned) { panel.present(screen, damage: damage) }
        panel.frameCompletionHandler = handler
        handler?(FrameCompletion(sequence: panel.presentedFrames, timestamp: HeadlessDisplayOutput.monotonicSeconds()))
    }

    public func setRotation(_ rotation: DisplayRotation) { panel.setRotation(rotation) }
    public func dispatchEvents() {}

    public func shutDown() {
        panel.shutDown()
        let server = self.server
        MainActor.assumeIsolated { server.stop() }
    }
}

// In an extension, so the main actor of `RemoteScreen` is not inferred for the whole display.
extension VNCDisplayOutput: RemoteScreen {}
