// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

/// A fake /sys/class/backlight: one folder per device with the attribute files the
/// kernel has, as plain files.
struct FakeBacklightClass {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "vitrine-backlight-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    @discardableResult
    func add(_ name: String, maximum: Int, brightness: Int, type: String? = nil, powerSwitch: Bool = true) throws -> String {
        let folder = root + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "\(maximum)\n".write(toFile: folder + "/max_brightness", atomically: false, encoding: .utf8)
        try "\(brightness)\n".write(toFile: folder + "/brightness", atomically: false, encoding: .utf8)
        if powerSwitch { try "0\n".write(toFile: folder + "/bl_power", atomically: false, encoding: .utf8) }
        if let type { try "\(type)\n".write(toFile: folder + "/type", atomically: false, encoding: .utf8) }
        return folder
    }

    func value(_ name: String, _ attribute: String) -> String? {
        (try? String(contentsOfFile: "\(root)/\(name)/\(attribute)", encoding: .utf8))?.trimmingTrailingWhitespace()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

@Suite struct BacklightTests {
    @Test func readsAndWritesTheAttributeFiles() throws {
        let sys = try FakeBacklightClass()
        defer { sys.remove() }
        let path = try sys.add("10-0045", maximum: 255, brightness: 200)
        let backlight = try Backlight(path: path)
        #expect(backlight.maximumBrightness == 255)
        #expect(backlight.hasPowerSwitch)
        #expect(try backlight.brightness() == 200)
        try backlight.setBrightness(40)
        #expect(sys.value("10-0045", "brightness") == "40")
        try backlight.setBrightness(1000)  // clamped to max_brightness
        #expect(sys.value("10-0045", "brightness") == "255")
        try backlight.setPowered(false)
        #expect(sys.value("10-0045", "bl_power") == "4")  // FB_BLANK_POWERDOWN
        try backlight.setPowered(true)
        #expect(sys.value("10-0045", "bl_power") == "0")  // FB_BLANK_UNBLANK
    }

    @Test func errorsNameTheFileTheCallAndTheErrno() throws {
        let sys = try FakeBacklightClass()
        defer { sys.remove() }
        let missing = #expect(throws: BacklightError.self) { try Backlight(path: sys.root + "/nothing") }
        #expect(missing?.description == "read \(sys.root)/nothing/max_brightness: No such file or directory (errno 2) "
            + "(list /sys/class/backlight and name an existing device in the board's power.backlight, or use \"auto\")")
        let zero = try sys.add("dead", maximum: 0, brightness: 0)
        let unusable = #expect(throws: BacklightError.self) { try Backlight(path: zero) }
        #expect(unusable?.description == "use backlight \(zero): max_brightness is 0; a usable backlight has at least 1")

        // A brightness file that cannot be opened for writing (a folder in its place
        // gives EISDIR even to root, who ignores permissions).
        let path = try sys.add("locked", maximum: 10, brightness: 5)
        try FileManager.default.removeItem(atPath: path + "/brightness")
        try FileManager.default.createDirectory(atPath: path + "/brightness", withIntermediateDirectories: false)
        let backlight = try Backlight(path: path)
        let write = #expect(throws: BacklightError.self) { try backlight.setBrightness(3) }
        #expect(write?.operation == .write && write?.errno == Errno(rawValue: EISDIR))
        #expect(write?.description == "write \(path)/brightness: Is a directory (errno 21)")
    }

    @Test func automaticSelectionPrefersFirmwareThenPlatformThenRaw() throws {
        let sys = try FakeBacklightClass()
        defer { sys.remove() }
        #expect(try Backlight.select(.automatic, classDirectory: sys.root) == nil)  // none: not an error
        #expect(try Backlight.select(.automatic, classDirectory: sys.root + "/absent") == nil)
        try sys.add("a-raw", maximum: 7, brightness: 7, type: "raw")
        try sys.add("b-platform", maximum: 100, brightness: 50, type: "platform")
        #expect(try Backlight.select(.automatic, classDirectory: sys.root)?.path == sys.root + "/b-platform")
        try sys.add("z-firmware", maximum: 1000, brightness: 500, type: "firmware")
        #expect(try Backlight.select(.automatic, classDirectory: sys.root)?.path == sys.root + "/z-firmware")
        let named = try Backlight.select(.path(sys.root + "/a-raw"))
        #expect(named?.maximumBrightness == 7)
    }

    @Test @MainActor func panelPowerDimsBlanksAndRestoresTheRunningLevel() throws {
        let sys = try FakeBacklightClass()
        defer { sys.remove() }
        let path = try sys.add("rpi_backlight", maximum: 255, brightness: 180)
        let power = try BacklightPanelPower(backlight: Backlight(path: path))
        #expect(power.runningBrightness == 180)
        try power.setState(.dimmed(fraction: 0.2))
        #expect(sys.value("rpi_backlight", "brightness") == "36")  // 180 × 0.2
        try power.setState(.off)
        #expect(sys.value("rpi_backlight", "bl_power") == "4")
        #expect(sys.value("rpi_backlight", "brightness") == "36")  // bl_power keeps the level
        try power.setState(.on)
        #expect(sys.value("rpi_backlight", "bl_power") == "0")
        #expect(sys.value("rpi_backlight", "brightness") == "180")
        #expect(power.dimmedLevel(0.001) == 1)  // a dimmed panel is never dark
    }

    @Test @MainActor func withoutBlPowerOffIsBrightnessZero() throws {
        let sys = try FakeBacklightClass()
        defer { sys.remove() }
        let path = try sys.add("pwm", maximum: 10, brightness: 0, powerSwitch: false)
        let power = try BacklightPanelPower(backlight: Backlight(path: path))
        #expect(power.runningBrightness == 10)  // found dark: on means the maximum
        try power.setState(.off)
        #expect(sys.value("pwm", "brightness") == "0")
        try power.setState(.on)
        #expect(sys.value("pwm", "brightness") == "10")
    }
}

@Suite struct ConsoleBlankingInhibitorTests {
    @Test func writesSettermsBlankEscapeAndRestoresTheInterval() throws {
        let folder = NSTemporaryDirectory() + "vitrine-console-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "600\n".write(toFile: folder + "/consoleblank", atomically: false, encoding: .utf8)
        let terminal = folder + "/tty"
        FileManager.default.createFile(atPath: terminal, contents: nil)
        let fd = open(terminal, O_WRONLY)
        defer { close(fd) }
        let inhibitor = try ConsoleBlankingInhibitor(terminalDescriptor: fd, parameterPath: folder + "/consoleblank")
        #expect(inhibitor.savedInterval == 600)
        inhibitor.restore()
        inhibitor.restore()  // idempotent
        // setterm --blank 0, then --blank 10 (600 s).
        #expect(try String(contentsOfFile: terminal, encoding: .utf8) == "\u{1B}[9;0]\u{1B}[9;10]")
        #expect(ConsoleBlankingInhibitor.sequence(minutes: 3) == [0x1B, 0x5B, 0x39, 0x3B, 0x33, 0x5D])
    }
}
