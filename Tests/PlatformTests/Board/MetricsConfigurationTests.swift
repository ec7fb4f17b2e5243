// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct MetricsConfigurationTests {
    @Test func metricsGoToTheUnitsRuntimeFolderEveryFiveSecondsUnlessTurnedOff() throws {
        let absent = try BoardConfiguration.parse("name = \"k\"\n", file: "k.toml").metrics
        #expect(absent.textfile == "/run/vitrine/metrics.prom" && absent.interval == 5)
        let set = try BoardConfiguration.parse("name = \"k\"\n[metrics]\ntextfile = \"/var/lib/node/k.prom\"\ninterval = 15\n",
                                               file: "k.toml").metrics
        #expect(set == MetricsConfiguration(textfile: "/var/lib/node/k.prom", interval: 15))
        let off = try BoardConfiguration.parse("name = \"k\"\n[metrics]\ntextfile = \"\"\n", file: "k.toml").metrics
        #expect(off.textfile == nil)
    }

    @Test func aPathTheCollectorWouldNotReadAndAnIntervalOutOfRangeAreErrorsWithFileLineAndKey() {
        let relative = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n\n[metrics]\ntextfile = \"metrics.prom\"\n", file: "kiosk.toml")
        }
        #expect(relative?.description.hasPrefix(
            "kiosk.toml:4: metrics.textfile: \"metrics.prom\" is not an absolute path ending in .prom") == true)
        let notProm = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[metrics]\ntextfile = \"/run/vitrine/metrics.txt\"\n", file: "k.toml")
        }
        #expect(notProm?.description.hasPrefix("k.toml:3: metrics.textfile:") == true)
        let fast = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[metrics]\ninterval = 0.5\n", file: "k.toml")
        }
        #expect(fast?.description == "k.toml:3: metrics.interval: 0.5 is not a number of seconds within 1…3600")
        let unknown = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[metrics]\nport = 9100\n", file: "k.toml")
        }
        #expect(unknown?.description == "k.toml:3: metrics.port: unknown key (expected one of: textfile, interval)")
    }
}
