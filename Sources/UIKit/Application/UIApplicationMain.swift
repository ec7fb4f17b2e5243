// Vitrine — Apache License 2.0
import Platform
import Logging

/// Creates the application and its delegate from the class named `delegateClassName` and
/// runs it, as on iOS:
/// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))`.
///
/// - Returns: the process exit status (the function returns when the app stops, unlike
///   iOS's, so a kiosk can exit non-zero for systemd to restart it).
@MainActor
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
@MainActor
public func UIApplicationMain(
    delegate: UIApplicationDelegate,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    additionalInputSources: [any InputSource] = [],
    board boardOverride: BoardConfiguration? = nil
) -> Int32 {
    LogBootstrap.once()
    let logger = Logger(label: "vitrine")
    let launch: LaunchEnvironment
    let board: BoardConfiguration
    do {
        launch = try LaunchEnvironment(environment)
        board = try boardOverride ?? launch.boardPath.map { path throws(BoardConfigurationError) in try BoardConfiguration.load(contentsOf: path) } ?? .default
    } catch {
        logger.critical("\(error)")
        return 2
    }

    let display: any DisplayOutput
    do {
        display = try openDisplay(launch.display ?? board.display.backend, board: board, logger: logger)
    } catch {
        logger.critical("\(error)")
        return 1
    }

    let info = display.info
    let density = DisplayDensity(
        pixelWidth: info.pixelWidth, pixelHeight: info.pixelHeight,
        reportedWidthMillimeters: info.physicalWidthMillimeters, reportedHeightMillimeters: info.physicalHeightMillimeters,
        configuration: board.display, scaleOverride: launch.scaleFactor)
    let scale = CGFloat(density.scale)
    logger.info("display \(info.name): \(info.pixelWidth)x\(info.pixelHeight) pixels at \(String(format: "%.2f", info.refreshRate)) Hz, \(density.summary)")

    // On a real screen, keep the text console from drawing over the picture.
    var terminal: VirtualTerminal?
    if display is KMSDisplayOutput || display is FBDevDisplayOutput {
        do {
            terminal = try VirtualTerminal()
        } catch {
            logger.notice("no virtual terminal to put in graphics mode (\(error)); the console may show through")
        }
    }
    defer { terminal?.restore() }
    // Power: the console's own blank timer must not fire under the picture.
    let consoleBlanking = terminal.flatMap { terminal in
        do {
            return try ConsoleBlankingInhibitor(terminal: terminal)
        } catch {
            logger.notice("cannot turn console blanking off on \(terminal.path) (\(error))")
            return nil
        }
    }
    defer { consoleBlanking?.restore() }

    do {
        let runtime = try ApplicationRuntime(
            display: display, scale: scale, loop: DispatchEventLoop(),
            inputSources: touchPanels(for: display, board: board, logger: logger) + additionalInputSources,
            logger: logger, panelRotation: board.display.rotation)
        runtime.installBlanker(board.power)
        runtime.installDisplayRecovery(console: board.console, terminal: terminal)
        return runtime.run(delegate: delegate, screenshotPath: launch.screenshotPath)
    } catch {
        display.shutDown()
        logger.critical("\(error)")
        return 1
    }
}

/// Opens the requested backend, or, when none was requested, DRM if it works here and
/// the headless display if it does not.
@MainActor
private func openDisplay(_ requested: DisplayBackend?, board: BoardConfiguration, logger: Logger) throws -> any DisplayOutput {
    if let requested {
        return try requested.open(for: board)
    }
    do {
        return try DisplayBackend.drm.open(for: board)
    } catch {
        logger.warning("no usable DRM display (\(error)); using the headless display (set VITRINE_DISPLAY to choose)")
        return try DisplayBackend.headless.open(for: board)
    }
}

/// The touch panels of a real screen: the evdev devices the board's `[touch]` section
/// selects, present now or plugged in later. A headless display has none.
@MainActor
private func touchPanels(for display: any DisplayOutput, board: BoardConfiguration, logger: Logger) -> [any InputSource] {
    guard display is KMSDisplayOutput || display is FBDevDisplayOutput else { return [] }
    let panels = EvdevInputSource(configuration: board.touch, rotation: board.display.rotation)
    panels.deviceHandler = { event in
        switch event {
        case .opened(let device): logger.info("touch panel: \(device)")
        case .closed(let path, _, let reason): logger.warning("touch panel \(path) closed: \(reason)")
        case .failed(let path, let error): logger.error("touch panel \(path): \(error)")
        case .ignored(let path, let name, let reason): logger.debug("input device \(path) (\(name)) ignored: \(reason)")
        }
    }
    return [panels]
}

/// Logs go to standard error (the journal, under systemd), set up once per process.
@MainActor
enum LogBootstrap {
    private static var done = false

    static func once() {
        guard !done else { return }
        done = true
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = ProcessInfo.processInfo.environment["VITRINE_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
            return handler
        }
    }
}
