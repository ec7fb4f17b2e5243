// Vitrine — Apache License 2.0
// `hidesBarsOnTap` and `hidesBarsOnSwipe`: two recognizers in the navigation controller's
// view, enabled by their flags. A tap that reaches no control or bar toggles the
// navigation bar, animated, and the toolbar with it when it was shown. A vertical swipe —
// a pan that has moved 20 points up or down, more than sideways — hides the bars (up) or
// shows them again (down), once per swipe. Both recognize alongside
// other recognizers, so content still scrolls and buttons still take taps. The 20-point
// distance is Vitrine's: UIKit does not document one.

/// Lets the bar-hiding recognizers work alongside the content's own and keeps the tap
/// away from controls.
@MainActor
final class BarHidingGestureDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard gestureRecognizer is UITapGestureRecognizer else { return true }
        var view = touch.view
        while let current = view {
            if current is UIControl || current is UINavigationBar || current is UIToolbar { return false }
            view = current.superview
        }
        return true
    }
}

extension UINavigationController {
    /// How far a swipe moves vertically, in points, before it hides or shows the bars.
    static let barHidingSwipeDistance: CGFloat = 20

    func installBarHidingRecognizers() {
        let tap = barHideOnTapGestureRecognizer, swipe = barHideOnSwipeGestureRecognizer
        tap.isEnabled = hidesBarsOnTap
        swipe.isEnabled = hidesBarsOnSwipe
        tap.delegate = barHidingGestureDelegate
        swipe.delegate = barHidingGestureDelegate
        tap.addHandler { [weak self] recognizer in
            guard recognizer.state == .ended, let self else { return }
            setBarsHidden(!isNavigationBarHidden)
        }
        var handledSwipe = false
        swipe.addHandler { [weak self] recognizer in
            guard let self else { return }
            switch recognizer.state {
            case .began: handledSwipe = false
            case .changed:
                let moved = recognizer.translation(in: view)
                guard !handledSwipe, abs(moved.y) >= Self.barHidingSwipeDistance, abs(moved.y) > abs(moved.x) else { return }
                handledSwipe = true
                setBarsHidden(moved.y < 0)
            default: break
            }
        }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(swipe)
    }

    /// Hides or shows the navigation bar, and the toolbar when it was shown before they hid.
    private func setBarsHidden(_ hidden: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        setNavigationBarHidden(hidden, animated: true)
        if hidden {
            toolbarHiddenWithBars = !isToolbarHidden
            if toolbarHiddenWithBars { setToolbarHidden(true, animated: true) }
        } else if toolbarHiddenWithBars {
            toolbarHiddenWithBars = false
            setToolbarHidden(false, animated: true)
        }
    }
}
