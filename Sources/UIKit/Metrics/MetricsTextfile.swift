// Vitrine — Apache License 2.0
import Foundation
import Logging
import Platform
import PlatformCore
import UIKitCore

/// Writes the kiosk's metrics every few seconds to the board's `[metrics] textfile`, for
/// node_exporter's textfile collector. Each write replaces the file whole (a temporary
/// file in the same folder, renamed over it), so the collector never reads half a file.
/// A write that fails is logged once (and again only when the reason changes); the kiosk
/// goes on.
@MainActor
final class MetricsTextfile: ApplicationService {
    private let path: String
    private let interval: Double
    private let metrics: KioskMetrics
    private let loop: any EventLoop
    private let log: (Logger.Level, String) -> Void
    private var timer: EventRegistration?
    private var lastFailure: String?
    private var isMissingFolder = false

    /// - Parameters:
    ///   - log: where a failed write is reported: a warning, or a notice when the default
    ///     folder is missing (a kiosk run by hand, not by its unit).
    init(path: String, interval: Double, metrics: KioskMetrics, loop: any EventLoop,
         log: @escaping (Logger.Level, String) -> Void) {
        self.path = path
        self.interval = interval
        self.metrics = metrics
        self.loop = loop
        self.log = log
    }

    func start() {
        guard timer == nil else { return }
        // Without the unit's runtime folder (a kiosk started by hand) the default file has
        // nowhere to go: no metrics, and no timer waking the kiosk for them.
        if !writeNow(), path == MetricsConfiguration.defaultTextfile, isMissingFolder { return }
        scheduleNext()
    }

    /// Writes the final figures and stops. Idempotent.
    func stop() {
        guard let timer else { return }  // never started, or no folder for the default file
        timer.cancel()
        self.timer = nil
        writeNow()
    }

    private func scheduleNext() {
        timer = loop.schedule(after: interval) { [weak self] in
            guard let self, self.timer != nil else { return }
            self.writeNow()
            self.scheduleNext()
        }
    }

    /// Renders and writes the metrics now; returns whether the file was replaced.
    @discardableResult
    func writeNow() -> Bool {
        do {
            try Self.replace(path, with: metrics.render())
            lastFailure = nil
            isMissingFolder = false
            return true
        } catch {
            isMissingFolder = error.isMissingFolder
            let reason = "\(error.reason)"
            if reason != lastFailure {
                lastFailure = reason
                let level: Logger.Level = error.isMissingFolder && path == MetricsConfiguration.defaultTextfile ? .notice : .warning
                log(level, "metrics: cannot write \(path): \(reason); the kiosk goes on without them")
            }
            return false
        }
    }

    /// Replaces the file at `path` with `text` atomically.
    static func replace(_ path: String, with text: String) throws(MetricsWriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw MetricsWriteError(reason: "the folder \(folder) does not exist (the kiosk's unit makes /run/vitrine)",
                                    isMissingFolder: true)
        }
        // Not ending in .prom: the collector ignores it until the rename.
        let temporary = folder + "/." + url.lastPathComponent + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw MetricsWriteError(reason: "cannot create \(temporary): \(String(cString: strerror(errno)))")
        }
        // Readable by node_exporter's user whatever the kiosk's umask (the unit's is 0077).
        chmod(temporary, 0o644)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw MetricsWriteError(reason: "cannot rename \(temporary) to it: \(reason)")
        }
    }
}

struct MetricsWriteError: Error, CustomStringConvertible {
    var reason: String
    var isMissingFolder = false
    var description: String { reason }
}

extension ApplicationRuntime {
    /// Writes the kiosk's metrics where the board's `[metrics]` section says, if anywhere.
    func installMetrics(_ configuration: MetricsConfiguration, recovery: DisplayRecovery?) {
        guard let path = configuration.textfile else { return }
        let logger = self.logger
        services.append(MetricsTextfile(path: path, interval: configuration.interval,
                                        metrics: KioskMetrics(runtime: self, recovery: recovery), loop: loop) { level, message in
            // The notice of a kiosk run by hand (no /run/vitrine) is no problem.
            logger.log(level: level, "\(message)", metadata: level >= .warning ? .errorKind(.metricsWrite) : nil)
        })
    }
}
