// Vitrine — Apache License 2.0
import Foundation

/// The `[remote]` section of a board file: the screen served over VNC, for support staff
/// (a mirror of the panel beside DRM, fbdev or headless with `vnc = true`; the whole
/// display with `VITRINE_DISPLAY=vnc`).
///
/// Guarantees: `host` is an IPv4 or IPv6 literal and `port` within 1…65535; a listen
/// address other than loopback has a password; `passwordFile` is a regular file only
/// the kiosk's user can read or write (mode 0600 or 0400, owned by this user), and comes
/// with `tlsKey` and `tlsCertificate` (neatvnc asks for the password inside TLS,
/// VeNCrypt); `maximumClients` is within 1…16; `loginTimeout` within 1…300 seconds.
public struct RemoteConfiguration: Hashable, Sendable {
    /// `vnc`: serve the screen over VNC beside the board's display; false by default.
    public private(set) var isEnabled: Bool
    /// `listen`, "127.0.0.1:5900" by default: the address (an IP literal) and port.
    public private(set) var host: String
    public private(set) var port: UInt16
    /// `password-file`: the file whose first line is the viewers' password.
    public private(set) var passwordFile: String?
    /// `view-only`: viewers cannot touch or type; false by default.
    public private(set) var isViewOnly: Bool
    /// `max-clients`: viewers served at once; 2 by default (ours: support staff and one more).
    public private(set) var maximumClients: Int
    /// `login-timeout`: seconds a viewer has to log in before it is dropped (it holds one
    /// of the `max-clients` places meanwhile); 30 by default (ours: time to type a password
    /// in a viewer's dialog, short enough that stalled connections cannot keep staff out).
    public private(set) var loginTimeout: Int
    /// `tls-key` and `tls-cert`: PEM files for VeNCrypt's TLS.
    public private(set) var tlsKey: String?
    public private(set) var tlsCertificate: String?

    public static let defaultListen = "127.0.0.1:5900"

    /// A remote configuration; the defaults are those of an absent key. The values must
    /// satisfy the guarantees above (the board file's decoder checks them).
    public init(isEnabled: Bool = false, host: String = "127.0.0.1", port: UInt16 = 5900, passwordFile: String? = nil,
                isViewOnly: Bool = false, maximumClients: Int = 2, tlsKey: String? = nil, tlsCertificate: String? = nil,
                loginTimeout: Int = 30) {
        precondition((1...16).contains(maximumClients), "RemoteConfiguration: 'maximumClients' must be within 1…16")
        precondition((1...300).contains(loginTimeout), "RemoteConfiguration: 'loginTimeout' must be within 1…300")
        self.loginTimeout = loginTimeout
        self.isEnabled = isEnabled
        self.host = host
        self.port = port
        self.passwordFile = passwordFile
        self.isViewOnly = isViewOnly
        self.maximumClients = maximumClients
        self.tlsKey = tlsKey
        self.tlsCertificate = tlsCertificate
    }

    /// The keys the `[remote]` section accepts.
    static let keys = ["vnc", "listen", "password-file", "view-only", "max-clients", "tls-key", "tls-cert", "login-timeout"]

    /// Decodes and validates a `[remote]` table, recording each bad key's error.
    init(decoding table: ConfigurationTable) {
        table.rejectUnknownKeys(allowed: Self.keys)
        self.init()
        table.collect { () throws(BoardConfigurationError) in
            if let value = try table.bool("vnc") { isEnabled = value }
        }
        table.collect { () throws(BoardConfigurationError) in
            if let value = try table.bool("view-only") { isViewOnly = value }
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let value = try table.integer("max-clients") else { return }
            guard (1...16).contains(value) else {
                throw table.error("max-clients", .invalidValue("\(value) is not a number of viewers within 1…16"))
            }
            maximumClients = value
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let value = try table.integer("login-timeout") else { return }
            guard (1...300).contains(value) else {
                throw table.error("login-timeout", .invalidValue("\(value) is not a number of seconds within 1…300"))
            }
            loginTimeout = value
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let path = try table.string("password-file") else { return }
            if let problem = Self.passwordFileProblem(path) { throw table.error("password-file", .invalidValue(problem)) }
            passwordFile = path
        }
        for (key, isKey) in [("tls-key", true), ("tls-cert", false)] {
            table.collect { () throws(BoardConfigurationError) in
                guard let path = try table.string(key) else { return }
                guard path.hasPrefix("/"), FileManager.default.isReadableFile(atPath: path) else {
                    throw table.error(key, .invalidValue("\(BoardConfigurationError.quoted(path)) is not an absolute path of a readable PEM file"))
                }
                if isKey { tlsKey = path } else { tlsCertificate = path }
            }
        }
        table.collect { () throws(BoardConfigurationError) in
            if passwordFile != nil, tlsKey == nil || tlsCertificate == nil, !table.has("tls-key") || !table.has("tls-cert") {
                throw table.error("password-file", .invalidValue(
                    "a password needs tls-key and tls-cert too: neatvnc asks for it inside TLS (VeNCrypt) so it never crosses the network in clear"))
            }
        }
        table.collect { () throws(BoardConfigurationError) in
            let text = try table.string("listen") ?? Self.defaultListen
            guard let (host, port) = Self.parseListen(text) else {
                throw table.error("listen", .invalidValue(
                    "\(BoardConfigurationError.quoted(text)) is not an IP address and port such as \"127.0.0.1:5900\", \"0.0.0.0:5900\" or \"[::1]:5900\""))
            }
            if !Self.isLoopback(host), passwordFile == nil, !table.has("password-file") {
                throw table.error("listen", .invalidValue(
                    "\(text) can be reached from the network, so a password is required: set password-file, tls-key and tls-cert, or listen on 127.0.0.1 (and reach it through an SSH tunnel)"))
            }
            self.host = host
            self.port = port
        }
    }

    /// "host:port" or "[v6]:port" with an IP literal (no names: a kiosk should not wait
    /// for DNS to start) and a port in 1…65535.
    static func parseListen(_ text: String) -> (String, UInt16)? {
        var host: Substring, portText: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            portText = text[text.index(close, offsetBy: 2)...]
        } else {
            guard let colon = text.lastIndex(of: ":") else { return nil }
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
            guard !host.contains(":") else { return nil }
        }
        guard let port = UInt16(portText), port > 0, isIPLiteral(String(host)) else { return nil }
        return (String(host), port)
    }

    static func isIPLiteral(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    /// 127.0.0.0/8 and ::1: only this machine can connect.
    static func isLoopback(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, host, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        if inet_pton(AF_INET6, host, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { bytes in bytes.dropLast().allSatisfy { $0 == 0 } && bytes.last == 1 }
        }
        return false
    }

    /// Why `path` cannot hold the password, or nil: it must be an absolute path of a
    /// regular file owned by this user that no one else may read or write.
    static func passwordFileProblem(_ path: String) -> String? {
        let quoted = BoardConfigurationError.quoted(path)
        guard path.hasPrefix("/") else { return "\(quoted) is not an absolute path" }
        var status = stat()
        guard stat(path, &status) == 0 else {
            return "\(quoted): \(String(cString: strerror(errno)))"
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return "\(quoted) is not a regular file" }
        guard status.st_uid == geteuid() else {
            return "\(quoted) belongs to user \(status.st_uid), not to the kiosk's user (\(geteuid())); chown it"
        }
        guard status.st_mode & 0o077 == 0 else {
            return "\(quoted) has mode \(String(status.st_mode & 0o777, radix: 8)): others may read it; chmod 600 it"
        }
        guard access(path, R_OK) == 0 else { return "\(quoted) is not readable by the kiosk's user" }
        return nil
    }

    /// The password: the file's first line, checked again as `passwordFile` is.
    /// - Throws: `RemoteScreenError` when the file changed into one that cannot be used, or is empty.
    public func readPassword() throws(RemoteScreenError) -> String? {
        guard let passwordFile else { return nil }
        if let problem = Self.passwordFileProblem(passwordFile) { throw RemoteScreenError("remote.password-file: \(problem)") }
        guard let data = FileManager.default.contents(atPath: passwordFile),
              let line = String(decoding: data.prefix(4096), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).first,
              !line.isEmpty
        else { throw RemoteScreenError("remote.password-file: \(passwordFile) has no password on its first line") }
        return String(line.hasSuffix("\r") ? line.dropLast() : line)
    }

    /// One line for `vitrine check-config`: "VNC mirror on 127.0.0.1:5900, no password, 2 viewers".
    public var summary: String {
        let address = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        return "\(isEnabled ? "VNC mirror" : "VNC (VITRINE_DISPLAY=vnc only)") on \(address), "
            + "\(passwordFile == nil ? "no password" : "password over TLS")\(isViewOnly ? ", view-only" : ""), \(maximumClients) viewers"
    }

    /// The settings the server runs with: this section's, with the password read.
    public func serverSettings(name: String) throws(RemoteScreenError) -> RemoteScreenSettings {
        RemoteScreenSettings(host: host, port: port, name: name, isViewOnly: isViewOnly, maximumClients: maximumClients,
                             password: try readPassword(), tlsKeyPath: tlsKey, tlsCertificatePath: tlsCertificate,
                             loginTimeout: Double(loginTimeout))
    }
}
