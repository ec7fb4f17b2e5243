// Vitrine — Apache License 2.0
import Testing
@_spi(PixelKernels) @testable import CoreGraphics

/// Draws `scene` with each kernel level this CPU runs forced in turn, restores the active
/// level, and expects every level's bitmap to equal the baseline's byte for byte.
func expectBitIdenticalAtEveryLevel(_ scene: () throws -> [UInt32]) throws {
    let original = PixelKernels.active
    defer { PixelKernels.force(original) }
    var renders: [[UInt32]] = []
    for level in PixelKernels.available {
        #expect(PixelKernels.force(level))
        renders.append(try scene())
    }
    for (k, render) in renders.enumerated().dropFirst() {
        #expect(render == renders[0], "level \(PixelKernels.available[k]) differs from baseline")
    }
}
