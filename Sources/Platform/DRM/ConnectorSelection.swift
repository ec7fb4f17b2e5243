// Vitrine — Apache License 2.0

/// Which connector of a device to drive: a policy value from the board configuration.
public enum ConnectorSelection: Hashable, Sendable, LosslessStringConvertible {
    /// The first connector, in the kernel's order, that is connected and lists a mode;
    /// failing that, the first whose status is unknown and lists a mode (some panel
    /// bridges cannot sense the panel).
    case firstConnected
    /// The connector with this name ("HDMI-A-1", "DSI-1", "Virtual-1"; case-insensitive).
    case named(String)

    /// Reads "first-connected" or a connector name; nil for an empty string.
    public init?(_ description: String) {
        let text = description.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return nil }
        self = text.lowercased() == "first-connected" ? .firstConnected : .named(text)
    }

    /// The text form, which `init?(_:)` reads back.
    public var description: String {
        switch self {
        case .firstConnected: return "first-connected"
        case .named(let name): return name
        }
    }

    /// Picks a connector. A named connector is returned whatever its status, so the
    /// caller can say that it is disconnected rather than that it does not exist.
    public func choose(from connectors: [Connector]) -> Connector? {
        switch self {
        case .firstConnected:
            return connectors.first { $0.status == .connected && !$0.modes.isEmpty }
                ?? connectors.first { $0.status == .unknown && !$0.modes.isEmpty }
        case .named(let name):
            return connectors.first { $0.name.lowercased() == name.lowercased() }
        }
    }
}
