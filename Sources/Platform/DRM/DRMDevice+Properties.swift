// Vitrine — Apache License 2.0
import CLibDRM

extension DRMDevice {
    /// The id of the connector's property named `name` (such as "DPMS"), or nil when the
    /// connector has none of that name.
    /// - Throws: `DRMError` with operation `.getProperties`.
    ///
    /// The corresponding C functions are `drmModeObjectGetProperties` and `drmModeGetProperty`.
    public func connectorPropertyID(_ connector: ConnectorID, named name: String) throws(DRMError) -> UInt32? {
        switch pointerOrErrno({ platform_drmModeObjectGetProperties(fileDescriptor, connector.rawValue, _DRM_MODE_OBJECT_CONNECTOR) }) {
        case .success(let list):
            defer { platform_drmModeFreeObjectProperties(list) }
            guard let ids = list.pointee.props else { return nil }
            for index in 0..<Int(list.pointee.count_props) {
                guard let property = platform_drmModeGetProperty(fileDescriptor, ids[index]) else { continue }
                defer { platform_drmModeFreeProperty(property) }
                let propertyName = withUnsafeBytes(of: property.pointee.name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if propertyName == name { return property.pointee.prop_id }
            }
            return nil
        case .failure(let errno):
            throw DRMError(.getProperties, "connector \(connector) of \(path)", devicePath: path, errno: errno)
        }
    }

    /// Sets a connector property, at once (legacy, not atomic).
    /// - Throws: `DRMError` with operation `.setProperty`.
    ///
    /// The corresponding C function is `drmModeConnectorSetProperty`.
    public func setConnectorProperty(_ connector: ConnectorID, property: UInt32, value: UInt64) throws(DRMError) {
        if case .failure(let errno) = nothingOrNegatedErrno({
            platform_drmModeConnectorSetProperty(fileDescriptor, connector.rawValue, property, value)
        }) {
            throw DRMError(.setProperty, "connector \(connector) of \(path) (property \(property) = \(value))", devicePath: path, errno: errno)
        }
    }
}
