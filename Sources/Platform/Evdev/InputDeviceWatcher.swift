// Vitrine — Apache License 2.0

/// Reports event* nodes appearing in and disappearing from /dev/input, through inotify,
/// so that a USB panel plugged in (or re-enumerated) mid-run is picked up.
///
/// A node udev has just created is often still root-only; udev then changes its mode or
/// group, which inotify reports as IN_ATTRIB. Both creation and attribute changes are
/// reported as `.appeared`, so the reader retries an open that failed with EACCES.
@MainActor
public final class InputDeviceWatcher {
    /// What happened to a node.
    public enum Change: Equatable, Sendable {
        /// Created, or its permissions changed: worth (re)opening.
        case appeared(String)
        /// Deleted.
        case disappeared(String)
    }

    /// The folder watched, normally /dev/input.
    public let directory: String
    private let fd: Int32
    private var registration: EventRegistration?

    /// Starts watching `directory`.
    /// - Throws: `EvdevError` with `.watch` when inotify cannot be set up (ENOENT when
    ///   the folder does not exist).
    ///
    /// The corresponding C functions are `inotify_init1` and `inotify_add_watch`.
    public init(directory: String = "/dev/input") throws(EvdevError) {
        let fd: Int32
        switch valueOrErrno({ platform_inotify_init1(_IN_NONBLOCK | _IN_CLOEXEC) }) {
        case .success(let value): fd = value
        case .failure(let errno): throw EvdevError(.watch, device: directory, errno: errno)
        }
        let mask = _IN_CREATE | _IN_DELETE | _IN_ATTRIB | _IN_MOVED_TO | _IN_MOVED_FROM
        if case .failure(let errno) = valueOrErrno({ platform_inotify_add_watch(fd, directory, mask) }) {
            _ = platform_close(fd)
            throw EvdevError(.watch, device: directory, errno: errno)
        }
        self.directory = directory
        self.fd = fd
    }

    deinit {
        _ = platform_close(fd)
    }

    /// Calls `handler` on `loop` with each change to an event* node.
    public func start(on loop: any EventLoop, _ handler: @escaping @MainActor (Change) -> Void) {
        registration = loop.watchReadable(fd) { [weak self] in
            guard let self else { return }
            for change in self.readChanges() { handler(change) }
        }
    }

    /// Stops reporting.
    public func stop() {
        registration?.cancel()
        registration = nil
    }

    func readChanges() -> [Change] {
        var changes: [Change] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                valueOrErrno { platform_read(fd, bytes.baseAddress!, bytes.count) }  // safe: non-empty array
            }
            guard case .success(let length) = count, length > 0 else { break }
            changes += Self.parse(buffer[0..<length], directory: directory)
        }
        return changes
    }

    /// Decodes a read's worth of `struct inotify_event` records (wd, mask, cookie, len,
    /// then a NUL-padded name of len bytes), keeping event* names.
    nonisolated static func parse(_ bytes: ArraySlice<UInt8>, directory: String) -> [Change] {
        var changes: [Change] = []
        var offset = bytes.startIndex
        func word(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
        }
        while offset + 16 <= bytes.endIndex {
            let mask = word(offset + 4)
            let length = Int(word(offset + 12))
            guard offset + 16 + length <= bytes.endIndex else { break }
            let name = String(decoding: bytes[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
            offset += 16 + length
            guard name.hasPrefix("event") else { continue }
            let path = "\(directory)/\(name)"
            if mask & (_IN_DELETE | _IN_MOVED_FROM) != 0 {
                changes.append(.disappeared(path))
            } else if mask & (_IN_CREATE | _IN_ATTRIB | _IN_MOVED_TO) != 0 {
                changes.append(.appeared(path))
            }
        }
        return changes
    }
}
