// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct ConsoleConfigurationTests {
    @Test func vtSwitchingIsOffUnlessAsked() throws {
        #expect(try BoardConfiguration.parse("name = \"k\"\n", file: "k.toml").console.vtSwitching == false)
        #expect(try BoardConfiguration.parse("name = \"k\"\n[console]\n", file: "k.toml").console.vtSwitching == false)
        let on = try BoardConfiguration.parse("name = \"k\"\n[console]\nvt-switching = true\n", file: "k.toml")
        #expect(on.console == ConsoleConfiguration(vtSwitching: true))
    }

    @Test func rejectsUnknownKeysAndWrongTypesWithFileLineAndKey() {
        let unknown = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n\n[console]\nvt-switch = true\n", file: "k.toml")
        }
        #expect(unknown?.description == "k.toml:4: console.vt-switch: unknown key (expected one of: vt-switching)")
        let wrongType = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[console]\nvt-switching = 1\n", file: "k.toml")
        }
        #expect(wrongType?.description == "k.toml:3: console.vt-switching: expected a boolean (true or false), found the integer 1")
    }
}
