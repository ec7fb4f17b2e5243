// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

@Suite struct PowerConfigurationTests {
    @Test func parsesEveryKey() throws {
        let config = try BoardConfiguration.parse("""
            name = "kiosk"

            [power]
            backlight = "/sys/class/backlight/10-0045"
            dim-after = 60
            off-after = 300.5
            dim-brightness = 0.25
            never-blank = true
            """, file: "kiosk.toml")
        #expect(config.power == PowerConfiguration(
            backlight: .path("/sys/class/backlight/10-0045"), dimAfter: 60, offAfter: 300.5,
            dimBrightness: 0.25, neverBlank: true))
        #expect(!config.power.blanks)  // never-blank wins over the timings
    }

    @Test func anAbsentSectionNeverBlanks() throws {
        let config = try BoardConfiguration.parse("name = \"bare\"\n", file: "bare.toml")
        #expect(config.power == PowerConfiguration())
        #expect(config.power.backlight == .automatic)
        #expect(config.power.dimAfter == nil && config.power.offAfter == nil)
        #expect(config.power.dimBrightness == 0.2)
        #expect(!config.power.blanks)
    }

    @Test func offAloneBlanksWithoutDimming() throws {
        let config = try BoardConfiguration.parse("name = \"k\"\n[power]\nbacklight = \"auto\"\noff-after = 120\n", file: "k.toml")
        #expect(config.power.backlight == .automatic)
        #expect(config.power.dimAfter == nil && config.power.offAfter == 120)
        #expect(config.power.blanks)
    }

    @Test(arguments: [
        ("backlight = \"10-0045\"", 3, "power.backlight",
         "\"10-0045\" is neither \"auto\" nor a backlight device folder such as \"/sys/class/backlight/10-0045\""),
        // Any absolute path was accepted, and the kiosk then wrote "brightness" under it.
        ("backlight = \"/etc/passwd\"", 3, "power.backlight",
         "\"/etc/passwd\" is neither \"auto\" nor a backlight device folder such as \"/sys/class/backlight/10-0045\""),
        ("backlight = \"/sys/class/backlight/../../../etc\"", 3, "power.backlight",
         "\"/sys/class/backlight/../../../etc\" is neither \"auto\" nor a backlight device folder such as \"/sys/class/backlight/10-0045\""),
        ("dim-after = 0", 3, "power.dim-after", "0 is not a positive number of seconds; leave the key out for never"),
        ("off-after = -5", 3, "power.off-after", "-5 is not a positive number of seconds; leave the key out for never"),
        // A 1e300 s or denormal idle time was accepted (the app ran, dimming never or at once).
        ("dim-after = 1e300", 3, "power.dim-after", "1e+300 s is outside 1…604800 (a second to a week); leave the key out for never"),
        ("off-after = 5e-324", 3, "power.off-after", "5e-324 s is outside 1…604800 (a second to a week); leave the key out for never"),
        ("dim-after = 604801", 3, "power.dim-after", "604801 s is outside 1…604800 (a second to a week); leave the key out for never"),
        ("dim-after = 60\noff-after = 30", 4, "power.off-after",
         "30 s is not later than dim-after (60 s); both count from the last touch"),
        ("dim-brightness = 1.5", 3, "power.dim-brightness",
         "1.5 is not a fraction of the brightness in 0 < b ≤ 1 (such as 0.2); use off-after to turn the panel off"),
        ("dim-brightness = 0", 3, "power.dim-brightness",
         "0 is not a fraction of the brightness in 0 < b ≤ 1 (such as 0.2); use off-after to turn the panel off"),
    ])
    func rejectsBadValuesWithFileLineAndKey(_ body: String, _ line: Int, _ keyPath: String, _ reason: String) {
        let text = "name = \"k\"\n[power]\n" + body + "\n"
        #expect(throws: BoardConfigurationError(file: "k.toml", line: line, keyPath: keyPath, kind: .invalidValue(reason))) {
            try BoardConfiguration.parse(text, file: "k.toml")
        }
    }

    @Test func rejectsUnknownKeysAndWrongTypes() throws {
        let unknown = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[power]\ndim-after = 5\ndim-afer = 6\n", file: "k.toml")
        }
        #expect(unknown?.description == "k.toml:4: power.dim-afer: unknown key (expected one of: backlight, dim-after, off-after, dim-brightness, never-blank)")
        let wrongType = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[power]\nnever-blank = \"yes\"\n", file: "k.toml")
        }
        #expect(wrongType?.description == "k.toml:3: power.never-blank: expected a boolean (true or false), found the string \"yes\"")
    }

    @Test func everyShippedBoardFileStillLoads() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("board-configs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".toml") }
        #expect(names.count >= 8)
        for name in names {
            _ = try BoardConfiguration.load(contentsOf: folder.appendingPathComponent(name).path)
        }
    }
}
