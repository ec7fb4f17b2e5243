// Vitrine — Apache License 2.0
import PlatformCore

/// Decides when frames happen and runs them: the frame path of DESIGN.md.
///
/// A change to any layer of a visible window asks for a frame (`LayerTreeHost`); requests
/// within one turn of the loop coalesce into one frame. A frame composes the windows'
/// layer trees and, if any pixel changed, hands the damage to the display. While the
/// display is busy (a page flip pending) requests wait for its completion event. No
/// change, no frame: an idle kiosk schedules nothing and sleeps in the kernel.
///
/// Pacing: some devices complete flips long before the next vertical blank (QEMU's bochs
/// has no vblank at all), so a new frame never starts sooner than one refresh period
/// after the previous one completed.
@MainActor
package final class FrameScheduler: LayerTreeHost {
    package let display: any DisplayOutput
    package var compositor: Compositor  // replaced when the interface orientation changes the screen's shape
    private let loop: any EventLoop
    private let windows: () -> [UIWindow]

    private var needsFrame = false
    /// Set when the display lost its picture (a VT switch, a display plugged back in): the
    /// next frame presents the whole screen even if no layer changed.
    private var needsFullPresent = false
    /// Whether the frame on its way to the screen is such a whole-screen present.
    private var presentingFullFrame = false
    /// Whether the last frame that reached the screen presented the whole screen because
    /// the display had lost its picture: the repaint is on the screen.
    package private(set) var lastFrameWasRepaint = false
    private var frameScheduled = false
    private var lastCompletion: Double?
    private var lastFrameStart: Double?
    private var lastTargetTimestamp: Double?
    /// When the frame now on its way to the screen was presented; nil when none is.
    package private(set) var presentedFrameTime: Double?
    private var observers: [(FrameCompletion) -> Void] = []
    /// Whether the last frame left layout or drawing for the next one (views its own layout
    /// added, laid out only then): what it presented is not yet the settled picture.
    package private(set) var lastFrameLeftWork = false
    /// Whether nothing is asked for: no frame pending, scheduled or on its way to the screen.
    package var isIdle: Bool { !needsFrame && !frameScheduled && presentedFrameTime == nil }
    /// Frames run so far (layout, drawing and composition), whether or not they presented.
    package var composedFrames: Int { statistics.composed }
    /// Frames composed, presented, late and dropped, and their times, for the fleet's metrics.
    package private(set) var statistics = FrameStatistics()
    /// The time the frame on its way to the screen was computed for.
    private var pendingTargetTimestamp: Double?
    /// True while a frame lays out, draws and composes: changes then are part of it.
    private var isRunningFrame = false
    /// Set when a layer changed while the frame ran; the frame then looks for work its
    /// passes left (a view marked for layout by a `draw(_:)`).
    private var changedDuringFrame = false
    private var displayEvents: EventRegistration?

    /// Called when presenting or reading display events fails; the app cannot go on.
    package var failureHandler: ((any Error) -> Void)?

    package init(display: any DisplayOutput, compositor: Compositor, loop: any EventLoop, windows: @escaping () -> [UIWindow]) {
        self.display = display
        self.compositor = compositor
        self.loop = loop
        self.windows = windows
        AnimationClock.shared.requestFrame = { [weak self] in self?.setNeedsFrame() }
        display.frameCompletionHandler = { [unowned self] completion in
            MainActor.assumeIsolated { self.frameDidComplete(completion) }
        }
        if let descriptor = display.eventDescriptor {
            displayEvents = loop.watchReadable(descriptor) { [unowned self] in
                do {
                    try self.display.dispatchEvents()
                } catch {
                    self.failureHandler?(error)
                }
            }
        }
    }

    package func stop() {
        displayEvents?.cancel()
        displayEvents = nil
    }

    /// Calls `observer` after every frame that reached the screen.
    package func addObserver(_ observer: @escaping (FrameCompletion) -> Void) {
        observers.append(observer)
    }

    package func layerTreeDidChange(_ root: CALayer) {
        // A change made by the frame's own layout or drawing is composed by that frame;
        // asking for another would run one that composes nothing.
        guard !isRunningFrame else {
            changedDuringFrame = true
            return
        }
        setNeedsFrame()
    }

    /// Asks for a frame at the next opportunity.
    package func setNeedsFrame() {
        needsFrame = true
        scheduleFrameIfPossible()
    }

    /// Asks for a frame that presents the whole screen, for a display that shows it again
    /// after losing it; it waits until the display is ready.
    package func setNeedsFullFrame() {
        needsFullPresent = true
        setNeedsFrame()
    }

    private func scheduleFrameIfPossible() {
        guard needsFrame, !frameScheduled, display.isReadyForFrame else { return }
        frameScheduled = true
        let period = 1 / max(display.info.refreshRate, 1)
        // A frame that presented nothing (a display link that changed no pixel) has no
        // flip to wait for; the next one still waits a period from its start.
        let delay = max(lastCompletion ?? -.infinity, lastFrameStart ?? -.infinity) + period - loop.now
        if delay > 0.0005 {
            loop.schedule(after: delay) { [unowned self] in self.runFrame() }
        } else {
            loop.schedule { [unowned self] in self.runFrame() }
        }
    }

    /// Composes and presents one frame now, if anything changed.
    package func runFrame() {
        frameScheduled = false
        guard needsFrame, display.isReadyForFrame else { return }
        needsFrame = false
        let frameStart = loop.now
        lastFrameStart = frameStart
        defer { statistics.recordFrame(seconds: loop.now - frameStart) }
        isRunningFrame = true
        // Animations and display links first, at the time this frame reaches the screen.
        let period = 1 / max(display.info.refreshRate, 1)
        let shown = lastCompletion ?? loop.now
        // Never backward: a stall moves animations forward, to their end at most.
        let target = max(loop.now, shown + period, lastTargetTimestamp ?? -.infinity)
        lastTargetTimestamp = target
        AnimationClock.shared.beginFrame(timestamp: shown, targetTimestamp: target, duration: period)
        let visibleWindows = windows()
        // Layout first, top down, so the frame composes the laid-out positions.
        for window in visibleWindows {
            window.layer.host = self
            window.layoutIfNeeded()
        }
        // Then drawing: `draw(_:)` of every layer whose contents were invalidated.
        for window in visibleWindows {
            window.layer.displayTreeIfNeeded()
        }
        let roots = visibleWindows.map(\.layer)
        var damage = compositor.compose(roots)
        isRunningFrame = false
        lastFrameLeftWork = false
        if changedDuringFrame {
            changedDuringFrame = false
            // Work a pass made for a pass already done (drawing that marks a view for
            // layout, a layout that marks a view it already laid out) needs a frame of its own.
            if visibleWindows.contains(where: { $0.layer.hasPendingLayoutOrDisplay }) {
                lastFrameLeftWork = true
                setNeedsFrame()
            }
        }
        let isRepaint = needsFullPresent
        if needsFullPresent {
            needsFullPresent = false
            damage = [compositor.screen.bounds]
        }
        // Running animations and display links ask for the next frame; it waits for this
        // one's flip (or, with nothing to present, for one refresh period).
        if AnimationClock.shared.needsFrames(hostedBy: self) { setNeedsFrame() }
        guard !damage.isEmpty else { return }
        do {
            presentedFrameTime = loop.now
            pendingTargetTimestamp = target
            presentingFullFrame = isRepaint
            try display.present(compositor.screen, damage: damage)
        } catch {
            failureHandler?(error)
        }
    }

    /// False when a presented frame has not reached the screen within `stallLimit`
    /// seconds: a stuck page flip. The systemd watchdog stops being fed then.
    package func isDeliveringFrames(stallLimit: Double) -> Bool {
        guard let presented = presentedFrameTime else { return true }
        return loop.now - presented < stallLimit
    }

    private func frameDidComplete(_ completion: FrameCompletion) {
        presentedFrameTime = nil
        statistics.recordPresented(lateness: pendingTargetTimestamp.map { completion.timestamp - $0 } ?? 0,
                                   period: 1 / max(display.info.refreshRate, 1))
        pendingTargetTimestamp = nil
        lastFrameWasRepaint = presentingFullFrame
        presentingFullFrame = false
        lastCompletion = completion.timestamp
        for observer in observers {
            observer(completion)
        }
        scheduleFrameIfPossible()
    }
}
