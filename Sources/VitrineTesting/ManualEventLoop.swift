// Vitrine — Apache License 2.0
@_exported import PlatformCore

/// An event loop whose time moves only when a test says so.
///
/// Work scheduled for "the next turn" runs on `runPending()`; timers run, in deadline
/// order, when `advanceTime(by:)` passes their deadline; readable descriptors fire on
/// `signalReadable(_:)`. Nothing runs behind the test's back, so frame pacing, long
/// presses and animations can be checked at exact times.
@MainActor
public final class ManualEventLoop: EventLoop {
    public private(set) var now: Double

    private struct Timer {
        var deadline: Double
        var order: Int
        var handler: @MainActor () -> Void
    }

    private var timers: [Int: Timer] = [:]
    private var nextTurn: [@MainActor () -> Void] = []
    private var readableHandlers: [Int32: @MainActor () -> Void] = [:]
    private var signalHandlers: [Int32: @MainActor () -> Void] = [:]
    private var counter = 0
    private var exitStatus: Int32?

    public init(now: Double = 0) {
        self.now = now
    }

    public func watchReadable(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        readableHandlers[descriptor] = handler
        return EventRegistration { [weak self] in self?.readableHandlers[descriptor] = nil }
    }

    public func watchSignal(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        signalHandlers[signal] = handler
        return EventRegistration { [weak self] in self?.signalHandlers[signal] = nil }
    }

    @discardableResult
    public func schedule(after delay: Double, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        counter += 1
        let id = counter
        timers[id] = Timer(deadline: now + max(0, delay), order: id, handler: handler)
        return EventRegistration { [weak self] in self?.timers[id] = nil }
    }

    public func schedule(_ handler: @escaping @MainActor () -> Void) {
        nextTurn.append(handler)
    }

    /// Runs the work scheduled for the next turn, and the work that work schedules, until none is left.
    public func runPending() {
        while !nextTurn.isEmpty {
            let work = nextTurn
            nextTurn.removeAll()
            for item in work { item() }
        }
    }

    /// Moves the clock forward by `seconds`, running each timer at its deadline (with the
    /// clock showing that deadline) and the next-turn work each one schedules.
    public func advanceTime(by seconds: Double) {
        let end = now + seconds
        runPending()
        while let (id, timer) = timers.filter({ $0.value.deadline <= end })
            .min(by: { ($0.value.deadline, $0.value.order) < ($1.value.deadline, $1.value.order) }) {
            timers[id] = nil
            now = max(now, timer.deadline)
            timer.handler()
            runPending()
        }
        now = end
    }

    /// Runs the handler watching `descriptor`, as if it had become readable.
    public func signalReadable(_ descriptor: Int32) {
        readableHandlers[descriptor]?()
        runPending()
    }

    /// Delivers `signal` to its watcher, if any.
    public func deliverSignal(_ signal: Int32) {
        signalHandlers[signal]?()
        runPending()
    }

    /// The number of timers not yet run.
    public var scheduledTimerCount: Int { timers.count }

    /// Runs next-turn work and timers (moving time to each) until `stop(status:)` is called
    /// or nothing is left to run; returns the status, or 0 when the loop ran dry.
    public func run() -> Int32 {
        exitStatus = nil
        runPending()
        while exitStatus == nil, let next = timers.values.map(\.deadline).min() {
            advanceTime(by: next - now)
        }
        return exitStatus ?? 0
    }

    public func stop(status: Int32) {
        exitStatus = status
    }
}
