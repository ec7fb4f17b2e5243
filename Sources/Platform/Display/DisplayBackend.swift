// Vitrine — Apache License 2.0

/// The kinds of display a kiosk can show its windows on, chosen like Qt's
/// `QT_QPA_PLATFORM`: by `VITRINE_DISPLAY`, by a CLI flag, or by what the machine has.
public enum DisplayBackend: String, CaseIterable, Sendable {
    /// A DRM/KMS device through libdrm: the real panel.
    case drm
    /// A Linux framebuffer device (`/dev/fb0`): SPI panels without DRM.
    case fbdev
    /// Frames composed in memory only; screenshots are written as PNG.
    case headless

    /// Opens this backend for `board`.
    /// - Throws: `DRMError` or `FBDevError` when the device cannot be opened or driven.
    public func open(for board: BoardConfiguration) throws -> any DisplayOutput {
        switch self {
        case .drm:
            return try KMSDisplayOutput(configuration: KMSConfiguration(board.display))
        case .fbdev:
            return try FBDevDisplayOutput(path: board.display.framebuffer ?? "/dev/fb0", rotation: board.display.rotation)
        case .headless:
            return HeadlessDisplayOutput(board.display)
        }
    }
}

extension KMSConfiguration {
    /// The DRM settings of a board's `[display]` section.
    public init(_ display: DisplayConfiguration) {
        self.init(cardPath: display.card, connector: display.connector, mode: display.mode, bufferCount: display.bufferCount,
                  rotation: display.rotation)
    }
}

extension HeadlessDisplayOutput {
    /// A headless screen the size the board asks for (a `WxH` mode), else 1280x800, the
    /// QEMU board's preferred mode, so headless renderings compare with the VM's screen.
    public convenience init(_ display: DisplayConfiguration) {
        var width = 1280, height = 800, refresh = 60.0
        if case let .exact(w, h, r) = display.mode {
            width = w
            height = h
            refresh = r ?? refresh
        }
        let size = display.physicalSize
        self.init(
            width: width, height: height,
            physicalWidthMillimeters: size?.widthMillimeters ?? 320,
            physicalHeightMillimeters: size?.heightMillimeters ?? 200,
            refreshRate: refresh, rotation: display.rotation)
    }
}
