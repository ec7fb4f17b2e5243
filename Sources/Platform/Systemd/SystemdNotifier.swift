// Vitrine — Apache License 2.0

/// Tells systemd how the service is doing: `READY=1` once the first frame is on screen,
/// `WATCHDOG=1` while frames still complete, `STATUS=…` for `systemctl status`.
///
/// The protocol is one datagram of `KEY=value` lines to the AF_UNIX socket named by
/// `$NOTIFY_SOCKET` (a path, or an abstract name when it starts with `@`), which is all
/// libsystemd's `sd_notify` does; sending it here saves a library on the kiosk. Outside
/// systemd (`NOTIFY_SOCKET` unset) every call does nothing.
public struct SystemdNotifier: Sendable {
    /// The socket's address as given, nil outside a `Type=notify` service.
    public let socketPath: String?
    /// How often systemd expects `WATCHDOG=1`, from `$WATCHDOG_USEC`; nil without `WatchdogSec=`.
    public let watchdogInterval: Double?

    public init(environment: [String: String]) {
        socketPath = environment["NOTIFY_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
        // WATCHDOG_PID, when set, names the process the watchdog is meant for.
        let forUs = environment["WATCHDOG_PID"].map { Int32($0) == platform_getpid() } ?? true
        watchdogInterval = forUs ? environment["WATCHDOG_USEC"].flatMap(Double.init).map { $0 / 1_000_000 } : nil
    }

    public var isEnabled: Bool { socketPath != nil }

    /// Sends `state` (lines such as `READY=1\nSTATUS=showing frames`).
    /// - Throws: `Errno` when the socket cannot be reached.
    public func notify(_ state: String) throws(Errno) {
        guard let path = socketPath else { return }
        try platform_sendUnixDatagram(Array(state.utf8), to: path)
    }
}
