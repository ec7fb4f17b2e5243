// Vitrine — Apache License 2.0
import Foundation
// A mouse wheel (a remote viewer's, over VNC; `ScrollWheelRouter` picks the view): as on
// iPadOS, a scroll view under the pointer scrolls when its pan gesture recognizer allows
// discrete scrolls (`allowedScrollTypesMask`, all of them by default for a scroll view's
// pan). Each notch moves the content one line step, `wheelLineStep` points, to within
// the content's edges (no rubber band: a notch is not a drag). The innermost scroll view
// under the pointer that can still move that way takes the notches; one at its edge
// passes them to the one around it. Only the offset changes (`scrollViewDidScroll(_:)`
// follows).

extension UIScrollView {
    /// Points a wheel notch scrolls. UIKit documents no value; ours is 40 points, about
    /// three lines of body text, near what desktop browsers scroll for a notch.
    package static let wheelLineStep: CGFloat = 40

    /// Whether the wheel can move this scroll view by `notches`.
    func takesWheel(_ notches: (x: Int, y: Int)) -> Bool {
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

    /// Moves the content by `notches`, within its edges.
    func scrollByWheel(_ notches: (x: Int, y: Int)) {
        contentOffset = wheelTarget(notches)
        flashScrollIndicators()
    }
}
