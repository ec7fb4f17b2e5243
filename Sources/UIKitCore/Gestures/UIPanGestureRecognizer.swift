// Vitrine — Apache License 2.0
// Panning. The gesture begins once the centroid of at least `minimumNumberOfTouches`
// fingers moved more than 10 points along either axis (UIKit's private hysteresis,
// uikit-semantics.md §4); the first 10 points along the direction of motion are then
// taken off the translation, so the gesture starts from where the finger "grabbed" and
// does not jump. Fingers lifting before that make it fail. Fingers joining or leaving
// move the anchor so the translation does not jump either. The velocity is the slope of
// a least-squares line through the centroid's positions of the last 100 ms.

/// A continuous recognizer for one or more fingers dragging.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan; default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan; default `Int.max`. Fingers beyond it are ignored.
    open var maximumNumberOfTouches = Int.max

    /// The scroll events (a mouse wheel's, a trackpad's) this pan takes besides touches;
    /// none by default (UIKit documents no default; a plain pan opts in, as its
    /// documentation describes). A scroll view's own pan takes them all.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far the fingers move before the pan begins: 10 points along an axis.
    public static let hysteresis: CGFloat = 10

    /// The centroid position (window coordinates) at which the translation is zero.
    var anchor: CGPoint = .zero
    private var crossedHysteresis = false
    var estimator = VelocityEstimator()
    /// The mouse-wheel scroll in progress, without touches (UIPanGestureRecognizer+Wheel.swift).
    var wheelScroll: WheelScroll?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where activeTouches.count > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        let joined = activeTouches.filter { touches.contains($0) }
        guard !joined.isEmpty else { return }
        let before = activeTouches.filter { !touches.contains($0) }
        if before.isEmpty {
            anchor = centroidInWindow
        } else {
            reanchor(from: before, to: activeTouches)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let current = centroidInWindow
        estimator.add(time: event.timestamp, x: Double(current.x), y: Double(current.y))
        switch state {
        case .possible:
            guard activeTouches.count >= minimumNumberOfTouches, activeTouches.count <= maximumNumberOfTouches else { return }
            let dx = current.x - anchor.x, dy = current.y - anchor.y
            if !crossedHysteresis {
                guard abs(dx) > Self.hysteresis || abs(dy) > Self.hysteresis else { return }
                crossedHysteresis = true
                let length = hypot(dx, dy)
                anchor.x += dx / length * Self.hysteresis
                anchor.y += dy / length * Self.hysteresis
            }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        estimator.expireIfStale(at: event.timestamp)
        let remaining = activeTouches.filter { !touches.contains($0) && $0.phase != .ended && $0.phase != .cancelled }
        guard remaining.isEmpty else {
            reanchor(from: activeTouches, to: remaining)
            return
        }
        finishContinuous()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuous()
    }

    open override func reset() {
        super.reset()
        anchor = .zero
        crossedHysteresis = false
        estimator.reset()
        wheelScroll = nil
    }

    /// The distance the fingers moved since the gesture began (less the hysteresis), in
    /// `view`'s coordinates; nil means the window's.
    open func translation(in view: UIView?) -> CGPoint {
        let current = centroidInWindow
        let a = convertFromWindow(current, to: view), b = convertFromWindow(anchor, to: view)
        return CGPoint(x: a.x - b.x, y: a.y - b.y)
    }

    /// Makes `translation(in: view)` read `translation` now, and resets the velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = convertFromWindow(centroidInWindow, to: view)
        anchor = convertToWindow(CGPoint(x: current.x - translation.x, y: current.y - translation.y), from: view)
        estimator.reset()
    }

    /// How fast the fingers move, in `view`'s points per second; nil means the window's.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = estimator.velocity
        let current = centroidInWindow
        let a = convertFromWindow(CGPoint(x: current.x + CGFloat(v.x), y: current.y + CGFloat(v.y)), to: view)
        let b = convertFromWindow(current, to: view)
        return CGPoint(x: a.x - b.x, y: a.y - b.y)
    }

    /// Where the fingers are; during a wheel scroll, where the pointer is.
    open override func location(in view: UIView?) -> CGPoint {
        guard let wheelScroll else { return super.location(in: view) }
        return convertFromWindow(wheelScroll.pointer, to: view)
    }

    /// The centroid of the fingers still down: in the delivery where some lift, the
    /// anchor has already moved to the remaining fingers' centroid, so the translation
    /// must not count the lifting ones (it would jump for that one delivery). During a
    /// wheel scroll, the finger the notches move, so translation and velocity read the
    /// distance scrolled.
    override var centroidInWindow: CGPoint {
        if let wheelScroll { return wheelScroll.finger }
        let down = activeTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard !down.isEmpty, down.count < activeTouches.count else { return super.centroidInWindow }
        return Self.centroid(of: down.map(\.locationInWindow))
    }

    /// Moves the anchor by the centroid's jump when the set of fingers changes.
    private func reanchor(from old: [UITouch], to new: [UITouch]) {
        let before = Self.centroid(of: old.map(\.locationInWindow))
        let after = Self.centroid(of: new.map(\.locationInWindow))
        anchor.x += after.x - before.x
        anchor.y += after.y - before.y
        estimator.reset()
    }
}
