// Vitrine — Apache License 2.0
// `@testable` because a plain `import CoreGraphics` beside `import Testing` makes the compiler
// look for swift-testing's Apple-only `_Testing_CoreGraphics` cross-import overlay.
@testable import CoreGraphics
import Testing
@testable import Platform

/// Syscall-trace tests: a real descriptor (/dev/null) with the buffer calls mocked.
@Suite struct DumbBufferTests {
    static let create = "drmModeCreateDumbBuffer", map = "drmModeMapDumbBuffer", mmap = "mmap"
    static let addFB = "drmModeAddFB2", rmFB = "drmModeRmFB", munmap = "munmap", destroy = "drmModeDestroyDumbBuffer"

    @Test func constructionThenReleaseRunsTheStepsInReverse() throws {
        let driver = MockingDriver()
        let device = try DRMDevice(path: "/dev/null")
        try MockingDriver.$current.withValue(driver) {
            var buffer: DumbBuffer? = try DumbBuffer(device: device, width: 100, height: 20)
            #expect(buffer?.pitch == 512)  // 400 bytes padded to 256
            #expect(driver.callNames == [Self.create, Self.map, Self.mmap, Self.addFB])
            buffer = nil
            #expect(driver.callNames == [Self.create, Self.map, Self.mmap, Self.addFB, Self.rmFB, Self.munmap, Self.destroy])
            #expect(driver.trace.last == "drmModeDestroyDumbBuffer(1)")
            #expect(driver.trace[4] == "drmModeRmFB(102)")
        }
    }

    @Test(arguments: [
        ("drmModeCreateDumbBuffer", DRMError.Operation.createDumbBuffer, ["drmModeCreateDumbBuffer"]),
        ("drmModeMapDumbBuffer", .mapDumbBuffer, ["drmModeCreateDumbBuffer", "drmModeMapDumbBuffer", "drmModeDestroyDumbBuffer"]),
        ("mmap", .mmap, ["drmModeCreateDumbBuffer", "drmModeMapDumbBuffer", "mmap", "drmModeDestroyDumbBuffer"]),
        ("drmModeAddFB2", .addFramebuffer, ["drmModeCreateDumbBuffer", "drmModeMapDumbBuffer", "mmap", "drmModeAddFB2",
                                            "munmap", "drmModeDestroyDumbBuffer"]),
    ])
    func failureHalfwayUndoesTheStepsDone(failing call: String, operation: DRMError.Operation, expected: [String]) throws {
        let driver = MockingDriver()
        driver.failures[call] = .noMemory
        let device = try DRMDevice(path: "/dev/null")
        MockingDriver.$current.withValue(driver) {
            #expect {
                _ = try DumbBuffer(device: device, width: 64, height: 64)
            } throws: { error in
                guard let error = error as? DRMError else { return false }
                return error.operation == operation && error.errno == .noMemory
                    && error.message.hasSuffix("64x64 on /dev/null: Cannot allocate memory (errno 12)")
            }
            #expect(driver.callNames == expected)
        }
    }

    /// Rows land at `pitch` strides and only the rectangle is written.
    @Test func copyWritesOnlyTheRectangleAtThePitch() throws {
        let driver = MockingDriver()
        let device = try DRMDevice(path: "/dev/null")
        try MockingDriver.$current.withValue(driver) {
            let buffer = try DumbBuffer(device: device, width: 100, height: 20)
            let words = buffer.pitch / 4
            let memory = buffer.pixels.bindMemory(to: UInt32.self, capacity: words * 20)
            memory.update(repeating: 0xDEAD_BEEF, count: words * 20)
            let bitmap = try #require(Bitmap(width: 100, height: 20))
            bitmap.fill(bitmap.bounds, with: 0xFF11_2233)
            buffer.copy(PixelRect(x: 90, y: 18, width: 30, height: 30), from: bitmap)
            for y in 0..<20 {
                for x in 0..<words {
                    let inside = x >= 90 && x < 100 && y >= 18
                    #expect(memory[y * words + x] == (inside ? 0xFF11_2233 : 0xDEAD_BEEF), "pixel (\(x), \(y))")
                }
            }
        }
    }
}
