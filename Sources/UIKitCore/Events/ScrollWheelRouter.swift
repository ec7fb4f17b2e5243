// Vitrine — Apache License 2.0
import PlatformCore
// Sends a mouse wheel's notches (a VNC viewer's) to the views under the pointer.
//
// Design note. As on iPadOS, the wheel goes where a finger would: the frontmost window
// with a view under the pointer, that view, then its ancestors, nearest first. At each
// view, its pan gesture recognizers that allow discrete scrolls come first
// (UIPanGestureRecognizer+Wheel.swift: the first that may begin takes the notch), then,
// if the view is a scroll view, the scroll view itself, which moves its content a line
// step a notch and passes the notch on when it cannot move that way (at its edge, or
// scrolling turned off). A pan following the wheel ends when the wheel rests for
// `restInterval`, when a notch goes elsewhere, or when the router is told to stop.
//
// Each notch (or notches that came together) is one `UIEvent` of type `.scroll`, which a
// pan (a scroll view's own included) sees only if its `shouldReceive(_:)` (by default its
// delegate's `gestureRecognizer(_:shouldReceive:)`) says yes; refused, the notch goes on
// as if that pan were not there.

/// Turns wheel notches at a pointer into scrolling and pan gestures.
@MainActor
package final class ScrollWheelRouter {
    /// How long the wheel rests before a pan following it ends: 0.25 s. UIKit documents no
    /// value; ours is longer than the gap between the notches of a wheel turned on
    /// steadily and short enough that the gesture ends soon after the hand stops.
    package static let restInterval: Double = 0.25

    private let loop: any EventLoop
    private let application: UIApplication
    private let screen: () -> UIScreen
    private let windows: () -> [UIWindow]
    /// The pan following the wheel now, and the timer that ends it.
    private weak var following: UIPanGestureRecognizer?
    private var restTimer: EventRegistration?

    /// A router for the app's screen and windows, with its timer on `loop`.
    package convenience init(loop: any EventLoop) {
        self.init(loop: loop, application: .shared, screen: { UIScreen.main }, windows: { WindowStack.shared.windows })
    }

    package init(loop: any EventLoop, application: UIApplication, screen: @escaping () -> UIScreen,
                 windows: @escaping () -> [UIWindow]) {
        self.loop = loop
        self.application = application
        self.screen = screen
        self.windows = windows
    }

    /// Scrolls at a normalized screen position (0…1 on each axis, the panel's mounting
    /// applied, as touch frames give positions; the interface orientation is applied
    /// here). Notches: positive y toward the content's end (the wheel turned toward the
    /// user), positive x toward its right. Returns whether a view took them.
    @discardableResult
    package func handle(normalizedX x: Double, y: Double, notches: (x: Int, y: Int)) -> Bool {
        guard x.isFinite, y.isFinite, !application.isIgnoringInteractionEvents else { return false }
        let point = screen().point(normalizedX: x, y: y)
        for window in windows().reversed() where !window.isHidden {
            // As for a finger: the view is picked from the layout the next frame shows.
            window.layoutIfNeeded()
            let local = window.convert(point, from: nil as UIWindow?)
            guard window.hitTest(local, with: nil) != nil else { continue }
            return scroll(in: window, at: local, notches: notches)
        }
        return false
    }

    /// Scrolls at `point` in `window`'s coordinates; see `handle(normalizedX:y:notches:)`.
    @discardableResult
    package func scroll(in window: UIWindow, at point: CGPoint, notches: (x: Int, y: Int)) -> Bool {
        guard notches.x != 0 || notches.y != 0, point.x.isFinite, point.y.isFinite,
              var view = window.hitTest(point, with: nil) else { return false }
        let event = UIEvent(timestamp: loop.now, type: .scroll)
        while true {
            for case let pan as UIPanGestureRecognizer in view.gestureRecognizers ?? [] where pan.takesWheel {
                guard pan.shouldReceive(event) else { continue }
                if follow(pan, notches: notches, at: point, in: window) { return true }
            }
            if let scrollView = view as? UIScrollView, scrollView.takesWheel(notches),
               scrollView.panGestureRecognizer.shouldReceive(event) {
                endFollowing()
                scrollView.scrollByWheel(notches)
                return true
            }
            guard let next = view.superview else { return false }
            view = next
        }
    }

    /// Ends the pan following the wheel, if any (the app stops, the source went away).
    package func endFollowing() {
        restTimer?.cancel()
        restTimer = nil
        let pan = following
        following = nil
        pan?.endWheel()
    }

    private func follow(_ pan: UIPanGestureRecognizer, notches: (x: Int, y: Int), at point: CGPoint, in window: UIWindow) -> Bool {
        if let following, following !== pan { endFollowing() }
        // A notch toward the content's end shows what is below, as a finger dragging the
        // content up would: the translation goes against the notches.
        let step = UIScrollView.wheelLineStep
        let delta = CGPoint(x: -CGFloat(notches.x) * step, y: -CGFloat(notches.y) * step)
        guard pan.followWheel(by: delta, at: point, in: window, time: loop.now) else { return false }
        following = pan
        restTimer?.cancel()
        restTimer = loop.schedule(after: Self.restInterval) { [weak self] in self?.endFollowing() }
        return true
    }
}
