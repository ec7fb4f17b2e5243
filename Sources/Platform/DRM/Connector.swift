// Vitrine — Apache License 2.0

/// An output of a DRM device (a panel, an HDMI port, QEMU's virtual screen), copied once
/// from the kernel's connector (kmsConnector, Internals/) so no C pointer escapes Platform.
public struct Connector: Hashable, Sendable, CustomStringConvertible {
    /// Whether something is plugged into a connector.
    public enum Status: String, Hashable, Sendable {
        case connected
        case disconnected
        /// The driver cannot tell (some LVDS and virtual outputs).
        case unknown
    }

    /// The kernel's id of this connector.
    public var id: ConnectorID
    /// The kernel's connector type (`DRM_MODE_CONNECTOR_*`), such as 11 for HDMI-A.
    public var type: UInt32
    /// The 1-based index among connectors of the same type on this device.
    public var typeIndex: UInt32
    /// Whether a sink is plugged in.
    public var status: Status
    /// The modes the sink supports, in the driver's order.
    public var modes: [DisplayMode]
    /// The physical size the sink reports, or nil when it reports none (0).
    public var physicalWidthMillimeters: Int?, physicalHeightMillimeters: Int?
    /// The encoders that can drive this connector.
    public var encoderIDs: [EncoderID]
    /// The encoder driving it now, if any.
    public var currentEncoderID: EncoderID?

    /// Creates a connector from values (tests; real connectors come from the device).
    public init(
        id: ConnectorID, type: UInt32, typeIndex: UInt32, status: Status, modes: [DisplayMode],
        physicalWidthMillimeters: Int? = nil, physicalHeightMillimeters: Int? = nil,
        encoderIDs: [EncoderID] = [], currentEncoderID: EncoderID? = nil
    ) {
        self.id = id
        self.type = type
        self.typeIndex = typeIndex
        self.status = status
        self.modes = modes
        self.physicalWidthMillimeters = physicalWidthMillimeters
        self.physicalHeightMillimeters = physicalHeightMillimeters
        self.encoderIDs = encoderIDs
        self.currentEncoderID = currentEncoderID
    }

    /// The name users and board files use, the type name and index as the kernel writes
    /// them in /sys/class/drm: "HDMI-A-1", "eDP-1", "Virtual-1".
    public var name: String { "\(Self.typeName(type))-\(typeIndex)" }

    /// The preferred mode, else the first one; nil when the connector lists none.
    public var preferredMode: DisplayMode? { modes.first(where: \.isPreferred) ?? modes.first }

    /// "HDMI-A-1 (connector 35)".
    public var description: String { "\(name) (connector \(id))" }

    /// The kernel's spelling of a `DRM_MODE_CONNECTOR_*` type (drm_connector_enum_list).
    static func typeName(_ type: UInt32) -> String {
        let names = [
            "Unknown", "VGA", "DVI-I", "DVI-D", "DVI-A", "Composite", "SVIDEO", "LVDS", "Component",
            "DIN", "DP", "HDMI-A", "HDMI-B", "TV", "eDP", "Virtual", "DSI", "DPI", "Writeback", "SPI", "USB",
        ]
        return type < names.count ? names[Int(type)] : "Type\(type)"
    }
}
