// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct DisplayModeTests {
    /// VESA 1280x800@60 (CVT timings, common on 7–10" panels): 83 500 kHz over
    /// 1680 × 831 = 1 396 080 pixel clocks per frame gives 83 500 000 / 1 396 080 = 59.8103 Hz.
    @Test func refreshOfVESA1280x800() {
        let mode = DisplayMode(width: 1280, height: 800, clockKilohertz: 83_500, horizontalTotal: 1680, verticalTotal: 831)
        #expect(abs(mode.refreshRate - 59.8103) < 0.0001)
        #expect(mode.description == "1280x800@59.81")
        #expect(mode.raw.vrefresh == 60)
    }

    /// CEA-861 1080p60: 148 500 000 / (2200 × 1125 = 2 475 000) = 60 Hz exactly; the
    /// 1000/1001 variant at 148 352 kHz gives 59.94 Hz.
    @Test func refreshOf1080p() {
        let p60 = DisplayMode(width: 1920, height: 1080, clockKilohertz: 148_500, horizontalTotal: 2200, verticalTotal: 1125)
        #expect(p60.refreshRate == 60)
        #expect(p60.description == "1920x1080@60.00")
        let p5994 = DisplayMode(width: 1920, height: 1080, clockKilohertz: 148_352, horizontalTotal: 2200, verticalTotal: 1125)
        #expect(abs(p5994.refreshRate - 59.9402) < 0.0001)
        #expect(p5994.description == "1920x1080@59.94")
    }

    /// 1080i: half the clock of 1080p with the same totals, but each frame is two
    /// fields: 74 250 000 × 2 / 2 475 000 = 60 Hz.
    @Test func interlacedModesCountFields() {
        let mode = DisplayMode(width: 1920, height: 1080, clockKilohertz: 74_250, horizontalTotal: 2200,
                               verticalTotal: 1125, flags: DisplayMode.flagInterlace)
        #expect(mode.refreshRate == 60)
        #expect(mode.isInterlaced)
        #expect(mode.description == "1920x1080i@60.00")
    }

    /// A double-scanned 320x240 mode on 640x480 timings: 25 175 000 / (800 × 525 × 2) = 29.97 Hz;
    /// vscan 2 halves it again: 14.99 Hz.
    @Test func doubleScanAndVscanDivide() {
        let doubled = DisplayMode(width: 320, height: 240, clockKilohertz: 25_175, horizontalTotal: 800,
                                  verticalTotal: 525, flags: DisplayMode.flagDoubleScan)
        #expect(abs(doubled.refreshRate - 29.9702) < 0.0001)
        let scanned = DisplayMode(width: 320, height: 240, clockKilohertz: 25_175, horizontalTotal: 800,
                                  verticalTotal: 525, verticalScan: 2, flags: DisplayMode.flagDoubleScan)
        #expect(abs(scanned.refreshRate - 14.9851) < 0.0001)
        // vscan 1 means "each line once", the same as 0.
        let once = DisplayMode(width: 640, height: 480, clockKilohertz: 25_175, horizontalTotal: 800,
                               verticalTotal: 525, verticalScan: 1)
        #expect(abs(once.refreshRate - 59.9405) < 0.0001)
    }

    @Test func degenerateTimingsGiveZero() {
        let mode = DisplayMode(width: 800, height: 480, clockKilohertz: 33_000, horizontalTotal: 0, verticalTotal: 0)
        #expect(mode.refreshRate == 0)
    }

    @Test func nameAndPreferredFlagRoundTripThroughTheRawStruct() {
        let mode = DisplayMode(width: 800, height: 480, clockKilohertz: 33_260, horizontalTotal: 1056,
                               verticalTotal: 525, isPreferred: true)
        #expect(mode.name == "800x480")
        #expect(mode.isPreferred)
        #expect(DisplayMode(raw: mode.raw) == mode)
        #expect(mode != DisplayMode(width: 800, height: 480, clockKilohertz: 33_260, horizontalTotal: 1056, verticalTotal: 525))
    }
}
