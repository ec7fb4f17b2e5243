// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

/// The error a board text produces, or a recorded issue when it parses.
private func failure(_ text: String, file: String = "board-configs/foo.toml") throws -> BoardConfigurationError {
    try #require(throws: BoardConfigurationError.self) { _ = try BoardConfiguration.parse(text, file: file) }
}

@Suite struct BoardConfigurationErrorTests {
    @Test func unknownKeyInDisplayNamesFileLineAndKeyPath() throws {
        let error = try failure("""
            name = "foo"

            # The panel.
            [display]
            card = "/dev/dri/card0"

            rotaton = 90
            """)
        #expect(error.line == 7)
        #expect(error.keyPath == "display.rotaton")
        #expect(error.description == "board-configs/foo.toml:7: display.rotaton: unknown key "
            + "(expected one of: backend, framebuffer, card, connector, mode, buffers, width-mm, height-mm, rotation, scale, reference-dpi, scale-rounding, safe-area, compositor-threads)")
    }

    @Test func unknownSectionIsAnUnknownTopLevelKey() throws {
        let error = try failure("name = \"foo\"\n\n[dispaly]\nrotation = 90\n")
        #expect(error.description == "board-configs/foo.toml:3: dispaly: unknown key (expected one of: name, display, touch, keyboard, power, console, appearance, metrics, remote)")
    }

    @Test func unknownKeyInTouchAndInInlineTable() throws {
        let touch = try failure("name = \"foo\"\n[touch]\ngrab = true\nswap_axes = true\n")
        #expect(touch.description.hasPrefix("board-configs/foo.toml:4: touch.swap_axes: unknown key (expected one of: match-name, match-usb, "))
        let inline = try failure("name = \"foo\"\n\ndisplay = { mode = \"current\", colour = 1 }\n")
        #expect(inline.line == 3)
        #expect(inline.keyPath == "display.colour")
    }

    @Test func firstUnknownKeyInFileOrderIsReported() throws {
        // Reported in file order, whatever order a table keeps its keys in.
        let error = try failure("name = \"foo\"\n[display]\nzzz = 1\naaa = 2\n")
        #expect(error.keyPath == "display.zzz")
        #expect(error.line == 3)
    }

    @Test func wrongTypes() throws {
        let buffers = try failure("name = \"foo\"\n[display]\nbuffers = \"3\"\n")
        #expect(buffers.description == "board-configs/foo.toml:3: display.buffers: expected an integer, found the string \"3\"")
        let rotation = try failure("name = \"foo\"\n[display]\nrotation = 90.0\n")
        #expect(rotation.description == "board-configs/foo.toml:3: display.rotation: expected an integer, found the number 90.0")
        let grab = try failure("name = \"foo\"\n[touch]\n\ngrab = 1\n")
        #expect(grab.description == "board-configs/foo.toml:4: touch.grab: expected a boolean (true or false), found the integer 1")
        let section = try failure("name = \"foo\"\ndisplay = 3\n")
        #expect(section.description == "board-configs/foo.toml:2: display: expected a table, found the integer 3")
        let name = try failure("name = 7\n")
        #expect(name.description == "board-configs/foo.toml:1: name: expected a string, found the integer 7")
        let width = try failure("name = \"foo\"\n[display]\nwidth-mm = \"320\"\nheight-mm = 200\n")
        #expect(width.kind == .wrongType(expected: "a number", found: "the string \"320\""))
        #expect(width.line == 3)
    }

    @Test func badRotation() throws {
        let error = try failure("""
            name = "foo"
            [display]
            card = "/dev/dri/card0"
            connector = "HDMI-A-1"
            mode = "preferred"
            buffers = 3
            width-mm = 100
            height-mm = 60
            rotation = 45
            """)
        #expect(error.description == "board-configs/foo.toml:9: display.rotation: 45 is not one of 0, 90, 180, 270")
        #expect(error.kind == .invalidValue("45 is not one of 0, 90, 180, 270"))
    }

    @Test func badModeString() throws {
        let error = try failure("name = \"foo\"\n[display]\nmode = \"1280x800@\"\n")
        #expect(error.description == "board-configs/foo.toml:3: display.mode: \"1280x800@\" is not \"preferred\", "
            + "\"current\", \"WIDTHxHEIGHT\" or \"WIDTHxHEIGHT@HZ\" (such as \"1280x800@60\")")
    }

    @Test func badUSBID() throws {
        let error = try failure("name = \"foo\"\n[touch]\nmatch-usb = \"04f3-0001\"\n")
        #expect(error.description == "board-configs/foo.toml:3: touch.match-usb: \"04f3-0001\" is not a USB ID "
            + "\"vvvv:pppp\" (4 hex digits each, as lsusb prints it)")
    }

    @Test func calibrationOfFiveNumbers() throws {
        let error = try failure("name = \"foo\"\n[touch]\ncalibration = [1, 0, 0,\n  0, 1]\n")
        #expect(error.description == "board-configs/foo.toml:3: touch.calibration: 5 numbers; expected 6 "
            + "(a, b, c, d, e, f of libinput's calibration matrix)")
    }

    @Test func calibrationElementOfWrongType() throws {
        let error = try failure("name = \"foo\"\n[touch]\ncalibration = [1, 0, \"0\", 0, 1, 0]\n")
        #expect(error.description == "board-configs/foo.toml:3: touch.calibration[2]: expected a number, found the string \"0\"")
        let infinite = try failure("name = \"foo\"\n[touch]\ncalibration = [1, 0, inf, 0, 1, 0]\n")
        #expect(infinite.keyPath == "touch.calibration[2]")
    }

    @Test func otherBadValues() throws {
        #expect(try failure("name = \"foo\"\n[display]\nbuffers = 4\n").description
            == "board-configs/foo.toml:3: display.buffers: 4 is not one of 2, 3")
        #expect(try failure("name = \"foo\"\n[display]\nscale = 0\n").description
            == "board-configs/foo.toml:3: display.scale: 0 is not a positive number")
        #expect(try failure("name = \"foo\"\n[display]\nwidth-mm = -2.5\nheight-mm = 3\n").description
            == "board-configs/foo.toml:3: display.width-mm: -2.5 is not a positive number")
        #expect(try failure("name = \"foo\"\n[display]\ncard = \"card0\"\n").keyPath == "display.card")
        #expect(try failure("name = \"foo\"\n[display]\nconnector = \"\"\n").keyPath == "display.connector")
        #expect(try failure("name = \"foo\"\n[touch]\nmatch-name = \"\"\n").keyPath == "touch.match-name")
    }

    @Test func missingKeys() throws {
        let height = try failure("name = \"foo\"\n[display]\nwidth-mm = 320\n")
        #expect(height.description == "board-configs/foo.toml:2: display.height-mm: missing: required when width-mm is given")
        let name = try failure("[display]\nrotation = 90\n")
        #expect(name.line == nil)
        #expect(name.description == "board-configs/foo.toml: name: missing: every board file starts with name = \"…\", used in logs")
    }

    @Test func syntaxErrorReportsParserLineAndColumn() throws {
        let error = try failure("name = \"foo\"\n[display]\nrotation = = 90\n")
        #expect(error.line == 3)
        guard case .syntax(let message, let column) = error.kind else {
            Issue.record("expected a syntax error, got \(error.kind)")
            return
        }
        #expect(column == 12)  // the second "=", where a value should start
        #expect(!message.isEmpty)
        #expect(error.description.hasPrefix("board-configs/foo.toml:3:\(column): syntax error: "))
        let unterminated = try failure("name = \"foo\n")
        #expect(unterminated.line == 1)
        let duplicate = try failure("name = \"foo\"\n[display]\nrotation = 0\nrotation = 90\n")
        #expect(duplicate.line == 4)
    }

    @Test func unreadableFileReportsPathAndErrno() throws {
        let path = "/nonexistent-vitrine/board.toml"
        let error = try #require(throws: BoardConfigurationError.self) { _ = try BoardConfiguration.load(contentsOf: path) }
        #expect(error == BoardConfigurationError(file: path, kind: .unreadable(errno: ENOENT)))
        #expect(error.description == "read board configuration /nonexistent-vitrine/board.toml: No such file or directory (errno 2)")
    }

    @Test func loadReportsErrorsUnderTheGivenPath() throws {
        let path = NSTemporaryDirectory() + "vitrine-board-\(UUID().uuidString).toml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "name = \"tmp\"\n[display]\nrotation = 91\n".write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: BoardConfigurationError.self) { _ = try BoardConfiguration.load(contentsOf: path) }
        #expect(error.description == "\(path):3: display.rotation: 91 is not one of 0, 90, 180, 270")
    }

    @Test func keyPathsQuoteKeysThatAreNotBare() throws {
        let error = try failure("name = \"foo\"\n[display]\n\"rot ation\" = 1\n")
        #expect(error.keyPath == "display.\"rot ation\"")
        #expect(error.line == 3)
    }
}
