// Vitrine — Apache License 2.0
// The parts of UIKit's hit-testing rules that `hitTest(_:with:)` (in UIView.swift, so
// apps can override it) is built from.

extension UIView {
    /// Whether hit-testing may descend into this view: not hidden, user interaction on,
    /// alpha at least 0.01, and not being animated by a block that keeps touches out.
    var acceptsHitTesting: Bool {
        // Compared as Float, the layer's type: CGFloat(Float(0.01)) is just below 0.01,
        // and alpha 0.01 itself must stay hittable.
        !isHidden && isUserInteractionEnabled && layer.opacity >= Float(0.01) && !isAnimatingWithoutUserInteraction
    }

    /// Asks the subviews, front to back, with `point` converted into each; returns the
    /// first answer.
    func frontmostSubviewHit(at point: CGPoint, with event: UIEvent?) -> UIView? {
        for subview in subviews.reversed() {
            // One inverse of the subview's own map is more precise than a round trip
            // through the window. A view scaled to nothing covers no point.
            let toSuperview = subview.layer.layerToParentTransform()
            guard toSuperview.a * toSuperview.d - toSuperview.b * toSuperview.c != 0 else { continue }
            let local = point.applying(toSuperview.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return nil
    }
}
