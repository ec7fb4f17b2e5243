// Vitrine — Apache License 2.0
// Design note: syscall-trace mocking (STYLE.md §5, level 2), debug builds only.
//
// A test installs a `MockingDriver` for the duration of a closure with
// `MockingDriver.$current.withValue(driver) { … }`. While it is installed, the mocked
// `platform_*` functions append their call to `driver.trace` instead of reaching the
// kernel, fail with the errno the test put in `driver.failures[name]`, and otherwise
// return canned results: ids counting from 1, anonymous memory for mmap, and page-flip
// events that `drmHandleEvent` delivers for the flips queued so far.
//
// Console ioctls, DRM master changes and modesets are traced too, for the VT handshake and
// display recovery (`ioctl(VT_RELDISP, 1)`, `drmDropMaster()`, `drmModeSetCrtc(41, 101)`).
//
// The driver is task-local, not global, because Swift Testing runs tests in parallel.
// Only the calls whose cleanup order matters (dumb buffers, framebuffers, flips and the
// event read) are mocked; queries such as drmModeGetResources are not, since canned
// C structs would test the canned data more than the code.
#if ENABLE_MOCKING
#if canImport(Glibc)
import Glibc
#endif
import CLibDRM

final class MockingDriver: @unchecked Sendable {
    /// The driver in effect for the current task, if a test installed one.
    @TaskLocal static var current: MockingDriver?

    /// The calls made, as "name(arguments)".
    var trace: [String] = []
    /// Calls that fail, by C function name, with the errno to report.
    var failures: [String: Errno] = [:]
    /// The user data of flips queued and not yet delivered by drmHandleEvent.
    var queuedFlips: [UnsafeMutableRawPointer?] = []
    /// The timestamp drmHandleEvent reports, seconds and microseconds.
    var flipTime: (seconds: UInt32, microseconds: UInt32) = (100, 500_000)
    private var lastID: UInt32 = 0

    /// The names of the calls made, without arguments.
    var callNames: [String] { trace.map { String($0.prefix { $0 != "(" }) } }

    func nextID() -> UInt32 {
        lastID += 1
        return lastID
    }

    /// Records a call if a driver is installed; returns the driver and the forced errno.
    static func record(_ name: String, _ arguments: Any...) -> (driver: MockingDriver, failure: Errno?)? {
        guard let driver = current else { return nil }
        driver.trace.append("\(name)(\(arguments.map { "\($0)" }.joined(separator: ", ")))")
        return (driver, driver.failures[name])
    }
}

// MARK: - Mocked calls, used by Syscalls.swift

func mock_drmModeCreateDumbBuffer(
    _ fd: Int32, _ width: UInt32, _ height: UInt32, _ bitsPerPixel: UInt32,
    _ handle: UnsafeMutablePointer<UInt32>, _ pitch: UnsafeMutablePointer<UInt32>, _ size: UnsafeMutablePointer<UInt64>
) -> Int32? {
    guard let (driver, failure) = MockingDriver.record("drmModeCreateDumbBuffer", width, height, bitsPerPixel) else { return nil }
    if let failure { return -failure.rawValue }
    // Pad rows to 256 bytes, as many drivers do, so pitch ≠ width × 4 in tests.
    let rowBytes = (width * bitsPerPixel / 8 + 255) & ~255
    handle.pointee = driver.nextID()
    pitch.pointee = rowBytes
    size.pointee = UInt64(rowBytes) * UInt64(height)
    return 0
}

/// A console ioctl, traced by its C name and integer argument (nil for a pointer read).
/// Reads (KDGETMODE, VT_GETMODE) succeed and leave the result at 0.
func mock_ioctl(_ request: UInt, _ value: Int?) -> Int32? {
    guard MockingDriver.current != nil else { return nil }
    let name = consoleRequestNames[request] ?? "request \(request)"
    return mock_traceErrnoCall("ioctl(\(name)\(value.map { ", \($0)" } ?? ""))", failureKey: "ioctl(\(name))")
}

/// A libdrm call that returns -1 and sets errno (drmSetMaster, drmDropMaster).
func mock_errnoCall(_ name: String, _ arguments: Any...) -> Int32? {
    guard MockingDriver.current != nil else { return nil }
    return mock_traceErrnoCall("\(name)(\(arguments.map { "\($0)" }.joined(separator: ", ")))", failureKey: name)
}

/// Records `call` in the trace; a failure planted under `failureKey` sets errno and gives
/// -1, else the call succeeds with 0.
private func mock_traceErrnoCall(_ call: String, failureKey: String) -> Int32? {
    guard let driver = MockingDriver.current else { return nil }
    driver.trace.append(call)
    if let failure = driver.failures[failureKey] {
        Errno.current = failure
        return -1
    }
    return 0
}

func mock_negatedErrnoCall(_ name: String, _ arguments: Any...) -> Int32? {
    guard let driver = MockingDriver.current else { return nil }
    driver.trace.append("\(name)(\(arguments.map { "\($0)" }.joined(separator: ", ")))")
    return driver.failures[name].map { -$0.rawValue } ?? 0
}

func mock_mmap(_ length: Int, _ offset: Int) -> UnsafeMutableRawPointer?? {
    guard let (_, failure) = MockingDriver.record("mmap", length, offset) else { return nil }
    if let failure {
        Errno.current = failure
        return .some(UnsafeMutableRawPointer(bitPattern: -1))
    }
    return .some(mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
}

func mock_munmap(_ address: UnsafeMutableRawPointer, _ length: Int) -> Int32? {
    guard MockingDriver.record("munmap", length) != nil else { return nil }
    return munmap(address, length)
}

func mock_drmModeAddFB2(_ width: UInt32, _ height: UInt32, _ handle: UInt32, _ pitch: UInt32,
                        _ framebufferID: UnsafeMutablePointer<UInt32>) -> Int32? {
    guard let (driver, failure) = MockingDriver.record("drmModeAddFB2", width, height, handle, pitch) else { return nil }
    if let failure { return -failure.rawValue }
    framebufferID.pointee = 100 + driver.nextID()
    return 0
}

func mock_drmModePageFlip(_ crtcID: UInt32, _ framebufferID: UInt32, _ userData: UnsafeMutableRawPointer?) -> Int32? {
    guard let (driver, failure) = MockingDriver.record("drmModePageFlip", crtcID, framebufferID) else { return nil }
    if let failure { return -failure.rawValue }
    driver.queuedFlips.append(userData)
    return 0
}

/// Fails `open` only when the test forces an errno for it (an input node udev has not yet
/// opened up, say); otherwise the real open runs and nothing is traced, so the traces of
/// tests that do not care about open stay as they were.
func mock_open(_ path: UnsafePointer<CChar>) -> Int32? {
    guard let driver = MockingDriver.current, let failure = driver.failures["open"] else { return nil }
    driver.trace.append("open(\(String(cString: path)))")
    Errno.current = failure
    return -1
}

func mock_poll(_ fds: UnsafeMutablePointer<pollfd>) -> Int32? {
    guard let driver = MockingDriver.current else { return nil }
    driver.trace.append("poll()")
    fds.pointee.revents = driver.queuedFlips.isEmpty ? 0 : Int16(POLLIN)
    return driver.queuedFlips.isEmpty ? 0 : 1
}

func mock_drmHandleEvent(_ fd: Int32, _ context: UnsafeMutablePointer<drmEventContext>) -> Int32? {
    guard let (driver, failure) = MockingDriver.record("drmHandleEvent") else { return nil }
    if let failure {
        Errno.current = failure
        return -1
    }
    let flips = driver.queuedFlips
    driver.queuedFlips.removeAll()
    for userData in flips {
        context.pointee.page_flip_handler?(fd, 0, driver.flipTime.seconds, driver.flipTime.microseconds, userData)
    }
    return 0
}
#endif
