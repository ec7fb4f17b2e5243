// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct DisplayDensityTests {
    private func board(_ toml: String) throws -> DisplayConfiguration {
        try BoardConfiguration.parse("name = \"t\"\n[display]\n" + toml, file: "t.toml").display
    }

    @Test func theBoardsSizeWinsOverTheConnectors() throws {
        // Raspberry Pi 7" DSI: 800 px over 154.2 mm = 131.8 dpi; ÷ 160 = 0.82 → at least 1.
        let density = DisplayDensity(pixelWidth: 800, pixelHeight: 480, reportedWidthMillimeters: 0, reportedHeightMillimeters: 0,
                                     configuration: try board("width-mm = 154.2\nheight-mm = 85.9"))
        #expect(density.sizeSource == .boardConfiguration)
        #expect(abs(density.dpi - 800 / (154.2 / 25.4)) < 1e-9)
        #expect(density.scale == 1 && density.scaleSource == .density)
    }

    @Test func implausibleReportedSizesAreIgnored() throws {
        let none = DisplayConfiguration()
        // Zero (DSI panels), both multiples of 10 (QEMU's 320x200), and a density out of 50–600.
        for (w, h) in [(0.0, 0.0), (320, 200), (1600, 901), (5, 3)] {
            let d = DisplayDensity(pixelWidth: 1280, pixelHeight: 800, reportedWidthMillimeters: w, reportedHeightMillimeters: h, configuration: none)
            #expect(d.sizeSource == .unknown, "\(w)x\(h)")
            #expect(d.dpi == 160 && d.scale == 1)
        }
        // A 15.6" 1080p monitor reporting 344x194 mm: 1920 / (344 / 25.4) = 141.8 dpi.
        let monitor = DisplayDensity(pixelWidth: 1920, pixelHeight: 1080, reportedWidthMillimeters: 344, reportedHeightMillimeters: 194, configuration: none)
        #expect(monitor.sizeSource == .connector)
        #expect(abs(monitor.dpi - 141.767) < 0.01)
    }

    @Test func roundingPolicies() {
        // i.MX 8M EVK style 1080 px over 68 mm: 403.4 dpi, ratio 2.52.
        let ratio = 1080 / (68 / 25.4) / 160
        #expect(ScaleRounding.halves.round(ratio) == 2.5)
        #expect(ScaleRounding.quarters.round(ratio) == 2.5)
        #expect(ScaleRounding.integers.round(ratio) == 3)
        #expect(abs(ScaleRounding.exact.round(ratio) - ratio) < 1e-12)
        #expect(ScaleRounding.halves.round(1.3) == 1.5)
        #expect(ScaleRounding.halves.round(0.6) == 1)
    }

    @Test func referenceDPIAndRoundingComeFromTheBoard() throws {
        let config = try board("width-mm = 68\nheight-mm = 121\nreference-dpi = 200\nscale-rounding = \"integers\"")
        let d = DisplayDensity(pixelWidth: 1080, pixelHeight: 1920, reportedWidthMillimeters: nil, reportedHeightMillimeters: nil, configuration: config)
        #expect(d.scale == 2)  // 403.4 / 200 = 2.02 → 2
    }

    @Test func theEnvironmentOverridesTheBoardWhichOverridesTheDensity() throws {
        let config = try board("scale = 1.5")
        #expect(DisplayDensity(pixelWidth: 800, pixelHeight: 480, reportedWidthMillimeters: nil, reportedHeightMillimeters: nil,
                               configuration: config).scaleSource == .boardConfiguration)
        let forced = DisplayDensity(pixelWidth: 800, pixelHeight: 480, reportedWidthMillimeters: nil, reportedHeightMillimeters: nil,
                                    configuration: config, scaleOverride: 2)
        #expect(forced.scale == 2 && forced.scaleSource == .environment)
    }

    @Test func aBadRoundingNameIsAnErrorWithItsLine() {
        let error = #expect(throws: BoardConfigurationError.self) { try board("scale-rounding = \"thirds\"") }
        #expect(error?.description.hasPrefix("t.toml:3: display.scale-rounding:") == true, "\(String(describing: error))")
    }

    @Test func summaryNamesSizeSourceDensityAndScale() {
        let d = DisplayDensity(pixelWidth: 1920, pixelHeight: 1080, reportedWidthMillimeters: 344, reportedHeightMillimeters: 194, configuration: DisplayConfiguration())
        #expect(d.summary == "344x194 mm (connector), 142 dpi, scale 1 (DPI)")
    }
}
