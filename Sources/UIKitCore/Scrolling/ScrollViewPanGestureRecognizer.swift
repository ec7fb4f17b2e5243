// Vitrine — Apache License 2.0

/// The pan recognizer a scroll view scrolls with (`UIScrollView.panGestureRecognizer`).
///
/// It is an ordinary `UIPanGestureRecognizer` but for two things a scroll view needs:
/// its beginning is put to the scroll view's `gestureRecognizerShouldBegin(_:)` (which
/// refuses drags along an axis the content cannot scroll, and content touches it may not
/// cancel), as UIKit's scroll view is its pan's delegate; and a finger going down is
/// reported, so a gliding scroll view stops under it.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override init() {
        super.init()
        // A mouse wheel or a trackpad scrolls a scroll view as on iPadOS (our default).
        allowedScrollTypesMask = .all
    }

    override var state: UIGestureRecognizer.State {
        get { super.state }
        set {
            if newValue == .began, super.state == .possible, let scrollView, !scrollView.gestureRecognizerShouldBegin(self) {
                super.state = .failed
                return
            }
            super.state = newValue
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasPossible = state == .possible
        super.touchesEnded(touches, with: event)
        if wasPossible, activeTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
            scrollView?.settleAfterTouch()
        }
    }

    /// Whether the view of `touch` has been sent `touchesBegan` for it.
    func viewHasBegun(_ touch: UITouch) -> Bool {
        arena?.viewHasBegun(touch) ?? false
    }

    /// The touches the recognizer follows.
    var touches: [UITouch] { activeTouches }
}
