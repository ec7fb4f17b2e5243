// Vitrine — Apache License 2.0
import PlatformCore

/// An event loop whose clock moves only when a benchmark says so, running the queued work
/// and the timers that fall due: frames are timed by the work they do, not by waiting.
final class SteppedEventLoop: EventLoop {
    /// Where the clock starts.
    static let start: Double = 1000
    private(set) var now: Double = start
    private var queue: [@MainActor () -> Void] = []
    private var timers: [(deadline: Double, handler: @MainActor () -> Void)] = []

    func watchReadable(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration { EventRegistration {} }
    func watchSignal(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration { EventRegistration {} }

    @discardableResult
    func schedule(after delay: Double, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        var cancelled = false
        timers.append((now + delay, { if !cancelled { handler() } }))
        return EventRegistration { cancelled = true }
    }

    func schedule(_ handler: @escaping @MainActor () -> Void) { queue.append(handler) }
    func run() -> Int32 { 0 }
    func stop(status: Int32) {}

    /// Moves the clock to `time` (never back), running queued work and the timers due.
    func advance(to time: Double) {
        now = max(now, time)
        let work = queue
        queue.removeAll()
        for item in work { item() }
        let due = timers.filter { $0.deadline <= now }
        timers.removeAll { $0.deadline <= now }
        for timer in due { timer.handler() }
    }

    /// Moves the clock on by `seconds`, as `advance(to:)` does.
    func advance(by seconds: Double) {
        advance(to: now + seconds)
    }
}
