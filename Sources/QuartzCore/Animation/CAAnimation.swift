// Vitrine — Apache License 2.0

/// The base of layer animations: timing, a timing function, a delegate.
///
/// Added to a layer with `CALayer.add(_:forKey:)`, an animation changes what the layer
/// shows (its presentation) without touching its model properties, and is removed when
/// it ends unless `isRemovedOnCompletion` is false. Core Animation copies an animation
/// when it is added; Vitrine keeps the object and records the resolved start time in
/// the layer instead, so an animation object is never changed by adding it and can be
/// added to several layers — but changing it after adding changes the running animation.
@preconcurrency @MainActor
open class CAAnimation: CAMediaTiming, CAAction {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// How each pass is paced; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer drops the animation when it ends; default true.
    open var isRemovedOnCompletion = true

    /// Seconds between the frame that first shows an animation with `beginTime` 0 and
    /// its start: how UIKit's `delay` is expressed, so a delay counts from the frame.
    package var startDelay: CFTimeInterval = 0

    public required init() {}

    /// Returns a new animation object (Core Animation's convenience constructor).
    open class func animation() -> Self { self.init() }

    /// Adds the animation to the layer the action is run for, under the event's key.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: - Timing

    /// The duration and timing function of the transaction the animation was added in,
    /// if it set them: they stand in for a zero `duration` and a nil `timingFunction`.
    package var transactionDuration: CFTimeInterval?
    package var transactionTimingFunction: CAMediaTimingFunction?

    /// One pass in seconds: `duration`, or when it is 0 the transaction's, else 0.25 s.
    public var effectiveDuration: CFTimeInterval {
        if duration > 0 { return duration }
        if let transactionDuration, transactionDuration > 0 { return transactionDuration }
        return 0.25
    }

    /// Seconds of local time from the start to the end of all passes; infinite when the
    /// animation repeats forever.
    public var activeDuration: CFTimeInterval {
        let pass = effectiveDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isInfinite { return .infinity }
        return pass * (repeatCount > 0 ? Double(repeatCount) : 1)
    }

    /// Where the animation is at media time `time`, given the media time it began.
    func phase(at time: CFTimeInterval, begin: CFTimeInterval) -> AnimationPhase {
        let local = (time - begin) * Double(speed) + timeOffset
        let active = activeDuration
        if local < 0 {
            return .waiting(showsStart: fillMode == .backwards || fillMode == .both)
        }
        if local >= active {
            return .ended(passFraction: passFraction(atLocalTime: active))
        }
        return .running(passFraction: passFraction(atLocalTime: local))
    }

    /// The fraction of one forward pass shown at `local` seconds into the active time,
    /// before the timing function: 0 → 1 forward, then 1 → 0 when autoreversing.
    private func passFraction(atLocalTime local: CFTimeInterval) -> Double {
        let pass = effectiveDuration
        let cycle = pass * (autoreverses ? 2 : 1)
        guard local.isFinite else { return 1 }
        var within = local.truncatingRemainder(dividingBy: cycle)
        // The very end of a whole cycle shows the cycle's last value, not its first.
        if within == 0 && local > 0 { within = cycle }
        var fraction = within / pass
        if fraction > 1 { fraction = 2 - fraction }
        return min(max(fraction, 0), 1)
    }

    /// The timed progress for a pass fraction: the timing function applied.
    func progress(forPassFraction fraction: Double) -> Double {
        (timingFunction ?? transactionTimingFunction)?.value(at: fraction) ?? fraction
    }

    /// Changes `presentation` (a copy of the layer with earlier animations applied) to
    /// what this animation shows at `passFraction`; animations of properties override it.
    func apply(passFraction: Double, to presentation: CALayer) {}
}

/// Where an animation is in its timeline.
enum AnimationPhase: Equatable {
    /// Not started (a delay); `showsStart` when it fills backwards.
    case waiting(showsStart: Bool)
    case running(passFraction: Double)
    /// Past the end; what it would show if it filled forwards.
    case ended(passFraction: Double)
}

/// Told when an animation starts and stops; both methods are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation's active time begins (after any delay).
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation is removed from its layer: `flag` is true when it ran to
    /// its end, false when it was removed or replaced early.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
