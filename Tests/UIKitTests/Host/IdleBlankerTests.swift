// Vitrine — Apache License 2.0
import Foundation
import Logging
import Platform
import Testing
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

/// A backlight device folder in a temporary directory, as sysfs shows one.
struct FakeBacklightFolder {
    let classDirectory: String
    let path: String

    init(maximum: Int = 255, brightness: Int = 180) throws {
        classDirectory = NSTemporaryDirectory() + "vitrine-blank-" + UUID().uuidString
        path = classDirectory + "/10-0045"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try "\(maximum)\n".write(toFile: path + "/max_brightness", atomically: false, encoding: .utf8)
        try "\(brightness)\n".write(toFile: path + "/brightness", atomically: false, encoding: .utf8)
        try "0\n".write(toFile: path + "/bl_power", atomically: false, encoding: .utf8)
    }

    var brightness: String { read("brightness") }
    var blPower: String { read("bl_power") }

    private func read(_ name: String) -> String {
        ((try? String(contentsOfFile: path + "/" + name, encoding: .utf8)) ?? "?")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: classDirectory)
    }
}

/// A panel power that records the states it is set to, and can refuse them.
@MainActor
final class RecordingPanelPower: PanelPower {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
    }

    let name: String
    let canDim: Bool
    var refuses = false
    var states: [PanelPowerState] = []

    init(_ name: String, canDim: Bool = true) {
        self.name = name
        self.canDim = canDim
    }

    func setState(_ state: PanelPowerState) throws {
        if refuses { throw Refused() }
        states.append(state)
    }
}

@MainActor
@Suite struct IdleBlankerTests {
    /// A 1000-point screen with one full-screen logging view, its touches routed through
    /// a blanker that dims after 30 s and blanks after 60 s through a fake backlight.
    @MainActor
    final class Kiosk {
        let harness = TouchHarness()
        let view = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let blanker: IdleBlanker

        init(_ configuration: PowerConfiguration, panels: [any PanelPower]) {
            harness.window.addSubview(view)
            blanker = IdleBlanker(configuration: configuration, panels: panels, loop: harness.loop, logger: Logger(label: "test"))
            harness.source.frameHandler = { [unowned self] frame in
                if let kept = self.blanker.filter(frame) { self.harness.router.handle(kept) }
            }
            blanker.start()
        }
    }

    @Test func dimsThenBlanksAtTheBoardsTimesAndWakesOnTouch() throws {
        let sys = try FakeBacklightFolder(brightness: 180)
        defer { sys.remove() }
        let backlight = try BacklightPanelPower(backlight: Backlight(path: sys.path))
        let kiosk = Kiosk(PowerConfiguration(dimAfter: 30, offAfter: 60, dimBrightness: 0.2), panels: [backlight])

        kiosk.harness.wait(until: 29.999)
        #expect(kiosk.blanker.state == .awake && sys.brightness == "180")
        kiosk.harness.wait(until: 30)
        #expect(kiosk.blanker.state == .dimmed)
        #expect(sys.brightness == "36")                      // 180 × 0.2
        kiosk.harness.wait(until: 59.999)
        #expect(kiosk.blanker.state == .dimmed && sys.blPower == "0")
        kiosk.harness.wait(until: 60)
        #expect(kiosk.blanker.state == .off)
        #expect(sys.blPower == "4")                          // FB_BLANK_POWERDOWN
        #expect(kiosk.harness.loop.scheduledTimerCount == 0) // dark and idle: nothing to wake for

        kiosk.harness.tap(CGPoint(x: 500, y: 500), at: 100)
        #expect(kiosk.blanker.state == .awake)
        #expect(sys.blPower == "0" && sys.brightness == "180")
        #expect(kiosk.view.log.isEmpty)                      // the waking tap was swallowed
        kiosk.harness.tap(CGPoint(x: 500, y: 500), at: 101)
        #expect(kiosk.view.log == ["began1", "ended1"])      // the next one is delivered
        // Idle times count from the last touch (101.05 s).
        kiosk.harness.wait(until: 131.0)
        #expect(kiosk.blanker.state == .awake)
        kiosk.harness.wait(until: 131.06)
        #expect(kiosk.blanker.state == .dimmed)
    }

    @Test func touchesPostponeDimmingWithOneTimerAtATime() {
        let panel = RecordingPanelPower("fake")
        let kiosk = Kiosk(PowerConfiguration(dimAfter: 30, offAfter: 60), panels: [panel])
        for second in stride(from: 1.0, through: 50, by: 1) {
            kiosk.harness.tap(CGPoint(x: 10, y: 10), at: second)
            #expect(kiosk.harness.loop.scheduledTimerCount <= 2)  // the blanker's one, and at most a tap recognizer's
        }
        #expect(kiosk.view.log.count == 100)                 // 50 taps, none swallowed
        kiosk.harness.wait(until: 80.0)
        #expect(kiosk.blanker.state == .awake && panel.states.isEmpty)
        kiosk.harness.wait(until: 80.06)                     // 30 s after the last lift at 50.05
        #expect(panel.states == [.dimmed(fraction: 0.2)])
        kiosk.harness.wait(until: 110.06)
        #expect(panel.states == [.dimmed(fraction: 0.2), .off])
    }

    @Test func theWholeWakingSequenceIsSwallowedUpToTheLastFingerLifting() {
        let panel = RecordingPanelPower("fake")
        let kiosk = Kiosk(PowerConfiguration(offAfter: 10), panels: [panel])
        let tap = UITapGestureRecognizer(target: ActionLog(), action: ActionLog.record)
        var recognized = 0
        tap.addHandler { _ in recognized += 1 }
        kiosk.view.addGestureRecognizer(tap)
        kiosk.harness.wait(until: 10)
        #expect(kiosk.blanker.state == .off)

        let h = kiosk.harness
        h.send(.began, CGPoint(x: 100, y: 100), id: 1, at: 20)   // wakes the panel
        #expect(kiosk.blanker.state == .awake && panel.states == [.off, .on])
        h.send(.moved, CGPoint(x: 120, y: 100), id: 1, at: 20.1)
        h.send(.began, CGPoint(x: 300, y: 300), id: 2, at: 20.2) // a second finger while the first is down
        h.send(.ended, CGPoint(x: 120, y: 100), id: 1, at: 20.3)
        h.send(.moved, CGPoint(x: 310, y: 300), id: 2, at: 20.4)
        h.send(.ended, CGPoint(x: 310, y: 300), id: 2, at: 20.5) // the last finger lifts
        #expect(kiosk.view.log.isEmpty)                           // no touchesBegan, nothing at all
        #expect(recognized == 0)
        #expect(h.router.activeTouchCount == 0)

        h.tap(CGPoint(x: 100, y: 100), at: 21)
        #expect(recognized == 1)                                  // the app sees touches again
        #expect(kiosk.view.log == ["began1", "cancelled1"])       // the recognizer took the view's touch
    }

    @Test func aFingerAlreadyDownKeepsItsSequenceWhenItWakesThePanel() {
        let panel = RecordingPanelPower("fake")
        let kiosk = Kiosk(PowerConfiguration(dimAfter: 5), panels: [panel])
        kiosk.view.isMultipleTouchEnabled = true
        let h = kiosk.harness
        h.send(.began, CGPoint(x: 100, y: 100), id: 1, at: 1)     // delivered: the panel is awake
        h.wait(until: 6)                                          // a resting finger sends nothing
        #expect(kiosk.blanker.state == .dimmed)
        h.send(.moved, CGPoint(x: 150, y: 100), id: 1, at: 7)     // wakes, and still reaches the view
        h.send(.began, CGPoint(x: 600, y: 600), id: 2, at: 7.1)   // a new finger on an awake panel
        h.send(.ended, CGPoint(x: 150, y: 100), id: 1, at: 7.2)
        h.send(.ended, CGPoint(x: 600, y: 600), id: 2, at: 7.3)
        #expect(kiosk.blanker.state == .awake)
        #expect(kiosk.view.log == ["began1", "moved1", "began1", "ended1", "ended1"])
    }

    @Test func neverBlankKeepsThePanelOnAndDeliversEveryTouch() {
        let panel = RecordingPanelPower("fake")
        let kiosk = Kiosk(PowerConfiguration(dimAfter: 1, offAfter: 2, neverBlank: true), panels: [panel])
        #expect(!kiosk.blanker.isEnabled)
        #expect(kiosk.harness.loop.scheduledTimerCount == 0)
        kiosk.harness.wait(until: 1000)
        kiosk.harness.tap(CGPoint(x: 10, y: 10), at: 1000)
        #expect(kiosk.blanker.state == .awake)
        #expect(panel.states.isEmpty)
        #expect(kiosk.view.log == ["began1", "ended1"])
    }

    @Test func aPanelThatFailsIsLeftOutAndTheNextTakesOver() {
        let backlight = RecordingPanelPower("backlight")
        let dpms = RecordingPanelPower("dpms", canDim: false)
        let overlay = RecordingPanelPower("overlay")
        backlight.refuses = true
        let kiosk = Kiosk(PowerConfiguration(dimAfter: 10, offAfter: 20), panels: [backlight, dpms, overlay])
        kiosk.harness.wait(until: 10)
        #expect(overlay.states == [.dimmed(fraction: 0.2)])      // DPMS cannot dim
        kiosk.harness.wait(until: 20)
        #expect(dpms.states == [.off])                           // DPMS blanks; the overlay is lifted first
        #expect(overlay.states == [.dimmed(fraction: 0.2), .on])
        backlight.refuses = false                                // never asked again
        kiosk.harness.tap(CGPoint(x: 1, y: 1), at: 30)
        #expect(dpms.states == [.off, .on])
        #expect(backlight.states.isEmpty)
        dpms.refuses = true
        kiosk.harness.wait(until: 50.05)                         // off again: DPMS now fails, the overlay blanks
        // (lifted while DPMS was the target, then darkened; within one turn, so no frame between)
        #expect(overlay.states == [.dimmed(fraction: 0.2), .on, .dimmed(fraction: 0.2), .on, .off])
    }

    @Test func theOverlayDimsAndBlanksWithABlackWindowAboveTheApp() {
        let overlay = OverlayPanelPower()
        overlay.setState(.dimmed(fraction: 0.25))
        let window = overlay.overlay
        #expect(window != nil)
        #expect(window?.windowLevel == OverlayPanelPower.windowLevel)
        #expect(window?.isUserInteractionEnabled == false)
        #expect(window?.backgroundColor == UIColor(red: 0, green: 0, blue: 0, alpha: 0.75))
        overlay.setState(.off)
        #expect(overlay.overlay?.backgroundColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        overlay.setState(.on)
        #expect(overlay.overlay == nil)
        #expect(window?.isHidden == true)
    }
}
