// Vitrine — Apache License 2.0

extension UIGestureRecognizer {
    /// Where a gesture recognizer is in recognizing its gesture.
    ///
    /// Discrete gestures go possible → recognized (= ended) or failed. Continuous ones go
    /// possible → began → changed… → ended or cancelled, or possible → failed. Every
    /// recognizer returns to possible once the touches of the sequence have ended.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized; the default.
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// A continuous gesture finished, or a discrete one was recognized.
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same value as `ended`.
        public static var recognized: State { .ended }

        /// The state's name, as in `print(recognizer.state)`.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the recognizer has finished with this touch sequence and only waits for
        /// its touches to end before it resets.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

        /// Whether the recognizer has begun or been recognized: it then prevents others.
        var hasRecognized: Bool { self == .began || self == .changed || self == .ended }

        /// Whether a recognizer may go from this state to `next`. Leaving possible is
        /// allowed to began, ended (recognized) and failed; an active continuous gesture
        /// goes to changed, ended or cancelled; a finished one only resets.
        func allowsTransition(to next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
            default: false
            }
        }
    }
}

// Steps every continuous recognizer (pan, pinch, rotation, long press) takes the same way.
extension UIGestureRecognizer {
    /// Takes a new value with `update` and reports it: from possible only once
    /// `hasPassedThreshold` (then began), afterwards as changed. The value is updated
    /// before the state, so actions the state change triggers read the new value.
    func advanceContinuous(hasPassedThreshold: Bool, update: () -> Void) {
        switch state {
        case .possible:
            guard hasPassedThreshold else { return }
            update()
            state = .began
        case .began, .changed:
            update()
            state = .changed
        default:
            break
        }
    }

    /// Whether a finger the recognizer follows is still on the glass.
    var hasFingersDown: Bool {
        activeTouches.contains { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// The last finger lifted: ended if the gesture had begun, else failed.
    func finishContinuous() {
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    /// The touches were cancelled: cancelled if the gesture had begun, else failed.
    func cancelContinuous() {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }
}
