// Vitrine — Apache License 2.0
//
// Board configuration: one human-edited TOML file per board (board-configs/*.toml),
// decoded once at startup into the typed values below, and never consulted as strings
// afterwards.
//
// Invariants: every value in a BoardConfiguration has been validated (rotation is one of
// four angles, buffers is 2 or 3, sizes, scales and calibration numbers are within the
// ranges their properties document, calibration has six numbers), so
// the display and input backends need no checks of their own. Every rejection names the
// file, the line and the key path, because the person reading it is editing that file
// on a kiosk, often over a serial console.
//
// Rejected alternatives: TOMLKit (toml++ in C++) and its Codable decoder. Its errors
// carried a coding path but no line, it ignored unknown keys, it could not say "absent
// means default" without optionals in the public types, and its parser aborted the
// process on some malformed headers. The parser in TOML/ is ours: it records the line
// of every key, bounds every input (TOMLLimits), and lets the decoders report every bad
// key of a file, not only the first.

/// Everything Vitrine needs to know about one board: its display, its touch panel and
/// its power policy.
///
/// Load it with `BoardConfiguration.load(contentsOf:)`, or use `.default` when no board
/// file is given. A board file has a top-level `name` and optional `[display]`,
/// `[touch]`, `[keyboard]`, `[power]`, `[console]`, `[appearance]`, `[metrics]` and `[remote]` sections; `board-configs/example.toml` shows every key.
public struct BoardConfiguration: Hashable, Sendable {
    /// `name`: the board's name, for logs (required in a board file).
    public var name: String
    /// The `[display]` section.
    public var display: DisplayConfiguration
    /// The `[touch]` section.
    public var touch: TouchConfiguration
    /// The `[keyboard]` section.
    public var keyboard: KeyboardConfiguration
    /// The `[power]` section.
    public var power: PowerConfiguration
    /// The `[console]` section.
    public var console: ConsoleConfiguration
    /// The `[appearance]` section.
    public var appearance: AppearanceConfiguration
    /// The `[metrics]` section.
    public var metrics: MetricsConfiguration
    /// The `[remote]` section.
    public var remote: RemoteConfiguration = .init()

    /// Creates a configuration.
    /// - Parameters:
    ///   - name: the board's name, for logs.
    ///   - display: the display settings.
    ///   - touch: the touch panel settings.
    ///   - power: when the panel dims and blanks.
    ///   - console: how the kiosk shares the virtual terminals.
    ///   - appearance: the interface style.
    ///   - keyboard: the hardware keyboards' layout and repeat, the scanner.
    ///   - metrics: where the fleet's metrics are written.
    public init(name: String, display: DisplayConfiguration = .init(), touch: TouchConfiguration = .init(),
                power: PowerConfiguration = .init(), console: ConsoleConfiguration = .init(),
                appearance: AppearanceConfiguration = .init(), keyboard: KeyboardConfiguration = .init(),
                metrics: MetricsConfiguration = .init()) {
        self.name = name
        self.display = display
        self.touch = touch
        self.power = power
        self.console = console
        self.appearance = appearance
        self.keyboard = keyboard
        self.metrics = metrics
    }

    /// The configuration used without a board file: first card, first connected
    /// connector, preferred mode, three buffers, size from the connector, no rotation,
    /// the first multitouch device, uncalibrated, never blanking, light appearance.
    public static let `default` = BoardConfiguration(name: "default")

    /// The top-level keys of a board file.
    static let keys = ["name", "display", "touch", "keyboard", "power", "console", "appearance", "metrics", "remote"]
}
