// Vitrine — Apache License 2.0

/// The Linux virtual terminal under the kiosk's picture, put in graphics mode for as long
/// as the kiosk runs and given back as it was.
///
/// Graphics mode (`KD_GRAPHICS`) stops the kernel's console from drawing its text and
/// blinking cursor over the kiosk and from unblanking on kernel messages; the keyboard is
/// muted (`K_OFF`) so keys typed on an attached keyboard do not reach the shell behind the
/// picture. Both are restored on exit, and on SIGTERM/SIGINT, which the event loop turns
/// into a normal exit. The kernel's console cursor is hidden by graphics mode too: fbcon
/// draws nothing, cursor included, on a VT that is not in `KD_TEXT`. The terminal is standard input when it is a VT (systemd's
/// `TTYPath=` with `StandardInput=tty-force`), else the foreground VT, `/dev/tty0`.
public final class VirtualTerminal {
    /// The device, such as `/dev/tty1` or `/dev/tty0`.
    public let path: String
    /// The open terminal (standard input or /dev/tty0), for other console settings.
    let descriptor: Int32
    private let closesDescriptor: Bool
    private let savedMode: Int32
    private let savedKeyboardMode: Int32
    private var isRestored = false
    /// True while VT switches are handed to this process (VirtualTerminal+Switching.swift).
    var isProcessSwitching = false

    /// Puts the kiosk's VT in graphics mode with the keyboard off.
    /// - Throws: `Errno` when there is no virtual terminal to use (a pty, a serial
    ///   console, no permission); the kiosk can run without one.
    public init() throws(Errno) {
        var candidate: (Int32, String, Bool)? = nil
        var mode: Int32 = 0
        if platform_ioctl(_STDIN_FILENO, _KDGETMODE, into: &mode) == 0 {
            candidate = (_STDIN_FILENO, "standard input", false)
        } else {
            let fd = platform_open("/dev/tty0", _O_RDWR | _O_CLOEXEC | _O_NOCTTY)
            guard fd >= 0 else { throw Errno.current }
            guard platform_ioctl(fd, _KDGETMODE, into: &mode) == 0 else {
                let error = Errno.current
                _ = platform_close(fd)
                throw error
            }
            candidate = (fd, "/dev/tty0", true)
        }
        let (fd, path, closes) = candidate!  // set on both paths above
        var keyboardMode: Int32 = 0
        _ = platform_ioctl(fd, _KDGKBMODE, into: &keyboardMode)
        guard platform_ioctl(fd, _KDSETMODE, value: _KD_GRAPHICS) == 0 else {
            let error = Errno.current
            if closes { _ = platform_close(fd) }
            throw error
        }
        // Muting the keyboard fails on some VTs (no keyboard attached is fine too).
        _ = platform_ioctl(fd, _KDSKBMODE, value: _K_OFF)
        self.descriptor = fd
        self.path = path
        self.closesDescriptor = closes
        self.savedMode = mode
        self.savedKeyboardMode = keyboardMode
    }

    /// Gives the terminal back in the text and keyboard modes it had. Idempotent.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        // Switches go back to the kernel first: a VT left in VT_PROCESS mode would wait for
        // a process that is gone (the kernel resets it only on the next switch attempt).
        if isProcessSwitching { disableProcessSwitching() }
        _ = platform_ioctl(descriptor, _KDSKBMODE, value: Int(savedKeyboardMode))
        _ = platform_ioctl(descriptor, _KDSETMODE, value: Int(savedMode))
        if closesDescriptor { _ = platform_close(descriptor) }
    }

    deinit {
        restore()
    }

    /// The foreground VT's display and keyboard modes, for `vitrine info`.
    public static func describeForeground() -> String {
        let fd = platform_open("/dev/tty0", _O_RDONLY | _O_CLOEXEC | _O_NOCTTY)
        guard fd >= 0 else { return "none: /dev/tty0: \(Errno.current)" }
        defer { _ = platform_close(fd) }
        var mode: Int32 = -1, keyboard: Int32 = -1
        guard platform_ioctl(fd, _KDGETMODE, into: &mode) == 0 else { return "/dev/tty0: not a virtual terminal (\(Errno.current))" }
        _ = platform_ioctl(fd, _KDGKBMODE, into: &keyboard)
        let modeName = Int(mode) == _KD_GRAPHICS ? "graphics" : Int(mode) == _KD_TEXT ? "text" : "mode \(mode)"
        let keyboardName = Int(keyboard) == _K_OFF ? "off" : keyboard < 0 ? "unknown" : "on (mode \(keyboard))"
        return "foreground VT in \(modeName) mode, keyboard \(keyboardName)"
    }
}
