// Vitrine — Apache License 2.0
import Logging
import Platform

/// The virtual terminal under a display on the machine's own screen, kept quiet while the
/// app runs: graphics mode (no console text, no cursor, the keyboard muted) and the
/// console's own blank timer off. `restore()` gives both back.
@MainActor
final class KioskConsole {
    /// The VT in graphics mode; nil when there is none (no /dev/tty0 access).
    let terminal: VirtualTerminal?
    private let blanking: ConsoleBlankingInhibitor?

    /// Takes the VT; what cannot be done is logged, and the kiosk runs anyway.
    init(logger: Logger) {
        do {
            terminal = try VirtualTerminal()
        } catch {
            terminal = nil
            logger.notice("no virtual terminal to put in graphics mode (\(error)); the console may show through")
        }
        // Power: the console's own blank timer must not fire under the picture.
        blanking = terminal.flatMap { terminal in
            do {
                return try ConsoleBlankingInhibitor(terminal: terminal)
            } catch {
                logger.notice("cannot turn console blanking off on \(terminal.path) (\(error))")
                return nil
            }
        }
    }

    /// Gives the console back as it was found.
    func restore() {
        blanking?.restore()
        terminal?.restore()
    }
}
