// Vitrine — Apache License 2.0
import PlatformCore

extension UIScreen {
    /// Calls `observer` each time a frame reached this screen (a completed page flip on
    /// DRM), with the frame's sequence number and time. Not in UIKit: tests and tools use it
    /// to know what is on the glass; apps animate with `CADisplayLink` instead.
    /// Does nothing before the app is launched.
    public func addFramePresentedObserver(_ observer: @escaping @MainActor (FrameCompletion) -> Void) {
        guard let runtime = ApplicationRuntime.current else { return }
        runtime.scheduler.addObserver { completion in
            MainActor.assumeIsolated { observer(completion) }
        }
    }
}
