// Vitrine — Apache License 2.0

/// What an input device declares: its name and ids, its properties, the event codes it
/// can send and the absinfo of each absolute axis. Read from a real device
/// (`InputDevice.description`) or from an evemu `.desc` file (`EvemuRecording`), so the
/// decoder sees both the same way.
public struct InputDeviceDescription: Sendable, Equatable {
    /// The absinfo of one absolute axis (`struct input_absinfo`).
    public struct AxisInfo: Sendable, Equatable {
        /// The current value, the range, the noise filter, the dead zone, units per mm.
        public var value: Int32, minimum: Int32, maximum: Int32, fuzz: Int32, flat: Int32, resolution: Int32

        /// An absinfo from values.
        public init(value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
            self.value = value
            self.minimum = minimum
            self.maximum = maximum
            self.fuzz = fuzz
            self.flat = flat
            self.resolution = resolution
        }

        /// The range as `vitrine info` shows it.
        public var range: InputDeviceInventory.AxisRange {
            .init(minimum: minimum, maximum: maximum, resolution: resolution)
        }
    }

    /// The kernel's device name.
    public var name: String
    /// The bus type (`BUS_USB` = 3, `BUS_I2C` = 0x18 …), vendor, product and version ids.
    public var bus: Int, vendor: Int, product: Int, version: Int
    /// The `INPUT_PROP_*` values the device has.
    public var properties: Set<UInt16>
    /// The codes the device can send, by event type.
    public var codes: [InputEventType: Set<UInt16>]
    /// The absinfo of each absolute axis it has.
    public var axes: [AbsoluteAxis: AxisInfo]

    /// A description from values (tests; real ones come from a device or an evemu file).
    public init(
        name: String, bus: Int = 0, vendor: Int = 0, product: Int = 0, version: Int = 0,
        properties: Set<UInt16> = [], codes: [InputEventType: Set<UInt16>] = [:], axes: [AbsoluteAxis: AxisInfo] = [:]
    ) {
        self.name = name
        self.bus = bus
        self.vendor = vendor
        self.product = product
        self.version = version
        self.properties = properties
        self.codes = codes
        self.axes = axes
        // An axis with absinfo is an axis the device has, whatever the bitmask said.
        if !axes.isEmpty { self.codes[.absolute, default: []].formUnion(axes.keys.map(\.rawValue)) }
    }

    /// True when the device can send `code` of `type`.
    public func has(_ type: InputEventType, _ code: UInt16) -> Bool {
        codes[type]?.contains(code) ?? false
    }

    /// True when the device has absolute axis `axis`.
    public func has(_ axis: AbsoluteAxis) -> Bool { axes[axis] != nil }

    /// INPUT_PROP_DIRECT.
    public var isDirect: Bool { properties.contains(InputProperty.direct) }

    /// The protocol its events follow, from its axes: slots → B, MT positions without
    /// slots → A, else single-touch when it has ABS_X and ABS_Y; nil when none applies.
    public var touchProtocol: TouchProtocol? {
        if has(.multitouchSlot) && has(.multitouchPositionX) && has(.multitouchPositionY) { return .slots }
        if has(.multitouchPositionX) && has(.multitouchPositionY) { return .anonymousContacts }
        if has(.x) && has(.y) { return .singleTouch }
        return nil
    }

    /// The rule for a touchscreen: INPUT_PROP_DIRECT and either MT positions or
    /// ABS_X/ABS_Y with BTN_TOUCH. Panels that misreport are matched by configuration.
    public var isTouchscreen: Bool {
        guard isDirect else { return false }
        if has(.multitouchPositionX) && has(.multitouchPositionY) { return true }
        return has(.x) && has(.y) && has(.key, KeyCode.touch)
    }

    /// "vvvv:pppp", lower-case hex as lsusb prints it.
    public var usbID: String { Self.hex4(vendor) + ":" + Self.hex4(product) }

    static func hex4(_ value: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// How a device reports several contacts.
public enum TouchProtocol: String, Sendable, CaseIterable {
    /// Protocol B: ABS_MT_SLOT selects a slot; ABS_MT_TRACKING_ID ≥ 0 starts a contact, -1 ends it.
    case slots = "B"
    /// Protocol A: each contact's values followed by SYN_MT_REPORT; no identities.
    case anonymousContacts = "A"
    /// One contact: ABS_X/ABS_Y with BTN_TOUCH, BTN_LEFT or pressure.
    case singleTouch = "single"
}
