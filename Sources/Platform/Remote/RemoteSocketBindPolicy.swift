// Vitrine — Apache License 2.0

extension BoardConfiguration {
    /// Whether the kiosk serves a remote screen on this board: `[remote] vnc = true` (a
    /// mirror) or `display.backend = "vnc"`. (`VITRINE_DISPLAY=vnc` in the unit's
    /// environment file is not seen here: set the board's backend instead.)
    public var servesRemoteScreen: Bool {
        remote.isEnabled || display.backend == .vnc
    }

    /// A drop-in for `vitrine@.service` that lets the kiosk bind exactly the IP port its
    /// board asks for: the remote screen's `listen` port over TCP when it serves one, else
    /// none (systemd.resource-control's `SocketBindAllow=`/`SocketBindDeny=`, checked in
    /// that order). Outgoing connections bind nothing themselves and stay open to the
    /// app; Unix sockets (neatvnc's own, D-Bus, the journal) are not IP binds.
    /// `vitrine check-config --systemd-drop-in BOARD` prints it.
    public var systemdSocketBindDropIn: String {
        var text = """
            # Written by `vitrine check-config --systemd-drop-in` for the board "\(name)": the kiosk may bind
            # \(servesRemoteScreen ? "only TCP port \(remote.port), the remote screen's ([remote] listen = \(remote.listenText))" : "no IP port (it serves no remote screen)").
            # Install: /etc/systemd/system/vitrine@.service.d/socket-bind.conf, then systemctl daemon-reload.
            [Service]

            """
        if servesRemoteScreen { text += "SocketBindAllow=tcp:\(remote.port)\n" }
        text += "SocketBindDeny=any\n"
        return text
    }
}

extension RemoteConfiguration {
    /// `listen` as the board writes it: "127.0.0.1:5900", "[::1]:5900".
    var listenText: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
