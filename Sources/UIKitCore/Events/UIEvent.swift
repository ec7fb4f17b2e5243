// Vitrine — Apache License 2.0
import Foundation

/// An object describing one user interaction with the app, such as a touch sequence.
///
/// As in UIKit, the touch router reuses one touch event for a whole sequence: each
/// delivery sees the touches that are down (and those that just lifted) at that instant.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// Device motion; never produced by Vitrine.
        case motion
        /// Remote control; never produced by Vitrine.
        case remoteControl
        /// Physical button presses; never produced by Vitrine.
        case presses
    }

    private var storedTimestamp: TimeInterval
    private let storedType: EventType

    /// The touches of the event in the order they began.
    var touchList: [UITouch] = []

    /// The bookkeeping that delivers this event's touches to recognizers and views; nil for
    /// events an app builds itself, whose touches go straight to their views.
    let arena: GestureArena?

    /// Creates a touch event at time 0.
    public convenience init() {
        self.init(timestamp: 0)
    }

    /// Creates an event of `type` that occurred at `timestamp` seconds since system start.
    init(timestamp: TimeInterval, type: EventType = .touches, arena: GestureArena? = nil) {
        storedTimestamp = timestamp
        storedType = type
        self.arena = arena
    }

    /// When the event occurred, in seconds since system start.
    open var timestamp: TimeInterval {
        get { storedTimestamp }
    }

    /// Sets the time of the delivery in progress.
    func setTimestamp(_ timestamp: TimeInterval) {
        storedTimestamp = timestamp
    }

    /// The kind of event: `.touches` for every event Vitrine delivers.
    open var type: EventType { storedType }

    /// All touches of the event, or nil when it is not a touch event.
    open var allTouches: Set<UITouch>? {
        storedType == .touches ? Set(touchList) : nil
    }

    /// The touches hit-tested to `view` or one of its subviews.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(touchList.filter { $0.view?.isDescendant(of: view) ?? false })
    }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touchList.filter { $0.window === window })
    }

    /// The touches being delivered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touchList.filter { touch in touch.gestureRecognizers.contains { $0 === gestureRecognizer } })
    }
}
