// Vitrine — Apache License 2.0
import Dispatch
import Foundation

/// The kiosk's event loop: Dispatch sources on the main queue, run by Foundation's main
/// run loop.
///
/// Running `RunLoop.main` (rather than a loop of our own over epoll) keeps everything an
/// iOS developer expects working inside an app: `DispatchQueue.main.async`, `Timer`,
/// `async`/`await` on the main actor all go through the same main queue, and the DRM
/// and evdev descriptors are just more sources on it. The loop sleeps in the kernel when
/// nothing is due, so an idle kiosk uses no CPU.
@MainActor
public final class DispatchEventLoop: EventLoop {
    private var exitStatus: Int32?

    public init() {}

    public var now: Double { ProcessInfo.processInfo.systemUptime }

    public func watchReadable(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
        return EventRegistration { source.cancel() }
    }

    public func watchSignal(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        // The default action would kill the process before the source sees the signal.
        Foundation.signal(signal, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signal, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
        return EventRegistration {
            source.cancel()
            Foundation.signal(signal, SIG_DFL)
        }
    }

    @discardableResult
    public func schedule(after delay: Double, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + max(0, delay))
        timer.setEventHandler {
            timer.cancel()
            MainActor.assumeIsolated { handler() }
        }
        timer.resume()
        return EventRegistration { timer.cancel() }
    }

    public func schedule(_ handler: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { handler() } }
    }

    public func run() -> Int32 {
        exitStatus = nil
        while exitStatus == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        return exitStatus ?? 0
    }

    public func stop(status: Int32) {
        exitStatus = status
        // Wake the run loop so `run()` sees the status.
        DispatchQueue.main.async {}
    }
}
