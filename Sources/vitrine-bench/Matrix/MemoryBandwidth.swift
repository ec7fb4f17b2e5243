// Vitrine — Apache License 2.0
import Foundation

/// memset and memcpy over a canvas-sized buffer: the physical limits an opaque fill and an
/// image blit are measured against, taken in the same run on the same machine.
struct MemoryBandwidth {
    /// Full-frame memsets per second.
    let memsetPerSecond: Double
    /// Full-frame memcpys per second.
    let memcpyPerSecond: Double
    let bytesPerFrame: Int

    init(width: Int, height: Int, target: Double, runs: Int) {
        let bytes = width * height * 4
        let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer {
            source.deallocate()
            destination.deallocate()
        }
        memset(source, 0x5A, bytes)
        memset(destination, 0, bytes)
        var value: Int32 = 0
        memsetPerSecond = BenchTimer.rate(target: target, runs: runs, operation: { _ in
            value &+= 1
            memset(destination, value & 0xFF, bytes)
        }, finish: {})
        memcpyPerSecond = BenchTimer.rate(target: target, runs: runs, operation: { _ in
            memcpy(destination, source, bytes)
        }, finish: {})
        bytesPerFrame = bytes
    }
}
