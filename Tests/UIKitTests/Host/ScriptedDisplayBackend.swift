// Vitrine — Apache License 2.0
import Platform
import VitrineTesting

/// A backend of the tests' own, which UIKit has never heard of: a fake screen and a
/// scripted touch panel. It proves that a backend plugs in through `DisplayBackend` alone.
@MainActor
enum ScriptedDisplayBackend {
    /// What the last launch opened.
    static var display: ReplugFakeDisplay?
    static var panel: ScriptedInputSource?

    static let backend = DisplayBackend(
        name: "scripted", summary: "a fake 240x160 screen and a scripted panel, for tests",
        display: { _ in
            let display = ReplugFakeDisplay(width: 240, height: 160)
            ScriptedDisplayBackend.display = display
            return display
        },
        inputSources: { _, _ in
            let panel = ScriptedInputSource()
            ScriptedDisplayBackend.panel = panel
            return [panel]
        })
}
