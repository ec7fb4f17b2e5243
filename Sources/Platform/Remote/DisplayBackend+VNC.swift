// Vitrine — Apache License 2.0
import Foundation
import Logging

extension DisplayBackend {
    /// Frames composed in memory and served over VNC: the board's `[remote]` section says
    /// where it listens and whom it lets in (`vnc = true` is not needed for this backend);
    /// the size is the board's `display.mode`, else `VITRINE_VNC_SIZE` (`WxH`), else 1280x800.
    /// Viewers' pointers are touches, their keys a keyboard.
    public static let vnc = DisplayBackend(
        name: "vnc", summary: "frames composed in memory and served to VNC viewers (the board's [remote] section)",
        display: { board in try VNCDisplayOutput(board: board) },
        inputSources: { _, _ in VNCDisplayOutput.latest.map { [$0.touchSource] } ?? [] },
        keyboardSources: { _, _ in VNCDisplayOutput.latest.map { [$0.keyboardSource] } ?? [] })
}

extension VNCDisplayOutput {
    /// The `vnc` backend's display for `board`.
    /// - Throws: `HeadlessModeError` for a size too large, `RemoteScreenError` when the
    ///   password cannot be read or the server cannot listen.
    @MainActor
    convenience init(board: BoardConfiguration, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        var display = board.display
        if case .exact = display.mode {
        } else if let text = environment["VITRINE_VNC_SIZE"], !text.isEmpty {
            let parts = text.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, (1...8192).contains(parts[0]), (1...8192).contains(parts[1]) else {
                throw RemoteScreenError("VITRINE_VNC_SIZE=\(text.prefix(40)): expected WIDTHxHEIGHT within 1…8192, such as 1280x800")
            }
            display.mode = .exact(width: parts[0], height: parts[1], refresh: nil)
        }
        let panel = try HeadlessDisplayOutput(display)
        try self.init(panel: panel, settings: board.remote.serverSettings(name: board.name), logger: Logger(label: "vitrine"))
    }
}
