// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct ModeSelectionTests {
    // MARK: - Parsing

    @Test(arguments: [
        ("preferred", ModeSelection.preferred),
        ("current", .current),
        (" Preferred ", .preferred),
        ("1024x600", .exact(width: 1024, height: 600, refresh: nil)),
        ("1024x600@60", .exact(width: 1024, height: 600, refresh: 60)),
        ("1280X800@59.81", .exact(width: 1280, height: 800, refresh: 59.81)),
    ])
    func parses(text: String, expected: ModeSelection) {
        #expect(ModeSelection(text) == expected)
    }

    @Test(arguments: ["", "auto", "1024", "1024x", "x600", "0x600", "1024x0", "1024x600@", "1024x600@0",
                      "1024x600@-60", "1024x600@sixty", "-1024x600", "1024x600@60@60", "1024x600x32", "1e3x600"])
    func rejects(text: String) {
        #expect(ModeSelection(text) == nil)
    }

    @Test(arguments: ["preferred", "current", "1024x600", "1024x600@60", "1280x800@59.81"])
    func descriptionRoundTrips(text: String) throws {
        let selection = try #require(ModeSelection(text))
        #expect(selection.description == text)
        #expect(ModeSelection(selection.description) == selection)
    }

    // MARK: - Choosing

    /// What an HDMI monitor lists: the native mode first (preferred), then others.
    static let native = DisplayMode(width: 1920, height: 1080, clockKilohertz: 148_500, horizontalTotal: 2200,
                                    verticalTotal: 1125, isPreferred: true)
    static let p50 = DisplayMode(width: 1920, height: 1080, clockKilohertz: 148_500, horizontalTotal: 2640, verticalTotal: 1125)
    static let p5994 = DisplayMode(width: 1920, height: 1080, clockKilohertz: 148_352, horizontalTotal: 2200, verticalTotal: 1125)
    static let interlaced = DisplayMode(width: 1920, height: 1080, clockKilohertz: 74_250, horizontalTotal: 2200,
                                        verticalTotal: 1125, flags: DisplayMode.flagInterlace)
    static let wxga = DisplayMode(width: 1280, height: 800, clockKilohertz: 83_500, horizontalTotal: 1680, verticalTotal: 831)
    static let svga = DisplayMode(width: 800, height: 600, clockKilohertz: 40_000, horizontalTotal: 1056, verticalTotal: 628)
    static let modes = [interlaced, p50, native, p5994, wxga, svga]

    @Test func preferredTakesTheFlaggedModeNotTheFirst() {
        #expect(ModeSelection.preferred.choose(from: Self.modes) == Self.native)
    }

    @Test func preferredFallsBackToTheFirstMode() {
        #expect(ModeSelection.preferred.choose(from: [Self.wxga, Self.svga]) == Self.wxga)
        #expect(ModeSelection.preferred.choose(from: []) == nil)
    }

    @Test func currentTakesTheCRTCModeElsePreferred() {
        #expect(ModeSelection.current.choose(from: Self.modes, current: Self.svga) == Self.svga)
        #expect(ModeSelection.current.choose(from: Self.modes, current: nil) == Self.native)
    }

    @Test func exactSizeWithRateTakesTheClosestWithinTolerance() {
        #expect(ModeSelection("1920x1080@60")?.choose(from: Self.modes) == Self.native)
        #expect(ModeSelection("1920x1080@59.94")?.choose(from: Self.modes) == Self.p5994)
        #expect(ModeSelection("1920x1080@50")?.choose(from: Self.modes) == Self.p50)
        // 59.81 Hz is what "@60" means for VESA 1280x800.
        #expect(ModeSelection("1280x800@60")?.choose(from: Self.modes) == Self.wxga)
        #expect(ModeSelection("1920x1080@75")?.choose(from: Self.modes) == nil)
    }

    @Test func exactSizeWithoutRatePrefersTheFlaggedModeThenTheFastest() {
        #expect(ModeSelection("1920x1080")?.choose(from: Self.modes) == Self.native)
        #expect(ModeSelection("1920x1080")?.choose(from: [Self.p50, Self.p5994, Self.interlaced]) == Self.p5994)
        #expect(ModeSelection("1024x600")?.choose(from: Self.modes) == nil)
    }
}
