// Vitrine — Apache License 2.0

extension DRMDevice {
    /// The id of the connector's property named `name` (such as "DPMS"), or nil when the
    /// connector has none of that name.
    /// - Throws: `DRMError` with operation `.getProperties`.
    ///
    /// The corresponding C functions are `drmModeObjectGetProperties` and `drmModeGetProperty`.
    public func connectorPropertyID(_ connector: ConnectorID, named name: String) throws(DRMError) -> UInt32? {
        switch kmsConnectorPropertyID(fileDescriptor, connector, named: name) {
        case .success(let id):
            return id
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
