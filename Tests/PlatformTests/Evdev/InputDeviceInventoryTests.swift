// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

@Suite struct InputDeviceInventoryTests {
    @Test func missingDirectoryIsReportedNotFatal() {
        let inventory = InputDeviceInventory.scan(directory: "/nonexistent/input")
        #expect(inventory.devices.isEmpty)
        #expect(inventory.render().contains("none: /nonexistent/input does not exist"))
    }

    @Test func nonEvdevNodeIsListedWithItsError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        FileManager.default.createFile(atPath: directory.appendingPathComponent("event0").path, contents: Data())
        FileManager.default.createFile(atPath: directory.appendingPathComponent("mice").path, contents: Data())
        let inventory = InputDeviceInventory.scan(directory: directory.path)
        #expect(inventory.devices.map(\.path) == ["\(directory.path)/event0"])
        guard case .failure(let error) = inventory.devices.first?.details else {
            Issue.record("a plain file read as an evdev device")
            return
        }
        #expect(error.operation == "libevdev_new_from_fd")
    }

    /// The EDT EP0430M09 panel of the vendored recordings (edt-ep0430m09.desc: I2C, ids 0000,
    /// 5 slots, 0...1279 × 0...767), as this inventory read it from an evemu-created device
    /// in the QEMU board; a resolution is added to show how it renders.
    @Test func renderDescribesATouchscreen() {
        let panel = InputDeviceInventory.DeviceDetails(
            name: "EP0430M09", vendor: 0, product: 0, isDirect: true,
            multitouchX: .init(minimum: 0, maximum: 1279), multitouchY: .init(minimum: 0, maximum: 767),
            absoluteX: .init(minimum: 0, maximum: 1279), absoluteY: .init(minimum: 0, maximum: 767, resolution: 10),
            hasTouchButton: true, slotCount: 5)
        let keyboard = InputDeviceInventory.DeviceDetails(name: "AT Translated Set 2 keyboard", vendor: 0x0001, product: 0x0eef, isDirect: false,
                                                          isKeyboard: true)
        #expect(panel.isTouchscreen)
        #expect(!keyboard.isTouchscreen)
        let inventory = InputDeviceInventory(directory: "/dev/input", devices: [
            .init(path: "/dev/input/event0", details: .success(keyboard)),
            .init(path: "/dev/input/event1", details: .success(panel)),
            .init(path: "/dev/input/event2", details: .failure(.init(operation: "open", errno: .permissionDenied))),
        ])
        #expect(inventory.render() == """
            Input devices (/dev/input):
              /dev/input/event0: "AT Translated Set 2 keyboard" 0001:0eef (keyboard)
                no touch capabilities
              /dev/input/event1: "EP0430M09" 0000:0000 (touchscreen)
                direct, 5 slots, BTN_TOUCH
                ABS_MT_POSITION_X 0...1279, ABS_MT_POSITION_Y 0...767
                ABS_X 0...1279, ABS_Y 0...767 (10/mm)
              /dev/input/event2: open: Permission denied (errno 13) (add the user to the 'input' group or run as root)

            """)
    }
}
