// Vitrine — Apache License 2.0
//
// Board configuration: one human-edited TOML file per board (board-configs/*.toml),
// decoded once at startup into the typed values below, and never consulted as strings
// afterwards.
//
// Invariants: every value in a BoardConfiguration has been validated (rotation is one of
// four angles, buffers is 2 or 3, sizes are positive, calibration has six numbers), so
// the display and input backends need no checks of their own. Every rejection names the
// file, the line and the key path, because the person reading it is editing that file
// on a kiosk, often over a serial console.
//
// Rejected alternatives: Codable through TOMLKit's TOMLDecoder, because its errors carry
// a coding path but no line, it ignores unknown keys (a misspelt `rotaton` would be
// silently dropped), and it cannot express "absent means default" without optionals
// leaking into the public types. Line numbers come from TOMLKeyLocator, a small scanner
// over the source, since TOMLKit gives positions only for syntax errors.

/// Everything Vitrine needs to know about one board: its display, its touch panel and
/// its power policy.
///
/// Load it with `BoardConfiguration.load(contentsOf:)`, or use `.default` when no board
/// file is given. A board file has a top-level `name` and optional `[display]`,
/// `[touch]`, `[power]`, `[console]` and `[appearance]` sections; `board-configs/example.toml` shows every key.
public struct BoardConfiguration: Hashable, Sendable {
    /// `name`: the board's name, for logs (required in a board file).
    public var name: String
    /// The `[display]` section.
    public var display: DisplayConfiguration
    /// The `[touch]` section.
    public var touch: TouchConfiguration
    /// The `[power]` section.
    public var power: PowerConfiguration
    /// The `[console]` section.
    public var console: ConsoleConfiguration
    /// The `[appearance]` section.
    public var appearance: AppearanceConfiguration

    /// Creates a configuration.
    /// - Parameters:
    ///   - name: the board's name, for logs.
    ///   - display: the display settings.
    ///   - touch: the touch panel settings.
    ///   - power: when the panel dims and blanks.
    ///   - console: how the kiosk shares the virtual terminals.
    ///   - appearance: the interface style.
    public init(name: String, display: DisplayConfiguration = .init(), touch: TouchConfiguration = .init(),
                power: PowerConfiguration = .init(), console: ConsoleConfiguration = .init(),
                appearance: AppearanceConfiguration = .init()) {
        self.name = name
        self.display = display
        self.touch = touch
        self.power = power
        self.console = console
        self.appearance = appearance
    }

    /// The configuration used without a board file: first card, first connected
    /// connector, preferred mode, three buffers, size from the connector, no rotation,
    /// the first multitouch device, uncalibrated, never blanking, light appearance.
    public static let `default` = BoardConfiguration(name: "default")

    /// The top-level keys of a board file.
    static let keys = ["name", "display", "touch", "power", "console", "appearance"]
}
