// Vitrine — Apache License 2.0
// Design note: the keyboard source for real devices. It opens every keyboard under
// /dev/input (the input_id rule of InputDeviceDescription.isKeyboard, or the board's
// scanner by its USB ID), reads each with libevdev on the event loop, and gives each its
// own KeyEventDecoder: one XKB state per device over the board's one keymap.
//
// - Reads drain the device as the touch source does, resynchronizing after SYN_DROPPED;
//   libevdev's synthesized key events bring the state up to date.
// - A device that vanishes (ENODEV, deleted node) or fails has its held keys reported
//   cancelled, then it is closed; inotify brings back one plugged in later.
// - EACCES on open is retried with a doubling delay, as for touch panels.
// - Keyboards are not grabbed: the kiosk's console mutes the VT keyboard itself.

/// Key events from the evdev keyboards (and the barcode scanner) of the board, with
/// hot-plug.
@MainActor
public final class EvdevKeyboardSource: KeyboardSource {
    /// A keyboard the source opened and reads.
    public struct OpenedKeyboard: Sendable {
        /// The node, such as "/dev/input/event2".
        public var path: String
        /// The id its events carry.
        public var deviceID: Int
        /// What it declares.
        public var description: InputDeviceDescription
        /// Whether it is the board's barcode scanner.
        public var isScanner: Bool
    }

    /// Something that happened to a device, for logs and `vitrine debug-events`.
    public enum DeviceEvent: Sendable {
        /// A keyboard was opened and is read.
        case opened(OpenedKeyboard)
        /// A keyboard stopped being read (unplugged, read error), its keys cancelled.
        case closed(path: String, deviceID: Int, reason: String)
        /// A node could not be opened or used.
        case failed(path: String, error: EvdevError)
    }

    /// Called on the event loop with each key event, in order.
    public var keyHandler: ((KeyEvent) -> Void)?
    /// Called with each device event.
    public var deviceHandler: ((DeviceEvent) -> Void)?

    // MARK: - Configuration

    private let configuration: KeyboardConfiguration
    private let keymap: Keymap
    private let directory: String
    private let composeLocale: String?

    // MARK: - State

    private lazy var folder = InputDeviceFolder<KeyEventDecoder>(directory: directory, handlers: .init(
        adopt: { [weak self] path, device in self?.adopt(path, device) },
        read: { [weak self] _, _ in self?.readAll() },
        closed: { [weak self] path, decoder, reason in self?.closed(path, decoder, reason: reason) },
        failed: { [weak self] path, error in self?.deviceHandler?(.failed(path: path, error: error)) }))
    private var loop: (any EventLoop)?
    private var nextDeviceID = 1

    /// A source for the keyboards of a board.
    /// - Parameters:
    ///   - configuration: the board's `[keyboard]` section.
    ///   - directory: the input device folder.
    ///   - composeLocale: the locale whose compose table makes dead keys work.
    /// - Throws: `KeymapError` when the layout does not compile.
    public init(configuration: KeyboardConfiguration = .init(), directory: String = "/dev/input",
                composeLocale: String? = Keymap.environmentLocale) throws(KeymapError) {
        self.configuration = configuration
        self.keymap = try Keymap(configuration.layout)
        self.directory = directory
        self.composeLocale = composeLocale
    }

    /// The paths of the keyboards read now.
    public var openedPaths: [String] { folder.paths }

    /// The keyboards read now, not counting the barcode scanner: a kiosk with only a
    /// scanner still needs the on-screen keyboard.
    public var openDeviceCount: Int? { folder.readers.filter { !$0.translator.isFromScanner }.count }

    /// The barcode scanners read now (one, or none, on most boards).
    public var openScannerCount: Int? { folder.readers.filter(\.translator.isFromScanner).count }

    /// Opens the keyboards present now and watches for others.
    /// - Throws: `EvdevError` with `.watch` when the folder cannot be watched.
    public func start(on loop: any EventLoop) throws {
        self.loop = loop
        try folder.start(on: loop)
    }

    /// Cancels the keys still down, closes every keyboard and stops watching.
    public func stop() {
        folder.stop()
    }

    /// Whether `description` is read: the board's scanner, or a keyboard.
    public nonisolated static func selects(_ description: InputDeviceDescription, configuration: KeyboardConfiguration) -> Bool {
        isScanner(description, configuration: configuration) || description.isKeyboard
    }

    /// Whether `description` is the board's barcode scanner (`scanner-match-usb`).
    public nonisolated static func isScanner(_ description: InputDeviceDescription, configuration: KeyboardConfiguration) -> Bool {
        configuration.scannerMatchUSB.map(description.matches) ?? false
    }

    private func adopt(_ path: String, _ device: InputDevice) -> KeyEventDecoder? {
        let description = device.keyboardDescription
        guard Self.selects(description, configuration: configuration) else { return nil }
        let isScanner = Self.isScanner(description, configuration: configuration)
        let deviceID = nextDeviceID
        let translator: KeyTranslator
        do {
            translator = try KeyTranslator(keymap: keymap, deviceID: deviceID, isFromScanner: isScanner, composeLocale: composeLocale)
        } catch {
            deviceHandler?(.failed(path: path, error: EvdevError(.open, device: path, detail: error.description)))
            return nil
        }
        nextDeviceID += 1
        let decoder = KeyEventDecoder(translator: translator, configuration: configuration)
        decoder.output = { [weak self] event in self?.keyHandler?(event) }
        deviceHandler?(.opened(OpenedKeyboard(path: path, deviceID: deviceID, description: description, isScanner: isScanner)))
        return decoder
    }

    /// One keyboard became readable: every keyboard is drained, and their events are fed
    /// in the kernel's time order. A scan's keys still unread on the scanner must not look
    /// like silence to typing read first from another keyboard (the press router holds
    /// typing back only while it knows a scan is under way).
    private func readAll() -> Errno? {
        var merged: [(decoder: KeyEventDecoder, event: InputEvent)] = []
        var failures: [(path: String, errno: Errno)] = []
        for (path, device, decoder) in folder.openDevices {
            var events: [InputEvent] = []
            if let failure = Self.drain(device, into: &events) { failures.append((path, failure)) }
            merged += events.map { (decoder, $0) }
        }
        // Stable: events of one device keep their order, ties keep the devices' order.
        let ordered = merged.enumerated().sorted { ($0.element.event.time, $0.offset) < ($1.element.event.time, $1.offset) }
        for (_, entry) in ordered { entry.decoder.feed(entry.event, loop: loop) }
        for (path, failure) in failures { folder.close(path, readFailure: failure) }
        return nil
    }

    private func closed(_ path: String, _ decoder: KeyEventDecoder, reason: String) {
        decoder.cancelAll(time: loop?.now ?? 0)
        deviceHandler?(.closed(path: path, deviceID: decoder.translator.deviceID, reason: reason))
    }

    /// Reads `reader` until it has nothing more, resynchronizing after SYN_DROPPED, into
    /// `events`. Returns the error that ended reading, if any.
    nonisolated static func drain(_ reader: some InputEventReading, into events: inout [InputEvent]) -> Errno? {
        reader.drain { events.append($0) }
    }
}
