// Vitrine — Apache License 2.0
// A pan that allows discrete scrolls (`allowedScrollTypesMask` contains `.discrete`)
// follows a mouse wheel as UIKit's does on iPadOS: a run of notches is one gesture,
// with no touches (`numberOfTouches` is 0). The first notch begins it, each further
// notch changes it, and it ends once the wheel rests (`ScrollWheelRouter`). The
// translation adds up the notches as if a finger dragged the content (the wheel turned
// toward the user scrolls toward the content's end: the translation goes up, as a
// finger's would), and the location is the pointer's.
//
// The wheel does not go through the gesture arena: no fingers are shared, so there is
// nothing to compete for. The nearest pan wins, as the nearest recognizer of a touch
// does when it begins first; the delegate's `gestureRecognizerShouldBegin(_:)` still
// decides whether it may begin.

/// A pan's wheel scroll in progress, in its window's coordinates.
struct WheelScroll {
    /// Where the pointer is.
    var pointer: CGPoint
    /// The finger the notches move: the anchor plus the translation.
    var finger: CGPoint
}

extension UIPanGestureRecognizer {
    /// Whether a wheel notch may go to this pan now: enabled, opted in to discrete
    /// scrolls, and not busy with fingers. A scroll view's own pan is left to the scroll
    /// view, which moves its content itself.
    var takesWheel: Bool {
        guard isEnabled, allowedScrollTypesMask.contains(.discrete), !(self is ScrollViewPanGestureRecognizer) else {
            return false
        }
        return wheelScroll != nil || (storedState == .possible && requestedState == nil && activeTouches.isEmpty)
    }

    /// Moves the wheel's finger by `delta` (window points) with the pointer at `pointer`
    /// in `window`: begins the gesture or changes it. Returns false when it could not
    /// begin (the delegate said no); the pan is then ready for touches again.
    func followWheel(by delta: CGPoint, at pointer: CGPoint, in window: UIWindow, time: Double) -> Bool {
        if var scroll = wheelScroll {
            scroll.pointer = pointer
            scroll.finger.x += delta.x
            scroll.finger.y += delta.y
            wheelScroll = scroll
            estimator.add(time: time, x: Double(scroll.finger.x), y: Double(scroll.finger.y))
            state = .changed
            return true
        }
        // Out of the arena of earlier touches: this gesture decides alone.
        arena?.forget(self)
        arena = nil
        lastWindow = window
        anchor = pointer
        let finger = CGPoint(x: pointer.x + delta.x, y: pointer.y + delta.y)
        estimator.add(time: time, x: Double(finger.x), y: Double(finger.y))
        wheelScroll = WheelScroll(pointer: pointer, finger: finger)
        state = .began
        // Refused (an action that turns the pan off right away has still taken the notch).
        guard storedState != .failed else {
            lastCentroidInWindow = pointer
            performReset()
            return false
        }
        return true
    }

    /// The wheel rested: the gesture ends (its actions read the whole translation), and
    /// the pan resets, its location staying the pointer's.
    func endWheel() {
        guard let scroll = wheelScroll else { return }
        state = .ended
        lastCentroidInWindow = scroll.pointer
        performReset()
    }
}
