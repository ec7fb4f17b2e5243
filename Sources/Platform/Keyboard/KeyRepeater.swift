// Vitrine — Apache License 2.0

/// Repeats the last key pressed while it is held, on the event loop, at the board's
/// delay and rate: the kernel's own autorepeat is ignored, so every keyboard repeats
/// alike and a stalled reader never receives a burst of stale repeats.
///
/// As in X and Wayland, only the last key pressed repeats; pressing a modifier does not
/// stop it (Shift then changes what it types), releasing it does.
@MainActor
final class KeyRepeater {
    /// Seconds before the first repeat.
    let delay: Double
    /// Seconds between repeats; nil when repeat is off.
    let interval: Double?
    /// The key repeating (or waiting for its first repeat), if any.
    private(set) var key: UInt16?
    private var registration: EventRegistration?

    /// A repeater with the board's `repeat-delay` (ms) and `repeat-rate` (per second).
    init(configuration: KeyboardConfiguration) {
        delay = Double(configuration.repeatDelay) / 1000
        interval = configuration.repeatRate > 0 ? 1 / Double(configuration.repeatRate) : nil
    }

    /// A key went down: a key that repeats starts waiting for its first repeat, and any
    /// other repeat stops; a key that does not (a modifier) leaves the repeat going.
    func keyWentDown(_ code: UInt16, repeats: Bool, on loop: any EventLoop, fire: @escaping @MainActor (UInt16) -> Void) {
        guard repeats, let interval else { return }
        stop()
        key = code
        registration = loop.schedule(after: delay) { [weak self] in self?.tick(code, interval: interval, loop: loop, fire: fire) }
    }

    /// A key went up: its repeat stops.
    func keyWentUp(_ code: UInt16) {
        if key == code { stop() }
    }

    /// Stops any repeat.
    func stop() {
        registration?.cancel()
        registration = nil
        key = nil
    }

    private func tick(_ code: UInt16, interval: Double, loop: any EventLoop, fire: @escaping @MainActor (UInt16) -> Void) {
        guard key == code else { return }
        registration = loop.schedule(after: interval) { [weak self] in self?.tick(code, interval: interval, loop: loop, fire: fire) }
        fire(code)
    }
}
