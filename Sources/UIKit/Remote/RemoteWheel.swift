// Vitrine — Apache License 2.0
import Platform
import UIKitCore

extension ApplicationRuntime {
    /// A VNC viewer's mouse wheel scrolls the scroll view under its pointer, or drives a
    /// pan gesture recognizer there that allows discrete scrolls, when the display is the
    /// `vnc` backend's or a mirror serves it (a view-only server sends no input).
    func scrollWithRemoteWheel() {
        guard let screen = RemoteScreens.serving(self.display) else { return }
        let router = ScrollWheelRouter(loop: loop)
        screen.touchSource.wheelHandler = { x, y, notches in
            router.handle(normalizedX: x, y: y, notches: notches)
        }
    }
}
