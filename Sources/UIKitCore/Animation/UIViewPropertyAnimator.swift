// Vitrine — Apache License 2.0
import Foundation
// An animator of view property changes that the app can pause, scrub, reverse and stop.
//
// Design note. The animation blocks run as `UIView.animate` blocks do (the model changes
// at once, each change becomes a Core Animation animation from the old value), but the
// animator takes the animations over as they are made: each runs at speed 0 with a
// linear pace, so what it shows is set by its `timeOffset` alone, and the animator sets
// that offset from its own progress. The progress (`fractionComplete`, the fraction of
// the duration that has passed) moves with a display link on the frame clock while
// running, stands still while paused, runs back while reversed, and is set directly when
// scrubbing. A cubic curve maps it to the fraction of the change shown; a spring shows
// its motion at that time (springs given by mass, stiffness and damping last until they
// settle). While paused, `scrubsLinearly` (the default) shows the change linearly in the
// progress, as UIKit documents; on resume the animator moves its progress to where the
// curve shows the same values, so nothing jumps (ours: Apple describes no figures).
//
// Animations added while running start where the animator is and finish with it; a
// delay factor starts them that share of the remaining time later. Completion: forward
// at the end (`.end`), reversed at the start (`.start`, the model goes back to the start
// values), or `finishAnimation(at:)` after a stop. An active animator keeps itself alive
// (its display link holds it), as UIKit's running animators are kept by the system.

/// A class that animates changes to views and allows the dynamic modification of those
/// animations.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// One animation the animator drives.
    private struct Track {
        let view: UIView
        let key: String
        let animation: CABasicAnimation
        /// The progress at which this animation starts (a delay factor or a late addition).
        let startProgress: CGFloat
        let from: AnimationValue
        /// The end value, noted when a stop set the model to what was shown.
        var to: AnimationValue?
    }

    /// The total duration, in seconds (a spring given by its physics: its settling time).
    public let duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// The timing the animations follow.
    public private(set) var timingParameters: UITimingCurveProvider?

    /// Whether the animator can be paused, stopped or reversed while it runs; default
    /// true. A running animator that is not interruptible runs to its end like a
    /// `UIView.animate` block: those calls are ignored (UIKit raises an exception).
    open var isInterruptible = true
    /// Whether the animated views take touches meanwhile; default true.
    open var isUserInteractionEnabled = true
    /// Whether a paused animator shows changes linearly in `fractionComplete`; default true.
    open var scrubsLinearly = true
    /// Whether reaching the end pauses the animator instead of finishing it; default false.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false

    /// Whether the animation runs back toward its start. Setting it while running turns
    /// the animation around where it is.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            guard isInterruptible else {
                isReversed = oldValue
                return
            }
            rebaseClock()
        }
    }

    /// The fraction of the duration that has passed, 0 to 1. Settable while paused (an
    /// inactive animator becomes active and paused); ignored while running.
    open var fractionComplete: CGFloat {
        get { progress }
        set {
            guard newValue.isFinite, state != .stopped, !isRunning else { return }
            if state == .inactive { activate() }
            progress = min(max(newValue, 0), 1)
            applyProgress()
        }
    }

    private var pendingAnimations: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    private var progress: CGFloat = 0
    /// Seconds of frame time per unit of progress (the duration, times a
    /// `continueAnimation` duration factor).
    private var timeScale: Double
    private var link: CADisplayLink?
    /// The progress at `clockOrigin`, and the frame time it was at (nil until the next frame).
    private var progressAtOrigin: CGFloat = 0
    private var clockOrigin: Double?
    private var lastFrameTime: Double?
    private var pendingDelay: TimeInterval = 0
    /// Whether the last applied values followed the curve (false while scrubbing linearly).
    private var showsCurve = true

    // MARK: - Initializers

    /// An animator of `duration` seconds following `parameters`.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        var length = duration.isFinite ? max(duration, 0) : 0
        if let spring = parameters.springTimingParameters, spring.definesDuration { length = spring.spring.settlingTime }
        self.duration = length
        timingParameters = parameters
        timeScale = length
    }

    /// An animator along one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with the motion of a spring of damping ratio `ratio` that settles
    /// within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, starts (after `delay`) and returns an animator of `animations`, following
    /// the curve in `options`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Animations and completions

    /// Adds `animation`; while active it runs at once over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds `animation`, starting `delayFactor` (0…1) of the remaining time later.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        guard state == .active else {
            if state == .inactive { pendingAnimations.append((animation, factor)) }
            return
        }
        run(animation, startProgress: progress + (1 - progress) * factor)
        applyProgress()
    }

    /// Adds a block to run when the animations end, told where they ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Running

    /// Starts or resumes the animations.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts or resumes the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        if !showsCurve { progress = curveProgress(matchingLinear: progress) }
        isRunning = true
        pendingDelay = self.delay
        rebaseClock()
        applyProgress()
        startLink()
    }

    /// Pauses the animations where they are (an inactive animator becomes active, paused
    /// at its start).
    open func pauseAnimation() {
        guard state != .stopped, isInterruptible || !isRunning else { return }
        if state == .inactive { activate() }
        isRunning = false
        stopLink()
        applyProgress()
    }

    /// Stops the animations where they are: the views keep the values they show. With
    /// `withoutFinishing` the animator becomes inactive and no completion runs; without,
    /// it waits, stopped, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, isInterruptible || !isRunning else { return }
        isRunning = false
        stopLink()
        for index in tracks.indices {
            let track = tracks[index]
            let shown = track.view.layer.presentation()?.animationValue(forKeyPath: track.key)
            tracks[index].to = track.view.layer.animationValue(forKeyPath: track.key)
            removeAnimation(of: track)
            if let shown { Self.setModel(shown, key: track.key, of: track.view) }
        }
        if withoutFinishing {
            tracks.removeAll()
            state = .inactive
            progress = 0
            completions.removeAll()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views go to the end or start values, or stay
    /// (`.current`); the completions run. Ignored unless the animator is stopped, where
    /// UIKit raises an exception.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        complete(at: finalPosition)
    }

    /// Resumes a paused animator, with new timing when `parameters` is given, over the
    /// remaining time multiplied by `durationFactor`.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let parameters { timingParameters = parameters }
        if durationFactor.isFinite, durationFactor > 0 { timeScale = duration * Double(durationFactor) }
        startAnimation()
    }

    // MARK: - Progress

    private func activate() {
        state = .active
        progress = 0
        timeScale = duration
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for block in blocks { run(block.animations, startProgress: block.delayFactor) }
    }

    /// Runs `animations` in an animation block and takes over the animations it makes.
    private func run(_ animations: () -> Void, startProgress: CGFloat) {
        var parameters = ViewAnimationParameters(duration: max(duration, 0.001), delay: 0,
                                                 options: isUserInteractionEnabled ? [.allowUserInteraction] : [],
                                                 inheritingFrom: nil)
        if let spring = timingParameters?.springTimingParameters { parameters.spring = spring.spring(forDuration: duration) }
        let animates = UIView.areAnimationsEnabled && duration > 0
        let block = ViewAnimationBlock(kind: animates ? .animated : .withoutAnimation, parameters: parameters)
        block.animationObserver = { [weak self] animation, view in
            guard let self, let basic = animation as? CABasicAnimation, let key = basic.keyPath,
                  let from = AnimationValue(basic.fromValue) else { return }
            basic.timingFunction = nil
            basic.speed = 0
            basic.timeOffset = 0
            basic.fillMode = .both
            basic.isRemovedOnCompletion = false
            self.tracks.append(Track(view: view, key: key, animation: basic, startProgress: min(startProgress, 1), from: from))
        }
        UIView.run(block, animations: animations, completion: nil)
    }

    /// Sets every animation's time offset for the current progress.
    private func applyProgress() {
        showsCurve = isRunning || !scrubsLinearly
        let cubic = timingParameters?.cubicTimingParameters?.timingFunction
        let isSpring = timingParameters?.springTimingParameters != nil
        for track in tracks {
            let span = 1 - track.startProgress
            let local = span > 0 ? min(max((progress - track.startProgress) / span, 0), 1) : 1
            var shown = Double(local)
            if showsCurve, !isSpring, let cubic { shown = cubic.value(at: shown) }
            let length = track.animation.effectiveDuration
            track.animation.timeOffset = min(max(shown, 0), 1) * length
            track.view.layer.setNeedsComposite()
        }
        AnimationClock.shared.requestFrame?()
    }

    /// The progress at which the curve shows what the linear scrub shows at `linear`.
    private func curveProgress(matchingLinear linear: CGFloat) -> CGFloat {
        guard let cubic = timingParameters?.cubicTimingParameters?.timingFunction,
              timingParameters?.springTimingParameters == nil else { return linear }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if cubic.value(at: middle) < Double(linear) { low = middle } else { high = middle }
        }
        return CGFloat((low + high) / 2)
    }

    /// Starts counting time from the next frame at the current progress.
    private func rebaseClock() {
        progressAtOrigin = progress
        clockOrigin = lastFrameTime.map { $0 + pendingDelay }
        if clockOrigin != nil { pendingDelay = 0 }
    }

    private func startLink() {
        guard link == nil else { return }
        // Strong: a running animator lives until it finishes, even if the app let it go.
        let link = CADisplayLink { link in self.frameDidAdvance(link) }
        self.link = link
        link.ownerLayer = tracks.first?.view.layer
        link.add(to: .main, forMode: .common)
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
        lastFrameTime = nil
        clockOrigin = nil
    }

    private func frameDidAdvance(_ link: CADisplayLink) {
        advance(to: link.targetTimestamp, period: link.duration)
    }

    /// The frame shown at `time`: the progress moves on by the time passed.
    func advance(to time: Double, period: Double) {
        guard isRunning else { return }
        if clockOrigin == nil {
            // The first frame already shows one period of motion, as a scroll glide does.
            clockOrigin = time - period + pendingDelay
            pendingDelay = 0
        }
        lastFrameTime = time
        let elapsed = max(0, time - clockOrigin!)  // just set
        let moved = timeScale > 0 ? CGFloat(elapsed / timeScale) : 1
        progress = min(max(progressAtOrigin + (isReversed ? -moved : moved), 0), 1)
        applyProgress()
        if !isReversed, progress >= 1 {
            if pausesOnCompletion {
                pauseAnimation()
            } else {
                complete(at: .end)
            }
        } else if isReversed, progress <= 0 {
            complete(at: .start)
        }
    }

    /// Ends the animations at `position` and runs the completions.
    private func complete(at position: UIViewAnimatingPosition) {
        isRunning = false
        stopLink()
        // The first animation of a property sets its start last; the last one its end.
        for track in position == .start ? Array(tracks.reversed()) : tracks {
            removeAnimation(of: track)
            switch position {
            case .start: Self.setModel(track.from, key: track.key, of: track.view)
            case .end: if let to = track.to { Self.setModel(to, key: track.key, of: track.view) }
            case .current: break
            }
        }
        tracks.removeAll()
        state = .inactive
        progress = position == .end ? 1 : position == .start ? 0 : progress
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(position) }
    }

    private func removeAnimation(of track: Track) {
        if track.view.layer.animation(forKey: track.key) === track.animation {
            track.view.layer.removeAnimation(forKey: track.key)
        }
    }

    /// Sets a view's model value for `key` without animating: frame changes go through
    /// the view, so its layout hears of them.
    private static func setModel(_ value: AnimationValue, key: String, of view: UIView) {
        UIView.performWithoutAnimation {
            switch (key, value) {
            case ("position", .point(let point)): view.center = point
            case ("bounds", .rect(let rect)): view.bounds = rect
            default: view.layer.setAnimationValue(value, forKeyPath: key)
            }
        }
    }
}
