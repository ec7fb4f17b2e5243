// Vitrine — Apache License 2.0
// KMS object properties (the connector's "DPMS"), one `platform_*` function per C call.
import CLibDRM

// MARK: - libdrm KMS property queries (NULL and errno on failure)

func platform_drmModeObjectGetProperties(_ fd: Int32, _ objectID: UInt32, _ objectType: UInt32) -> UnsafeMutablePointer<drmModeObjectProperties>? {
    drmModeObjectGetProperties(fd, objectID, objectType)
}

func platform_drmModeFreeObjectProperties(_ properties: UnsafeMutablePointer<drmModeObjectProperties>) {
    drmModeFreeObjectProperties(properties)
}

func platform_drmModeGetProperty(_ fd: Int32, _ propertyID: UInt32) -> UnsafeMutablePointer<drmModePropertyRes>? {
    drmModeGetProperty(fd, propertyID)
}

func platform_drmModeFreeProperty(_ property: UnsafeMutablePointer<drmModePropertyRes>) {
    drmModeFreeProperty(property)
}

// MARK: - libdrm KMS property commands (these return -errno)

func platform_drmModeConnectorSetProperty(_ fd: Int32, _ connectorID: UInt32, _ propertyID: UInt32, _ value: UInt64) -> Int32 {
    drmModeConnectorSetProperty(fd, connectorID, propertyID, value)
}

let _DRM_MODE_OBJECT_CONNECTOR = UInt32(truncatingIfNeeded: DRM_MODE_OBJECT_CONNECTOR)
let _DRM_MODE_DPMS_ON = UInt64(DRM_MODE_DPMS_ON)
let _DRM_MODE_DPMS_OFF = UInt64(DRM_MODE_DPMS_OFF)
