// Vitrine — Apache License 2.0
import Foundation
// A mouse wheel (a remote viewer's, over VNC): as on iPadOS, the scroll view under the
// pointer scrolls, when its pan gesture recognizer allows discrete scrolls
// (`allowedScrollTypesMask`, all of them by default for a scroll view's pan). Each notch
// moves the content one line step, `wheelLineStep` points, to within the content's
// edges (no rubber band: a notch is not a drag). The innermost scroll view under the
// pointer that can still move that way takes the notches; one at its edge passes them
// to the one around it. Only the offset changes (`scrollViewDidScroll(_:)` follows);
// app pan recognizers that opt in to scroll events are not driven by the wheel.

extension UIScrollView {
    /// Points a wheel notch scrolls. UIKit documents no value; ours is 40 points, about
    /// three lines of body text, near what desktop browsers scroll for a notch.
    package static let wheelLineStep: CGFloat = 40

    /// Scrolls the scroll view under a pointer at a normalized screen position (0…1 on
    /// each axis, the panel's mounting applied; the interface orientation is applied here,
    /// as for touches), in the frontmost window with a view there.
    @discardableResult
    package static func scrollWheel(normalizedX x: Double, y: Double, notches: (x: Int, y: Int)) -> Bool {
        guard x.isFinite, y.isFinite else { return false }
        let point = UIScreen.main.point(normalizedX: x, y: y)
        for window in WindowStack.shared.windows.reversed() {
            let local = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
            guard window.hitTest(local, with: nil) != nil else { continue }
            return scrollWheel(in: window, at: local, notches: notches)
        }
        return false
    }

    /// Scrolls the scroll view under `point` (in `window`'s coordinates) by `notches`
    /// wheel notches: positive y scrolls toward the content's end (the wheel turned
    /// toward the user), positive x toward its right. Returns whether a view scrolled.
    @discardableResult
    package static func scrollWheel(in window: UIWindow, at point: CGPoint, notches: (x: Int, y: Int)) -> Bool {
        guard notches.x != 0 || notches.y != 0, point.x.isFinite, point.y.isFinite,
              var view = window.hitTest(point, with: nil) else { return false }
        while true {
            if let scrollView = view as? UIScrollView, scrollView.takesWheel(notches) {
                scrollView.scrollByWheel(notches)
                return true
            }
            guard let next = view.superview else { return false }
            view = next
        }
    }

    /// Whether the wheel can move this scroll view by `notches`.
    private func takesWheel(_ notches: (x: Int, y: Int)) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled, pan.isEnabled, pan.allowedScrollTypesMask.contains(.discrete) else {
            return false
        }
        return wheelTarget(notches) != contentOffset
    }

    private func wheelTarget(_ notches: (x: Int, y: Int)) -> CGPoint {
        let range = offsetRange
        let x = contentOffset.x + CGFloat(notches.x) * Self.wheelLineStep
        let y = contentOffset.y + CGFloat(notches.y) * Self.wheelLineStep
        return CGPoint(x: notches.x == 0 ? contentOffset.x : min(max(x, range.x.lowerBound), range.x.upperBound),
                       y: notches.y == 0 ? contentOffset.y : min(max(y, range.y.lowerBound), range.y.upperBound))
    }

    private func scrollByWheel(_ notches: (x: Int, y: Int)) {
        contentOffset = wheelTarget(notches)
        flashScrollIndicators()
    }
}
