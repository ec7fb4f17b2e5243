// Vitrine — Apache License 2.0
// Attaching gesture recognizers to views. The stored properties (`gestureRecognizers`,
// `isMultipleTouchEnabled`, `isExclusiveTouch`) are in UIView's class body so apps can
// override them.

extension UIView {
    /// Attaches `gestureRecognizer` to the view, first detaching it from any other view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self, attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture it was recognizing is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.detachFromView()
    }
}

extension UIGestureRecognizer {
    /// Ends whatever the recognizer was doing and forgets its view.
    func detachFromView() {
        switch storedState {
        case .began, .changed: commit(.cancelled)
        default: break
        }
        arena?.forget(self)
        performReset()
        view = nil
    }
}
