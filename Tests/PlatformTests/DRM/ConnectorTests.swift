// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct ConnectorTests {
    static let mode = DisplayMode(width: 1280, height: 800, clockKilohertz: 83_500, horizontalTotal: 1680,
                                  verticalTotal: 831, isPreferred: true)

    static func connector(_ id: UInt32, type: UInt32, index: UInt32, _ status: Connector.Status, modes: [DisplayMode] = [mode]) -> Connector {
        Connector(id: ConnectorID(rawValue: id), type: type, typeIndex: index, status: status, modes: modes)
    }

    /// Type numbers are DRM_MODE_CONNECTOR_* from drm_mode.h; names are the kernel's
    /// (what /sys/class/drm/card0-<name> shows).
    @Test(arguments: [
        (UInt32(15), UInt32(1), "Virtual-1"), (11, 1, "HDMI-A-1"), (11, 2, "HDMI-A-2"), (12, 1, "HDMI-B-1"),
        (10, 1, "DP-1"), (14, 1, "eDP-1"), (16, 1, "DSI-1"), (17, 1, "DPI-1"), (7, 1, "LVDS-1"),
        (1, 1, "VGA-1"), (2, 1, "DVI-I-1"), (3, 1, "DVI-D-1"), (9, 1, "DIN-1"), (18, 1, "Writeback-1"),
        (19, 1, "SPI-1"), (20, 1, "USB-1"), (0, 1, "Unknown-1"), (99, 3, "Type99-3"),
    ])
    func nameIsTypeNameAndIndex(type: UInt32, index: UInt32, expected: String) {
        #expect(Self.connector(40, type: type, index: index, .connected).name == expected)
    }

    @Test func firstConnectedSkipsDisconnectedAndModelessConnectors() {
        let connectors = [
            Self.connector(30, type: 11, index: 1, .disconnected),
            Self.connector(31, type: 16, index: 1, .connected, modes: []),
            Self.connector(32, type: 11, index: 2, .connected),
            Self.connector(33, type: 15, index: 1, .connected),
        ]
        #expect(ConnectorSelection.firstConnected.choose(from: connectors)?.id == ConnectorID(rawValue: 32))
        #expect(ConnectorSelection.firstConnected.choose(from: Array(connectors.prefix(2))) == nil)
    }

    @Test func firstConnectedFallsBackToUnknownStatusWithModes() {
        let connectors = [
            Self.connector(30, type: 11, index: 1, .disconnected),
            Self.connector(31, type: 17, index: 1, .unknown, modes: []),
            Self.connector(32, type: 17, index: 2, .unknown),
        ]
        #expect(ConnectorSelection.firstConnected.choose(from: connectors)?.id == ConnectorID(rawValue: 32))
        let withConnected = connectors + [Self.connector(33, type: 15, index: 1, .connected)]
        #expect(ConnectorSelection.firstConnected.choose(from: withConnected)?.id == ConnectorID(rawValue: 33))
    }

    @Test func namedMatchesCaseInsensitivelyWhateverTheStatus() {
        let connectors = [Self.connector(30, type: 11, index: 1, .disconnected), Self.connector(33, type: 15, index: 1, .connected)]
        #expect(ConnectorSelection.named("hdmi-a-1").choose(from: connectors)?.id == ConnectorID(rawValue: 30))
        #expect(ConnectorSelection.named("Virtual-1").choose(from: connectors)?.id == ConnectorID(rawValue: 33))
        #expect(ConnectorSelection.named("DSI-1").choose(from: connectors) == nil)
    }

    @Test func selectionParsesAndRoundTrips() {
        #expect(ConnectorSelection("first-connected") == .firstConnected)
        #expect(ConnectorSelection("HDMI-A-1") == .named("HDMI-A-1"))
        #expect(ConnectorSelection("  ") == nil)
        #expect(ConnectorSelection.named("DSI-1").description == "DSI-1")
        #expect(ConnectorSelection(ConnectorSelection.firstConnected.description) == .firstConnected)
    }

    @Test func preferredModeFallsBackToTheFirst() {
        let plain = DisplayMode(width: 800, height: 480, clockKilohertz: 33_260, horizontalTotal: 1056, verticalTotal: 525)
        #expect(Self.connector(1, type: 15, index: 1, .connected, modes: [plain, Self.mode]).preferredMode == Self.mode)
        #expect(Self.connector(1, type: 15, index: 1, .connected, modes: [plain]).preferredMode == plain)
        #expect(Self.connector(1, type: 15, index: 1, .connected, modes: []).preferredMode == nil)
    }
}
