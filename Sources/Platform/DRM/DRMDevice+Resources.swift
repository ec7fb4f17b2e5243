// Vitrine — Apache License 2.0
import CLibDRM

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
        switch pointerOrErrno({ platform_drmModeGetResources(fileDescriptor) }) {
        case .success(let pointer):
            defer { platform_drmModeFreeResources(pointer) }
            let raw = pointer.pointee
            func ids<ID>(_ base: UnsafeMutablePointer<UInt32>?, _ count: Int32, _ make: (UInt32) -> ID) -> [ID] {
                guard let base, count > 0 else { return [] }
                return UnsafeBufferPointer(start: base, count: Int(count)).map(make)
            }
            return KMSResources(
                connectorIDs: ids(raw.connectors, raw.count_connectors, ConnectorID.init(rawValue:)),
                encoderIDs: ids(raw.encoders, raw.count_encoders, EncoderID.init(rawValue:)),
                crtcIDs: ids(raw.crtcs, raw.count_crtcs, CRTCID.init(rawValue:)))
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
        switch pointerOrErrno({ platform_drmModeGetConnector(fileDescriptor, id.rawValue) }) {
        case .success(let pointer):
            defer { platform_drmModeFreeConnector(pointer) }
            return Connector(raw: pointer.pointee)
        case .failure(let errno):
            throw DRMError(.getConnector, "\(id) of \(path)", devicePath: path, errno: errno)
        }
    }

    /// Reads an encoder.
    /// - Throws: `DRMError` with operation `.getEncoder`.
    ///
    /// The corresponding C function is `drmModeGetEncoder`.
    public func encoder(_ id: EncoderID) throws(DRMError) -> Encoder {
        switch pointerOrErrno({ platform_drmModeGetEncoder(fileDescriptor, id.rawValue) }) {
        case .success(let pointer):
            defer { platform_drmModeFreeEncoder(pointer) }
            let raw = pointer.pointee
            return Encoder(
                id: id, currentCRTCID: raw.crtc_id != 0 ? CRTCID(rawValue: raw.crtc_id) : nil,
                possibleCRTCs: raw.possible_crtcs)
        case .failure(let errno):
            throw DRMError(.getEncoder, "\(id) of \(path)", devicePath: path, errno: errno)
        }
    }

    /// Reads what a CRTC scans out now.
    /// - Throws: `DRMError` with operation `.getCRTC`.
    ///
    /// The corresponding C function is `drmModeGetCrtc`.
    public func crtcState(_ id: CRTCID) throws(DRMError) -> CRTCState {
        switch pointerOrErrno({ platform_drmModeGetCrtc(fileDescriptor, id.rawValue) }) {
        case .success(let pointer):
            defer { platform_drmModeFreeCrtc(pointer) }
            let raw = pointer.pointee
            return CRTCState(
                id: id, framebufferID: raw.buffer_id != 0 ? FramebufferID(rawValue: raw.buffer_id) : nil,
                x: raw.x, y: raw.y, mode: raw.mode_valid != 0 ? DisplayMode(raw: raw.mode) : nil)
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
        var connectorIDs = connectors.map(\.rawValue)
        var rawMode = mode?.raw ?? drmModeModeInfo()
        let result = connectorIDs.withUnsafeMutableBufferPointer { ids in
            withUnsafeMutablePointer(to: &rawMode) { modePointer in
                nothingOrNegatedErrno {
                    platform_drmModeSetCrtc(
                        fileDescriptor, crtc.rawValue, /* framebuffer: */ framebuffer?.rawValue ?? 0,
                        /* x: */ x, /* y: */ y, ids.baseAddress, Int32(ids.count),
                        /* mode: */ mode == nil ? nil : modePointer)
                }
            }
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
