// Vitrine — Apache License 2.0
// A recognizer for a pointer moving over a view without pressing. Vitrine's inputs are
// touch panels and the remote (VNC) viewer, whose pointer reaches the app only while a
// button is down, as a touch: no input reports a hovering pointer, so this recognizer
// never begins. Apps that add one for iPad pointers keep working on a kiosk; touches pass
// it by (it fails at once, so recognizers waiting for it go ahead).

/// Recognizes a pointer hovering over its view; on Vitrine's inputs it never begins.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's height over the screen (iOS 16.1); always 0, as no pointer hovers.
    open var zOffset: CGFloat { 0 }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // A touch is not a hover.
        if state == .possible { state = .failed }
    }
}
