// Vitrine — Apache License 2.0
// Design note: the kiosk's idle timer (issue #7). A state machine awake → dimmed → off,
// driven by the time since the last touch frame and reset by any frame.
//
// - One timer at most, on the app's event loop, so an idle kiosk still sleeps: a touch
//   only records its time; when the timer fires it compares the idle time with the
//   board's `dim-after`/`off-after` and, if a touch came since, sets itself again for the
//   time left. A long drag costs one timer per `dim-after`, not one per frame.
// - The touch that wakes the panel is swallowed: a contact that begins while the panel is
//   dimmed or off never reaches the touch router (views and recognizers see nothing),
//   for its whole life, and so does every contact that begins while such a contact is
//   still down (a second finger of the waking hand). A contact already delivered keeps
//   being delivered: a resting finger that moves after the panel dimmed wakes it without
//   losing its sequence.
// - Darkening goes through `PanelPower`s in order of preference (backlight, DPMS, a black
//   overlay): dimming uses the first that can dim, blanking the first; one that fails is
//   logged once and not used again, and the next one takes over, so the kiosk keeps
//   running with a read-only sysfs file or a driver that refuses DPMS.
// - `UIApplication.isIdleTimerDisabled` (true) stops the cycle: no timer runs, a dark
//   panel is lit, touches pass untouched; set back to false, idle time counts from then.
import Logging
import Platform
import PlatformCore
import UIKitCore

/// Dims and blanks the panel after the board's idle times and wakes it on touch,
/// swallowing the waking touch.
@MainActor
final class IdleBlanker: ApplicationService {
    /// Where the panel is in its idle cycle.
    enum State: Equatable {
        case awake, dimmed, off
    }

    private struct ContactKey: Hashable {
        var deviceID: Int
        var contactID: Int
    }

    // MARK: - Configuration
    let configuration: PowerConfiguration
    /// The ways to darken the panel, most preferred first.
    let panels: [any PanelPower]
    private let loop: any EventLoop
    private let logger: Logger

    // MARK: - State
    private(set) var state: State = .awake
    private var lastActivity: Double
    private var timer: EventRegistration?
    private var swallowed: Set<ContactKey> = []
    private var applied: [ObjectIdentifier: PanelPowerState] = [:]
    private var failed: Set<ObjectIdentifier> = []
    private var isRunning = false

    /// Called after the panel lit up again, so the app can present what changed meanwhile
    /// (a display that was powered off took no frames).
    var didWake: (() -> Void)?

    /// A blanker for `configuration`; it does nothing until `start()`.
    /// - Parameters:
    ///   - configuration: the board's `[power]` section.
    ///   - panels: the ways to darken the panel, most preferred first.
    ///   - loop: the app's event loop, for the clock and the timer.
    ///   - logger: where state changes and failures are logged.
    init(configuration: PowerConfiguration, panels: [any PanelPower], loop: any EventLoop, logger: Logger) {
        self.configuration = configuration
        self.panels = panels
        self.loop = loop
        self.logger = logger
        lastActivity = loop.now
    }

    /// Whether the app turned the idle timer off (`UIApplication.isIdleTimerDisabled`):
    /// the panel then stays lit.
    var isIdleTimerDisabled = false {
        didSet {
            guard isIdleTimerDisabled != oldValue, isRunning else { return }
            lastActivity = loop.now
            if isIdleTimerDisabled && state != .awake {
                state = .awake
                apply(.awake)
                logger.info("panel on: the app disabled the idle timer")
                didWake?()
            }
            scheduleCheck()
        }
    }

    /// Whether the blanker acts at all: the board gives a time and `never-blank` is off.
    var isEnabled: Bool { configuration.blanks }

    /// Starts counting idle time from now.
    func start() {
        guard isEnabled, !isRunning else { return }
        isRunning = true
        lastActivity = loop.now
        scheduleCheck()
    }

    /// Stops the timer and lights the panel (the kiosk is exiting). Idempotent.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        timer?.cancel()
        timer = nil
        if state != .awake {
            state = .awake
            apply(.awake)
        }
        swallowed.removeAll()
    }

    /// Records touch activity and returns what of `frame` the app may see: the frame
    /// without the contacts that woke the panel (and those that began with them), or nil
    /// when nothing is left.
    func filter(_ frame: TouchFrame) -> TouchFrame? {
        guard isRunning else { return frame }
        let wasAsleep = state != .awake
        lastActivity = loop.now
        if wasAsleep { wake() }
        var kept: [TouchContact] = []
        for contact in frame.contacts {
            let key = ContactKey(deviceID: frame.deviceID, contactID: contact.id)
            if contact.phase == .began && (wasAsleep || !swallowed.isEmpty) {
                swallowed.insert(key)
            }
            if swallowed.contains(key) {
                if contact.phase == .ended || contact.phase == .cancelled { swallowed.remove(key) }
                continue
            }
            kept.append(contact)
        }
        if kept.count == frame.contacts.count { return frame }
        guard !kept.isEmpty else { return nil }
        var filtered = frame
        filtered.contacts = kept
        return filtered
    }

    // MARK: - Timing

    /// The next idle time, counted from the last touch, at which the state changes.
    private var nextThreshold: Double? {
        switch state {
        case .awake: configuration.dimAfter ?? configuration.offAfter
        case .dimmed: configuration.offAfter
        case .off: nil
        }
    }

    private func scheduleCheck() {
        timer?.cancel()
        timer = nil
        guard isRunning, !isIdleTimerDisabled, let threshold = nextThreshold else { return }
        let delay = lastActivity + threshold - loop.now
        timer = loop.schedule(after: max(0, delay)) { [weak self] in self?.check() }
    }

    private func check() {
        timer = nil
        // A microsecond of slack: the timer's deadline and the clock are both sums of doubles.
        let idle = loop.now - lastActivity + 1e-6
        if let off = configuration.offAfter, idle >= off {
            if state != .off { enter(.off) }
        } else if let dim = configuration.dimAfter, idle >= dim, state == .awake {
            enter(.dimmed)
        }
        scheduleCheck()
    }

    private func enter(_ newState: State) {
        state = newState
        apply(newState)
    }

    private func wake() {
        state = .awake
        apply(.awake)
        logger.info("panel on: touched (the waking touch is not delivered)")
        scheduleCheck()
        didWake?()
    }

    // MARK: - Panels

    /// Sets every panel for `state`, falling back to the next panel when one fails.
    private func apply(_ state: State) {
        while true {
            let usable = panels.filter { !failed.contains(ObjectIdentifier($0)) }
            let target: (any PanelPower)?
            let darkState: PanelPowerState
            switch state {
            case .awake:
                (target, darkState) = (nil, .on)
            case .dimmed:
                (target, darkState) = (usable.first { $0.canDim }, .dimmed(fraction: configuration.dimBrightness))
            case .off:
                (target, darkState) = (usable.first, .off)
            }
            // Light the others first, then darken the target, so that switching methods
            // never leaves the panel darker than asked.
            for panel in usable where panel !== target { _ = set(panel, .on) }
            guard let target else {
                if state != .awake { logger.warning("panel: no way to \(state == .off ? "blank" : "dim") it is left", metadata: .errorKind(.panelPower)) }
                return
            }
            if set(target, darkState) {
                logger.info("panel \(state == .off ? "off" : "dimmed to \(configuration.dimBrightness)"): \(target.name)")
                return
            }
            // The target failed and is now left out: the next one takes over.
        }
    }

    /// Sets one panel unless it already is in `state`; false when it failed (logged once).
    private func set(_ panel: any PanelPower, _ state: PanelPowerState) -> Bool {
        let id = ObjectIdentifier(panel)
        if (applied[id] ?? .on) == state { return true }
        do {
            try panel.setState(state)
            applied[id] = state
            return true
        } catch {
            failed.insert(id)
            logger.error("\(panel.name) cannot be set \(state): \(error); not used again", metadata: .errorKind(.panelPower))
            return false
        }
    }
}
