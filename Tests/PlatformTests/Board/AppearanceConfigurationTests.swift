// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct AppearanceConfigurationTests {
    @Test func theStyleIsLightUnlessAsked() throws {
        #expect(try BoardConfiguration.parse("name = \"k\"\n", file: "k.toml").appearance.style == .light)
        #expect(try BoardConfiguration.parse("name = \"k\"\n[appearance]\n", file: "k.toml").appearance.style == .light)
        let dark = try BoardConfiguration.parse("name = \"k\"\n[appearance]\nstyle = \"dark\"\n", file: "k.toml")
        #expect(dark.appearance == AppearanceConfiguration(style: .dark))
        #expect(BoardConfiguration.default.appearance.style == .light)
    }

    @Test func rejectsABadStyleAnUnknownKeyAndAWrongTypeWithFileLineAndKey() {
        let dim = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n\n[appearance]\nstyle = \"dim\"\n", file: "kiosk.toml")
        }
        #expect(dim?.description == "kiosk.toml:4: appearance.style: \"dim\" is neither \"light\" nor \"dark\"")
        let unknown = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[appearance]\ntheme = \"dark\"\n", file: "k.toml")
        }
        #expect(unknown?.description == "k.toml:3: appearance.theme: unknown key (expected one of: style)")
        let wrongType = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[appearance]\nstyle = 2\n", file: "k.toml")
        }
        #expect(wrongType?.description.hasPrefix("k.toml:3: appearance.style: expected a string") == true)
    }
}
