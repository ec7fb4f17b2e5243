// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

@Suite struct DRMInventoryTests {
    @Test func missingDirectorySaysNoKMSDriverPlainly() {
        let inventory = DRMInventory.scan(directory: "/nonexistent/dri")
        #expect(inventory.directoryError == .noSuchFileOrDirectory)
        #expect(inventory.render() == """
            DRM devices (/nonexistent/dri):
              none: /nonexistent/dri does not exist, so no KMS driver is loaded (VITRINE_DISPLAY=headless runs without a screen)

            """)
    }

    /// A node that is not a DRM device (here a plain file) is listed with its error, and
    /// the cards after it are still scanned.
    @Test func unreadableCardIsListedWithItsError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-dri-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["card10", "card1", "renderD128"] {
            FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data())
        }
        let inventory = DRMInventory.scan(directory: directory.path)
        #expect(inventory.cards.map(\.path) == ["\(directory.path)/card1", "\(directory.path)/card10"])
        for card in inventory.cards {
            guard case .failure(let error) = card.details else { Issue.record("\(card.path) read as a card"); continue }
            #expect(error.operation == .getVersion)
        }
        #expect(inventory.render().contains("\(directory.path)/card10: read driver version of \(directory.path)/card10: "))
    }

    @Test func renderListsConnectorsWithThePreferredModeMarked() {
        let preferred = DisplayMode(width: 1280, height: 800, clockKilohertz: 83_500, horizontalTotal: 1680,
                                    verticalTotal: 831, isPreferred: true)
        let other = DisplayMode(width: 1024, height: 768, clockKilohertz: 65_000, horizontalTotal: 1344, verticalTotal: 806)
        let virtual = Connector(id: ConnectorID(rawValue: 35), type: 15, typeIndex: 1, status: .connected,
                                modes: [preferred, other], physicalWidthMillimeters: 320, physicalHeightMillimeters: 200)
        let hdmi = Connector(id: ConnectorID(rawValue: 36), type: 11, typeIndex: 1, status: .disconnected, modes: [])
        let inventory = DRMInventory(directory: "/dev/dri", cards: [
            .init(path: "/dev/dri/card0", details: .success(.init(
                driverName: "bochs-drm", driverDescription: "bochs dispi vga interface (qemu stdvga)",
                supportsDumbBuffers: true, connectors: [virtual, hdmi]))),
            .init(path: "/dev/dri/card1", details: .failure(
                DRMError(.open, "/dev/dri/card1", devicePath: "/dev/dri/card1", errno: .permissionDenied))),
        ])
        #expect(inventory.render() == """
            DRM devices (/dev/dri):
              /dev/dri/card0: driver bochs-drm (bochs dispi vga interface (qemu stdvga))
                Virtual-1 (connector 35): connected, 320x200 mm
                  * 1280x800@59.81 (preferred)
                    1024x768@60.00
                HDMI-A-1 (connector 36): disconnected, size unknown
              /dev/dri/card1: open /dev/dri/card1: Permission denied (errno 13) (add the user to the 'video' group or run as root)

            """)
    }
}
