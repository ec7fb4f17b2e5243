// Vitrine — Apache License 2.0

/// Where an animator is in its life.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not applied.
    case inactive = 0
    /// Started or paused: its animations are applied.
    case active = 1
    /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end values.
    case end = 0
    /// At its start values.
    case start = 1
    /// Wherever it was when stopped.
    case current = 2
}

/// An object that runs, pauses, scrubs and stops animations.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations are view property changes made in blocks.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
