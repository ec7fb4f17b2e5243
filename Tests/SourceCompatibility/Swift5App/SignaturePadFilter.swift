// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a signature
// pad's pan that follows fingers only, refusing a mouse wheel's scroll events (iOS 13.4's delegate method).
import UIKit

public final class SignaturePadFilter: NSObject, UIGestureRecognizerDelegate {
    public private(set) var refusedScrolls = 0

    public func attach(to view: UIView) -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        pan.delegate = self
        view.addGestureRecognizer(pan)
        return pan
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        switch event.type {
        case .scroll, .transform:
            refusedScrolls += 1
            return false
        default:
            return true
        }
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.type != .pencil || gestureRecognizer.view != nil
    }
}
