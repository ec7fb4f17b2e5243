// Vitrine — Apache License 2.0
// The hot-plug bookkeeping every evdev source shares (touch panels, keyboards): open the
// nodes present at start, open those inotify sees appear, close those that go or fail.
// EACCES on open means udev has not yet applied the node's permissions: it is retried with
// a doubling delay (0.1 s … 3.2 s), and again on inotify's IN_ATTRIB. What a device is
// for — whether it is wanted, how its events are decoded — stays with the source.

/// The event devices of an input folder that one source reads, with hot-plug.
@MainActor
final class InputDeviceFolder<Reader: AnyObject> {
    /// What the owning source does with devices.
    struct Handlers {
        /// Makes the reader of a device just opened, or nil to leave it closed (not wanted).
        var adopt: (_ path: String, _ device: InputDevice) -> Reader?
        /// Reads and decodes what the device has now; returns the error that ended reading.
        var read: (_ device: InputDevice, _ reader: Reader) -> Errno?
        /// Told after a device closed, with why.
        var closed: (_ path: String, _ reader: Reader, _ reason: String) -> Void
        /// Told when a node cannot be opened.
        var failed: (_ path: String, _ error: EvdevError) -> Void
    }

    /// The folder watched, such as "/dev/input".
    let directory: String
    private let handlers: Handlers

    private final class OpenDevice {
        let device: InputDevice
        let reader: Reader
        var registration: EventRegistration?
        init(device: InputDevice, reader: Reader) {
            self.device = device
            self.reader = reader
        }
    }

    private var loop: (any EventLoop)?
    private var devices: [String: OpenDevice] = [:]
    private var retries: [String: EventRegistration] = [:]
    private var watcher: InputDeviceWatcher?

    init(directory: String, handlers: Handlers) {
        self.directory = directory
        self.handlers = handlers
    }

    /// The devices read now.
    var count: Int { devices.count }
    /// The readers of the devices read now.
    var readers: [Reader] { devices.values.map(\.reader) }
    /// The nodes read now, sorted.
    var paths: [String] { devices.keys.sorted() }
    /// The devices read now with their readers, by node.
    var openDevices: [(path: String, device: InputDevice, reader: Reader)] {
        devices.sorted { $0.key < $1.key }.map { ($0.key, $0.value.device, $0.value.reader) }
    }
    /// Whether a node that refused permission is still to be tried again.
    var isRetrying: Bool { !retries.isEmpty }

    /// Opens the devices present now and watches for others.
    /// - Returns: how many event nodes were examined.
    /// - Throws: `EvdevError` with `.watch` when the folder cannot be watched.
    @discardableResult
    func start(on loop: any EventLoop) throws -> Int {
        self.loop = loop
        let watcher = try InputDeviceWatcher(directory: directory)
        watcher.start(on: loop) { [weak self] change in
            guard let self else { return }
            switch change {
            case .appeared(let path): self.open(path, attempt: 0)
            case .disappeared(let path): self.close(path, reason: "removed from \(self.directory)")
            }
        }
        self.watcher = watcher
        guard case .success(let names) = directoryEntries(in: directory, withPrefix: "event") else { return 0 }
        for name in names { open("\(directory)/\(name)", attempt: 0) }
        return names.count
    }

    /// Stops watching, stops retrying and closes every device.
    func stop() {
        watcher?.stop()
        watcher = nil
        for (_, retry) in retries { retry.cancel() }
        retries.removeAll()
        for path in paths { close(path, reason: "source stopped") }
    }

    /// Closes the device at `path`, if open, and tells the source why.
    func close(_ path: String, reason: String) {
        guard let open = devices.removeValue(forKey: path) else { return }
        open.registration?.cancel()
        handlers.closed(path, open.reader, reason)
    }

    private func open(_ path: String, attempt: Int) {
        guard let loop, devices[path] == nil else { return }
        retries.removeValue(forKey: path)?.cancel()
        let device: InputDevice
        do {
            device = try InputDevice(path: path)
        } catch {
            if error.errno == .permissionDenied && attempt < 6 {
                let delay = 0.1 * Double(1 << attempt)
                retries[path] = loop.schedule(after: delay) { [weak self] in self?.open(path, attempt: attempt + 1) }
            } else if error.errno != .noSuchFileOrDirectory && error.operation == .open {
                handlers.failed(path, error)
            }
            return
        }
        guard let reader = handlers.adopt(path, device) else { return }
        let open = OpenDevice(device: device, reader: reader)
        devices[path] = open
        open.registration = loop.watchReadable(device.fileDescriptor) { [weak self] in self?.readable(path) }
    }

    /// Closes the device at `path` after reading it failed with `failure`.
    func close(_ path: String, readFailure failure: Errno) {
        close(path, reason: failure == .noSuchDevice ? "unplugged (ENODEV)" : "read failed: \(failure) (errno \(failure.rawValue))")
    }

    private func readable(_ path: String) {
        guard let open = devices[path] else { return }
        if let failure = handlers.read(open.device, open.reader) { close(path, readFailure: failure) }
    }
}

extension InputEventReading {
    /// Reads until the device has nothing more, resynchronizing after SYN_DROPPED (the
    /// synthesized events bring the state up to date), passing each event to `body`.
    /// - Returns: the error that ended reading, if any.
    func drain(_ body: (InputEvent) -> Void) -> Errno? {
        var syncing = false
        while true {
            switch nextEvent(syncing: syncing) {
            case .event(let event):
                body(event)
            case .dropped:
                syncing = true
            case .drained:
                if !syncing { return nil }
                syncing = false
            case .failed(let errno):
                if errno == .interrupted { continue }
                return errno
            }
        }
    }
}
