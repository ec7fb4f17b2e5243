// Vitrine — Apache License 2.0
import Logging
import Platform

/// How an app is to run, read from the environment, as Qt apps read `QT_QPA_PLATFORM`.
/// Every app reads it, not only the `vitrine` CLI, whose flags set the same variables.
///
/// - `VITRINE_DISPLAY`: a registered backend's name (`DisplayBackend.registered`: `drm`,
///   `fbdev`, `headless`). Unset: the board's `backend`, else
///   DRM when a device can be opened, else headless, with a message saying why.
/// - `VITRINE_BOARD`: the path of a board configuration file.
/// - `VITRINE_SCREENSHOT`: write a PNG of the screen after the first frame, then exit 0.
/// - `VITRINE_SCALE_FACTOR`: points-to-pixels scale, overriding the board's; within
///   `DisplayConfiguration.scaleRange`.
/// - `VITRINE_LOG_LEVEL`: `trace`, `debug`, `info` (the default), `notice`, `warning`,
///   `error` or `critical`.
public struct LaunchEnvironment: Equatable, Sendable {
    public var display: DisplayBackend?
    public var boardPath: String?
    public var screenshotPath: String?
    public var scaleFactor: Double?
    public var logLevel: Logger.Level?

    public init(display: DisplayBackend? = nil, boardPath: String? = nil, screenshotPath: String? = nil, scaleFactor: Double? = nil,
                logLevel: Logger.Level? = nil) {
        self.display = display
        self.boardPath = boardPath
        self.screenshotPath = screenshotPath
        self.scaleFactor = scaleFactor
        self.logLevel = logLevel
    }

    /// A variable that is set but cannot be used.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        public var variable: String
        public var value: String
        public var expected: String
        public var description: String { "\(variable)=\(value): expected \(expected)" }
    }

    /// Reads the variables from `environment`.
    /// - Parameters:
    ///   - environment: the variables.
    ///   - backends: the backends `VITRINE_DISPLAY` may name.
    /// - Throws: `Problem` naming the first variable with an unusable value.
    public init(_ environment: [String: String], backends: [DisplayBackend] = DisplayBackend.registered) throws(Problem) {
        func value(_ name: String) -> String? {
            guard let v = environment[name], !v.isEmpty else { return nil }
            return v
        }
        if let text = value("VITRINE_DISPLAY") {
            guard let backend = backends.first(where: { $0.name == text }) else {
                throw Problem(variable: "VITRINE_DISPLAY", value: text, expected: DisplayBackend.nameList(backends))
            }
            display = backend
        }
        boardPath = value("VITRINE_BOARD")
        screenshotPath = value("VITRINE_SCREENSHOT")
        if let text = value("VITRINE_LOG_LEVEL") {
            guard let level = Logger.Level(rawValue: text) else {
                throw Problem(variable: "VITRINE_LOG_LEVEL", value: text,
                              expected: Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))
            }
            logLevel = level
        }
        if let text = value("VITRINE_SCALE_FACTOR") {
            let range = DisplayConfiguration.scaleRange
            guard let scale = Double(text), range.contains(scale) else {
                throw Problem(variable: "VITRINE_SCALE_FACTOR", value: String(text.prefix(60)),
                              expected: "a number from \(range.lowerBound) to \(range.upperBound), such as 1, 1.5 or 2")
            }
            scaleFactor = scale
        }
    }

    /// The environment variables that express this launch, for a child process.
    public var variables: [String: String] {
        var result: [String: String] = [:]
        result["VITRINE_DISPLAY"] = display?.name
        result["VITRINE_BOARD"] = boardPath
        result["VITRINE_SCREENSHOT"] = screenshotPath
        result["VITRINE_SCALE_FACTOR"] = scaleFactor.map { String($0) }
        result["VITRINE_LOG_LEVEL"] = logLevel?.rawValue
        return result
    }
}
