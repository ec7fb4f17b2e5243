// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

/// Every error of a board text, in the order `check-config` prints them.
private func errors(_ text: String, file: String = "b.toml") -> [BoardConfigurationError] {
    switch BoardConfiguration.validate(text, file: file) {
    case .success: return []
    case .failure(let list): return list.errors
    }
}

private func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "vitrine-bounds-\(UUID().uuidString)-\(name)"
}

/// The inputs of issue 32 that `check-config` called ok, or that hung or crashed the reader.
@Suite struct BoardConfigurationBoundsTests {
    // MARK: - Every error, in line order

    @Test func everyErrorOfTheFileIsReportedInLineOrder() {
        let found = errors("""
            name = "x"
            [touch]
            grab = 1
            calibration = [1, 0, 0, 0, 1]
            [display]
            rotation = 45
            colour = "red"
            buffers = 4
            [power]
            dim-after = -1
            """)
        #expect(found.map(\.line) == [3, 4, 6, 7, 8, 10])
        #expect(found.map(\.keyPath) == ["touch.grab", "touch.calibration", "display.rotation", "display.colour",
                                         "display.buffers", "power.dim-after"])
        // parse still throws one: the first line.
        #expect(throws: found[0]) { try BoardConfiguration.parse("name = \"x\"\n[touch]\ngrab = 1\n[display]\nbuffers = 4\n", file: "b.toml") }
    }

    @Test func aMissingNameComesFirstAndOtherKeysAreStillChecked() {
        let found = errors("[display]\nbuffers = 9\n[appearance]\nstyle = \"sepia\"\n")
        #expect(found.map(\.keyPath) == ["name", "display.buffers", "appearance.style"])
        #expect(found.map(\.line) == [nil, 2, 4])
    }

    @Test func aBadValueOfAPairIsNotAlsoReportedAsMissing() {
        let found = errors("name = \"x\"\n[display]\nwidth-mm = \"wide\"\nheight-mm = 90\n")
        #expect(found.map(\.keyPath) == ["display.width-mm"])
    }

    @Test func validateReturnsTheBoardWhenAllIsWell() throws {
        let board = try BoardConfiguration.validate("name = \"ok\"\n[display]\nrotation = 90\n", file: "b.toml").get()
        #expect(board.display.rotation == .degrees90)
    }

    // MARK: - Values that crashed the app although check-config said ok

    @Test func sizesScalesAndDensitiesHaveRanges() {
        let huge = errors("name = \"x\"\n[display]\nwidth-mm = 9.3e18\nheight-mm = 5e-324\nscale = 1e300\nreference-dpi = 2.2e-308\n")
        #expect(huge.map(\.keyPath) == ["display.width-mm", "display.height-mm", "display.scale", "display.reference-dpi"])
        #expect(huge[0].kind == .invalidValue("9.3e+18 mm is outside 1…10000 mm"))
        #expect(huge[1].kind == .invalidValue("5e-324 mm is outside 1…10000 mm"))
        #expect(huge[2].kind == .invalidValue("1e+300 is outside 0.5…8"))
        #expect(huge[3].kind == .invalidValue("2.2e-308 is outside 10…1000"))
        #expect(errors("name = \"x\"\n[display]\nwidth-mm = 1\nheight-mm = 10000\nscale = 0.5\nreference-dpi = 1000\n").isEmpty)
    }

    @Test func calibrationCoefficientsHaveARange() {
        let found = errors("name = \"x\"\n[touch]\ncalibration = [1, 0, 0, 0, 1e300, 0]\n")
        #expect(found.map(\.keyPath) == ["touch.calibration[4]"])
        #expect(found.first?.description == "b.toml:3: touch.calibration[4]: 1e+300 is outside -1000…1000; a calibration matrix maps 0…1 onto 0…1")
        #expect(errors("name = \"x\"\n[touch]\ncalibration = [-1000, 0, 1000, 0, 1, 0]\n").isEmpty)
    }

    @Test func theLargestAllowedValuesDescribeWithoutTrapping() throws {
        // 1 mm across 16384 pixels is 416,000 dpi: the derived scale stays within scaleRange.
        let board = try BoardConfiguration.parse("name = \"x\"\n[display]\nwidth-mm = 1\nheight-mm = 1\nreference-dpi = 10\n", file: "b")
        let density = DisplayDensity(pixelWidth: 16384, pixelHeight: 16384, reportedWidthMillimeters: nil,
                                     reportedHeightMillimeters: nil, configuration: board.display)
        #expect(density.scale == DisplayConfiguration.scaleRange.upperBound)
        #expect(density.summary == "1x1 mm (board configuration), 416154 dpi, scale 8 (DPI)")  // 16384 / (1 / 25.4) = 416153.6
        // Values from code are not range-checked, but a summary must still not trap.
        let display = DisplayConfiguration(physicalSize: .init(widthMillimeters: 1e300, heightMillimeters: 1e300))
        let giant = DisplayDensity(pixelWidth: 100, pixelHeight: 100, reportedWidthMillimeters: nil,
                                   reportedHeightMillimeters: nil, configuration: display, scaleOverride: 1e300)
        #expect(giant.summary.hasPrefix("1e+300x1e+300 mm"))
    }

    @MainActor @Test func modesHaveARangeAndHeadlessScreensAPixelBudget() throws {
        let tooLarge = errors("name = \"x\"\n[display]\nmode = \"65535x65535\"\n")
        #expect(tooLarge.first?.description == "b.toml:3: display.mode: \"65535x65535\": no display is larger than 16384x16384")
        #expect(errors("name = \"x\"\n[display]\nmode = \"1280x800@100000\"\n").first?.keyPath == "display.mode")
        #expect(errors("name = \"x\"\n[display]\nmode = \"16384x16384\"\n").isEmpty)
        // Headless allocates its screen: 20000x20000 took 82 s and 4.3 GB.
        let headless = errors("name = \"x\"\n[display]\nbackend = \"headless\"\nmode = \"8000x8000\"\n")
        #expect(headless.first?.description
            == "b.toml:4: display.mode: 8000x8000 is more than the 33177600 pixels (7680x4320) a headless screen may have")
        #expect(errors("name = \"x\"\n[display]\nbackend = \"headless\"\nmode = \"7680x4320\"\n").isEmpty)
        // The same mode with VITRINE_DISPLAY=headless (the board does not say) fails at open, clearly.
        let board = try BoardConfiguration.parse("name = \"x\"\n[display]\nmode = \"16384x16384\"\n", file: "b")
        #expect(throws: HeadlessModeError.self) { try HeadlessDisplayOutput(board.display) }
    }

    @Test func aCardIsADRMCardPath() {
        for good in ["/dev/dri/card0", "/dev/dri/card12", "/dev/dri/by-path/pci-0000:00:02.0-card",
                     "/dev/dri/by-path/platform-gpu-card"] {
            #expect(DisplayConfiguration.isCardPath(good), "\(good)")
            #expect(errors("name = \"x\"\n[display]\ncard = \"\(good)\"\n").isEmpty, "\(good)")
        }
        for bad in ["/dev/dri/../../etc/shadow", "/dev/dri/card0/../../../etc/shadow", "/dev/dri/renderD128", "/dev/dri/card",
                    "/dev/dri/cardX", "/dev/dri/by-path/../../../etc/shadow-card", "/dev/dri/by-path/pci-0000:00:02.0-render",
                    "/dev/fb0", "card0", "/etc/shadow"] {
            #expect(!DisplayConfiguration.isCardPath(bad), "\(bad)")
        }
        #expect(errors("name = \"x\"\n[display]\ncard = \"/dev/dri/../../etc/shadow\"\n").first?.description
            == "b.toml:3: display.card: \"/dev/dri/../../etc/shadow\" is not a DRM card such as \"/dev/dri/card0\" or \"/dev/dri/by-path/…-card\"")
    }

    @Test func longValuesAreShortenedInMessages() throws {
        let long = String(repeating: "é", count: 1000)
        let found = errors("name = \"x\"\n[appearance]\nstyle = \"\(long)\"\n")
        let description = try #require(found.first?.description)
        #expect(description == "b.toml:3: appearance.style: \"\(String(repeating: "é", count: 60))…\" is neither \"light\" nor \"dark\"")
        let wrongType = errors("name = \"x\"\n[display]\nbuffers = \"a\\nb\\u0001\"\n")
        #expect(wrongType.first?.description == "b.toml:3: display.buffers: expected an integer, found the string \"a\\nb\\u0001\"")
    }

    @Test func aMegabyteValueIsASyntaxErrorOfOneLine() {
        let found = errors("name = \"" + String(repeating: "x", count: 1_000_000) + "\"\n")
        #expect(found.count == 1)
        #expect(found.first?.description == "b.toml:1:4105: syntax error: a string longer than 4096 bytes")
    }

    @Test func malformedHeadersAreSyntaxErrors() {
        for text in ["[,]", "[[", "[[,]]", "[=]\n", "name = \"x\"\n[display.]\n"] {
            let found = errors(text)
            #expect(found.count == 1, "\(text)")
            guard case .syntax? = found.first?.kind else {
                Issue.record("\(text): \(found)")
                continue
            }
        }
    }

    // MARK: - Mutated board files

    /// Every shipped board file, cut, spliced and sprinkled with punctuation and stray
    /// bytes in 600 deterministic ways each: every result loads or is refused with
    /// errors of one short line each, and the process survives to say so.
    @Test func mutatedShippedBoardsAreAnsweredWithShortErrors() throws {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("board-configs")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".toml") }.sorted()
        #expect(files.count >= 2)
        var random = SplitMix64(seed: 32)
        let inserts = Array("[]{}=,.\"'#\\\n\r\t 0-+:e_xinf".utf8) + [0x00, 0x7F, 0xC3, 0xA9]
        var refused = 0, loaded = 0
        for file in files {
            let original = Array(try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8).utf8)
            for _ in 0..<600 {
                var bytes = original
                for _ in 0...random.next(below: 3) {
                    let at = random.next(below: bytes.count + 1)
                    switch random.next(below: 4) {
                    case 0: bytes.removeSubrange(at..<min(bytes.count, at + random.next(below: 8) + 1))
                    case 1: bytes.insert(inserts[random.next(below: inserts.count)], at: at)
                    case 2:
                        let from = random.next(below: bytes.count + 1)
                        bytes.insert(contentsOf: bytes[from..<min(bytes.count, from + random.next(below: 40))], at: at)
                    default:
                        if at < bytes.count { bytes[at] = inserts[random.next(below: inserts.count)] }
                    }
                }
                switch BoardConfiguration.validate(String(decoding: bytes, as: UTF8.self), file: "m.toml") {
                case .success: loaded += 1
                case .failure(let list):
                    refused += 1
                    for error in list.errors {
                        #expect(!error.description.contains("\n") && error.description.count < 1000, "\(error)")
                    }
                }
            }
        }
        #expect(refused > 0 && loaded > 0)
    }

    // MARK: - Reading the file

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let path = temporaryPath("fifo.toml")
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let error = try #require(throws: BoardConfigurationError.self) { try BoardConfiguration.load(contentsOf: path) }
        #expect(error.kind == .notARegularFile(kind: "a FIFO"))
        #expect(error.description == "read board configuration \(path): a FIFO, not a regular file")
    }

    @Test func devicesAndDirectoriesAreRefusedUnread() throws {
        let zero = try #require(throws: BoardConfigurationError.self) { try BoardConfiguration.load(contentsOf: "/dev/zero") }
        #expect(zero.kind == .notARegularFile(kind: "a character device"))
        let directory = try #require(throws: BoardConfigurationError.self) { try BoardConfiguration.load(contentsOf: NSTemporaryDirectory()) }
        #expect(directory.kind == .notARegularFile(kind: "a directory"))
    }

    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let path = temporaryPath("large.toml")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: TOMLLimits.documentBytes + 1)))
        defer { unlink(path) }
        let error = try #require(throws: BoardConfigurationError.self) { try BoardConfiguration.load(contentsOf: path) }
        #expect(error.kind == .tooLarge(limit: 1_048_576))
        #expect(error.description == "read board configuration \(path): larger than 1048576 bytes; a board file is a few kilobytes")
    }

    @Test func textThatIsNotUTF8IsASyntaxErrorAtItsPlace() throws {
        let path = temporaryPath("latin1.toml")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("name = \"x\"\n# caf".utf8) + Data([0xE9, 0x0A])))
        defer { unlink(path) }
        let error = try #require(throws: BoardConfigurationError.self) { try BoardConfiguration.load(contentsOf: path) }
        #expect(error.description == "\(path):2:6: syntax error: not UTF-8 text")
    }

    @Test func validateOfAPathReportsReadErrors() {
        guard case .failure(let list) = BoardConfiguration.validate(contentsOf: "/dev/zero") else {
            Issue.record("/dev/zero validated")
            return
        }
        #expect(list.errors.map(\.kind) == [.notARegularFile(kind: "a character device")])
    }
}

/// A small deterministic generator (SplitMix64), so the mutations are the same each run.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (0 when bound is 0).
    mutating func next(below bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}
