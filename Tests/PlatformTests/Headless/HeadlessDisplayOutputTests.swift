// Vitrine — Apache License 2.0
import Foundation
// `@testable` because a plain `import CoreGraphics` next to `import Testing` makes the compiler look for
// swift-testing's Apple-only `_Testing_CoreGraphics` cross-import overlay, which Linux lacks.
@testable import CoreGraphics
import Testing
@testable import Platform

private func patterned(width: Int, height: Int) throws -> Bitmap {
    let bitmap = try #require(Bitmap(width: width, height: height))
    for y in 0..<height {
        for x in 0..<width { bitmap[x, y] = 0xFF00_0000 | UInt32(y << 8 | x) }
    }
    return bitmap
}

@Suite struct HeadlessDisplayOutputTests {
    @Test func defaultsMatchTheQEMUBochsDisplay() {
        let display = HeadlessDisplayOutput()
        #expect(display.info == DisplayInfo(
            name: "headless", pixelWidth: 1280, pixelHeight: 800,
            physicalWidthMillimeters: 320, physicalHeightMillimeters: 200, refreshRate: 60))
        #expect(display.screen.width == 1280 && display.screen.height == 800)
        #expect(display.eventDescriptor == nil)
        #expect(display.isReadyForFrame)
    }

    @Test func copiesOnlyTheDamagedRectangles() throws {
        let display = HeadlessDisplayOutput(width: 16, height: 8)
        let source = try patterned(width: 16, height: 8)
        display.present(source, damage: [PixelRect(x: 2, y: 1, width: 3, height: 2)])
        #expect(display.bytesCopied == 3 * 2 * 4)
        #expect(display.presentedFrames == 1)
        for y in 0..<8 {
            for x in 0..<16 {
                let inside = (2..<5).contains(x) && (1..<3).contains(y)
                #expect(display.screen[x, y] == (inside ? source[x, y] : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func damageIsClippedToTheScreenAndCountedPerRectangle() throws {
        let display = HeadlessDisplayOutput(width: 10, height: 10)
        let source = try patterned(width: 10, height: 10)
        display.present(source, damage: [
            PixelRect(x: 8, y: -2, width: 5, height: 4),  // 2x2 on screen
            PixelRect(x: 20, y: 20, width: 5, height: 5),  // off screen
            PixelRect(x: 0, y: 0, width: 1, height: 1),
        ])
        #expect(display.bytesCopied == (4 + 0 + 1) * 4)
        #expect(display.screen[9, 1] == source[9, 1])
        #expect(display.screen[9, 2] == 0)
        display.present(source, damage: [])
        #expect(display.presentedFrames == 2)
        #expect(display.bytesCopied == 20)
    }

    @Test func completesEachFrameSynchronouslyWithTheClockTime() throws {
        var now = 100.0
        let display = HeadlessDisplayOutput(width: 4, height: 4, clock: { now })
        var completions: [FrameCompletion] = []
        display.frameCompletionHandler = { completions.append($0) }
        let source = try patterned(width: 4, height: 4)
        display.present(source, damage: [source.bounds])
        #expect(completions == [FrameCompletion(sequence: 1, timestamp: 100)])
        now = 100.016
        display.present(source, damage: [source.bounds])
        #expect(completions.last == FrameCompletion(sequence: 2, timestamp: 100.016))
    }

    @Test func monotonicClockDoesNotGoBackwards() {
        let a = HeadlessDisplayOutput.monotonicSeconds()
        let b = HeadlessDisplayOutput.monotonicSeconds()
        #expect(a > 0)
        #expect(b >= a)
    }

    @Test func shutDownStopsAcceptingFrames() {
        let display = HeadlessDisplayOutput(width: 2, height: 2)
        display.shutDown()
        display.shutDown()
        #expect(!display.isReadyForFrame)
    }

    @Test func writesTheScreenAsPNG() throws {
        let display = HeadlessDisplayOutput(width: 6, height: 3)
        let source = try patterned(width: 6, height: 3)
        source[1, 1] = 0x8040_2000  // semi-transparent survives the premultiplied round trip
        display.present(source, damage: [PixelRect(x: 0, y: 0, width: 6, height: 2)])
        let path = NSTemporaryDirectory() + "vitrine-headless-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try display.writePNG(to: path)
        let decoded = try PNGDecoder.decode(contentsOfFile: path)
        #expect(decoded.width == 6 && decoded.height == 3)
        for y in 0..<3 {
            for x in 0..<6 { #expect(decoded[x, y] == display.screen[x, y], "pixel (\(x), \(y))") }
        }
        #expect(decoded[1, 1] == 0x8040_2000)
        #expect(decoded[0, 2] == 0)
    }
}
