// Vitrine — Apache License 2.0

/// The recognizer a scroll view zooms with (`UIScrollView.pinchGestureRecognizer`).
///
/// An ordinary `UIPinchGestureRecognizer` but for two things: it begins only when the
/// delegate names a view to zoom (`viewForZooming(in:)`), and it recognizes together
/// with the scroll view's own pan, since two fingers zoom and pan at once (UIKit's
/// scroll view, the delegate of both, allows it).
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?

    override init() {
        super.init()
    }

    override var state: UIGestureRecognizer.State {
        get { super.state }
        set {
            if newValue == .began, super.state == .possible, let scrollView, scrollView.zoomingView == nil {
                super.state = .failed
                return
            }
            super.state = newValue
        }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollView?.pan && super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.pan && super.canBePrevented(by: preventingGestureRecognizer)
    }

    /// The fingers still down, in the scroll view's coordinates.
    func fingerLocations(in view: UIView) -> [CGPoint] {
        activeTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.map { $0.location(in: view) }
    }
}
