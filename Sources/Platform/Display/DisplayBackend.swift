// Vitrine — Apache License 2.0
import Logging

/// A way to show an app: a display for the board, the touch input that belongs with it,
/// and (through the protocols its display adopts) what else it can do — turn its picture
/// (`RotatableDisplayOutput`), darken the panel (`PanelPower`), share the machine's screen
/// with the text console (`VirtualTerminalDisplayOutput`), let go of it for another VT
/// (`ReleasableDisplayOutput`), notice a display unplugged (`HotplugDisplayOutput`).
///
/// Each backend defines itself in its own folder (`DisplayBackend+DRM.swift` …) and is
/// listed once in `registered`; `VITRINE_DISPLAY`, the board key `display.backend` and
/// the CLI's help take their names from that list.
public struct DisplayBackend: Sendable, CustomStringConvertible {
    /// The name `VITRINE_DISPLAY` and `display.backend` take: `drm`.
    public let name: String
    /// One line for help texts: what it drives.
    public let summary: String
    private let openDisplay: @MainActor @Sendable (BoardConfiguration) throws -> any DisplayOutput
    private let openInput: @MainActor @Sendable (BoardConfiguration, Logger) -> [any InputSource]
    private let openKeyboards: @MainActor @Sendable (BoardConfiguration, Logger) -> [any KeyboardSource]

    /// A backend.
    /// - Parameters:
    ///   - name: the name it is chosen by.
    ///   - summary: one line for help texts.
    ///   - display: opens the display for a board; throws an error that says what to do.
    ///   - inputSources: the board's touch input on this backend (none for a display nobody touches).
    ///   - keyboardSources: the board's keyboards on this backend (none by default).
    public init(
        name: String, summary: String,
        display: @escaping @MainActor @Sendable (BoardConfiguration) throws -> any DisplayOutput,
        inputSources: @escaping @MainActor @Sendable (BoardConfiguration, Logger) -> [any InputSource] = { _, _ in [] },
        keyboardSources: @escaping @MainActor @Sendable (BoardConfiguration, Logger) -> [any KeyboardSource] = { _, _ in [] }
    ) {
        self.name = name
        self.summary = summary
        self.openDisplay = display
        self.openInput = inputSources
        self.openKeyboards = keyboardSources
    }

    /// Opens this backend's display for `board`.
    @MainActor
    public func open(for board: BoardConfiguration) throws -> any DisplayOutput {
        let display = try openDisplay(board)
        if name != "vnc" { RemoteMirror.startIfConfigured(for: display, board: board) }  // [remote] vnc = true
        return display
    }

    /// The input sources that come with this backend's display on `board`.
    @MainActor
    public func inputSources(for board: BoardConfiguration, logger: Logger) -> [any InputSource] {
        openInput(board, logger)
    }

    /// The keyboard sources that come with this backend's display on `board`.
    @MainActor
    public func keyboardSources(for board: BoardConfiguration, logger: Logger) -> [any KeyboardSource] {
        openKeyboards(board, logger)
    }

    /// The input sources that come with `display`, this backend's display on `board`:
    /// the backend's own, and the viewers' pointer when a mirror serves it (`[remote] vnc = true`).
    @MainActor
    public func inputSources(for board: BoardConfiguration, display: any DisplayOutput, logger: Logger) -> [any InputSource] {
        let viewers: [any InputSource] = RemoteMirror.serving(display).map { [$0.touchSource] } ?? []
        return openInput(board, logger) + viewers
    }

    /// The keyboard sources that come with `display`: the backend's own, and the viewers'
    /// keys when a mirror serves it.
    @MainActor
    public func keyboardSources(for board: BoardConfiguration, display: any DisplayOutput, logger: Logger) -> [any KeyboardSource] {
        let viewers: [any KeyboardSource] = RemoteMirror.serving(display).map { [$0.keyboardSource] } ?? []
        return openKeyboards(board, logger) + viewers
    }

    public var description: String { name }
}

extension DisplayBackend: Equatable, Hashable {
    public static func == (lhs: DisplayBackend, rhs: DisplayBackend) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension DisplayBackend {
    /// Every backend this build has: a new backend is added here, and nowhere else.
    public static let registered: [DisplayBackend] = [.drm, .fbdev, .headless, .vnc]

    /// What an app tries, in order, when neither `VITRINE_DISPLAY` nor the board chooses:
    /// the real screen, else frames in memory (which always opens). fbdev is never guessed:
    /// on a machine with both, its framebuffer is DRM's emulation.
    public static let automatic: [DisplayBackend] = [.drm, .headless]

    /// The registered backend called `name`, if any.
    public static func named(_ name: String) -> DisplayBackend? {
        registered.first { $0.name == name }
    }

    /// The names of `backends` for messages: "drm, fbdev or headless".
    public static func nameList(_ backends: [DisplayBackend] = registered) -> String {
        let names = backends.map(\.name)
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
