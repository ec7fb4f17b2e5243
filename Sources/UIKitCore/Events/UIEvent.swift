// Vitrine — Apache License 2.0
import Foundation

/// An object describing one user interaction with the app, such as a touch sequence.
///
/// As in UIKit, the touch router reuses one touch event for a whole sequence: each
/// delivery sees the touches that are down (and those that just lifted) at that instant.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event (UIKit's raw values).
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Device motion; never produced by Vitrine.
        case motion = 1
        /// Remote control; never produced by Vitrine.
        case remoteControl = 2
        /// Physical button presses; never produced by Vitrine.
        case presses = 3
        /// Scrolling from an indirect input device: each notch of a mouse wheel (a VNC
        /// viewer's), offered to the pan gesture recognizers that allow discrete scrolls.
        case scroll = 10
        /// A pointer hovering; never produced by Vitrine.
        case hover = 11
        /// A trackpad's pinch or rotation; never produced by Vitrine.
        case transform = 14
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

    /// The kind of event: `.touches` for fingers, `.scroll` for a mouse wheel's notches.
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
