// Vitrine — Apache License 2.0
// Following a Foundation `Progress`. On iOS the view observes `fractionCompleted` with
// key-value observing; swift-corelibs-foundation has no KVO and `Progress` offers no
// change callback, so the view polls instead: a display link reads the fraction each frame
// while the view is in a window and the progress can still change. A finished or cancelled
// progress stops the polling (a kiosk would otherwise draw frames forever for a bar that
// stays full); so does leaving the window, and moving back in starts it again.

import Foundation
import QuartzCore

extension UIProgressView {
    /// `observedProgress` was set: show its fraction at once and poll it from now on.
    func observedProgressDidChange() {
        if let observed = observedProgress {
            setProgress(Self.fraction(of: observed), animated: false)
        }
        stopProgressPolling()
        updateProgressPolling()
    }

    /// Starts or stops the polling for the view's window and the progress's state.
    func updateProgressPolling() {
        guard let observed = observedProgress, window != nil, !observed.isFinished, !observed.isCancelled else {
            return stopProgressPolling()
        }
        guard progressPoll == nil else { return }
        // Weak: the link would otherwise keep the view (its target) alive.
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.pollObservedProgress()
        }
        link.ownerLayer = layer
        progressPoll = link
        link.add(to: .main, forMode: .common)
    }

    /// One frame: the bar moves (animated) to the progress's fraction when it changed.
    func pollObservedProgress() {
        guard let observed = observedProgress else { return stopProgressPolling() }
        let fraction = Self.fraction(of: observed)
        if fraction != progress { setProgress(fraction, animated: true) }
        if observed.isFinished || observed.isCancelled { stopProgressPolling() }
    }

    private func stopProgressPolling() {
        progressPoll?.invalidate()
        progressPoll = nil
    }

    /// `progress.fractionCompleted` as the bar's value (0 for an indeterminate progress, as
    /// Foundation reports it).
    private static func fraction(of progress: Progress) -> Float {
        Float(progress.fractionCompleted)
    }
}
