// Vitrine — Apache License 2.0
// One finger on the screen, from the frame it went down to the frame it lifted.
//
// The touch keeps its location in its window's coordinates; `location(in:)` converts
// through the view tree (transforms included) when asked, so a view that moves under a
// finger sees the finger where it is now. The view is chosen once, by hit-testing when
// the touch begins, and the touch stays with it even when the finger moves out of it.

/// An object representing the location, size, movement and force of a touch on the screen.
@preconcurrency @MainActor
open class UITouch {
    /// The phase of a touch: where it is in its life.
    public enum Phase: Int, Sendable {
        /// The finger went down in this event.
        case began
        /// The finger moved in this event.
        case moved
        /// The finger is down and did not move in this event.
        case stationary
        /// The finger lifted in this event.
        case ended
        /// The system stopped tracking the touch (the device went away, the app stopped it).
        case cancelled
    }

    /// The kind of touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen: every touch a touch panel reports.
        case direct
        /// A touch not on the screen itself (a trackpad); never produced by Vitrine.
        case indirect
        /// A stylus; never produced by Vitrine.
        case pencil
    }

    // MARK: - State

    /// The touch's phase in the event being delivered.
    public internal(set) var phase: Phase = .began

    /// The number of times the finger tapped this point: 1 for the first tap, 2 when it
    /// went down again soon after and near the previous tap (see `TouchRouter`).
    public internal(set) var tapCount: Int = 1

    /// When the touch began or last changed, in seconds (the kernel's monotonic clock).
    public internal(set) var timestamp: TimeInterval = 0

    /// The view the touch was hit-tested to when it began.
    public internal(set) var view: UIView?

    /// The window the touch began in.
    public internal(set) var window: UIWindow?

    /// The gesture recognizers receiving this touch, nearest the view first.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []

    /// The kind of touch: always `.direct` on a touch panel.
    public let type: TouchType = .direct

    /// The force of the touch, 0...`maximumPossibleForce`; 0 when the panel does not
    /// report pressure.
    public internal(set) var force: CGFloat = 0

    /// The largest value `force` can take: 1 when the panel reports pressure (the force is
    /// the normalized pressure), else 0, as on iOS devices without force sensing.
    public internal(set) var maximumPossibleForce: CGFloat = 0

    /// The touch's location in its window.
    var locationInWindow: CGPoint = .zero
    /// The location at the previous event that included the touch.
    var previousLocationInWindow: CGPoint = .zero
    /// Unique for the life of the process, unlike the object's address, which a later
    /// touch may reuse while a recognizer still remembers this one.
    let serialNumber: UInt64 = UITouch.nextSerialNumber()
    private static var serialCounter: UInt64 = 0
    private static func nextSerialNumber() -> UInt64 {
        serialCounter += 1
        return serialCounter
    }

    /// False when the view must not see the touch (a second finger on a view whose
    /// `isMultipleTouchEnabled` is false); its recognizers still do.
    var isDeliveredToView = true

    /// Creates a touch; the touch router fills it in.
    public init() {}

    // MARK: - Locations

    /// The touch's location in `view`'s coordinates; nil means the window's.
    public func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    /// The touch's location at the previous event, in `view`'s coordinates; nil means the window's.
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    /// The touch's location with the panel's full precision: the same as `location(in:)`,
    /// since positions are never rounded to points.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The previous location with the panel's full precision: the same as
    /// `previousLocation(in:)`.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window as UIView)
    }
}

extension UITouch: Hashable {
    /// Touches are equal only to themselves, as objects.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

    /// Hashes the touch's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
