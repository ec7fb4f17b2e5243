// Vitrine — Apache License 2.0
// Losing the screen without exiting: the kiosk's VT going to the background (with
// `[console] vt-switching = true`) and a display unplugged and plugged back in. The
// display stops taking frames meanwhile; the app keeps running, and the screen is
// repainted whole when it comes back. Which displays can do either is said by the
// protocols they adopt (ReleasableDisplayOutput, HotplugDisplayOutput), never by their type.
import Logging
import Platform
import PlatformCore
import UIKitCore

/// Hands the screen to other VTs and takes it back, and follows the display's connector.
@MainActor
final class DisplayRecovery: ApplicationService {
    private unowned let runtime: ApplicationRuntime
    private let blanker: IdleBlanker?
    private let terminal: VirtualTerminal?
    private let vtSwitchingRequested: Bool
    /// The VT_PROCESS handshake while it runs.
    private var vtSwitching: VirtualTerminalSwitching?
    /// The display's connector watch while it runs.
    private var connectionWatch: EventRegistration?
    /// False while the display is unplugged or cannot show the kiosk, for the fleet's metrics.
    private(set) var isDisplayConnected = true
    /// False while another VT has the screen (on DRM: while the kiosk is not DRM master).
    private(set) var holdsScreen = true
    /// What the screen is being repainted after; logged once that repaint reached the
    /// screen, so an operator (and the VM tests) can tell when the kiosk shows again.
    private var awaitedRepaint: String?

    private var logger: Logger { runtime.logger }

    /// - Parameters:
    ///   - runtime: the app's runtime, whose display is recovered.
    ///   - vtSwitching: the board's `console.vt-switching`.
    ///   - terminal: the VT in graphics mode, if there is one.
    ///   - blanker: stopped while another VT shows (its panel must be lit there).
    init(runtime: ApplicationRuntime, vtSwitching: Bool, terminal: VirtualTerminal?, blanker: IdleBlanker?) {
        self.runtime = runtime
        self.vtSwitchingRequested = vtSwitching
        self.terminal = terminal
        self.blanker = blanker
    }

    func start() {
        let display = runtime.display
        runtime.scheduler.addObserver { [weak self] _ in self?.frameDidReachScreen() }
        if vtSwitchingRequested {
            if let releasable = display as? any ReleasableDisplayOutput {
                if let terminal {
                    startVTSwitching(releasable, terminal: terminal)
                } else {
                    logger.warning("vt-switching = true, but there is no virtual terminal to switch from; ignored", metadata: .errorKind(.configuration))
                }
            } else {
                logger.notice("vt-switching = true applies to displays that can let go of the screen (DRM); \(display.info.name) keeps its VT")
            }
        }
        if let hotplug = display as? any HotplugDisplayOutput {
            watchConnection(of: hotplug)
        }
    }

    /// Gives VT switching back to the kernel and stops watching the connector. Idempotent.
    func stop() {
        vtSwitching?.stop()
        vtSwitching = nil
        connectionWatch?.cancel()
        connectionWatch = nil
    }

    // MARK: - VT switching

    private func startVTSwitching(_ display: any ReleasableDisplayOutput, terminal: VirtualTerminal) {
        do {
            vtSwitching = try VirtualTerminalSwitching(
                terminal: terminal, loop: runtime.loop,
                release: { [unowned self] in self.screenWillGoAway(display) },
                acquire: { [unowned self] in self.screenDidComeBack(display) },
                failure: { [unowned self] message in self.logger.error("VT switching: \(message)", metadata: .errorKind(.virtualTerminal)) })
            logger.info("VT switching on \(terminal.path): the kiosk lets go of the screen for other VTs")
        } catch {
            logger.error("cannot hand VT switches of \(terminal.path) to the kiosk (VT_SETMODE: \(error), errno \(error.rawValue)); other VTs will not be shown", metadata: .errorKind(.virtualTerminal))
        }
    }

    /// Another VT was asked for: touches stop (those down are cancelled), the panel is lit
    /// (the blanker restarts on return), and the display lets go of the screen.
    func screenWillGoAway(_ display: any ReleasableDisplayOutput) {
        logger.info("VT switch: another virtual terminal takes the screen")
        runtime.suspendInput()
        blanker?.stop()
        display.releaseScreen()
        holdsScreen = false
    }

    /// The kiosk's VT is back: take the screen back and repaint it. Without the screen
    /// (another process took DRM master) the kiosk exits non-zero, so systemd restarts it.
    func screenDidComeBack(_ display: any ReleasableDisplayOutput) {
        do {
            try display.reacquireScreen()
        } catch {
            logger.critical("VT switch back: \(error)", metadata: .errorKind(.virtualTerminal))
            runtime.shutDown()
            runtime.loop.stop(status: 1)
            return
        }
        holdsScreen = true
        logger.info("VT switch: the kiosk's virtual terminal is back; repainting")
        runtime.resumeInput()
        blanker?.start()
        awaitedRepaint = "VT switch back"
        runtime.scheduler.setNeedsFullFrame()
    }

    private func frameDidReachScreen() {
        guard let reason = awaitedRepaint, runtime.scheduler.lastFrameWasRepaint else { return }
        awaitedRepaint = nil
        logger.info("\(reason): the kiosk's screen is repainted")
    }

    // MARK: - Hotplug

    private func watchConnection(of display: any HotplugDisplayOutput) {
        do {
            connectionWatch = try display.watchConnection(on: runtime.loop) { [unowned self] change in
                self.connectionDidChange(change)
            }
        } catch {
            logger.notice("cannot watch \(display.info.name) for a replug (\(error)): a display unplugged and plugged back in will stay dark until the kiosk restarts")
        }
    }

    func connectionDidChange(_ change: DisplayConnectionChange) {
        switch change {
        case .disconnected:
            isDisplayConnected = false
            logger.warning("\(change)", metadata: .errorKind(.displayLost))
        case .reconnected:
            isDisplayConnected = true
            logger.info("\(change)")
            awaitedRepaint = "display replug"
            runtime.scheduler.setNeedsFullFrame()
        case .unusable:
            isDisplayConnected = false
            logger.error("\(change)", metadata: .errorKind(.displayLost))
        case .probeFailed:
            logger.error("\(change)", metadata: .errorKind(.displayLost))
        }
    }
}

extension ApplicationRuntime {
    /// Starts VT switching (when the board asks for it, there is a VT and the display can
    /// let go of the screen) and replug recovery (when the display can be replugged).
    @discardableResult
    func installDisplayRecovery(console: ConsoleConfiguration, terminal: VirtualTerminal?, blanker: IdleBlanker?) -> DisplayRecovery {
        let recovery = DisplayRecovery(runtime: self, vtSwitching: console.vtSwitching, terminal: terminal, blanker: blanker)
        services.append(recovery)
        return recovery
    }
}
