// Vitrine — Apache License 2.0
import PlatformCore

// When the interface turns, the composed screen changes shape (the windows' bounds swap)
// and the picture must turn with it on the panel. The compositor is rebuilt at the new
// size (its next frame repaints everything), and the display turns presented screens by
// the panel's mounting followed by the interface's turn, in the copy it makes anyway, so
// a turned interface costs nothing per frame. Touch frames arrive in the panel's logical
// screen (mounting applied); `UIScreen.point(normalizedX:y:)` applies the interface's turn.

extension ApplicationRuntime {
    /// Makes the display follow the interface orientation of `screen`'s scene.
    func followInterfaceOrientation(of screen: UIScreen) {
        screen.windowScene.interfaceOrientationObserver = { [weak self] scene in
            self?.interfaceOrientationDidChange(scene)
        }
        if screen.interfaceRotation != .degrees0 { interfaceOrientationDidChange(screen.windowScene) }
    }

    /// Turns the display's picture and recomposes at the interface's new size.
    private func interfaceOrientationDidChange(_ scene: UIWindowScene) {
        let screen = scene.screen
        let rotation = panelRotation.followed(by: screen.interfaceRotation)
        guard let display = display as? any RotatableDisplayOutput else {
            logger.error("display \(display.info.name) cannot turn its picture: the interface stays drawn as before", metadata: .errorKind(.configuration))
            return
        }
        display.setRotation(rotation)
        let size = screen.interfacePixelSize
        precondition(display.info.pixelWidth == size.width && display.info.pixelHeight == size.height,
                     "ApplicationRuntime: the display turned to \(display.info.pixelWidth)x\(display.info.pixelHeight), the interface is \(size.width)x\(size.height)")
        let previous = scheduler.compositor
        guard let compositor = Compositor(pixelWidth: size.width, pixelHeight: size.height, scale: screen.scale,
                                          threads: previous.threadCount) else {
            fatalError("ApplicationRuntime: cannot compose a \(size.width)x\(size.height) screen, which had the same pixel count before")
        }
        compositor.backgroundPixel = previous.backgroundPixel
        scheduler.compositor = compositor
        scheduler.setNeedsFrame()
        logger.info("interface orientation \(scene.interfaceOrientation): composing \(size.width)x\(size.height), the panel's picture turned \(rotation.degrees)°")
    }
}
