// Vitrine — Apache License 2.0

extension DisplayBackend {
    /// Frames composed in memory only; screenshots are written as PNG. Nobody touches it.
    public static let headless = DisplayBackend(
        name: "headless", summary: "frames composed in memory only (screenshots, tests, machines without a display)",
        display: { board in try HeadlessDisplayOutput(board.display) })
}

/// A board's `mode` that the headless backend will not allocate.
public struct HeadlessModeError: Error, CustomStringConvertible {
    public var description: String
}

extension HeadlessDisplayOutput {
    /// The most pixels a headless screen may have: 8K UHD, 7680×4320. The screen and the
    /// compositor's copy then take 265 MB; a mode of 20000×20000 would take gigabytes and
    /// minutes to clear. Ours: headless screens are for tests, CI and screenshots.
    public static let largestScreen = 7680 * 4320

    /// Why `mode` cannot be a headless screen, or nil when it can.
    public static func problem(with mode: ModeSelection) -> String? {
        guard case let .exact(width, height, _) = mode else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > largestScreen else { return nil }
        return "\(width)x\(height) is more than the \(largestScreen) pixels (7680x4320) a headless screen may have"
    }

    /// A headless screen the size the board asks for (a `WxH` mode), else 1280x800, the
    /// QEMU board's preferred mode, so headless renderings compare with the VM's screen.
    /// - Throws: `HeadlessModeError` when the mode has more than `largestScreen` pixels.
    public convenience init(_ display: DisplayConfiguration) throws(HeadlessModeError) {
        if let problem = Self.problem(with: display.mode) { throw HeadlessModeError(description: "headless display: \(problem)") }
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
