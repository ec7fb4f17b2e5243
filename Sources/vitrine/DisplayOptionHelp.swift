// Vitrine — Apache License 2.0
import ArgumentParser
import Platform

extension ArgumentHelp {
    /// The `--display` flag's help, with the backends this build registered.
    static var displayBackend: ArgumentHelp {
        ArgumentHelp(
            "\(DisplayBackend.nameList()) (default: VITRINE_DISPLAY, else the board's, else DRM when usable, else headless).",
            discussion: DisplayBackend.registered.map { "\($0.name): \($0.summary)" }.joined(separator: "; "))
    }
}
