// Vitrine — Apache License 2.0
// `UIApplication.isIdleTimerDisabled` keeps the panel lit, as it keeps an iPhone's screen
// on (Apple: "Setting this property to true prevents the system from dimming the
// screen or entering sleep mode").
import Foundation
import Logging
import Platform
import Testing
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

@MainActor
@Suite struct IdleBlankerIdleTimerTests {
    @Test func aDisabledIdleTimerKeepsThePanelLitUntilItIsEnabledAgain() {
        let panel = RecordingPanelPower("fake")
        let kiosk = IdleBlankerTests.Kiosk(PowerConfiguration(dimAfter: 30, offAfter: 60), panels: [panel])
        kiosk.harness.wait(until: 5)
        kiosk.blanker.isIdleTimerDisabled = true
        #expect(kiosk.harness.loop.scheduledTimerCount == 0)
        kiosk.harness.wait(until: 500)
        #expect(kiosk.blanker.state == .awake && panel.states.isEmpty)
        kiosk.harness.tap(CGPoint(x: 10, y: 10), at: 501)
        #expect(kiosk.view.log == ["began1", "ended1"])        // delivered, nothing to wake
        // Enabled again at 600 s: it dims 30 s later, blanks 60 s later.
        kiosk.harness.wait(until: 600)
        kiosk.blanker.isIdleTimerDisabled = false
        kiosk.harness.wait(until: 629.999)
        #expect(kiosk.blanker.state == .awake)
        kiosk.harness.wait(until: 630)
        #expect(kiosk.blanker.state == .dimmed)
        kiosk.harness.wait(until: 660)
        #expect(kiosk.blanker.state == .off)
    }

    @Test func disablingTheIdleTimerLightsADarkPanel() {
        let panel = RecordingPanelPower("fake")
        let kiosk = IdleBlankerTests.Kiosk(PowerConfiguration(dimAfter: 30, offAfter: 60), panels: [panel])
        kiosk.harness.wait(until: 60)
        #expect(kiosk.blanker.state == .off)
        kiosk.blanker.isIdleTimerDisabled = true
        #expect(kiosk.blanker.state == .awake && panel.states.last == .on)
        kiosk.harness.wait(until: 1000)
        #expect(kiosk.blanker.state == .awake)
    }

    /// The runtime's blanker follows `UIApplication.shared.isIdleTimerDisabled`.
    @Test func theRuntimesBlankerFollowsTheApplicationsProperty() throws {
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 100, height: 100, completesImmediately: true)
        let runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, logger: Logger(label: "test"))
        let application = UIApplication.shared
        let previous = application.idleTimerDisabledDidChange
        defer {
            application.isIdleTimerDisabled = false
            application.idleTimerDisabledDidChange = previous
        }
        let blanker = runtime.installBlanker(PowerConfiguration(dimAfter: 10, offAfter: 20), backlightClassDirectory: "/nonexistent")
        #expect(blanker?.isIdleTimerDisabled == false)
        application.isIdleTimerDisabled = true
        #expect(blanker?.isIdleTimerDisabled == true)
        application.isIdleTimerDisabled = false
        #expect(blanker?.isIdleTimerDisabled == false)
    }
}
