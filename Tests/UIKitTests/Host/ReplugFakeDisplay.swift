// Vitrine — Apache License 2.0
import PlatformCore
import UIKitCore
import VitrineTesting

/// A fake display with the capabilities of a DRM screen: it lets go of the screen for
/// another VT (and can be told to fail taking it back), and the test plugs it in and out.
final class ReplugFakeDisplay: ReleasableDisplayOutput, HotplugDisplayOutput {
    let glass: FakeDisplayOutput
    private(set) var isReleased = false
    /// Thrown by the next `reacquireScreen()`, as when another process took DRM master.
    var reacquireFailure: (any Error)?
    private var connectionHandler: (@MainActor (DisplayConnectionChange) -> Void)?
    private(set) var isWatched = false

    init(width: Int, height: Int) {
        glass = FakeDisplayOutput(width: width, height: height, completesImmediately: true)
    }

    var info: DisplayInfo { glass.info }
    var isReadyForFrame: Bool { !isReleased && glass.isReadyForFrame }
    var eventDescriptor: Int32? { nil }
    var frameCompletionHandler: ((FrameCompletion) -> Void)? {
        get { glass.frameCompletionHandler }
        set { glass.frameCompletionHandler = newValue }
    }
    func present(_ screen: Bitmap, damage: [PixelRect]) throws { try glass.present(screen, damage: damage) }
    func dispatchEvents() throws {}
    func shutDown() { glass.shutDown() }

    @MainActor func releaseScreen() { isReleased = true }

    @MainActor func reacquireScreen() throws {
        if let failure = reacquireFailure { throw failure }
        isReleased = false
    }

    @MainActor func watchConnection(on loop: any EventLoop,
                         _ handler: @escaping @MainActor (DisplayConnectionChange) -> Void) throws -> EventRegistration {
        connectionHandler = handler
        isWatched = true
        return EventRegistration { [weak self] in
            self?.connectionHandler = nil
            self?.isWatched = false
        }
    }

    /// What the kernel's uevent would make the backend report.
    @MainActor func report(_ change: DisplayConnectionChange) {
        connectionHandler?(change)
    }
}
