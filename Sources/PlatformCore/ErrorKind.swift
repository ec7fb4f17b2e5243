// Vitrine — Apache License 2.0
import Logging

/// The kind of problem a log message reports, counted for the fleet's metrics as
/// `vitrine_errors_total{kind="…"}`. A message logged with `metadata: .errorKind(.displayLost)`
/// counts under its kind whatever its level (a refused VNC login is a warning); an error
/// or critical message without one counts as `other`. Kinds are what an operator acts on
/// differently: a lost display sends someone to the cable, failed logins to the firewall.
///
/// The kind also shows in the journal's line, as `error-kind=display_lost`.
package struct ErrorKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The metric's label value, in Prometheus' snake case.
    package let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }

    package var description: String { rawValue }

    /// The display was unplugged, became unusable, could not be probed, or its frames failed.
    package static let displayLost = ErrorKind(rawValue: "display_lost")
    /// A touch panel or keyboard went away or could not be read.
    package static let inputDeviceLost = ErrorKind(rawValue: "input_device_lost")
    /// An image file cannot be read, or its data is not a PNG or JPEG that decodes.
    package static let imageDecode = ErrorKind(rawValue: "image_decode")
    /// A font the kiosk needs is not installed.
    package static let fontMissing = ErrorKind(rawValue: "font_missing")
    /// A board setting that cannot be honoured while running: a keymap XKB lacks, VT
    /// switching without a VT, a display that cannot turn its picture.
    package static let configuration = ErrorKind(rawValue: "configuration")
    /// A remote viewer gave a wrong user name or password.
    package static let remoteAuthentication = ErrorKind(rawValue: "remote_authentication")
    /// A remote viewer was turned away: max-clients reached, no password offered where
    /// one is required, no login within the login timeout.
    package static let remoteViewerRefused = ErrorKind(rawValue: "remote_viewer_refused")
    /// The remote screen could not start or reach its VNC server.
    package static let remoteScreen = ErrorKind(rawValue: "remote_screen")
    /// The panel could not be blanked, dimmed or lit.
    package static let panelPower = ErrorKind(rawValue: "panel_power")
    /// Sharing the screen with other virtual terminals failed.
    package static let virtualTerminal = ErrorKind(rawValue: "virtual_terminal")
    /// Frames stopped reaching the screen (the systemd watchdog is no longer fed).
    package static let framesStalled = ErrorKind(rawValue: "frames_stalled")
    /// systemd could not be told the kiosk's state.
    package static let systemdNotify = ErrorKind(rawValue: "systemd_notify")
    /// The metrics file could not be written.
    package static let metricsWrite = ErrorKind(rawValue: "metrics_write")
    /// An error or critical message that names no kind.
    package static let other = ErrorKind(rawValue: "other")

    /// Every kind, in the order the metrics list them: each series exists from the start, at 0.
    package static let all: [ErrorKind] = [
        .displayLost, .inputDeviceLost, .imageDecode, .fontMissing, .configuration, .remoteAuthentication,
        .remoteViewerRefused, .remoteScreen, .panelPower, .virtualTerminal, .framesStalled, .systemdNotify,
        .metricsWrite, .other,
    ]

    /// The metadata key a message's kind travels under.
    package static let metadataKey = "error-kind"

    /// The kind `metadata` names, if any.
    package init?(metadata: Logger.Metadata?) {
        guard case .string(let value)? = metadata?[Self.metadataKey] else { return nil }
        self.init(rawValue: value)
    }
}

extension Dictionary where Key == String, Value == Logger.MetadataValue {
    /// Metadata marking a message as a problem of `kind`: `logger.error("…", metadata: .errorKind(.displayLost))`.
    package static func errorKind(_ kind: ErrorKind) -> Self {
        [ErrorKind.metadataKey: .string(kind.rawValue)]
    }
}
