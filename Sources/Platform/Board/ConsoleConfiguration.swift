// Vitrine — Apache License 2.0

/// The `[console]` section of a board file: how the kiosk shares the Linux virtual
/// terminals with the text console.
///
/// Every key is optional; without the section the kiosk keeps its VT in graphics mode and
/// leaves VT switching to the kernel, as before the section existed.
public struct ConsoleConfiguration: Hashable, Sendable {
    /// `vt-switching`: when true, switching to another VT (Ctrl+Alt+F2 on a keyboard that
    /// is not muted, `chvt 2`) shows that console, and switching back shows the kiosk again:
    /// the kiosk gives up the screen (DRM master) and ignores touches meanwhile. False by
    /// default.
    public var vtSwitching: Bool

    /// Creates a console configuration; the defaults are those of an absent key.
    /// - Parameter vtSwitching: hands VT switches to the kiosk (VT_PROCESS mode).
    public init(vtSwitching: Bool = false) {
        self.vtSwitching = vtSwitching
    }

    /// The keys the `[console]` section accepts.
    static let keys = ["vt-switching"]

    /// Decodes and validates a `[console]` table.
    init(decoding table: ConfigurationTable) {
        table.rejectUnknownKeys(allowed: Self.keys)
        self.init()
        table.collect { () throws(BoardConfigurationError) in vtSwitching = try table.bool("vt-switching") ?? false }
    }
}
