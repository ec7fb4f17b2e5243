// Vitrine — Apache License 2.0

/// An open DRM card node such as /dev/dri/card0, closed when the last reference goes.
///
/// The first process to open a card while no other holds DRM master becomes master and
/// may modeset; everything that scans out (dumb buffers, the CRTC restorer, the display
/// output) keeps a reference so the descriptor outlives them.
public final class DRMDevice {
    /// The path it was opened from, for messages.
    public let path: String
    /// The open descriptor.
    public let fileDescriptor: Int32

    /// Opens `path` read-write with close-on-exec.
    /// - Throws: `DRMError` with operation `.open` and the errno.
    ///
    /// The corresponding C function is `open`.
    public init(path: String) throws(DRMError) {
        let result = valueOrErrno { platform_open(path, _O_RDWR | _O_CLOEXEC) }
        switch result {
        case .success(let fd):
            self.path = path
            self.fileDescriptor = fd
        case .failure(let errno):
            throw DRMError(.open, path, devicePath: path, errno: errno)
        }
    }

    deinit {
        // close() on Linux releases the descriptor even when it reports EINTR: never retry.
        _ = platform_close(fileDescriptor)
    }

    // MARK: - Capabilities

    /// A device capability (`DRM_CAP_*`) to read with `capability(_:)`.
    public struct Capability: RawRepresentable, Hashable, Sendable {
        /// The C constant's value.
        public let rawValue: UInt64
        /// Wraps a C constant.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// Non-zero when the driver can create dumb (CPU-mapped) buffers.
        public static let dumbBuffer = Capability(rawValue: _DRM_CAP_DUMB_BUFFER)
        /// Non-zero when the driver suggests drawing into a shadow buffer in RAM and
        /// copying, because the mapping is slow to read (Vitrine always does).
        public static let dumbPreferShadow = Capability(rawValue: _DRM_CAP_DUMB_PREFER_SHADOW)
        /// Non-zero when page-flip event timestamps use CLOCK_MONOTONIC.
        public static let monotonicTimestamps = Capability(rawValue: _DRM_CAP_TIMESTAMP_MONOTONIC)
    }

    /// A behaviour a client opts into (`DRM_CLIENT_CAP_*`) with `setClientCapability(_:)`.
    public struct ClientCapability: RawRepresentable, Hashable, Sendable {
        /// The C constant's value.
        public let rawValue: UInt64
        /// Wraps a C constant.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// Expose primary and cursor planes as planes, not only overlays.
        public static let universalPlanes = ClientCapability(rawValue: _DRM_CLIENT_CAP_UNIVERSAL_PLANES)
        /// Allow atomic modesetting (implies universal planes).
        public static let atomic = ClientCapability(rawValue: _DRM_CLIENT_CAP_ATOMIC)
    }

    /// Reads a device capability.
    /// - Returns: the driver's value, 0 for "no".
    /// - Throws: `DRMError` with operation `.getCapability` (EINVAL for a capability the
    ///   kernel does not know).
    ///
    /// The corresponding C function is `drmGetCap`.
    public func capability(_ capability: Capability) throws(DRMError) -> UInt64 {
        do {
            return try _capability(capability).get()
        } catch {
            throw DRMError(.getCapability, "\(path) (cap \(capability.rawValue))", devicePath: path, errno: error)
        }
    }

    func _capability(_ capability: Capability) -> Result<UInt64, Errno> {
        var value: UInt64 = 0
        // drmGetCap returns drmIoctl's -1 with errno set, not a negated errno.
        return nothingOrErrno(retryOnInterrupt: false) {
            platform_drmGetCap(fileDescriptor, capability.rawValue, &value)
        }.map { value }
    }

    /// Opts into a client capability.
    /// - Throws: `DRMError` with operation `.setClientCapability` (EINVAL or EOPNOTSUPP
    ///   when the driver lacks it).
    ///
    /// The corresponding C function is `drmSetClientCap`.
    public func setClientCapability(_ capability: ClientCapability, enabled: Bool = true) throws(DRMError) {
        do {
            try _setClientCapability(capability, enabled: enabled).get()
        } catch {
            throw DRMError(.setClientCapability, "\(path) (cap \(capability.rawValue))", devicePath: path, errno: error)
        }
    }

    func _setClientCapability(_ capability: ClientCapability, enabled: Bool) -> Result<Void, Errno> {
        // drmSetClientCap returns drmIoctl's -1 with errno set.
        nothingOrErrno(retryOnInterrupt: false) {
            platform_drmSetClientCap(fileDescriptor, capability.rawValue, enabled ? 1 : 0)
        }
    }

    // MARK: - Driver

    /// The kernel driver's name ("bochs-drm", "vc4", "i915") and description.
    /// - Throws: `DRMError` with operation `.getVersion`.
    ///
    /// The corresponding C function is `drmGetVersion`.
    public func driver() throws(DRMError) -> (name: String, description: String) {
        switch kmsDriverVersion(fileDescriptor) {
        case .success(let version):
            return version
        case .failure(let errno):
            throw DRMError(.getVersion, path, devicePath: path, errno: errno)
        }
    }
}
