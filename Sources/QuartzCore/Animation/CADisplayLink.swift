// Vitrine — Apache License 2.0
import Foundation

/// A timer that calls its target once per frame, in step with the display's page flips.
///
/// Swift on Linux has no selectors, so the action is a method reference
/// (`CADisplayLink(target: self, selector: Clock.step)`) or a closure. As on iOS, the
/// link holds its target strongly until `invalidate()`, and a link added to a run loop
/// keeps the frame clock running: frames are scheduled while it is not paused.
@preconcurrency @MainActor
open class CADisplayLink {
    private var action: ((CADisplayLink) -> Void)?

    /// The time the last frame was shown (the previous flip).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time the frame being prepared will be shown.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames at the display's refresh rate.
    public private(set) var duration: CFTimeInterval = 0
    /// Frames per second the app would like; 0 means the display's rate. A
    /// `preferredFrameRateRange` other than `.default` takes precedence.
    open var preferredFramesPerSecond = 0
    /// The frame rates the app would like (iOS 15): the link fires at about `preferred`
    /// (else `maximum`) frames per second, never faster than the display.
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// Whether the link skips its calls; unpausing asks for frames again.
    open var isPaused = false {
        didSet { if !isPaused && oldValue && isAdded { AnimationClock.shared.requestFrame?() } }
    }

    private var isAdded = false
    /// The layer whose view the link animates (a scroll view's glide, an image view's
    /// frames), if any: it asks for frames only from the screen that shows that layer,
    /// so a link left running in a window of another app's runtime (tests run several)
    /// does not keep this one drawing. Nil: every screen's frames, as Core Animation does.
    package weak var ownerLayer: CALayer?
    private var lastFired: CFTimeInterval?

    /// A link that calls `selector` on `target` each frame.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        action = { link in selector(target)(link) }
    }

    /// A link whose method takes no argument.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        action = { _ in selector(target)() }
    }

    /// A link that calls `handler` each frame.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        action = handler
    }

    /// Starts the calls. Links run on the main thread's frame clock whatever the run
    /// loop and mode (a kiosk has no scrolling tracking mode to pause them).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil else { return }
        isAdded = true
        AnimationClock.shared.add(self)
    }

    /// Stops the calls until added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = false
        AnimationClock.shared.remove(self)
    }

    /// Stops the calls for good and releases the target.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        action = nil
    }

    /// Called by the frame clock for every frame while the link is not paused.
    func fire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval, duration: CFTimeInterval) {
        let range = preferredFrameRateRange.targetRate
        let rate = range > 0 ? Double(range) : Double(preferredFramesPerSecond)
        if rate > 0, let lastFired {
            // Skip frames to approach the preferred rate: fire once a period has (nearly) passed.
            let period = 1 / rate
            guard targetTimestamp - lastFired >= period - duration / 2 else { return }
        }
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.duration = duration
        lastFired = targetTimestamp
        action?(self)
    }
}
