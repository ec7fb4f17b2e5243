// Vitrine — Apache License 2.0
// Drives an animator's ordinary `UIView.animate` animations by a percentage, as UIKit does:
// the transition's container layer is paused (speed 0), so the animations the animator
// adds inside it stand at the container's `timeOffset`, which `update(_:)` sets to the
// percentage of the duration. `finish()` and `cancel()` move that offset on the frame
// clock to the end or back to the start, over the remaining share of the duration divided
// by `completionSpeed`, paced by `completionCurve`. At the end the animations finish and
// the animator's completion runs; at the start they are removed (their completions hear
// `false`) and the animator completes the transition cancelled. The container's timing
// is restored when the transition completes.

/// An interaction controller that scrubs an animator's animations by the percentage the
/// app reports (from a pan gesture, say), then finishes or cancels the transition.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration: the animator's, once started; 0 before.
    public private(set) var duration: CGFloat = 0
    /// How far the transition is, 0...1.
    public private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after `finish()` or `cancel()`; 1 (the duration's pace) by
    /// default. Values ≤ 0 are taken as 1.
    open var completionSpeed: CGFloat = 1
    /// The pacing of the rest after `finish()` or `cancel()`; `.easeInOut` by default.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The pacing of the rest, when set, instead of `completionCurve` (its cubic curve; a
    /// spring's is taken as `completionCurve`).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive (true); false lets it animate until
    /// `pause()`.
    open var wantsInteractiveStart = true

    private var context: TransitionContext?
    private var link: CADisplayLink?

    public override init() {
        super.init()
    }

    /// Starts the animator's animations paused in the context's container.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let animator = context.animator else {
            viewControllerLogger.error("UIPercentDrivenInteractiveTransition: started outside a UIKit transition; it completes at once")
            return transitionContext.completeTransition(true)
        }
        self.context = context
        let layer = context.containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
        context.transitionDidComplete = { [weak self] in self?.transitionDidComplete() }
        duration = CGFloat(animator.transitionDuration(using: context))
        percentComplete = 0
        animator.animateTransition(using: context)
        if !wantsInteractiveStart { run(to: 1) }
    }

    /// Shows the transition at `percentComplete` (clamped to 0...1).
    open func update(_ percentComplete: CGFloat) {
        guard let context else { return }
        stopLink()
        setPercent(percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0)
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        run(to: 1)
    }

    /// Runs the transition back to its start and cancels it.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        run(to: 0)
    }

    /// Stops the transition where it is (after `finish()`, `cancel()` or a
    /// non-interactive start), back under the app's control.
    open func pause() {
        guard let context else { return }
        stopLink()
        context.pauseInteractiveTransition()
    }

    private func setPercent(_ percent: CGFloat) {
        percentComplete = percent
        context?.containerView.layer.timeOffset = CFTimeInterval(percent * duration)
    }

    /// Moves the percentage to `target` on the frame clock, then ends there.
    private func run(to target: CGFloat) {
        stopLink()
        let start = percentComplete
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let seconds = Double(abs(target - start) * duration / speed)
        let curve = timingCurve?.cubicTimingParameters.map {
            CAMediaTimingFunction(controlPoints: Float($0.controlPoint1.x), Float($0.controlPoint1.y),
                                  Float($0.controlPoint2.x), Float($0.controlPoint2.y))
        } ?? completionCurve.timingFunction
        var origin: CFTimeInterval?
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let now = link.targetTimestamp
            let begun = origin ?? now
            origin = begun
            let fraction = seconds > 0 ? min((now - begun) / seconds, 1) : 1
            setPercent(start + (target - start) * CGFloat(curve.value(at: fraction)))
            if fraction >= 1 { arrive(at: target) }
        }
        link.ownerLayer = context?.containerView.layer
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    /// The end or the start is reached: the animations finish there, or are removed.
    private func arrive(at target: CGFloat) {
        stopLink()
        guard let container = context?.containerView else { return }
        if target >= 1 {
            // A hair past the end: each animation's last frame is at or before it.
            container.layer.timeOffset = CFTimeInterval(duration) + 0.001
            AnimationClock.shared.requestFrame?()
        } else {
            var layers = [container.layer]
            while let layer = layers.popLast() {
                layer.removeAllAnimations()
                layers.append(contentsOf: layer.sublayers ?? [])
            }
        }
    }

    private func transitionDidComplete() {
        stopLink()
        if let layer = context?.containerView.layer {
            layer.speed = 1
            layer.timeOffset = 0
        }
        context = nil
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
    }
}
