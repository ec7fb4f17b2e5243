// Vitrine — Apache License 2.0
// VT_PROCESS mode (linux/vt.h): instead of switching away from the kiosk's VT at once, the
// kernel signals the kiosk and waits until it says the screen may go (VT_RELDISP 1); when
// the VT comes back it signals again and the kiosk acknowledges (VT_RELDISP VT_ACKACQ).
// VirtualTerminalSwitching runs this handshake on the event loop.

extension VirtualTerminal {
    /// Hands VT switches to this process: the kernel sends `releaseSignal` when another VT
    /// is asked for and waits for `acknowledgeRelease()`, and sends `acquireSignal` when
    /// this VT is shown again. The signals must be handled before this call: their default
    /// action ends the process. `restore()` gives switching back to the kernel.
    /// - Throws: `Errno` (ENOTTY when the terminal is not a VT, EPERM without access to it).
    ///
    /// The corresponding C call is `ioctl(fd, VT_SETMODE, &mode)` with `VT_PROCESS`.
    public func enableProcessSwitching(releaseSignal: Int32, acquireSignal: Int32) throws(Errno) {
        try nothingOrErrno {
            platform_setVTMode(descriptor, process: true, releaseSignal: releaseSignal, acquireSignal: acquireSignal)
        }.get()
        isProcessSwitching = true
    }

    /// Gives VT switching back to the kernel (VT_AUTO). Failures are ignored: it runs on
    /// the way out, with no caller to report to.
    ///
    /// The corresponding C call is `ioctl(fd, VT_SETMODE, &mode)` with `VT_AUTO`.
    public func disableProcessSwitching() {
        guard isProcessSwitching else { return }
        isProcessSwitching = false
        _ = platform_setVTMode(descriptor, process: false, releaseSignal: 0, acquireSignal: 0)
    }

    /// Lets a requested switch away from this VT happen (after the screen was let go).
    /// - Throws: `Errno` (EINVAL when no switch is pending).
    ///
    /// The corresponding C call is `ioctl(fd, VT_RELDISP, 1)`.
    public func acknowledgeRelease() throws(Errno) {
        try nothingOrErrno { platform_ioctl(descriptor, _VT_RELDISP, value: 1) }.get()
    }

    /// Confirms that this VT is shown again.
    /// - Throws: `Errno` (EINVAL when the VT was not being acquired).
    ///
    /// The corresponding C call is `ioctl(fd, VT_RELDISP, VT_ACKACQ)`.
    public func acknowledgeAcquire() throws(Errno) {
        try nothingOrErrno { platform_ioctl(descriptor, _VT_RELDISP, value: _VT_ACKACQ) }.get()
    }
}
