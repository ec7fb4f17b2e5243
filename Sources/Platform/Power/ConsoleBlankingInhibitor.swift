// Vitrine — Apache License 2.0
// Design note: the kernel console blanks the screen after `consoleblank` seconds without
// keyboard input (the boot parameter; 0, off, by default since Linux 3.x on most
// distributions, but some images set it). A touch kiosk has no keyboard, so that timer
// would fire under the picture. Three ways to turn it off were considered:
// - writing 0 to /sys/module/kernel/parameters/consoleblank: the kernel declares that
//   parameter read-only (mode 0444), so it only reports the interval;
// - TIOCLINUX: its subcodes blank or unblank now (TIOCL_BLANKSCREEN, TIOCL_UNBLANKSCREEN)
//   or choose the VESA mode (TIOCL_SETVESABLANK), but none sets the interval;
// - the console escape "ESC [ 9 ; n ]" (console_codes(4): "set screen blank timeout to
//   n minutes"), which is what `setterm --blank n` writes. It sets the same variable the
//   sysfs parameter shows. This is the one used.
// The interval is read back from sysfs first and written back on exit.

/// Keeps the kernel console from blanking the screen while the kiosk runs, and gives the
/// console its blank interval back on `restore()`.
public final class ConsoleBlankingInhibitor {
    /// The interval, in seconds, found at start; nil when sysfs could not tell.
    public let savedInterval: Int?
    private let descriptor: Int32
    private var isRestored = false

    /// The sysfs file reporting the console's blank interval in seconds.
    public static let parameterPath = "/sys/module/kernel/parameters/consoleblank"

    /// Turns console blanking off through the terminal open at `descriptor` (the VT the
    /// kiosk runs on, `VirtualTerminal.descriptor`).
    /// - Parameters:
    ///   - descriptor: an open, writable descriptor of the virtual terminal.
    ///   - parameterPath: the sysfs parameter to read the interval from.
    /// - Throws: `Errno` when the terminal cannot be written.
    public init(terminalDescriptor descriptor: Int32, parameterPath: String = parameterPath) throws(Errno) {
        savedInterval = try? SysfsAttribute(path: parameterPath).readInteger().get()
        if case .failure(let errno) = nothingOrErrno({ platform_write(descriptor, Self.sequence(minutes: 0)) }) {
            throw errno
        }
        self.descriptor = descriptor
    }

    /// Turns console blanking off on the kiosk's virtual terminal.
    /// - Throws: `Errno` when the terminal cannot be written.
    public convenience init(terminal: VirtualTerminal) throws(Errno) {
        try self.init(terminalDescriptor: terminal.descriptor)
    }

    /// Puts the saved interval back (rounded up to whole minutes, at most 60, the
    /// escape's range). Idempotent; a failure is ignored, the kiosk is exiting.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        guard let seconds = savedInterval, seconds > 0 else { return }
        _ = platform_write(descriptor, Self.sequence(minutes: min(60, (seconds + 59) / 60)))
    }

    deinit {
        restore()
    }

    /// `ESC [ 9 ; n ]`: the console's "blank after n minutes" escape (0 = never).
    public static func sequence(minutes: Int) -> [UInt8] {
        Array("\u{1B}[9;\(minutes)]".utf8)
    }
}
