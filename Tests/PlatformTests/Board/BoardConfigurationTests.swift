// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

@Suite struct BoardConfigurationTests {
    @Test func parsesEveryKey() throws {
        let config = try BoardConfiguration.parse("""
            name = "panel-7in"

            [display]
            card = "/dev/dri/card1"
            connector = "DSI-1"
            mode = "1024x600@59.5"
            buffers = 2
            width-mm = 154.2
            height-mm = 86
            rotation = 270
            scale = 1.5

            [touch]
            match-name = "ILITEK"
            match-usb = "222A:0001"
            calibration = [0, 1, 0,
                           -1, 0, 1.0]
            swap-axes = true
            invert-x = true
            invert-y = false
            grab = true
            """, file: "panel.toml")
        #expect(config == BoardConfiguration(
            name: "panel-7in",
            display: DisplayConfiguration(
                card: "/dev/dri/card1", connector: .named("DSI-1"),
                mode: .exact(width: 1024, height: 600, refresh: 59.5), bufferCount: 2,
                physicalSize: .init(widthMillimeters: 154.2, heightMillimeters: 86),
                rotation: .degrees270, scale: 1.5),
            touch: TouchConfiguration(
                matchName: "ILITEK", matchUSB: USBID(vendor: 0x222A, product: 0x0001),
                calibration: [0, 1, 0, -1, 0, 1], swapAxes: true, invertX: true, invertY: false, grab: true)))
    }

    @Test func absentKeysTakeTheirDefaults() throws {
        let config = try BoardConfiguration.parse("name = \"bare\"\n", file: "bare.toml")
        #expect(config.name == "bare")
        #expect(config.display.card == nil)
        #expect(config.display.connector == .firstConnected)
        #expect(config.display.mode == .preferred)
        #expect(config.display.bufferCount == 3)
        #expect(config.display.physicalSize == nil)
        #expect(config.display.rotation == .degrees0)
        #expect(config.display.scale == nil)
        #expect(config.touch == TouchConfiguration())
        #expect(config.touch.calibration == nil && !config.touch.grab && !config.touch.swapAxes)
        #expect(BoardConfiguration.default == BoardConfiguration(name: "default"))
    }

    @Test(arguments: [
        ("preferred", ModeSelection.preferred),
        ("current", .current),
        ("800x480", .exact(width: 800, height: 480, refresh: nil)),
        ("1920x1080@60", .exact(width: 1920, height: 1080, refresh: 60)),
    ])
    func parsesModes(text: String, mode: ModeSelection) throws {
        let config = try BoardConfiguration.parse("name = \"m\"\n[display]\nmode = \"\(text)\"\n", file: "m.toml")
        #expect(config.display.mode == mode)
        #expect(mode.description == text)
    }

    @Test(arguments: [0, 90, 180, 270])
    func parsesRotations(degrees: Int) throws {
        let config = try BoardConfiguration.parse("name = \"r\"\ndisplay.rotation = \(degrees)\n", file: "r.toml")
        #expect(config.display.rotation.degrees == degrees)
        #expect(config.display.rotation.swapsWidthAndHeight == (degrees % 180 == 90))
    }

    @Test func inlineTablesAndIntegerSizesAreAccepted() throws {
        let config = try BoardConfiguration.parse("""
            name = "inline"
            display = { width-mm = 320, height-mm = 200, connector = "Virtual-1" }
            touch = { grab = true }
            """, file: "inline.toml")
        #expect(config.display.physicalSize == .init(widthMillimeters: 320, heightMillimeters: 200))
        #expect(config.display.connector == .named("Virtual-1"))
        #expect(config.touch.grab)
    }

    @Test func repositoryBoardFilesAllLoad() throws {
        // Tests/PlatformTests/Board/<this file> → the repository root, three levels up.
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let directory = root.appendingPathComponent("board-configs")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".toml") }.sorted()
        #expect(files.contains("qemu-bochs.toml"))
        #expect(files.contains("example.toml"))
        for file in files {
            #expect(throws: Never.self, "\(file)") {
                _ = try BoardConfiguration.load(contentsOf: directory.appendingPathComponent(file).path)
            }
        }
    }

    @Test func qemuBoardStatesTheVMDisplay() throws {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("board-configs/qemu-bochs.toml").path
        let config = try BoardConfiguration.load(contentsOf: path)
        #expect(config.name == "qemu-bochs")
        #expect(config.display.connector == .named("Virtual-1"))
        #expect(config.display.mode == .exact(width: 1280, height: 800, refresh: nil))
        #expect(config.display.physicalSize == .init(widthMillimeters: 320, heightMillimeters: 200))
        #expect(config.display.rotation == .degrees0)
    }
}
