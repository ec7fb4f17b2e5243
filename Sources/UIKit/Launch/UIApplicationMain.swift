// Vitrine — Apache License 2.0
import Logging
import Platform
import PlatformCore

/// Creates the application and its delegate from the class named `delegateClassName` and
/// runs it, as on iOS:
/// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))`.
///
/// - Returns: the process exit status (the function returns when the app stops, unlike
///   iOS's, so a kiosk can exit non-zero for systemd to restart it).
@preconcurrency @MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    precondition(principalClassName == nil || principalClassName == "UIApplication",
                 "UIApplicationMain: 'principalClassName' must be nil or \"UIApplication\"; subclasses are not supported yet")
    guard let name = delegateClassName,
          let delegateClass = NSClassFromString(name) as? UIApplicationDelegate.Type
    else {
        fatalError("UIApplicationMain: '\(delegateClassName ?? "nil")' is not the name of a class conforming to UIApplicationDelegate")
    }
    return UIApplicationMain(delegate: delegateClass.init())
}

/// Runs an app: reads the launch environment (`LaunchEnvironment`), opens the board's
/// display (and reads its touch panels, plus `additionalInputSources` such as a replayed
/// recording), makes `UIScreen.main` describe it, calls the delegate's
/// `application(_:didFinishLaunchingWithOptions:)` and runs the event loop until the app
/// stops.
///
/// Errors that stop the app (an unusable variable, a board file with a mistake, a DRM
/// device that cannot be driven) are logged with what to do, and the status is non-zero,
/// so systemd restarts the kiosk.
///
/// `board`, when given, is used instead of the file `VITRINE_BOARD` names (`vitrine
/// calibrate` reads the panel uncalibrated this way).
@preconcurrency @MainActor
public func UIApplicationMain(
    delegate: UIApplicationDelegate,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    additionalInputSources: [any InputSource] = [],
    board boardOverride: BoardConfiguration? = nil
) -> Int32 {
    LogBootstrap.once()
    return launchApplication(delegate: delegate, environment: environment, additionalInputSources: additionalInputSources,
                             board: boardOverride, backends: DisplayBackend.registered, loop: DispatchEventLoop())
}

/// `UIApplicationMain` with the backends to choose from and the event loop given: the
/// host's whole start-up, which tests run on a manual loop with backends of their own.
@MainActor
func launchApplication(
    delegate: UIApplicationDelegate, environment: [String: String], additionalInputSources: [any InputSource],
    board boardOverride: BoardConfiguration?, backends: [DisplayBackend], loop: any EventLoop
) -> Int32 {
    ApplicationRuntime.ignoreStraySignals()
    let logger = Logger(label: "vitrine")
    let launch: LaunchEnvironment
    let board: BoardConfiguration
    do {
        launch = try LaunchEnvironment(environment, backends: backends)
        board = try boardOverride ?? launch.boardPath.map { path throws(BoardConfigurationError) in try BoardConfiguration.load(contentsOf: path) } ?? .default
    } catch {
        logger.critical("\(error)")
        return LaunchExitStatus.configuration
    }

    let backend: DisplayBackend
    let display: any DisplayOutput
    do {
        (backend, display) = try openDisplay(launch.display ?? board.display.backend, board: board, logger: logger)
    } catch {
        logger.critical("\(error)")
        return 1
    }

    // A mirror beside the panel goes with it: its viewers, its socket and its private folder.
    defer { RemoteMirror.serving(display)?.stop() }

    let info = display.info
    let density = DisplayDensity(
        pixelWidth: info.pixelWidth, pixelHeight: info.pixelHeight,
        reportedWidthMillimeters: info.physicalWidthMillimeters, reportedHeightMillimeters: info.physicalHeightMillimeters,
        configuration: board.display, scaleOverride: launch.scaleFactor)
    let scale = CGFloat(density.scale)
    logger.info("display \(info.name): \(info.pixelWidth)x\(info.pixelHeight) pixels at \(String(format: "%.2f", info.refreshRate)) Hz, \(density.summary)")

    // On the machine's own screen, keep the text console from drawing over the picture.
    let console = display is any VirtualTerminalDisplayOutput ? KioskConsole(logger: logger) : nil
    defer { console?.restore() }

    do {
        let runtime = try ApplicationRuntime(
            display: display, scale: scale, loop: loop,
            inputSources: backend.inputSources(for: board, display: display, logger: logger) + additionalInputSources,
            keyboardSources: backend.keyboardSources(for: board, display: display, logger: logger),
            logger: logger, panelRotation: board.display.rotation,
            userInterfaceStyle: board.appearance.style.userInterfaceStyle,
            safeAreaInsets: UIEdgeInsets(top: board.display.safeArea.top, left: board.display.safeArea.left,
                                         bottom: board.display.safeArea.bottom, right: board.display.safeArea.right),
            compositorThreads: board.display.compositorThreads)
        let blanker = runtime.installBlanker(board.power)
        let recovery = runtime.installDisplayRecovery(console: board.console, terminal: console?.terminal, blanker: blanker)
        runtime.installMetrics(board.metrics, recovery: recovery)
        runtime.configureOnScreenKeyboard(board.keyboard)
        UIDevice.current.loadVendorIdentifier(logger: logger)
        runtime.shareClipboardWithRemoteViewers()
        runtime.scrollWithRemoteWheel()
        runtime.services.append(SystemdReadiness(runtime: runtime, notifier: SystemdNotifier(environment: environment)))
        return runtime.run(delegate: delegate, screenshotPath: launch.screenshotPath)
    } catch {
        display.shutDown()
        logger.critical("\(error)")
        return 1
    }
}

/// Opens the requested backend, or, when none was requested, each of
/// `DisplayBackend.automatic` in turn until one opens (the last always does), saying why
/// the others did not.
@MainActor
private func openDisplay(_ requested: DisplayBackend?, board: BoardConfiguration,
                         logger: Logger) throws -> (DisplayBackend, any DisplayOutput) {
    if let requested {
        return (requested, try requested.open(for: board))
    }
    let candidates = DisplayBackend.automatic
    for backend in candidates.dropLast() {
        do {
            return (backend, try backend.open(for: board))
        } catch {
            logger.warning("no usable \(backend.name) display (\(error)); trying the next (set VITRINE_DISPLAY to choose)")
        }
    }
    let fallback = candidates.last!  // never empty
    return (fallback, try fallback.open(for: board))
}

/// Logs go to standard error (the journal, under systemd), set up once per process;
/// warnings and worse, and problems by kind, are counted for the fleet's metrics.
@MainActor
enum LogBootstrap {
    private static var done = false

    static func once() {
        guard !done else { return }
        done = true
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = ProcessInfo.processInfo.environment["VITRINE_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
            return CountingLogHandler(wrapped: handler, counts: .shared, errors: .shared)
        }
    }
}
