// Vitrine — Apache License 2.0
import ArgumentParser
import Foundation
import Platform
import UIKit

/// `vitrine calibrate`: shows five targets one after another, reads where the panel
/// says each was touched, fits libinput's calibration matrix by least squares
/// (`CalibrationFit`) and writes it into the board file's `[touch]` section, keeping the
/// rest of the file as it was.
///
/// The panel is read with the board's swap/invert, ranges and rotation but without its
/// present `calibration`, so a wrong matrix does not bias the new one; touches reach the
/// app as usual and are turned back into pre-calibration positions by undoing the
/// rotation. Blanking is off while it runs.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Touch five targets; write the touch calibration matrix into the board file.",
        discussion: "Targets: the four corners inset 10 % and the centre. The matrix follows libinput's "
            + "LIBINPUT_CALIBRATION_MATRIX convention and is written as touch.calibration."
    )

    @Option(help: "The board configuration file to calibrate and write (default: VITRINE_BOARD).")
    var board: String?

    @Option(help: .displayBackend)
    var display: String?

    @Option(parsing: .upToNextOption, help: "Read the touches from an evemu recording (DESC EVENTS, or EVENTS alone) instead of the panel.")
    var replay: [String] = []

    @Flag(help: "With --replay: feed the recording as fast as possible.")
    var fast = false

    @Flag(help: "Print the matrix without writing the board file.")
    var dryRun = false

    @Flag(help: "Write the matrix even when its residual is over the limit (2 % of the screen's diagonal).")
    var force = false

    func run() throws {
        try MainActor.assumeIsolated { try calibrate() }
    }

    /// The backend calibrate would show its targets on when that backend reads no touch
    /// panel: headless chosen by VITRINE_DISPLAY or the board, or picked automatically on a
    /// machine without /dev/dri (DRM cannot open there, so the automatic choice ends headless).
    static func untouchableBackend(environment: [String: String], board: BoardConfiguration) -> String? {
        let requested = environment["VITRINE_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 } ?? board.display.backend?.name
        if let requested { return requested == DisplayBackend.headless.name ? requested : nil }
        return FileManager.default.fileExists(atPath: "/dev/dri") ? nil : DisplayBackend.headless.name
    }

    @MainActor
    private func calibrate() throws {
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["VITRINE_DISPLAY"] = display }
        let boardPath = board ?? environment["VITRINE_BOARD"].flatMap { $0.isEmpty ? nil : $0 }
        let loaded: BoardConfiguration
        do {
            loaded = try boardPath.map { path throws(BoardConfigurationError) in try BoardConfiguration.load(contentsOf: path) } ?? .default
        } catch {
            throw ValidationError("\(error)")
        }
        var reading = loaded
        reading.touch = loaded.touch.replacingCalibration(with: nil)
        reading.power.neverBlank = true
        let rotation = loaded.display.rotation

        var sources: [any InputSource] = []
        let delegate = CalibrationAppDelegate(rotation: rotation)
        if !replay.isEmpty {
            guard replay.count <= 2 else { throw ValidationError("--replay takes DESC EVENTS, or EVENTS alone") }
            let source: ReplayInputSource
            do {
                let recording = try EvemuRecording.load(descriptionPath: replay.count == 2 ? replay[0] : nil, eventsPath: replay[replay.count - 1])
                source = try ReplayInputSource(recording: recording, configuration: reading.touch, rotation: rotation,
                                               pace: fast ? .asFastAsPossible : .realTime)
            } catch {
                throw ValidationError("\(error)")
            }
            source.finishedHandler = { delegate.stopSoon() }  // fewer than five touches: give up
            let replayed = replay[replay.count - 1], positionAxes = source.positionAxes
            source.positionAxesIdleHandler = { moving in
                printError("vitrine calibrate: \(replayed): \(EvdevInputSource.idleAxesAdvice(position: positionAxes, moving: moving))")
            }
            sources.append(source)
            if environment["VITRINE_DISPLAY"].map({ $0.isEmpty }) ?? true, !FileManager.default.fileExists(atPath: "/dev/dri") {
                environment["VITRINE_DISPLAY"] = "headless"
            }
        } else if let backend = Self.untouchableBackend(environment: environment, board: loaded) {
            // Nothing could ever touch a target: say so instead of waiting in silence.
            throw ValidationError("the \(backend) display has no touch panel to calibrate: run calibrate on the panel's own "
                                  + "display (--display drm or fbdev), or give --replay DESC EVENTS")
        }
        let status = UIApplicationMain(delegate: delegate, environment: environment, additionalInputSources: sources, board: reading)
        if status != 0 { throw ExitCode(status) }

        let samples = delegate.samples
        guard samples.count == CalibrationFit.targets.count else {
            printError("vitrine calibrate: \(samples.count) of \(CalibrationFit.targets.count) targets touched; nothing written")
            throw ExitCode(1)
        }
        let fit: CalibrationFit
        do {
            fit = try CalibrationFit(samples: samples, rotation: rotation)
        } catch {
            printError("vitrine calibrate: \(error); nothing written")
            throw ExitCode(1)
        }
        let (width, height) = delegate.pixelSize
        let residuals = fit.residuals(width: width, height: height)
        for (index, sample) in samples.enumerated() {
            print(String(format: "target %d at (%.2f, %.2f): touched at raw (%.4f, %.4f), %.2f px from it once calibrated",
                         index + 1, sample.target.x, sample.target.y, sample.raw.x, sample.raw.y, residuals[index]))
        }
        print("calibration = [\(fit.numbers.map(BoardFileEditor.format).joined(separator: ", "))]")
        print(String(format: "residual: rms %.3f px, max %.3f px on the %dx%d screen (rotation %d)",
                     fit.rmsResidual(width: width, height: height), residuals.max() ?? 0, width, height, rotation.degrees))
        let rms = fit.rmsResidual(width: width, height: height), limit = CalibrationFit.residualLimit(width: width, height: height)
        if rms > limit && !force {
            printError(String(format: "vitrine calibrate: the fit is off by %.1f px (rms), over the limit of %.1f px (2 %% of the screen's diagonal): "
                              + "a target was probably missed; nothing written. Calibrate again, or pass --force to write it anyway.", rms, limit))
            throw ExitCode(1)
        }
        guard let boardPath, !dryRun else {
            if boardPath == nil { print("no board file given (--board or VITRINE_BOARD): add the line above to its [touch] section") }
            return
        }
        do {
            let text = try String(contentsOfFile: boardPath, encoding: .utf8)
            let edited = try BoardFileEditor.settingCalibration(fit.numbers, in: text, file: boardPath)
            try edited.write(toFile: boardPath, atomically: true, encoding: .utf8)
        } catch {
            printError("vitrine calibrate: cannot write \(boardPath): \(error)")
            throw ExitCode(1)
        }
        print("wrote touch.calibration to \(boardPath)")
    }
}

/// The calibration screen: a target at a time, and the touches collected.
@MainActor
final class CalibrationAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The touches so far, as pre-calibration positions with their targets.
    private(set) var samples: [CalibrationFit.Sample] = []
    /// The screen's size in pixels, for residuals.
    private(set) var pixelSize = (0, 0)
    private let rotation: DisplayRotation
    private var isStopping = false

    init(rotation: DisplayRotation) {
        self.rotation = rotation
        super.init()
    }

    required override init() {
        rotation = .degrees0
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let screen = UIScreen.main
        pixelSize = (Int((screen.bounds.width * screen.scale).rounded()), Int((screen.bounds.height * screen.scale).rounded()))
        let window = UIWindow(frame: screen.bounds)
        let view = CalibrationTargetView(frame: window.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // The input sources already undo the rotation; undo that to get the position the
        // calibration matrix will be applied to.
        let unrotate = TouchTransform.Matrix.inverse(of: rotation).inverted()
        view.onTouch = { [unowned self, unowned view] displayed in
            guard self.samples.count < CalibrationFit.targets.count else { return }
            let raw = unrotate.apply(displayed.x, displayed.y)
            self.samples.append(CalibrationFit.Sample(raw: raw, target: CalibrationFit.targets[self.samples.count]))
            view.targetIndex = self.samples.count
            if self.samples.count == CalibrationFit.targets.count { self.stopSoon() }
        }
        window.addSubview(view)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// Stops the app shortly (so the last frame is shown), through the same path as SIGTERM.
    func stopSoon() {
        guard !isStopping else { return }
        isStopping = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { kill(getpid(), SIGTERM) }
    }
}

/// A black screen with a crosshair on the current target and a line of instructions.
@MainActor
final class CalibrationTargetView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Which target to show; `CalibrationFit.targets.count` shows "done".
    var targetIndex = 0 {
        didSet { setNeedsDisplay() }
    }
    /// Called with the normalized displayed position (0…1) where a finger lifted.
    var onTouch: ((_ displayed: (x: Double, y: Double)) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // The finger's last position: it has settled on the target by then.
        guard let touch = touches.first, bounds.width > 0, bounds.height > 0 else { return }
        let point = touch.location(in: self)
        onTouch?((Double(point.x / bounds.width), Double(point.y / bounds.height)))
    }

    override func draw(_ rect: CGRect) {
        let targets = CalibrationFit.targets
        let text: String
        if targetIndex < targets.count {
            let target = targets[targetIndex]
            let center = CGPoint(x: CGFloat(target.x) * bounds.width, y: CGFloat(target.y) * bounds.height)
            UIColor.white.setStroke()
            let cross = UIBezierPath()
            cross.move(to: CGPoint(x: center.x - 24, y: center.y))
            cross.addLine(to: CGPoint(x: center.x + 24, y: center.y))
            cross.move(to: CGPoint(x: center.x, y: center.y - 24))
            cross.addLine(to: CGPoint(x: center.x, y: center.y + 24))
            cross.lineWidth = 2
            cross.stroke()
            let ring = UIBezierPath(ovalIn: CGRect(x: center.x - 12, y: center.y - 12, width: 24, height: 24))
            ring.lineWidth = 2
            ring.stroke()
            text = "Touch the centre of the target (\(targetIndex + 1) of \(targets.count))"
        } else {
            text = "Calibrated"
        }
        text.draw(at: CGPoint(x: bounds.width * 0.2, y: bounds.height * 0.3), withAttributes: [
            .font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.white,
        ])
    }
}
