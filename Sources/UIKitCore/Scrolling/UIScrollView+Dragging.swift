// Vitrine — Apache License 2.0
import Foundation
// Following the finger. The pan's translation is taken from `dragOrigin`, the offset the
// drag started from, unconstrained: inside the content the offset is origin −
// translation; past an edge the content is rubber-banded (RubberBand) by the view's size
// on that axis, or stops at the edge when `bounces` is off. An axis the content cannot
// scroll along (not larger than the view, no `alwaysBounce…`) does not move.
//
// Directional lock: when both axes scroll and `isDirectionalLockEnabled` is on, a drag
// whose first movement is within 22.5° of an axis stays on that axis (the angle is ours;
// UIKit documents only that the lock follows the initial direction).

extension UIScrollView {
    /// The offsets the content rests between: from −inset to the content's far edge plus
    /// its inset, less the view's size (never below the start).
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let size = bounds.size
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - size.width)
        let maxY = max(minY, contentSize.height + inset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether a finger can move the content along `axis`.
    func canScroll(_ axis: ScrollAxis) -> Bool {
        let range = offsetRange
        switch axis {
        case .horizontal: return range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal
        case .vertical: return range.y.upperBound > range.y.lowerBound || alwaysBounceVertical
        }
    }

    /// The decision behind `gestureRecognizerShouldBegin(_:)` for the scroll view's pan.
    func panMayBegin() -> Bool {
        let translation = pan.translation(in: self)
        let horizontal = canScroll(.horizontal), vertical = canScroll(.vertical)
        switch (horizontal, vertical) {
        case (false, false): return false
        case (true, false): if abs(translation.x) < abs(translation.y) { return false }
        case (false, true): if abs(translation.y) < abs(translation.x) { return false }
        case (true, true): break
        }
        for touch in pan.touches {
            guard let view = touch.view, view !== self, pan.viewHasBegun(touch) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// The pan's action.
    func handlePan() {
        if panIsHeldByZoom() { return }
        switch pan.state {
        case .began:
            beginDragging()
            followFinger()
        case .changed:
            followFinger()
        case .ended:
            refreshControl?.scrollViewWillEndDragging()
            let velocity = pan.velocity(in: self)
            endDragging(velocity: CGPoint(x: -velocity.x, y: -velocity.y))
        case .cancelled:
            refreshControl?.scrollViewWillEndDragging()
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    private func beginDragging() {
        stopMotion()
        let range = offsetRange
        let offset = contentOffset
        dragOrigin = CGPoint(
            x: Self.unconstrained(offset.x, range: range.x, dimension: bounds.width, bounces: bounces),
            y: Self.unconstrained(offset.y, range: range.y, dimension: bounds.height, bounces: bounces))
        dragStartOffset = offset
        lockedAxis = nil
        if isDirectionalLockEnabled, canScroll(.horizontal), canScroll(.vertical) {
            let t = pan.translation(in: self)
            let tangent = tan(CGFloat.pi / 8)
            if abs(t.y) <= abs(t.x) * tangent, t.x != 0 {
                lockedAxis = .horizontal
            } else if abs(t.x) <= abs(t.y) * tangent, t.y != 0 {
                lockedAxis = .vertical
            }
        }
        isDragging = true
        indicators.show()
        delegate?.scrollViewWillBeginDragging(self)
        dismissKeyboardForDrag()
    }

    private func followFinger() {
        let translation = pan.translation(in: self)
        let range = offsetRange
        var offset = contentOffset
        if canScroll(.horizontal), lockedAxis != .vertical {
            offset.x = Self.constrained(dragOrigin.x - translation.x, range: range.x, dimension: bounds.width, bounces: bounces)
        }
        if canScroll(.vertical), lockedAxis != .horizontal {
            offset.y = Self.constrained(dragOrigin.y - translation.y, range: range.y, dimension: bounds.height, bounces: bounces)
        }
        applyContentOffset(offset)
    }

    /// The offset shown for a finger at the unconstrained offset `raw`.
    static func constrained(_ raw: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        if raw < range.lowerBound {
            return bounces ? range.lowerBound + RubberBand.displacement(forOvershoot: raw - range.lowerBound, dimension: dimension)
                : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces ? range.upperBound + RubberBand.displacement(forOvershoot: raw - range.upperBound, dimension: dimension)
                : range.upperBound
        }
        return raw
    }

    /// The unconstrained offset that shows `offset` (the inverse of `constrained`).
    static func unconstrained(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        guard bounces else { return offset }
        if offset < range.lowerBound {
            return range.lowerBound + RubberBand.overshoot(forDisplacement: offset - range.lowerBound, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + RubberBand.overshoot(forDisplacement: offset - range.upperBound, dimension: dimension)
        }
        return offset
    }
}
