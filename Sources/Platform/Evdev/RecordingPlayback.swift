// Vitrine — Apache License 2.0

/// The pacing every replay source shares: a recording's events fed through an event loop
/// at their recorded spacing (or all on the next turn), their times moved onto the loop's
/// clock so that the first event happens at the loop's `now` when playback starts. A
/// process that falls behind does not catch up by feeding events recorded apart together:
/// the recorded spacing between them is kept.
@MainActor
final class RecordingPlayback {
    /// The events, in recorded order.
    let events: [InputEvent]
    /// How fast they are fed.
    let pace: ReplayInputSource.Pace
    /// Called with each event as it falls due, its time on the loop's clock.
    var feed: (InputEvent) -> Void = { _ in }
    /// Called after each turn's events; `finished` after the last event, with the loop time
    /// of the last event (or the start, for an empty recording).
    var turnEnded: (_ finished: Bool, _ lastTime: Double) -> Void = { _, _ in }

    /// How late an event may be fed before the rest of the recording moves with it: about
    /// three frames at 60 Hz, longer than a loop's ordinary timer slack.
    static let allowedLateness = 0.05

    private(set) var loop: (any EventLoop)?
    private var next = 0
    private var base = 0.0
    private var pending: EventRegistration?

    init(events: [InputEvent], pace: ReplayInputSource.Pace) {
        self.events = events
        self.pace = pace
    }

    /// The loop time now, or the start when not started: when stopped contacts end.
    var now: Double { loop?.now ?? base }

    /// Starts feeding through `loop` from the first event.
    func start(on loop: any EventLoop) {
        self.loop = loop
        base = loop.now
        next = 0
        pending = loop.schedule(after: 0) { [weak self] in self?.feedDue() }
    }

    /// Stops feeding.
    func stop() {
        pending?.cancel()
        pending = nil
    }

    private func feedDue() {
        guard let loop, let first = events.first else {
            turnEnded(true, base)
            return
        }
        let origin = first.time
        let now = loop.now
        while next < events.count {
            var event = events[next]
            var due = base + (event.time - origin)
            if pace == .realTime {
                if due > now {
                    pending = loop.schedule(after: due - now) { [weak self] in self?.feedDue() }
                    break
                }
                // A turn that came late (a busy or starved process) moves the rest of the
                // recording later with it: events recorded apart are never fed in one turn,
                // so what the app did in between (an animation a tap started) has happened.
                if now - due > Self.allowedLateness {
                    base += now - due
                    due = now
                }
            }
            event.time = due
            next += 1
            feed(event)
        }
        let finished = next == events.count
        if finished { pending = nil }
        turnEnded(finished, base + (events[events.count - 1].time - origin))
    }
}
