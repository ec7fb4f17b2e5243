// Vitrine — Apache License 2.0
import PlatformCore
// Turns touch frames into UIKit touches and hands them to the application.
//
// Design note. Each contact (device, contact id) becomes one `UITouch` for its whole
// life. Its position is the normalized frame position, turned by the interface
// orientation, times `UIScreen.main.bounds` (screen points), converted into the window it began in. The window and view are
// chosen once, at began: the frontmost visible window whose `hitTest(_:with:)` answers
// (once its pending layout is done), and that answer; the touch stays with them when the finger moves away. One `UIEvent`
// carries every live touch of the router, as UIKit reuses one touch event; a frame's
// contacts not listed in it are stationary. Touches delivered as ended or cancelled
// leave the event after the delivery.
//
// Contacts are refused for their whole life (never becoming touches) when they begin
// while the application ignores interaction events, when they hit no window, and when
// `isExclusiveTouch` forbids them: the new touch's view is exclusive and another view
// of the window has a touch, or a view of the window with a touch is exclusive.
//
// Tap counting (`UITouch.tapCount`): a touch that begins within 0.35 s of the end of
// the previous touch, within 45 points of where it ended and on the same view, counts
// one more than it. Both values are UIKit's tap recognizer defaults (the maximum
// interval between taps and the allowable movement, see uikit-semantics.md §4), so a
// view counting taps agrees with a tap recognizer on the same fingers.
//
// Bad input does not crash: a contact that "begins" while already down is cancelled and
// begun again; moves and ends of unknown contacts are dropped; a position that is not a
// finite number is not used (the touch keeps its last one).

/// Converts `TouchFrame`s from input sources into `UITouch`es and `UIEvent`s and sends
/// them through `UIApplication.sendEvent(_:)`.
@MainActor
package final class TouchRouter {
    /// The longest time between one touch lifting and the next going down for the next
    /// to count as another tap: 0.35 s.
    package static let maximumTapInterval: Double = 0.35
    /// The farthest a touch may go down from where the previous one lifted and still count
    /// as another tap: 45 points.
    package static let maximumTapDistance: CGFloat = 45

    /// Touches that began on a view since the app started (those refused by hit-testing
    /// or ignored interaction are not counted), for the fleet's metrics.
    package private(set) var touchesBegan = 0

    private struct ContactKey: Hashable {
        var deviceID: Int
        var contactID: Int
    }

    private struct LastTap {
        weak var view: UIView?
        var location: CGPoint
        var time: Double
        var count: Int
        weak var window: UIWindow?
    }

    private let arena: GestureArena
    private let event: UIEvent
    private let screen: () -> UIScreen
    private let windows: () -> [UIWindow]
    private var live: [ContactKey: UITouch] = [:]
    private var refused: Set<ContactKey> = []
    private var lastTap: LastTap?

    /// Creates a router whose recognizers run their timers on `loop`.
    /// - Parameters:
    ///   - loop: the app's event loop (a `ManualEventLoop` in tests).
    ///   - application: the application the events are sent to.
    package convenience init(loop: any EventLoop, application: UIApplication = .shared) {
        self.init(loop: loop, application: application, screen: { UIScreen.main }, windows: { WindowStack.shared.windows })
    }

    package init(loop: any EventLoop, application: UIApplication, screen: @escaping () -> UIScreen, windows: @escaping () -> [UIWindow]) {
        arena = GestureArena(loop: loop)
        event = UIEvent(timestamp: loop.now, type: .touches, arena: arena)
        self.application = application
        self.screen = screen
        self.windows = windows
    }

    private let application: UIApplication

    /// The event the router delivers (one for all touches, as in UIKit).
    var currentEvent: UIEvent { event }

    /// The gesture bookkeeping, for tests that check nothing is left behind.
    var gestureArena: GestureArena { arena }

    /// The number of touches down.
    package var activeTouchCount: Int { live.count }

    /// Delivers one frame: creates, updates and retires touches, then sends the event.
    package func handle(_ frame: TouchFrame) {
        let screen = screen()
        event.setTimestamp(frame.timestamp)
        var updated: Set<ObjectIdentifier> = []
        for contact in frame.contacts {
            let key = ContactKey(deviceID: frame.deviceID, contactID: contact.id)
            // A position that is not a number (a broken calibration) cannot be placed:
            // the contact keeps its last position, or never becomes a touch.
            let isPlaceable = contact.x.isFinite && contact.y.isFinite
            // Turned by the interface orientation (the panel's mounting is already applied).
            let point = isPlaceable ? screen.point(normalizedX: contact.x, y: contact.y) : nil
            switch contact.phase {
            case .began:
                if let stale = live[key] {
                    // A second "began" for a contact that never lifted: end the old touch first.
                    retire(stale, key: key, phase: .cancelled, at: frame.timestamp)
                }
                refused.remove(key)
                guard let point else {
                    refused.insert(key)
                    continue
                }
                if let touch = begin(key: key, at: point, contact: contact, time: frame.timestamp) {
                    updated.insert(ObjectIdentifier(touch))
                }
            case .moved, .stationary, .ended, .cancelled:
                if refused.contains(key) {
                    if contact.phase == .ended || contact.phase == .cancelled { refused.remove(key) }
                    continue
                }
                guard let touch = live[key] else { continue }
                let phase: UITouch.Phase = switch contact.phase {
                case .moved: .moved
                case .ended: .ended
                case .cancelled: .cancelled
                default: .stationary
                }
                update(touch, to: point, phase: phase, contact: contact, time: frame.timestamp)
                updated.insert(ObjectIdentifier(touch))
            }
        }
        for touch in live.values where !updated.contains(ObjectIdentifier(touch)) {
            touch.phase = .stationary
        }
        dispatch()
    }

    /// Cancels every touch that is down (the input source went away).
    package func cancelAllTouches(at time: Double) {
        guard !live.isEmpty else { return }
        event.setTimestamp(time)
        for touch in live.values {
            touch.phase = .cancelled
            touch.timestamp = time
        }
        dispatch()
    }

    // MARK: - Touches

    private func begin(key: ContactKey, at screenPoint: CGPoint, contact: TouchContact, time: Double) -> UITouch? {
        guard !application.isIgnoringInteractionEvents,
              let (window, windowPoint, view) = hitTest(screenPoint), isAllowedByExclusiveTouch(view, in: window) else {
            refused.insert(key)
            return nil
        }
        touchesBegan += 1
        let touch = UITouch()
        touch.window = window
        touch.view = view
        touch.phase = .began
        touch.timestamp = time
        touch.locationInWindow = windowPoint
        touch.previousLocationInWindow = windowPoint
        applyPressure(contact.pressure, to: touch)
        // Without multiple touch, only the view's first touch reaches it.
        touch.isDeliveredToView = view.isMultipleTouchEnabled
            || !event.touchList.contains { $0.view === view && $0.isDeliveredToView }
        if let last = lastTap, last.view === view, last.window === window,
           time - last.time <= Self.maximumTapInterval,
           hypot(windowPoint.x - last.location.x, windowPoint.y - last.location.y) <= Self.maximumTapDistance {
            touch.tapCount = last.count + 1
        }
        live[key] = touch
        event.touchList.append(touch)
        return touch
    }

    private func update(_ touch: UITouch, to screenPoint: CGPoint?, phase: UITouch.Phase, contact: TouchContact, time: Double) {
        touch.previousLocationInWindow = touch.locationInWindow
        if let window = touch.window, let screenPoint {
            touch.locationInWindow = window.convert(screenPoint, from: nil as UIWindow?)
        }
        touch.phase = phase
        touch.timestamp = time
        applyPressure(contact.pressure, to: touch)
    }

    private func applyPressure(_ pressure: Double?, to touch: UITouch) {
        guard let pressure else { return }
        touch.maximumPossibleForce = 1
        touch.force = CGFloat(min(max(pressure, 0), 1))
    }

    /// Marks a touch as ended or cancelled and delivers that at once.
    private func retire(_ touch: UITouch, key: ContactKey, phase: UITouch.Phase, at time: Double) {
        touch.phase = phase
        touch.timestamp = time
        for other in live.values where other !== touch { other.phase = .stationary }
        dispatch()
    }

    /// Sends the event, then drops the touches that lifted.
    private func dispatch() {
        guard !event.touchList.isEmpty else { return }
        application.sendEvent(event)
        for (key, touch) in live where touch.phase == .ended || touch.phase == .cancelled {
            live[key] = nil
            if touch.phase == .ended, let view = touch.view {
                lastTap = LastTap(view: view, location: touch.locationInWindow, time: touch.timestamp,
                                  count: touch.tapCount, window: touch.window)
            }
        }
        event.touchList.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }

    // MARK: - Hit-testing

    /// The frontmost visible window that a hit-test at `screenPoint` answers, with the
    /// point in its coordinates and the view hit.
    private func hitTest(_ screenPoint: CGPoint) -> (UIWindow, CGPoint, UIView)? {
        for window in windows().reversed() where !window.isHidden {
            // Frames lay out at the display's pace, so a finger can land before the frame
            // that lays out a change (at launch, before the first one: the table has no
            // rows yet). It picks its view from the layout that frame will show, as on iOS,
            // where pending layout is committed before the next event is handled.
            window.layoutIfNeeded()
            let point = window.convert(screenPoint, from: nil as UIWindow?)
            if let view = window.hitTest(point, with: event) { return (window, point, view) }
        }
        return nil
    }

    private func isAllowedByExclusiveTouch(_ view: UIView, in window: UIWindow) -> Bool {
        let others = event.touchList.filter { $0.window === window && $0.view !== view }
        if view.isExclusiveTouch && !others.isEmpty { return false }
        return !others.contains { $0.view?.isExclusiveTouch ?? false }
    }
}
