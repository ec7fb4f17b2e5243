// Vitrine — Apache License 2.0
import Platform
import UIKitCore

extension ApplicationRuntime {
    /// A VNC viewer's mouse wheel scrolls the scroll view under its pointer, when the
    /// display is the `vnc` backend's (a mirror takes no input).
    func scrollWithRemoteWheel() {
        guard let display = display as? VNCDisplayOutput else { return }
        display.touchSource.wheelHandler = { x, y, notches in
            UIScrollView.scrollWheel(normalizedX: x, y: y, notches: notches)
        }
    }
}
