// Vitrine — Apache License 2.0

/// How the remote screen listens and whom it lets in; built from the board's `[remote]`
/// section, which has already checked every value.
public struct RemoteScreenSettings: Sendable, Equatable {
    /// The address to bind, such as "127.0.0.1" or "0.0.0.0".
    public var host: String
    public var port: UInt16
    /// The desktop name viewers show.
    public var name: String
    /// Viewers see the screen but their pointer and keys are dropped.
    public var isViewOnly: Bool
    /// The most viewers served at once, counting those still logging in.
    public var maximumClients: Int
    /// Seconds a viewer has to log in (through its ClientInit) before it is dropped, so
    /// connections that never finish cannot hold the `maximumClients` places.
    public var loginTimeout: Double
    /// The password viewers must give (VeNCrypt), or nil for none.
    public var password: String?
    /// The TLS key and certificate VeNCrypt needs with a password (PEM files).
    public var tlsKeyPath: String?
    public var tlsCertificatePath: String?

    public init(host: String = "127.0.0.1", port: UInt16 = 5900, name: String = "Vitrine", isViewOnly: Bool = false,
                maximumClients: Int = 2, password: String? = nil, tlsKeyPath: String? = nil, tlsCertificatePath: String? = nil,
                loginTimeout: Double = 30) {
        self.host = host
        self.port = port
        self.name = name
        self.isViewOnly = isViewOnly
        self.maximumClients = maximumClients
        self.loginTimeout = loginTimeout
        self.password = password
        self.tlsKeyPath = tlsKeyPath
        self.tlsCertificatePath = tlsCertificatePath
    }
}
