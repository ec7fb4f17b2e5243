// Vitrine — Apache License 2.0

/// The one loop a kiosk runs on: descriptor readiness, timers, signals and deferred work,
/// all on the main thread. Platform provides the real one; VitrineTesting a manual one
/// whose time only moves when a test says so.
@MainActor
public protocol EventLoop: AnyObject {
    /// Monotonic seconds (the clock DRM stamps page flips with).
    var now: Double { get }

    /// Calls `handler` on the loop each time `descriptor` becomes readable.
    func watchReadable(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration

    /// Calls `handler` on the loop each time the process receives `signal` (which the loop
    /// then no longer handles the default way).
    func watchSignal(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration

    /// Calls `handler` once, `delay` seconds from now.
    @discardableResult
    func schedule(after delay: Double, _ handler: @escaping @MainActor () -> Void) -> EventRegistration

    /// Calls `handler` on the next turn of the loop.
    func schedule(_ handler: @escaping @MainActor () -> Void)

    /// Runs until `stop(status:)`; returns the status given to it.
    func run() -> Int32

    func stop(status: Int32)
}

/// Keeps a watch or timer alive; `cancel()` ends it.
@MainActor
public final class EventRegistration {
    private var cancellation: (@MainActor () -> Void)?

    public init(cancellation: @escaping @MainActor () -> Void) {
        self.cancellation = cancellation
    }

    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    public var isCancelled: Bool { cancellation == nil }
}
