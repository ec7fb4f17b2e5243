// Vitrine — Apache License 2.0
// The libdrm queries that return a C struct, each copied into Platform's Swift value and
// freed here, so no C pointer or struct leaves Internals. NULL and errno on failure
// (pointerOrErrno).
import CLibDRM

/// `drmGetVersion`: the driver's name and description.
func kmsDriverVersion(_ fd: Int32) -> Result<(name: String, description: String), Errno> {
    pointerOrErrno { platform_drmGetVersion(fd) }.map { version in
        defer { platform_drmFreeVersion(version) }
        func text(_ pointer: UnsafeMutablePointer<CChar>?, _ length: Int32) -> String {
            guard let pointer, length > 0 else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
        }
        return (text(version.pointee.name, version.pointee.name_len), text(version.pointee.desc, version.pointee.desc_len))
    }
}

/// `drmModeGetResources`: the device's connectors, encoders and CRTCs.
func kmsResources(_ fd: Int32) -> Result<KMSResources, Errno> {
    pointerOrErrno { platform_drmModeGetResources(fd) }.map { pointer in
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
    }
}

/// `drmModeGetConnector`: a connector with its modes (probing the sink).
func kmsConnector(_ fd: Int32, _ id: ConnectorID) -> Result<Connector, Errno> {
    pointerOrErrno { platform_drmModeGetConnector(fd, id.rawValue) }.map { pointer in
        defer { platform_drmModeFreeConnector(pointer) }
        let raw = pointer.pointee
        let status: Connector.Status
        switch raw.connection {
        case DRM_MODE_CONNECTED: status = .connected
        case DRM_MODE_DISCONNECTED: status = .disconnected
        default: status = .unknown
        }
        let modes = (0..<Int(max(0, raw.count_modes))).compactMap { index in
            raw.modes.map { DisplayMode(raw: KernelModeInfo($0[index])) }
        }
        let encoders = (0..<Int(max(0, raw.count_encoders))).compactMap { index in
            raw.encoders.map { EncoderID(rawValue: $0[index]) }
        }
        return Connector(
            id: ConnectorID(rawValue: raw.connector_id), type: raw.connector_type,
            typeIndex: raw.connector_type_id, status: status, modes: modes,
            physicalWidthMillimeters: raw.mmWidth > 0 ? Int(raw.mmWidth) : nil,
            physicalHeightMillimeters: raw.mmHeight > 0 ? Int(raw.mmHeight) : nil,
            encoderIDs: encoders,
            currentEncoderID: raw.encoder_id != 0 ? EncoderID(rawValue: raw.encoder_id) : nil)
    }
}

/// `drmModeGetEncoder`: which CRTCs can feed an encoder, and which does now.
func kmsEncoder(_ fd: Int32, _ id: EncoderID) -> Result<Encoder, Errno> {
    pointerOrErrno { platform_drmModeGetEncoder(fd, id.rawValue) }.map { pointer in
        defer { platform_drmModeFreeEncoder(pointer) }
        let raw = pointer.pointee
        return Encoder(
            id: id, currentCRTCID: raw.crtc_id != 0 ? CRTCID(rawValue: raw.crtc_id) : nil,
            possibleCRTCs: raw.possible_crtcs)
    }
}

/// `drmModeGetCrtc`: what a CRTC scans out now.
func kmsCRTCState(_ fd: Int32, _ id: CRTCID) -> Result<CRTCState, Errno> {
    pointerOrErrno { platform_drmModeGetCrtc(fd, id.rawValue) }.map { pointer in
        defer { platform_drmModeFreeCrtc(pointer) }
        let raw = pointer.pointee
        return CRTCState(
            id: id, framebufferID: raw.buffer_id != 0 ? FramebufferID(rawValue: raw.buffer_id) : nil,
            x: raw.x, y: raw.y, mode: raw.mode_valid != 0 ? DisplayMode(raw: KernelModeInfo(raw.mode)) : nil)
    }
}

/// `drmModeObjectGetProperties` and `drmModeGetProperty`: the id of the connector's
/// property named `name`, nil when it has none of that name.
func kmsConnectorPropertyID(_ fd: Int32, _ connector: ConnectorID, named name: String) -> Result<UInt32?, Errno> {
    pointerOrErrno {
        platform_drmModeObjectGetProperties(fd, connector.rawValue, _DRM_MODE_OBJECT_CONNECTOR)
    }.map { list in
        defer { platform_drmModeFreeObjectProperties(list) }
        guard let ids = list.pointee.props else { return nil }
        for index in 0..<Int(list.pointee.count_props) {
            guard let property = platform_drmModeGetProperty(fd, ids[index]) else { continue }
            defer { platform_drmModeFreeProperty(property) }
            let propertyName = withUnsafeBytes(of: property.pointee.name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if propertyName == name { return property.pointee.prop_id }
        }
        return nil
    }
}

/// `drmModeSetCrtc` with Swift values: no framebuffer (0) and no mode turn the CRTC off.
/// -errno on failure.
func kmsSetCRTC(
    _ fd: Int32, _ crtc: CRTCID, framebuffer: FramebufferID?, x: UInt32, y: UInt32,
    connectors: [ConnectorID], mode: KernelModeInfo?
) -> Int32 {
    var connectorIDs = connectors.map(\.rawValue)
    var rawMode = mode?.c ?? drmModeModeInfo()
    return connectorIDs.withUnsafeMutableBufferPointer { ids in
        withUnsafeMutablePointer(to: &rawMode) { modePointer in
            platform_drmModeSetCrtc(
                fd, crtc.rawValue, /* framebuffer: */ framebuffer?.rawValue ?? 0,
                /* x: */ x, /* y: */ y, ids.baseAddress, Int32(ids.count),
                /* mode: */ mode == nil ? nil : modePointer)
        }
    }
}
