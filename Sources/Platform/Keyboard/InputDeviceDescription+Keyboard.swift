// Vitrine — Apache License 2.0

extension InputDeviceDescription {
    /// The rule for a keyboard: every key from KEY_ESC (1) to KEY_S (31), the Escape key,
    /// the digit row and the first letters, as udev's input_id builtin tests for a full
    /// keyboard; and not a touchscreen. Power buttons, remote controls and the touch
    /// panel's own buttons fail it; barcode scanners, which describe themselves as full
    /// keyboards, pass.
    public var isKeyboard: Bool {
        guard !isTouchscreen, let keys = codes[.key] else { return false }
        return (UInt16(1)...31).allSatisfy(keys.contains)
    }

    /// Whether the device has `usb` as its vendor and product.
    func matches(_ usb: USBID) -> Bool {
        UInt16(truncatingIfNeeded: vendor) == usb.vendor && UInt16(truncatingIfNeeded: product) == usb.product
    }
}

extension InputDevice {
    /// The description with every keyboard key the device has (codes 1…255), which
    /// `deviceDescription` leaves out (it reads only the touch buttons).
    ///
    /// The corresponding C function is `libevdev_has_event_code`.
    public var keyboardDescription: InputDeviceDescription {
        var description = deviceDescription
        let type = UInt32(InputEventType.key.rawValue)
        for code in UInt16(1)...255 where platform_libevdev_has_event_code(libevdevHandle, type, UInt32(code)) == 1 {
            description.codes[.key, default: []].insert(code)
        }
        return description
    }
}
