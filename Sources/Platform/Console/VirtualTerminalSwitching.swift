// Vitrine — Apache License 2.0
// Design note: VT switching for a kiosk that wants it (`[console] vt-switching = true`).
//
// What it does: puts the kiosk's VT in VT_PROCESS mode and answers the kernel's signals on
// the event loop. Release (another VT was asked for, by Ctrl+Alt+Fn on a keyboard in a
// mode that allows it, or `chvt`): the display lets go of the screen (stops presenting,
// drops DRM master so the console can draw), input is ignored, then VT_RELDISP 1 lets
// the switch happen. Acquire (the kiosk's VT is shown again): VT_RELDISP VT_ACKACQ, then
// the display takes the screen back (DRM master, modeset) and repaints it whole.
//
// Invariants:
// - The signal handlers are installed before VT_SETMODE: the default action of SIGUSR1 and
//   SIGUSR2 ends the process, and the kernel may signal as soon as the mode is set.
// - A release is always acknowledged, even when letting go of the display failed:
//   refusing would leave the person at the keyboard stuck on the kiosk's VT.
// - Signals come through the loop (signalfd-backed Dispatch sources), never a handler
//   that runs between two statements, so display state is only touched on the main actor.
//
// Rejected alternative: leaving switching to the kernel (VT_AUTO) with KD_GRAPHICS, as
// without this option. The kernel then switches without telling the kiosk, which keeps
// DRM master: the console cannot show its text, and the kiosk cannot know it should
// repaint when the VT comes back.

/// Runs the VT_PROCESS handshake: lets the screen go when another VT is asked for and takes
/// it back when the kiosk's VT returns.
@MainActor
public final class VirtualTerminalSwitching {
    /// The kiosk's terminal, in VT_PROCESS mode while this runs.
    public let terminal: VirtualTerminal
    /// The signal the kernel sends to ask for the screen: SIGUSR1 by default.
    public let releaseSignal: Int32
    /// The signal the kernel sends when the VT is shown again: SIGUSR2 by default.
    public let acquireSignal: Int32
    /// True while the kiosk's VT is shown.
    public private(set) var isForeground = true

    private let release: @MainActor () -> Void
    private let acquire: @MainActor () -> Void
    private let failure: @MainActor (String) -> Void
    private var watches: [EventRegistration] = []

    /// Handles VT switches of `terminal` from now on.
    /// - Parameters:
    ///   - terminal: the kiosk's VT.
    ///   - loop: the loop the signals are delivered on.
    ///   - releaseSignal: the signal the kernel sends to ask for the screen.
    ///   - acquireSignal: the signal the kernel sends when the VT returns.
    ///   - release: lets go of the screen and input; runs before the switch is allowed.
    ///   - acquire: takes the screen back and repaints; runs after the switch is acknowledged.
    ///   - failure: told (with a message) when an acknowledgement fails; the kiosk goes on.
    /// - Throws: `Errno` when the VT refuses VT_SETMODE; nothing stays installed then.
    public init(
        terminal: VirtualTerminal, loop: any EventLoop,
        releaseSignal: Int32 = _SIGUSR1, acquireSignal: Int32 = _SIGUSR2,
        release: @escaping @MainActor () -> Void, acquire: @escaping @MainActor () -> Void,
        failure: @escaping @MainActor (String) -> Void
    ) throws(Errno) {
        self.terminal = terminal
        self.releaseSignal = releaseSignal
        self.acquireSignal = acquireSignal
        self.release = release
        self.acquire = acquire
        self.failure = failure
        watches = [
            loop.watchSignal(releaseSignal) { [weak self] in self?.handleRelease() },
            loop.watchSignal(acquireSignal) { [weak self] in self?.handleAcquire() },
        ]
        do {
            try terminal.enableProcessSwitching(releaseSignal: releaseSignal, acquireSignal: acquireSignal)
        } catch {
            for watch in watches { watch.cancel() }
            watches.removeAll()
            throw error
        }
    }

    /// The kernel asks for the screen: let it go, then allow the switch.
    func handleRelease() {
        if isForeground {
            isForeground = false
            release()
        }
        do {
            try terminal.acknowledgeRelease()
        } catch {
            failure("VT_RELDISP 1 on \(terminal.path) failed: \(error) (errno \(error.rawValue)); the switch may not happen")
        }
    }

    /// The VT is shown again: acknowledge it, then take the screen back.
    func handleAcquire() {
        do {
            try terminal.acknowledgeAcquire()
        } catch {
            failure("VT_RELDISP VT_ACKACQ on \(terminal.path) failed: \(error) (errno \(error.rawValue))")
        }
        guard !isForeground else { return }
        isForeground = true
        acquire()
    }

    /// Gives switching back to the kernel and stops handling the signals. Idempotent.
    public func stop() {
        terminal.disableProcessSwitching()
        for watch in watches { watch.cancel() }
        watches.removeAll()
    }
}
