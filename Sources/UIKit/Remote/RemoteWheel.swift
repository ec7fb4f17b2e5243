// Vitrine — Apache License 2.0
import Platform
import UIKitCore

extension ApplicationRuntime {
    /// A VNC viewer's mouse wheel scrolls the scroll view under its pointer, or drives a
    /// pan gesture recognizer there that allows discrete scrolls, when the display is the
    /// `vnc` backend's (a mirror takes no input).
    func scrollWithRemoteWheel() {
        guard let display = display as? VNCDisplayOutput else { return }
        let router = ScrollWheelRouter(loop: loop)
        display.touchSource.wheelHandler = { x, y, notches in
            router.handle(normalizedX: x, y: y, notches: notches)
        }
    }
}
