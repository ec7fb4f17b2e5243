// Vitrine — Apache License 2.0
// Rotating, from the first two fingers. `rotation` is the angle the line between them
// turned since the start, in radians, positive clockwise on screen (y points down, as
// `CGAffineTransform(rotationAngle:)` turns). The gesture begins once the line turned
// more than 0.1 rad (about 5.7°; ours, UIKit does not publish its threshold), with the
// full angle; it ends when the fingers lift, and holds while one finger is down. The
// angle is unwrapped frame to frame, so turning past half a turn keeps counting.

/// A continuous recognizer for two fingers turning around each other.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The turn that begins the gesture: 0.1 radians.
    public static let threshold: CGFloat = 0.1

    /// The rotation since the start, in radians. Setting it makes later changes relative
    /// to the new value and resets the velocity.
    open var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            accumulated = 0
            baseRotation = newValue
            estimator.reset()
        }
    }

    /// How fast the rotation changes, in radians per second.
    open var velocity: CGFloat { CGFloat(estimator.velocity.x) }

    private var storedRotation: CGFloat = 0
    private var baseRotation: CGFloat = 0
    /// The unwrapped turn since the current pair of fingers went down.
    private var accumulated: CGFloat = 0
    private var lastAngle: CGFloat?
    private var estimator = VelocityEstimator()

    private var currentAngle: CGFloat? {
        guard activeTouches.count >= 2 else { return nil }
        let a = activeTouches[0].locationInWindow, b = activeTouches[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where activeTouches.count > 2 { ignore(touch, for: event) }
        if lastAngle == nil, let angle = currentAngle {
            lastAngle = angle
            accumulated = 0
            baseRotation = storedRotation
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let last = lastAngle, let angle = currentAngle else { return }
        var step = angle - last
        if step > .pi { step -= 2 * .pi }
        if step < -.pi { step += 2 * .pi }
        accumulated += step
        lastAngle = angle
        let next = baseRotation + accumulated
        advanceContinuous(hasPassedThreshold: abs(accumulated) > Self.threshold) {
            storedRotation = next
            estimator.add(time: event.timestamp, x: Double(next))
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        estimator.expireIfStale(at: event.timestamp)
        if !hasFingersDown {
            finishContinuous()
        } else {
            lastAngle = nil
            estimator.reset()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuous()
    }

    open override func reset() {
        super.reset()
        storedRotation = 0
        baseRotation = 0
        accumulated = 0
        lastAngle = nil
        estimator.reset()
    }
}
