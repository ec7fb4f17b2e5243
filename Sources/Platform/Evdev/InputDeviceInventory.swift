// Vitrine — Apache License 2.0

/// Every /dev/input/event* device with its name, ids and touch capabilities, for
/// `vitrine info`.
///
/// Scanning never stops at a device it cannot open: that device is listed with its
/// error. Devices are opened read-only and never grabbed.
public struct InputDeviceInventory: Sendable {
    /// The range an absolute axis reports, from the kernel's absinfo.
    public struct AxisRange: Hashable, Sendable, CustomStringConvertible {
        /// The smallest and largest values the axis reports.
        public var minimum: Int32, maximum: Int32
        /// Units per millimetre, 0 when the driver does not say.
        public var resolution: Int32

        /// A range from absinfo values.
        public init(minimum: Int32, maximum: Int32, resolution: Int32 = 0) {
            self.minimum = minimum
            self.maximum = maximum
            self.resolution = resolution
        }

        /// "0...799", with the resolution when known.
        public var description: String {
            "\(minimum)...\(maximum)" + (resolution > 0 ? " (\(resolution)/mm)" : "")
        }
    }

    /// What a readable device reported.
    public struct DeviceDetails: Hashable, Sendable {
        /// The kernel's device name.
        public var name: String
        /// The USB/bus vendor and product ids.
        public var vendor: Int, product: Int
        /// INPUT_PROP_DIRECT: coordinates map to the screen (a touchscreen, not a touchpad).
        public var isDirect: Bool
        /// ABS_MT_POSITION_X / _Y.
        public var multitouchX: AxisRange?, multitouchY: AxisRange?
        /// ABS_X / ABS_Y.
        public var absoluteX: AxisRange?, absoluteY: AxisRange?
        /// BTN_TOUCH.
        public var hasTouchButton: Bool
        /// Multitouch slots (protocol B), nil when the device has none.
        public var slotCount: Int?
        /// A full keyboard (`InputDeviceDescription.isKeyboard`), read as key events.
        public var isKeyboard: Bool

        /// Creates device details from values (tests; real ones come from `scan`).
        public init(
            name: String, vendor: Int, product: Int, isDirect: Bool,
            multitouchX: AxisRange? = nil, multitouchY: AxisRange? = nil,
            absoluteX: AxisRange? = nil, absoluteY: AxisRange? = nil,
            hasTouchButton: Bool = false, slotCount: Int? = nil, isKeyboard: Bool = false
        ) {
            self.name = name
            self.vendor = vendor
            self.product = product
            self.isDirect = isDirect
            self.multitouchX = multitouchX
            self.multitouchY = multitouchY
            self.absoluteX = absoluteX
            self.absoluteY = absoluteY
            self.hasTouchButton = hasTouchButton
            self.slotCount = slotCount
            self.isKeyboard = isKeyboard
        }

        /// The details of a device description (one rule for the inventory and the reader).
        public init(_ description: InputDeviceDescription) {
            let slots = description.axes[.multitouchSlot].map { Int($0.maximum) + 1 }
            self.init(
                name: description.name, vendor: description.vendor, product: description.product,
                isDirect: description.isDirect,
                multitouchX: description.axes[.multitouchPositionX]?.range, multitouchY: description.axes[.multitouchPositionY]?.range,
                absoluteX: description.axes[.x]?.range, absoluteY: description.axes[.y]?.range,
                hasTouchButton: description.has(.key, KeyCode.touch), slotCount: slots.flatMap { $0 > 0 ? $0 : nil },
                isKeyboard: description.isKeyboard)
        }

        /// What EvdevInputSource reads as a touch panel without a board match:
        /// INPUT_PROP_DIRECT with MT positions, or with ABS_X/ABS_Y and BTN_TOUCH.
        public var isTouchscreen: Bool {
            isDirect && ((multitouchX != nil && multitouchY != nil) || (absoluteX != nil && absoluteY != nil && hasTouchButton))
        }
    }

    /// Why a device could not be read.
    public struct DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The call that failed: "open" or "libevdev_new_from_fd".
        public var operation: String
        /// The kernel's reason.
        public var errno: Errno

        /// A failure of `operation` with `errno`.
        public init(operation: String, errno: Errno) {
            self.operation = operation
            self.errno = errno
        }

        /// "open: Permission denied (errno 13)", with a hint for permissions.
        public var description: String {
            let hint = (errno == .permissionDenied || errno == .notPermitted)
                ? " (add the user to the 'input' group or run as root)" : ""
            return "\(operation): \(errno) (errno \(errno.rawValue))\(hint)"
        }
    }

    /// One /dev/input/event* node and what reading it gave.
    public typealias Device = DeviceInventory<DeviceDetails, DeviceError>.Node

    /// The event nodes found and what reading each gave.
    var inventory: DeviceInventory<DeviceDetails, DeviceError>

    /// The directory scanned, normally /dev/input.
    public var directory: String { inventory.directory }
    /// Why the directory could not be listed.
    public var directoryError: Errno? { inventory.directoryError }
    /// The event nodes found, in numeric order.
    public var devices: [Device] { inventory.nodes }

    /// Creates an inventory from values (tests; real ones come from `scan`).
    public init(directory: String, directoryError: Errno? = nil, devices: [Device]) {
        inventory = DeviceInventory(directory: directory, directoryError: directoryError, nodes: devices)
    }

    /// Opens each event* node of `directory` read-only and reads its description
    /// (`InputDevice.deviceDescription`).
    public static func scan(directory: String = "/dev/input") -> InputDeviceInventory {
        var scanned = InputDeviceInventory(directory: directory, devices: [])
        scanned.inventory = .scan(directory: directory, prefix: "event", read: readDevice)
        return scanned
    }

    private static func readDevice(_ path: String) throws(DeviceError) -> DeviceDetails {
        do {
            return DeviceDetails(try InputDevice(path: path).keyboardDescription)
        } catch {
            throw DeviceError(operation: error.operation == .open ? "open" : "libevdev_new_from_fd",
                              errno: error.errno ?? .noMemory)
        }
    }

    /// One readable page: each device with its name, vendor:product and touch
    /// capabilities; touchscreens are marked.
    public func render() -> String {
        inventory.render(
            title: "Input devices (\(directory)):",
            missing: "  none: \(directory) does not exist (is the evdev module loaded?)",
            empty: "  none: \(directory) has no event* nodes"
        ) { path, details in
            var lines = ["  \(path): \"\(details.name)\" \(Self.hex(details.vendor)):\(Self.hex(details.product))"
                         + (details.isTouchscreen ? " (touchscreen)" : details.isKeyboard ? " (keyboard)" : "")]
            var capabilities: [String] = []
            if details.isDirect { capabilities.append("direct") }
            if let slots = details.slotCount { capabilities.append("\(slots) slots") }
            if details.hasTouchButton { capabilities.append("BTN_TOUCH") }
            lines.append("    " + (capabilities.isEmpty ? "no touch capabilities" : capabilities.joined(separator: ", ")))
            if let x = details.multitouchX, let y = details.multitouchY {
                lines.append("    ABS_MT_POSITION_X \(x), ABS_MT_POSITION_Y \(y)")
            }
            if let x = details.absoluteX, let y = details.absoluteY {
                lines.append("    ABS_X \(x), ABS_Y \(y)")
            }
            return lines
        }
    }

    private static func hex(_ value: Int) -> String { InputDeviceDescription.hex4(value) }
}
