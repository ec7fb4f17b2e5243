// Vitrine — Apache License 2.0

/// The exit statuses a kiosk returns, which its systemd unit acts on.
enum LaunchExitStatus {
    /// A board file or launch variable is wrong: EX_CONFIG from sysexits.h. The unit names
    /// it in `RestartPreventExitStatus=`, so a typo stops the kiosk with the error in the
    /// journal instead of restarting it every two seconds for ever.
    static let configuration: Int32 = 78
}
