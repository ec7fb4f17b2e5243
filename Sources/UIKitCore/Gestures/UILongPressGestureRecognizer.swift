// Vitrine — Apache License 2.0
import PlatformCore
// Long presses. After `numberOfTapsRequired` taps (each lifting within the press
// duration, the next starting within 0.35 s), the required fingers must stay down
// `minimumPressDuration` seconds, each within `allowableMovement` points of where it went
// down; a timer on the app's event loop then begins the gesture. Once begun, moving
// changes it (with no movement limit) and the first finger lifting ends it.

/// A continuous recognizer for fingers held down.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers stay down; default 0.5 s.
    open var minimumPressDuration: Double = 0.5
    /// How far a finger may move before the gesture begins; default 10 points.
    open var allowableMovement: CGFloat = 10
    /// The taps before the press; default 0.
    open var numberOfTapsRequired = 0
    /// The fingers that press; default 1.
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var pressTimer: EventRegistration?
    private var intervalTimer: EventRegistration?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        intervalTimer?.cancel()
        guard state == .possible else {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if activeTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.locationInWindow }
        if activeTouches.count == numberOfTouchesRequired, pressTimer == nil {
            pressTimer = arena?.loop.schedule(after: minimumPressDuration) { [weak self] in self?.pressDurationElapsed() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                if let start = starts[ObjectIdentifier(touch)], distance(touch.locationInWindow, start) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            pressTimer?.cancel()
            pressTimer = nil
            let allLifted = activeTouches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
            if tapsCompleted < numberOfTapsRequired, allLifted {
                tapsCompleted += 1
                starts.removeAll()
                intervalTimer = arena?.loop.schedule(after: UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps) { [weak self] in
                    if self?.state == .possible { self?.state = .failed }
                }
            } else {
                state = .failed
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuous()
    }

    open override func reset() {
        super.reset()
        pressTimer?.cancel()
        pressTimer = nil
        intervalTimer?.cancel()
        intervalTimer = nil
        tapsCompleted = 0
        starts.removeAll()
    }

    override var isAwaitingMoreTouches: Bool { tapsCompleted > 0 }

    private func pressDurationElapsed() {
        pressTimer = nil
        guard state == .possible, tapsCompleted >= numberOfTapsRequired, activeTouches.count == numberOfTouchesRequired else {
            if state == .possible, tapsCompleted < numberOfTapsRequired { state = .failed }
            return
        }
        state = .began
    }
}
