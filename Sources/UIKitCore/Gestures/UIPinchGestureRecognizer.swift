// Vitrine — Apache License 2.0
// Pinching, from the first two fingers. The gesture begins once the distance between
// them changed by more than 8 points (ours: UIKit does not publish its threshold; 8 is
// small enough to feel immediate and large enough to ignore a rotation's wobble), with
// `scale` already the full ratio to the starting distance. It ends when the fingers lift;
// while one finger is down the scale holds, and a finger coming back continues from it.
// The velocity is the least-squares slope of the scale over the last 100 ms.

/// A continuous recognizer for two fingers moving apart or together.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The change in distance that begins the gesture: 8 points.
    public static let threshold: CGFloat = 8

    /// The ratio of the distance between the fingers to their distance at the start, in
    /// screen coordinates; 1 at the start. Setting it makes later changes relative to
    /// the new value and resets the velocity.
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            baseScale = newValue
            baseDistance = currentDistance
            estimator.reset()
        }
    }

    /// How fast the scale changes, in scale factor per second.
    open var velocity: CGFloat { CGFloat(estimator.velocity.x) }

    private var storedScale: CGFloat = 1
    private var baseScale: CGFloat = 1
    private var baseDistance: CGFloat?
    private var estimator = VelocityEstimator()

    private var currentDistance: CGFloat? {
        guard activeTouches.count >= 2 else { return nil }
        return distance(activeTouches[0].locationInWindow, activeTouches[1].locationInWindow)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where activeTouches.count > 2 { ignore(touch, for: event) }
        if baseDistance == nil, let current = currentDistance, current > 0 {
            baseDistance = current
            baseScale = storedScale
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let base = baseDistance, let current = currentDistance else { return }
        let next = baseScale * current / base
        advanceContinuous(hasPassedThreshold: abs(current - base) > Self.threshold) {
            storedScale = next
            estimator.add(time: event.timestamp, x: Double(next))
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        estimator.expireIfStale(at: event.timestamp)
        if !hasFingersDown {
            finishContinuous()
        } else {
            // Hold the scale until two fingers are down again.
            baseDistance = nil
            baseScale = storedScale
            estimator.reset()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuous()
    }

    open override func reset() {
        super.reset()
        storedScale = 1
        baseScale = 1
        baseDistance = nil
        estimator.reset()
    }
}
