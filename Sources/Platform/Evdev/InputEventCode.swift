// Vitrine — Apache License 2.0
// Typed event types and codes from linux/input-event-codes.h: only those the touch path
// reads, plus the axis names a board file may use for an axis remap.

/// One evdev event as the kernel reports it (`struct input_event`), with its timestamp in
/// seconds.
public struct InputEvent: Sendable, Equatable {
    /// The kernel's timestamp, seconds (monotonic once the device's clock is set).
    public var time: Double
    /// The event type (`EV_*`).
    public var type: InputEventType
    /// The code within the type (`ABS_*`, `BTN_*`, `SYN_*`).
    public var code: UInt16
    /// The value: a position, a button state, a tracking id.
    public var value: Int32

    /// An event from values.
    public init(time: Double, type: InputEventType, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }
}

/// An evdev event type (`EV_*`).
public struct InputEventType: RawRepresentable, Hashable, Sendable {
    /// The C value.
    public var rawValue: UInt16
    /// Wraps a C value.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `EV_SYN`: frame markers.
    public static let synchronization = InputEventType(rawValue: 0x00)
    /// `EV_KEY`: buttons, including BTN_TOUCH.
    public static let key = InputEventType(rawValue: 0x01)
    /// `EV_REL`: relative axes (mice).
    public static let relative = InputEventType(rawValue: 0x02)
    /// `EV_ABS`: absolute axes (positions, slots, tracking ids).
    public static let absolute = InputEventType(rawValue: 0x03)
    /// `EV_MSC`: miscellaneous (scan codes, hardware timestamps).
    public static let miscellaneous = InputEventType(rawValue: 0x04)
    /// The largest type (`EV_MAX`).
    public static let maximum = InputEventType(rawValue: 0x1f)
}

/// `SYN_*` codes.
public enum SynchronizationCode {
    /// `SYN_REPORT`: the end of a frame.
    public static let report: UInt16 = 0
    /// `SYN_MT_REPORT`: the end of one contact in protocol A.
    public static let multitouchReport: UInt16 = 2
    /// `SYN_DROPPED`: the kernel's buffer overflowed; state must be resynchronized.
    public static let dropped: UInt16 = 3
}

/// `BTN_*` codes the touch path reads.
public enum KeyCode {
    /// `BTN_LEFT`: some single-touch panels report contact as a left button.
    public static let left: UInt16 = 0x110
    /// `BTN_TOOL_FINGER`.
    public static let toolFinger: UInt16 = 0x145
    /// `BTN_TOUCH`: something touches the surface.
    public static let touch: UInt16 = 0x14a
}

/// `INPUT_PROP_*` values.
public enum InputProperty {
    /// `INPUT_PROP_DIRECT`: coordinates map to the screen.
    public static let direct: UInt16 = 0x01
}

/// An absolute axis code (`ABS_*`).
public struct AbsoluteAxis: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The C value.
    public var rawValue: UInt16
    /// Wraps a C value.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `ABS_X`.
    public static let x = AbsoluteAxis(rawValue: 0x00)
    /// `ABS_Y`.
    public static let y = AbsoluteAxis(rawValue: 0x01)
    /// `ABS_PRESSURE`.
    public static let pressure = AbsoluteAxis(rawValue: 0x18)
    /// `ABS_MT_SLOT`: selects the slot the following MT events describe (protocol B).
    public static let multitouchSlot = AbsoluteAxis(rawValue: 0x2f)
    /// `ABS_MT_POSITION_X`.
    public static let multitouchPositionX = AbsoluteAxis(rawValue: 0x35)
    /// `ABS_MT_POSITION_Y`.
    public static let multitouchPositionY = AbsoluteAxis(rawValue: 0x36)
    /// `ABS_MT_TRACKING_ID`: a new contact (≥ 0) or the end of one (-1) in the current slot.
    public static let multitouchTrackingID = AbsoluteAxis(rawValue: 0x39)
    /// `ABS_MT_PRESSURE`.
    public static let multitouchPressure = AbsoluteAxis(rawValue: 0x3a)
    /// The largest axis (`ABS_MAX`).
    public static let maximum = AbsoluteAxis(rawValue: 0x3f)

    /// The C names of the axes, by code (linux/input-event-codes.h).
    static let names: [UInt16: String] = [
        0x00: "ABS_X", 0x01: "ABS_Y", 0x02: "ABS_Z", 0x03: "ABS_RX", 0x04: "ABS_RY", 0x05: "ABS_RZ",
        0x06: "ABS_THROTTLE", 0x07: "ABS_RUDDER", 0x08: "ABS_WHEEL", 0x09: "ABS_GAS", 0x0a: "ABS_BRAKE",
        0x10: "ABS_HAT0X", 0x11: "ABS_HAT0Y", 0x18: "ABS_PRESSURE", 0x19: "ABS_DISTANCE",
        0x1a: "ABS_TILT_X", 0x1b: "ABS_TILT_Y", 0x1c: "ABS_TOOL_WIDTH", 0x28: "ABS_MISC",
        0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR",
        0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR", 0x34: "ABS_MT_ORIENTATION",
        0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE",
        0x38: "ABS_MT_BLOB_ID", 0x39: "ABS_MT_TRACKING_ID", 0x3a: "ABS_MT_PRESSURE",
        0x3b: "ABS_MT_DISTANCE", 0x3c: "ABS_MT_TOOL_X", 0x3d: "ABS_MT_TOOL_Y",
    ]

    /// The axis with this C name, such as "ABS_Z"; nil for an unknown name.
    public init?(name: String) {
        guard let code = Self.names.first(where: { $0.value == name })?.key else { return nil }
        self.init(rawValue: code)
    }

    /// The C name, such as "ABS_MT_POSITION_X", or "ABS_0x2a" when it has none here.
    public var description: String {
        Self.names[rawValue] ?? "ABS_0x" + String(rawValue, radix: 16)
    }
}
