// Vitrine — Apache License 2.0

extension DisplayBackend {
    /// A Linux framebuffer device (`/dev/fb0`): SPI panels without DRM, with their evdev touchscreens.
    public static let fbdev = DisplayBackend(
        name: "fbdev", summary: "a Linux framebuffer (/dev/fb*), for panels without DRM, and its evdev touchscreens",
        display: { board in try FBDevDisplayOutput(path: board.display.framebuffer ?? "/dev/fb0", rotation: board.display.rotation) },
        inputSources: { board, logger in [EvdevInputSource.touchPanels(of: board, logger: logger)] },
        keyboardSources: { board, logger in EvdevKeyboardSource.keyboards(of: board, logger: logger).map { [$0] } ?? [] })
}
