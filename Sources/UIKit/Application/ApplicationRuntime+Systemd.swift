// Vitrine — Apache License 2.0
import Logging
import Platform

extension ApplicationRuntime {
    /// Logs the start-up time when the first frame reached the screen. Under a
    /// `Type=notify` unit also: `READY=1` once the first frame reached the screen, and,
    /// with `WatchdogSec=`, `WATCHDOG=1` every half interval while frames still complete.
    /// A page flip that never completes stops the pings, so systemd restarts the kiosk.
    func startSystemdNotifications(_ notifier: SystemdNotifier) {
        var isReady = false
        scheduler.addObserver { [unowned self] _ in
            guard !isReady else { return }
            isReady = true
            if let seconds = ProcessClock.secondsSinceStart() {
                self.logger.info("first frame on screen \(Int((seconds * 1000).rounded())) ms after the process started")
            }
            self.send("READY=1\nSTATUS=showing frames on \(self.display.info.name)", to: notifier)
        }
        guard notifier.isEnabled else { return }
        if let interval = notifier.watchdogInterval, interval > 0 {
            feedWatchdog(notifier, every: interval / 2)
        }
    }

    private func feedWatchdog(_ notifier: SystemdNotifier, every period: Double) {
        loop.schedule(after: period) { [weak self] in
            guard let self else { return }
            if self.scheduler.isDeliveringFrames(stallLimit: period) {
                self.send("WATCHDOG=1", to: notifier)
            } else {
                self.logger.error("a frame has not reached the screen for \(period) s: not feeding the systemd watchdog")
            }
            self.feedWatchdog(notifier, every: period)
        }
    }

    private func send(_ state: String, to notifier: SystemdNotifier) {
        do {
            try notifier.notify(state)
        } catch {
            logger.warning("cannot notify systemd at \(notifier.socketPath ?? "?"): \(error)")
        }
    }
}
