// Vitrine — Apache License 2.0
//
// The remote screen's server in this process, fed by the test as the main thread feeds
// it, and watched by a hand-written Raw viewer: frames published back to back, faster
// than the server thread takes them, still reach the viewer whole.
import Foundation
// `@testable` because a plain `import CoreGraphics` next to `import Testing` makes the compiler look for
// swift-testing's Apple-only `_Testing_CoreGraphics` cross-import overlay, which Linux lacks.
@testable import CoreGraphics
import Logging
import Platform
import Testing

@MainActor @Suite struct RemoteScreenHandoffTests {
    /// The viewer's screen (B, G, R, X bytes a pixel) equals `panel`'s colours.
    static func shows(_ screen: [UInt8], _ panel: Bitmap) -> Bool {
        for y in 0..<panel.height {
            for x in 0..<panel.width {
                let pixel = panel.pixels[y * panel.stride + x], offset = (y * panel.width + x) * 4
                if screen[offset] != UInt8(pixel & 0xFF) || screen[offset + 1] != UInt8(pixel >> 8 & 0xFF)
                    || screen[offset + 2] != UInt8(pixel >> 16 & 0xFF) {
                    return false
                }
            }
        }
        return true
    }

    @Test func aBurstOfFramesReachesAViewerWhole() throws {
        let width = 160, height = 100
        let port = try VNCKiosk.freePort()
        let server = try RemoteScreenServer(settings: RemoteScreenSettings(host: "127.0.0.1", port: port),
                                            width: width, height: height, logger: Logger(label: "test"))
        try server.open()
        defer { server.stop() }
        let panel = try #require(Bitmap(width: width, height: height))
        let viewer = try RFBSocket(port: port)
        let size = try #require(viewer.handshakeWithoutSecurity())
        #expect(size.width == width && size.height == height)
        viewer.useRawEncoding()
        var screen = [UInt8](repeating: 0, count: width * height * 4)
        viewer.requestUpdate(width: width, height: height, incremental: false)
        #expect(viewer.readRawUpdate(into: &screen, width: width))

        // 120 frames of 1…3 random rectangles each, with no pause: most are published while
        // the server thread is still busy with an earlier one.
        viewer.requestUpdate(width: width, height: height, incremental: true)
        var seed: UInt64 = 30
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<120 {
            var damage: [PixelRect] = []
            for _ in 0...next(3) {
                let rect = PixelRect(x: next(width), y: next(height), width: 1 + next(60), height: 1 + next(40)).intersection(panel.bounds)
                let colour = 0xFF00_0000 | UInt32(next(0x100_0000))
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX { panel.pixels[y * panel.stride + x] = colour }
                }
                damage.append(rect)
            }
            server.publish(panel, damage: damage)
        }
        #expect(server.handoffCounts.published == 120)

        // Incremental updates only: each carries what changed since the last; a change lost
        // on the way would leave the viewer waiting for an update that never comes.
        var updates = 0
        while !Self.shows(screen, panel) {
            guard viewer.readRawUpdate(into: &screen, width: width) else {
                Issue.record("the viewer's screen differs from the panel and no update came after \(updates) (\(server.handoffCounts))")
                return
            }
            updates += 1
            viewer.requestUpdate(width: width, height: height, incremental: true)
        }
        #expect(server.handoffCounts.fed >= 1)
    }
}
