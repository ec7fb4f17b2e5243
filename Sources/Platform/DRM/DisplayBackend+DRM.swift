// Vitrine — Apache License 2.0

extension DisplayBackend {
    /// A DRM/KMS device through libdrm: the real panel, with its evdev touchscreens.
    public static let drm = DisplayBackend(
        name: "drm", summary: "a DRM/KMS display (/dev/dri/card*) and its evdev touchscreens",
        display: { board in try KMSDisplayOutput(configuration: KMSConfiguration(board.display)) },
        inputSources: { board, logger in [EvdevInputSource.touchPanels(of: board, logger: logger)] },
        keyboardSources: { board, logger in EvdevKeyboardSource.keyboards(of: board, logger: logger).map { [$0] } ?? [] })
}

extension KMSConfiguration {
    /// The DRM settings of a board's `[display]` section.
    public init(_ display: DisplayConfiguration) {
        self.init(cardPath: display.card, connector: display.connector, mode: display.mode, bufferCount: display.bufferCount,
                  rotation: display.rotation)
    }
}
