// Vitrine — Apache License 2.0

/// Every DRM card of the machine with its driver, connectors and modes, for `vitrine info`.
///
/// Scanning never stops at a device it cannot read: that device is listed with its
/// error. Reading connectors does not need DRM master, so this works beside a running
/// kiosk or display server.
public struct DRMInventory: Sendable {
    /// What one card reported.
    public struct CardDetails: Sendable {
        /// The kernel driver's name, such as "bochs-drm" or "vc4".
        public var driverName: String
        /// The driver's own description, such as "bochs dispi vga interface (qemu stdvga)".
        public var driverDescription: String
        /// Whether the driver offers dumb buffers, which Vitrine scans out from.
        public var supportsDumbBuffers: Bool
        /// The connectors that could be read, in the kernel's order.
        public var connectors: [Connector]
        /// Connectors that could not be read.
        public var connectorErrors: [DRMError]

        /// Creates card details from values (tests; real ones come from `scan`).
        public init(driverName: String, driverDescription: String, supportsDumbBuffers: Bool,
                    connectors: [Connector], connectorErrors: [DRMError] = []) {
            self.driverName = driverName
            self.driverDescription = driverDescription
            self.supportsDumbBuffers = supportsDumbBuffers
            self.connectors = connectors
            self.connectorErrors = connectorErrors
        }
    }

    /// One /dev/dri/card* node and what reading it gave.
    public typealias Card = DeviceInventory<CardDetails, DRMError>.Node

    /// The card nodes found and what reading each gave.
    var inventory: DeviceInventory<CardDetails, DRMError>

    /// The directory scanned, normally /dev/dri.
    public var directory: String { inventory.directory }
    /// Why the directory could not be listed (ENOENT: no DRM driver at all).
    public var directoryError: Errno? { inventory.directoryError }
    /// The card nodes found, in numeric order.
    public var cards: [Card] { inventory.nodes }

    /// Creates an inventory from values (tests; real ones come from `scan`).
    public init(directory: String, directoryError: Errno? = nil, cards: [Card]) {
        inventory = DeviceInventory(directory: directory, directoryError: directoryError, nodes: cards)
    }

    /// Opens each card*/ node of `directory` and reads its driver and connectors
    /// (probing connectors, which can take a moment on HDMI).
    ///
    /// The corresponding C functions are `drmGetVersion`, `drmModeGetResources` and
    /// `drmModeGetConnector`.
    public static func scan(directory: String = "/dev/dri") -> DRMInventory {
        var scanned = DRMInventory(directory: directory, cards: [])
        scanned.inventory = .scan(directory: directory, prefix: "card", read: readCard)
        return scanned
    }

    private static func readCard(_ path: String) throws(DRMError) -> CardDetails {
        let device = try DRMDevice(path: path)
        let driver = try device.driver()
        let dumb = (try? device.capability(.dumbBuffer)).map { $0 != 0 } ?? false
        let resources = try device.resources()
        var connectors: [Connector] = []
        var errors: [DRMError] = []
        for id in resources.connectorIDs {
            do { connectors.append(try device.connector(id)) } catch { errors.append(error) }
        }
        return CardDetails(driverName: driver.name, driverDescription: driver.description,
                           supportsDumbBuffers: dumb, connectors: connectors, connectorErrors: errors)
    }

    /// One readable page: each card, its driver, each connector with status, physical
    /// size and modes, the preferred mode marked with "*".
    public func render() -> String {
        inventory.render(
            title: "DRM devices (\(directory)):",
            missing: "  none: \(directory) does not exist, so no KMS driver is loaded"
                + " (VITRINE_DISPLAY=headless runs without a screen)",
            empty: "  none: \(directory) has no card* nodes, so no KMS driver is loaded"
        ) { path, details in
            let description = details.driverDescription.isEmpty ? "" : " (\(details.driverDescription))"
            var lines = ["  \(path): driver \(details.driverName)\(description)"
                         + (details.supportsDumbBuffers ? "" : ", no dumb buffers: Vitrine cannot scan out here")]
            if details.connectors.isEmpty && details.connectorErrors.isEmpty {
                lines.append("    no connectors (a render-only or offload GPU)")
            }
            for connector in details.connectors {
                lines.append(contentsOf: Self.render(connector))
            }
            for error in details.connectorErrors {
                lines.append("    \(error)")
            }
            return lines
        }
    }

    private static func render(_ connector: Connector) -> [String] {
        var head = "    \(connector.name) (connector \(connector.id)): \(connector.status.rawValue)"
        if let width = connector.physicalWidthMillimeters, let height = connector.physicalHeightMillimeters {
            head += ", \(width)x\(height) mm"
        } else {
            head += ", size unknown"
        }
        var lines = [head]
        if connector.modes.isEmpty && connector.status != .disconnected {
            lines.append("      no modes")
        }
        for mode in connector.modes {
            lines.append("      \(mode.isPreferred ? "*" : " ") \(mode)\(mode.isPreferred ? " (preferred)" : "")")
        }
        return lines
    }
}
