// Vitrine — Apache License 2.0
import Logging
import Platform
import PlatformCore
import UIKitCore

/// Logs the start-up time when the first frame reached the screen. Under a `Type=notify`
/// unit also: `READY=1` once the first frame reached the screen, and, with `WatchdogSec=`,
/// `WATCHDOG=1` every half interval while frames still complete. A page flip that never
/// completes stops the pings, so systemd restarts the kiosk.
@MainActor
final class SystemdReadiness: ApplicationService {
    private unowned let runtime: ApplicationRuntime
    private let notifier: SystemdNotifier
    private var isStarted = false
    private var isStopped = false

    init(runtime: ApplicationRuntime, notifier: SystemdNotifier) {
        self.runtime = runtime
        self.notifier = notifier
    }

    func start() {
        guard !isStarted else { return }
        isStarted = true
        var isReady = false
        runtime.scheduler.addObserver { [weak self] _ in
            guard let self, !isReady else { return }
            isReady = true
            if let seconds = ProcessClock.secondsSinceStart() {
                self.runtime.logger.info("first frame on screen \(Int((seconds * 1000).rounded())) ms after the process started")
            }
            self.send("READY=1\nSTATUS=showing frames on \(self.runtime.display.info.name)")
        }
        guard notifier.isEnabled else { return }
        if let interval = notifier.watchdogInterval, interval > 0 {
            feedWatchdog(every: interval / 2)
        }
    }

    func stop() {
        isStopped = true
    }

    private func feedWatchdog(every period: Double) {
        runtime.loop.schedule(after: period) { [weak self] in
            guard let self, !self.isStopped else { return }
            if self.runtime.scheduler.isDeliveringFrames(stallLimit: period) {
                self.send("WATCHDOG=1")
            } else {
                self.runtime.logger.error("a frame has not reached the screen for \(period) s: not feeding the systemd watchdog", metadata: .errorKind(.framesStalled))
            }
            self.feedWatchdog(every: period)
        }
    }

    private func send(_ state: String) {
        do {
            try notifier.notify(state)
        } catch {
            runtime.logger.warning("cannot notify systemd at \(notifier.socketPath ?? "?"): \(error)", metadata: .errorKind(.systemdNotify))
        }
    }
}
