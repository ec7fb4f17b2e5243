// Vitrine — Apache License 2.0

/// The KMS objects of a device, by id, in the kernel's order.
///
/// The order of `crtcIDs` matters: an encoder's `possible_crtcs` bit N means `crtcIDs[N]`.
public struct KMSResources: Hashable, Sendable {
    /// Every connector of the device.
    public var connectorIDs: [ConnectorID]
    /// Every encoder of the device.
    public var encoderIDs: [EncoderID]
    /// Every CRTC of the device, in the order `possible_crtcs` bits refer to.
    public var crtcIDs: [CRTCID]

    /// Creates resources from ids (tests; real ones come from `DRMDevice.resources()`).
    public init(connectorIDs: [ConnectorID], encoderIDs: [EncoderID], crtcIDs: [CRTCID]) {
        self.connectorIDs = connectorIDs
        self.encoderIDs = encoderIDs
        self.crtcIDs = crtcIDs
    }
}

/// An encoder: which CRTCs can feed it, and which does now.
public struct Encoder: Hashable, Sendable {
    /// The kernel's id of this encoder.
    public var id: EncoderID
    /// The CRTC feeding it now, if any.
    public var currentCRTCID: CRTCID?
    /// Bit N set when `KMSResources.crtcIDs[N]` can feed this encoder.
    public var possibleCRTCs: UInt32

    /// Creates an encoder from values (tests; real ones come from `DRMDevice.encoder(_:)`).
    public init(id: EncoderID, currentCRTCID: CRTCID?, possibleCRTCs: UInt32) {
        self.id = id
        self.currentCRTCID = currentCRTCID
        self.possibleCRTCs = possibleCRTCs
    }
}

/// What a CRTC scans out now.
public struct CRTCState: Hashable, Sendable {
    /// The kernel's id of this CRTC.
    public var id: CRTCID
    /// The framebuffer on screen, nil when the CRTC is off.
    public var framebufferID: FramebufferID?
    /// The position of the CRTC's top-left pixel in the framebuffer.
    public var x: UInt32, y: UInt32
    /// The mode it runs, nil when it is off.
    public var mode: DisplayMode?
}

extension DRMDevice {
    /// Lists the connectors, encoders and CRTCs.
    /// - Throws: `DRMError` with operation `.getResources` (EOPNOTSUPP/EINVAL on a render
    ///   node or a driver without KMS).
    ///
    /// The corresponding C function is `drmModeGetResources`.
    public func resources() throws(DRMError) -> KMSResources {
        switch kmsResources(fileDescriptor) {
        case .success(let resources):
            return resources
        case .failure(let errno):
            throw DRMError(.getResources, path, devicePath: path, errno: errno)
        }
    }

    /// Reads a connector, probing the sink for its modes (this can take a while on HDMI,
    /// which reads the EDID).
    /// - Throws: `DRMError` with operation `.getConnector`.
    ///
    /// The corresponding C function is `drmModeGetConnector`.
    public func connector(_ id: ConnectorID) throws(DRMError) -> Connector {
        switch kmsConnector(fileDescriptor, id) {
        case .success(let connector):
            return connector
        case .failure(let errno):
            throw DRMError(.getConnector, "\(id) of \(path)", devicePath: path, errno: errno)
        }
    }

    /// Reads an encoder.
    /// - Throws: `DRMError` with operation `.getEncoder`.
    ///
    /// The corresponding C function is `drmModeGetEncoder`.
    public func encoder(_ id: EncoderID) throws(DRMError) -> Encoder {
        switch kmsEncoder(fileDescriptor, id) {
        case .success(let encoder):
            return encoder
        case .failure(let errno):
            throw DRMError(.getEncoder, "\(id) of \(path)", devicePath: path, errno: errno)
        }
    }

    /// Reads what a CRTC scans out now.
    /// - Throws: `DRMError` with operation `.getCRTC`.
    ///
    /// The corresponding C function is `drmModeGetCrtc`.
    public func crtcState(_ id: CRTCID) throws(DRMError) -> CRTCState {
        switch kmsCRTCState(fileDescriptor, id) {
        case .success(let state):
            return state
        case .failure(let errno):
            throw DRMError(.getCRTC, "\(id) of \(path)", devicePath: path, errno: errno)
        }
    }

    /// Sets a CRTC to scan out `framebuffer` with `mode` to `connectors`; with no
    /// framebuffer and no mode, turns the CRTC off. Takes effect at once, not at vblank.
    /// - Throws: `DRMError` with operation `.setCRTC` (EACCES/EBUSY when another process
    ///   is DRM master, EINVAL for a mode or framebuffer the CRTC cannot use).
    ///
    /// The corresponding C function is `drmModeSetCrtc`.
    public func setCRTC(
        _ crtc: CRTCID, framebuffer: FramebufferID?, x: UInt32 = 0, y: UInt32 = 0,
        connectors: [ConnectorID], mode: DisplayMode?
    ) throws(DRMError) {
        let result = nothingOrNegatedErrno {
            kmsSetCRTC(fileDescriptor, crtc, framebuffer: framebuffer, x: x, y: y, connectors: connectors, mode: mode?.raw)
        }
        if case .failure(let errno) = result {
            let target = connectors.map { "\($0)" }.joined(separator: ", ")
            throw DRMError(
                .setCRTC, "CRTC \(crtc) of \(path) (connectors \(target.isEmpty ? "none" : target)"
                    + (mode.map { ", mode \($0)" } ?? "") + ")",
                devicePath: path, errno: errno)
        }
    }
}
