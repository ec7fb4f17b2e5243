// Vitrine — Apache License 2.0

extension InputDevice {
    /// What the device declares, read once through libevdev: name, ids, properties, the
    /// touch-relevant buttons and every absolute axis with its absinfo.
    ///
    /// The corresponding C functions are `libevdev_get_name`, `libevdev_get_id_*`,
    /// `libevdev_has_property`, `libevdev_has_event_code` and `libevdev_get_abs_info`.
    public var deviceDescription: InputDeviceDescription {
        let device = libevdevHandle
        var properties = Set<UInt16>()
        for property in UInt16(0)...0x1f where platform_libevdev_has_property(device, UInt32(property)) == 1 {
            properties.insert(property)
        }
        var keys = Set<UInt16>()
        for key in [KeyCode.left, KeyCode.toolFinger, KeyCode.touch]
        where platform_libevdev_has_event_code(device, UInt32(InputEventType.key.rawValue), UInt32(key)) == 1 {
            keys.insert(key)
        }
        var axes: [AbsoluteAxis: InputDeviceDescription.AxisInfo] = [:]
        for code in UInt16(0)...AbsoluteAxis.maximum.rawValue {
            guard let info = evdevAxisInfo(device, code) else { continue }
            axes[AbsoluteAxis(rawValue: code)] = info
        }
        return InputDeviceDescription(
            name: platform_libevdev_get_name(device).map { String(cString: $0) } ?? "",
            bus: Int(platform_libevdev_get_id_bustype(device)),
            vendor: Int(platform_libevdev_get_id_vendor(device)),
            product: Int(platform_libevdev_get_id_product(device)),
            version: Int(platform_libevdev_get_id_version(device)),
            properties: properties, codes: [.key: keys], axes: axes)
    }
}
