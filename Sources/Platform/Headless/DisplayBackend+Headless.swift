// Vitrine — Apache License 2.0

extension DisplayBackend {
    /// Frames composed in memory only; screenshots are written as PNG. Nobody touches it.
    public static let headless = DisplayBackend(
        name: "headless", summary: "frames composed in memory only (screenshots, tests, machines without a display)",
        display: { board in HeadlessDisplayOutput(board.display) })
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
