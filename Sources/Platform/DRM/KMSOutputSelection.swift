// Vitrine — Apache License 2.0

/// The device, connector, mode and CRTC a `KMSDisplayOutput` drives, found by
/// applying a `KMSConfiguration` to what the kernel reports.
struct KMSOutputSelection {
    var device: DRMDevice
    var connector: Connector
    var mode: DisplayMode
    var crtc: CRTCID
    /// The CRTC's state before Vitrine touched it.
    var crtcStateBefore: CRTCState

    /// An output already chosen (tests).
    init(device: DRMDevice, connector: Connector, mode: DisplayMode, crtc: CRTCID, crtcStateBefore: CRTCState) {
        self.device = device
        self.connector = connector
        self.mode = mode
        self.crtc = crtc
        self.crtcStateBefore = crtcStateBefore
    }

    /// Applies the configuration to one device.
    init(device: DRMDevice, configuration: KMSConfiguration) throws(DRMError) {
        if try device.capability(.dumbBuffer) == 0 {
            throw DRMError(.getCapability, device.path, devicePath: device.path,
                           reason: "the driver has no dumb buffers, which Vitrine scans out from")
        }
        let resources = try device.resources()
        var connectors: [Connector] = []
        for id in resources.connectorIDs { connectors.append(try device.connector(id)) }
        let found = connectors.map { "\($0.name) \($0.status.rawValue)" }.joined(separator: ", ")

        guard let connector = configuration.connector.choose(from: connectors) else {
            let wanted = configuration.connector == .firstConnected
                ? "no connected connector with modes" : "no connector named \(configuration.connector)"
            throw DRMError(.selectConnector, device.path, devicePath: device.path,
                           reason: "\(wanted) (found: \(found.isEmpty ? "none" : found))")
        }
        guard connector.status != .disconnected, !connector.modes.isEmpty else {
            throw DRMError(.selectConnector, device.path, devicePath: device.path,
                           reason: "\(connector.name) is \(connector.status.rawValue) and lists \(connector.modes.count) modes")
        }

        var encoders: [Encoder] = []
        for id in resources.encoderIDs { encoders.append(try device.encoder(id)) }
        guard let crtc = CRTCResolution.crtc(for: connector, encoders: encoders, crtcIDs: resources.crtcIDs) else {
            throw DRMError(.selectCRTC, "\(connector.name) on \(device.path)", devicePath: device.path,
                           reason: "none of its encoders can be fed by a CRTC")
        }
        let state = try device.crtcState(crtc)
        // The CRTC's mode is the connector's current one only if it drives this connector.
        let drivesConnector = connector.currentEncoderID.flatMap { id in encoders.first { $0.id == id } }?.currentCRTCID == crtc
        guard let mode = configuration.mode.choose(from: connector.modes, current: drivesConnector ? state.mode : nil) else {
            throw DRMError(.selectMode, "\(connector.name) on \(device.path)", devicePath: device.path,
                           reason: "no mode matches \(configuration.mode) (modes: \(connector.modes.map(\.description).joined(separator: ", ")))")
        }
        self.device = device
        self.connector = connector
        self.mode = mode
        self.crtc = crtc
        self.crtcStateBefore = state
    }

    /// Opens `configuration.cardPath`, or tries each /dev/dri/card* in order and takes
    /// the first with a matching output.
    init(configuration: KMSConfiguration, directory: String = "/dev/dri") throws(DRMError) {
        if let path = configuration.cardPath {
            try self.init(device: try DRMDevice(path: path), configuration: configuration)
            return
        }
        let cards: [String]
        switch directoryEntries(in: directory, withPrefix: "card") {
        case .success(let names): cards = names.map { "\(directory)/\($0)" }
        case .failure: cards = []
        }
        guard !cards.isEmpty else {
            throw DRMError(.findDevice, "", reason: "no \(directory)/card*")
        }
        var failures: [DRMError] = []
        for path in cards {
            do {
                try self.init(device: try DRMDevice(path: path), configuration: configuration)
                return
            } catch {
                failures.append(error)
            }
        }
        if failures.count == 1 { throw failures[0] }
        throw DRMError(.selectConnector, "on any of \(cards.joined(separator: ", "))",
                       reason: failures.map(\.description).joined(separator: "; "))
    }
}
