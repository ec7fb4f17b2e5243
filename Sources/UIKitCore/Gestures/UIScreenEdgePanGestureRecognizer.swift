// Vitrine — Apache License 2.0
// A pan that starts at an edge of the screen. UIKit does not document how close to the
// edge the finger must come down; Vitrine takes 20 points from the window's edge (the
// width of the strip iOS answers to, by observation). A finger that comes down further
// in makes the recognizer fail at once, so the views under it get their touches.

/// A pan recognizer that begins only for a finger that came down near one of `edges`.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from; none by default, as in UIKit (it then never begins).
    open var edges: UIRectEdge = []

    /// How close to an edge, in points, the finger must come down.
    static let edgeZone: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, activeTouches.count == touches.count {
            let startsAtEdge = touches.allSatisfy { touch in
                guard let window = touch.window else { return false }
                let point = touch.location(in: window), bounds = window.bounds
                return (edges.contains(.left) && point.x - bounds.minX <= Self.edgeZone)
                    || (edges.contains(.right) && bounds.maxX - point.x <= Self.edgeZone)
                    || (edges.contains(.top) && point.y - bounds.minY <= Self.edgeZone)
                    || (edges.contains(.bottom) && bounds.maxY - point.y <= Self.edgeZone)
            }
            guard startsAtEdge else {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }
}
