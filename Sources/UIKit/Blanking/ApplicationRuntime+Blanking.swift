// Vitrine — Apache License 2.0
import Logging
import Platform
import PlatformCore
import UIKitCore

extension ApplicationRuntime {
    /// Sets up the idle blanker for the board's `[power]` section, with the ways to
    /// darken the panel this board has, most preferred first: its backlight (sysfs), the
    /// display's own power switch (DPMS, when the display offers one), and a black
    /// overlay window, which always works. Every touch frame passes the blanker first.
    /// - Parameters:
    ///   - configuration: the board's `[power]` section.
    ///   - backlightClassDirectory: where backlights are listed (a folder tree in tests).
    /// - Returns: the blanker, or nil when the board never blanks.
    @discardableResult
    func installBlanker(_ configuration: PowerConfiguration, backlightClassDirectory: String = "/sys/class/backlight") -> IdleBlanker? {
        guard configuration.blanks else {
            if configuration.neverBlank { logger.info("blanking: never (never-blank = true)") }
            return nil
        }
        var panels: [any PanelPower] = []
        do {
            if let backlight = try Backlight.select(configuration.backlight, classDirectory: backlightClassDirectory) {
                panels.append(try BacklightPanelPower(backlight: backlight))
            }
        } catch {
            logger.warning("blanking without the backlight: \(error)", metadata: .errorKind(.panelPower))
        }
        if let displayPower = display as? any PanelPower { panels.append(displayPower) }
        panels.append(OverlayPanelPower())
        let blanker = IdleBlanker(configuration: configuration, panels: panels, loop: loop, logger: logger)
        // A display that was off took no frames: show what changed meanwhile.
        blanker.didWake = { [unowned self] in self.scheduler.setNeedsFrame() }
        services.append(blanker)
        // `UIApplication.shared.isIdleTimerDisabled` keeps the panel lit.
        let application = UIApplication.shared
        blanker.isIdleTimerDisabled = application.isIdleTimerDisabled
        application.idleTimerDisabledDidChange = { [weak blanker] disabled in blanker?.isIdleTimerDisabled = disabled }
        // The touch that wakes the panel never reaches the app.
        touchFilters.append { [unowned blanker] frame in blanker.filter(frame) }
        func describe(_ seconds: Double?) -> String { seconds.map { "\($0) s" } ?? "never" }
        logger.info("blanking: dim after \(describe(configuration.dimAfter)), off after \(describe(configuration.offAfter)); through \(panels.map { $0.name }.joined(separator: ", then "))")
        return blanker
    }
}
