// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

@Suite struct KeyboardConfigurationTests {
    @Test func defaultsAreAUSKeyboardRepeatingAsTheXServerDoes() throws {
        let board = try BoardConfiguration.parse("name = \"k\"\n", file: "k.toml")
        #expect(board.keyboard == KeyboardConfiguration())
        #expect(board.keyboard.layout == KeyboardLayout(layout: "us", variant: "", options: [], model: "pc105"))
        #expect(board.keyboard.repeatDelay == 660 && board.keyboard.repeatRate == 25)
        #expect(board.keyboard.scannerMatchUSB == nil && board.keyboard.onScreen == .auto)
    }

    @Test func everyKeyIsRead() throws {
        let board = try BoardConfiguration.parse("""
            name = "k"
            [keyboard]
            layout = "de"
            variant = "nodeadkeys"
            options = "ctrl:nocaps, compose:ralt"
            model = "pc104"
            repeat-delay = 400
            repeat-rate = 0
            scanner-match-usb = "0C2E:0B61"
            on-screen = "never"
            """, file: "k.toml")
        #expect(board.keyboard == KeyboardConfiguration(
            layout: KeyboardLayout(layout: "de", variant: "nodeadkeys", options: ["ctrl:nocaps", "compose:ralt"], model: "pc104"),
            repeatDelay: 400, repeatRate: 0, scannerMatchUSB: USBID(vendor: 0x0C2E, product: 0x0B61), onScreen: .never))
    }

    /// The issue's rule: an unknown keymap name is an error naming the file, line and key.
    @Test(arguments: [
        ("layout = \"zz\"", "k.toml:3: keyboard.layout: layout \"zz\": no such XKB layout"),
        ("layout = \"de\"\nvariant = \"bogus\"", "k.toml:4: keyboard.variant: variant \"bogus\": layout \"de\" has no such variant"),
        ("options = \"ctrl:nocaps,bogus:x\"", "k.toml:3: keyboard.options: options \"bogus:x\": no such XKB option"),
        ("model = \"pc9999\"", "k.toml:3: keyboard.model: model \"pc9999\": no such XKB model"),
    ])
    func unknownKeymapNamesNameTheFileLineAndKey(lines: String, prefix: String) {
        let error = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[keyboard]\n\(lines)\n", file: "k.toml")
        }
        #expect(error?.description.hasPrefix(prefix) == true, "\(error?.description ?? "no error")")
    }

    @Test(arguments: [
        ("repeat-delay = 50", "k.toml:3: keyboard.repeat-delay: 50 ms is outside 100…5000"),
        ("repeat-rate = 101", "k.toml:3: keyboard.repeat-rate: 101 per second is outside 0…100 (0 turns repeat off)"),
        ("scanner-match-usb = \"0c2e\"", "k.toml:3: keyboard.scanner-match-usb: \"0c2e\" is not a USB ID \"vvvv:pppp\" (4 hex digits each, as lsusb prints it)"),
        ("on-screen = \"sometimes\"", "k.toml:3: keyboard.on-screen: \"sometimes\"; expected \"auto\", \"always\" or \"never\""),
        ("layout = 3", "k.toml:3: keyboard.layout: expected a string, found the integer 3"),
        ("repeat = 3", "k.toml:3: keyboard.repeat: unknown key (expected one of: layout, variant, options, model, repeat-delay, repeat-rate, scanner-match-usb, on-screen)"),
    ])
    func badValuesNameTheFileLineAndKey(line: String, message: String) {
        let error = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[keyboard]\n\(line)\n", file: "k.toml")
        }
        #expect(error?.description == message)
    }

    /// check-config lists every problem of the section, not only the first.
    @Test func validateReportsEveryBadKey() {
        guard case .failure(let errors) = BoardConfiguration.validate(
            "name = \"k\"\n[keyboard]\nlayout = \"zz\"\nrepeat-rate = -1\n", file: "k.toml") else {
            Issue.record("expected errors")
            return
        }
        #expect(errors.errors.map(\.keyPath) == ["keyboard.layout", "keyboard.repeat-rate"])
    }

    @Test func theExampleBoardFileDocumentsEveryKey() throws {
        // Tests/PlatformTests/Board/<this file> → the repository root, four levels up.
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("board-configs/example.toml").path
        let example = try BoardConfiguration.load(contentsOf: path)
        #expect(example.keyboard.layout.layout == "us")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for key in KeyboardConfiguration.keys { #expect(text.contains("\n\(key) = "), "example.toml lacks \(key)") }
    }
}
