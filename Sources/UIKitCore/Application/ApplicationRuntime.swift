// Vitrine — Apache License 2.0
import Logging
import PlatformCore

/// Everything a running app is attached to: its display, the screen compositor, the frame
/// scheduler, the input sources with the touch router they feed, and the event loop.
/// Built once by the host that starts the app (`UIApplicationMain`), which adds what its
/// platform has (blanking, display recovery, service-manager readiness) as
/// `ApplicationService`s and touch filters; nothing here knows a device.
@MainActor
package final class ApplicationRuntime {
    /// The runtime of the running app; nil before launch and in unit tests.
    package static private(set) var current: ApplicationRuntime?

    package let loop: any EventLoop
    package let display: any DisplayOutput
    package let scheduler: FrameScheduler
    package let logger: Logger
    private var signalWatches: [EventRegistration] = []
    private var isShutDown = false

    /// How the panel is mounted: screenshots are written as the panel shows them.
    package let panelRotation: DisplayRotation

    /// Turns the input sources' touch frames into UIKit touches.
    package let touchRouter: TouchRouter
    /// The touch panels (evdev devices, replays) the app reads.
    package let inputSources: [any InputSource]
    /// The keyboards (evdev keyboards and scanners, remote viewers) the app reads.
    package let keyboardSources: [any KeyboardSource]

    /// Where key events go once the keyboards deliver them (the responder chain's first
    /// responder); events are dropped while it is nil or input is suspended.
    package var keyEventHandler: ((KeyEvent) -> Void)?

    /// Turns key events into presses for the key window's first responder; the default
    /// `keyEventHandler`.
    package let pressRouter = PressRouter()

    /// True while the screen belongs to someone else (another VT): touch frames are dropped.
    private var isInputSuspended = false

    /// What the host adds, started after the input sources (before the delegate launches)
    /// and stopped in reverse order before the display is given back.
    package var services: [any ApplicationService] = []

    /// Every touch frame passes these in order before the touch router; a filter that
    /// returns nil keeps the frame from the app (the touch that wakes a dark panel).
    package var touchFilters: [(TouchFrame) -> TouchFrame?] = []

    /// `userInterfaceStyle` is the kiosk's style (the board's `[appearance] style`): the
    /// screen's, which every window and view inherits unless it overrides it.
    /// `safeAreaInsets` are the panel's unsafe edges (the board's `display.safe-area`).
    /// `compositorThreads` is how many threads repaint large damage (the board's
    /// `display.compositor-threads`); nil for one per CPU the process may use.
    package init(display: any DisplayOutput, scale: CGFloat, loop: any EventLoop, inputSources: [any InputSource] = [],
                 keyboardSources: [any KeyboardSource] = [], logger: Logger, panelRotation: DisplayRotation = .degrees0,
                 userInterfaceStyle: UIUserInterfaceStyle = .light, safeAreaInsets: UIEdgeInsets = .zero,
                 compositorThreads: Int? = nil) throws {
        self.panelRotation = panelRotation
        let info = display.info
        guard let compositor = Compositor(pixelWidth: info.pixelWidth, pixelHeight: info.pixelHeight, scale: scale,
                                          threads: compositorThreads) else {
            throw RuntimeError(description: "cannot compose a \(info.pixelWidth)x\(info.pixelHeight) screen at scale \(scale)")
        }
        self.display = display
        self.loop = loop
        self.logger = logger
        self.inputSources = inputSources
        self.keyboardSources = keyboardSources
        self.touchRouter = TouchRouter(loop: loop)
        self.scheduler = FrameScheduler(display: display, compositor: compositor, loop: loop) {
            WindowStack.shared.windows
        }
        let screen = UIScreen(pixelWidth: info.pixelWidth, pixelHeight: info.pixelHeight, scale: scale)
        screen.userInterfaceStyle = userInterfaceStyle
        screen.panelSafeAreaInsets = safeAreaInsets
        UIScreen.install(screen)
        keyEventHandler = { [pressRouter] event in pressRouter.handle(event) }
        followInterfaceOrientation(of: screen)  // ApplicationRuntime+InterfaceOrientation.swift
    }

    package struct RuntimeError: Error, CustomStringConvertible {
        package var description: String
        package init(description: String) { self.description = description }
    }

    /// Launches `delegate` (`application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`, `applicationDidBecomeActive(_:)`) and
    /// runs the loop until the app stops; returns the exit status.
    package func run(delegate: UIApplicationDelegate, screenshotPath: String?) -> Int32 {
        Self.current = self
        defer { Self.current = nil }
        let application = UIApplication.shared
        application.delegate = delegate
        scheduler.failureHandler = { [unowned self] error in
            self.logger.critical("display failed: \(error)", metadata: .errorKind(.displayLost))
            self.shutDown()
            self.loop.stop(status: 1)
        }
        WindowStack.shared.onChange = { [unowned self] in self.scheduler.setNeedsFrame() }
        // SIGHUP and SIGQUIT stop the kiosk as SIGTERM does, restoring the display, rather
        // than killing it (SIGHUP) or being caught by Swift's backtracer and ignored (SIGQUIT).
        let stopSignals: [(Int32, String)] = [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT")]
        Self.ignoreStraySignals()
        for (signal, name) in stopSignals {
            signalWatches.append(loop.watchSignal(signal) { [unowned self] in self.stop(status: 0, reason: name) })
        }
        if let screenshotPath {
            var written = false
            scheduler.addObserver { [unowned self] _ in
                guard !written else { return }
                // The first settled frame: not one whose layout added views laid out only in
                // the next, which is presented whole even if those views change no pixel.
                if self.scheduler.lastFrameLeftWork { return self.scheduler.setNeedsFullFrame() }
                written = true
                do {
                    try PNGEncoder.write(self.panelImage(), toFile: screenshotPath)
                    self.logger.info("wrote the first frame to \(screenshotPath)")
                    self.loop.schedule { self.shutDown(); self.loop.stop(status: 0) }
                } catch {
                    self.logger.error("cannot write the screenshot: \(error)")
                    self.loop.schedule { self.shutDown(); self.loop.stop(status: 1) }
                }
            }
        }
        scheduler.addObserver { [unowned self] completion in
            self.logger.trace("frame \(completion.sequence) on screen at \(completion.timestamp)")
        }
        startInputSources()
        for service in services { service.start() }
        // iOS's launch sequence: will finish, did finish, then active in the foreground.
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
        application.applicationState = .active
        delegate.applicationDidBecomeActive(application)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
        scheduler.setNeedsFrame()
        let status = loop.run()
        shutDown()
        return status
    }

    /// Stops the running app as a signal would: tells the delegate
    /// (`applicationWillTerminate(_:)`), gives the display back and ends the loop with
    /// `status`. `reason` goes to the log: "SIGTERM: stopping", "replay finished: stopping".
    package func stop(status: Int32, reason: String) {
        logger.info("\(reason): stopping")
        let application = UIApplication.shared
        application.delegate?.applicationWillTerminate(application)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: application)
        shutDown()
        loop.stop(status: status)
    }

    /// Ignores SIGUSR1/SIGUSR2 (stray VT-switch requests) and SIGPIPE (a peer that closed
    /// its socket), whose default would kill the kiosk; handlers already installed stay
    /// (VirtualTerminalSwitching takes the first two with its own when it switches VTs).
    /// The host calls it first thing, so no signal finds the kiosk unprotected while it starts.
    package static func ignoreStraySignals() {
        for signal in [SIGUSR1, SIGUSR2, SIGPIPE] {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0 else { continue }
            if current.__sigaction_handler.sa_handler == nil {
                Foundation.signal(signal, SIG_IGN)
            }
        }
    }

    /// The screen as the panel shows it (turned by the panel's rotation), which is what a
    /// camera, or QEMU's screendump, sees.
    package func panelImage() -> Bitmap {
        let screen = scheduler.compositor.screen
        // The mounting, then the interface orientation's turn, as the display applies them.
        let rotation = (display as? any RotatableDisplayOutput)?.rotation ?? panelRotation
        guard rotation != .degrees0 else { return screen }
        let size = rotation.physicalSize(logicalWidth: screen.width, logicalHeight: screen.height)
        let panel = Bitmap(width: size.width, height: size.height)!  // same pixel count as the screen, which exists
        rotation.copy(screen.bounds, from: screen, into: UnsafeMutableRawPointer(panel.pixels), pitch: panel.bytesPerRow)
        return panel
    }

    /// Connects each input source to the touch router and starts it on the loop; a source
    /// that cannot start is logged and left out, so a missing panel does not stop the kiosk.
    private func startInputSources() {
        for source in inputSources {
            source.frameHandler = { [unowned self] frame in
                // Another VT is shown: the touches are not meant for the kiosk.
                guard !self.isInputSuspended else { return }
                self.logger.trace("touch frame: \(frame)")
                var frame = frame
                for filter in self.touchFilters {
                    guard let kept = filter(frame) else { return }
                    frame = kept
                }
                self.touchRouter.handle(frame)
            }
            do {
                try source.start(on: loop)
            } catch {
                source.frameHandler = nil
                logger.error("cannot start input source \(source): \(error)", metadata: .errorKind(.inputDeviceLost))
            }
        }
        for source in keyboardSources {
            source.keyHandler = { [unowned self] event in
                guard !self.isInputSuspended else { return }
                self.logger.trace("key event: \(event)")
                self.keyEventHandler?(event)
            }
            do {
                try source.start(on: loop)
            } catch {
                source.keyHandler = nil
                logger.error("cannot start keyboard source \(source): \(error)", metadata: .errorKind(.inputDeviceLost))
            }
        }
    }

    /// Stops delivering touches and keys: those down are cancelled (their views get
    /// `touchesCancelled`, their responders `pressesCancelled`), and events are dropped
    /// until `resumeInput()`.
    package func suspendInput() {
        isInputSuspended = true
        touchRouter.cancelAllTouches(at: loop.now)
        pressRouter.cancelAllPresses()
    }

    /// Delivers touch frames again; a contact that began while suspended stays unknown
    /// (its later frames are ignored), so only new touches reach the app.
    package func resumeInput() {
        isInputSuspended = false
    }

    /// Gives the display back (restoring the previous CRTC on DRM). Idempotent.
    package func shutDown() {
        guard !isShutDown else { return }
        isShutDown = true
        // The services first: a blanked panel is lit before the display is given back.
        for service in services.reversed() { service.stop() }
        scheduler.stop()
        for source in inputSources {
            source.stop()
            source.frameHandler = nil
        }
        for source in keyboardSources {
            source.stop()
            source.keyHandler = nil
        }
        // The stack outlives the runtime (tests run several); it must not call a dead one,
        // nor show it a field still editing under a keyboard left up.
        OnScreenKeyboard.tearDown(on: UIScreen.main)
        WindowStack.shared.onChange = nil
        UIScreen.main.windowScene.interfaceOrientationObserver = nil
        for watch in signalWatches { watch.cancel() }
        signalWatches.removeAll()
        display.shutDown()
    }
}
