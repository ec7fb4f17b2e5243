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
    public struct Card: Sendable {
        /// The node, such as "/dev/dri/card0".
        public var path: String
        /// What the card reported, or why it could not be read.
        public var details: Result<CardDetails, DRMError>

        /// Creates a card entry from values (tests; real ones come from `scan`).
        public init(path: String, details: Result<CardDetails, DRMError>) {
            self.path = path
            self.details = details
        }
    }

    /// The directory scanned, normally /dev/dri.
    public var directory: String
    /// Why the directory could not be listed (ENOENT: no DRM driver at all).
    public var directoryError: Errno?
    /// The card nodes found, in numeric order.
    public var cards: [Card]

    /// Creates an inventory from values (tests; real ones come from `scan`).
    public init(directory: String, directoryError: Errno? = nil, cards: [Card]) {
        self.directory = directory
        self.directoryError = directoryError
        self.cards = cards
    }

    /// Opens each card*/ node of `directory` and reads its driver and connectors
    /// (probing connectors, which can take a moment on HDMI).
    ///
    /// The corresponding C functions are `drmGetVersion`, `drmModeGetResources` and
    /// `drmModeGetConnector`.
    public static func scan(directory: String = "/dev/dri") -> DRMInventory {
        switch directoryEntries(in: directory, withPrefix: "card") {
        case .failure(let errno):
            return DRMInventory(directory: directory, directoryError: errno, cards: [])
        case .success(let names):
            let cards = names.map { name in
                let path = "\(directory)/\(name)"
                return Card(path: path, details: Result { () throws(DRMError) in try readCard(path) })
            }
            return DRMInventory(directory: directory, cards: cards)
        }
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
        var lines = ["DRM devices (\(directory)):"]
        if let directoryError {
            if directoryError == .noSuchFileOrDirectory {
                lines.append("  none: \(directory) does not exist, so no KMS driver is loaded"
                             + " (VITRINE_DISPLAY=headless runs without a screen)")
            } else {
                lines.append("  cannot list \(directory): \(directoryError) (errno \(directoryError.rawValue))")
            }
            return lines.joined(separator: "\n") + "\n"
        }
        if cards.isEmpty {
            lines.append("  none: \(directory) has no card* nodes, so no KMS driver is loaded")
        }
        for card in cards {
            switch card.details {
            case .failure(let error):
                lines.append("  \(card.path): \(error)")
            case .success(let details):
                let description = details.driverDescription.isEmpty ? "" : " (\(details.driverDescription))"
                lines.append("  \(card.path): driver \(details.driverName)\(description)"
                             + (details.supportsDumbBuffers ? "" : ", no dumb buffers: Vitrine cannot scan out here"))
                if details.connectors.isEmpty && details.connectorErrors.isEmpty {
                    lines.append("    no connectors (a render-only or offload GPU)")
                }
                for connector in details.connectors {
                    lines.append(contentsOf: Self.render(connector))
                }
                for error in details.connectorErrors {
                    lines.append("    \(error)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
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
