// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// Opaque pixels whose blue channel is the device x: a stand-in for gradients and images.
struct RampShader: Shader {
    var isOpaque: Bool { true }
    func shadeSpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { destination[i] = 0xFF00_0000 | UInt32((x + i) & 255) }
    }
}

@Suite struct SpanBlenderTests {
    @Test func shaderPixelsArriveAtTheirDevicePositions() {
        let context = makeContext(width: 8, height: 2)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 2, y: 0, width: 4, height: 2))
        context.fillDevicePath(path, rule: .winding, shader: RampShader())
        #expect((0..<8).map { context.bitmap[$0, 1] } == [0, 0, 0xFF00_0002, 0xFF00_0003, 0xFF00_0004, 0xFF00_0005, 0, 0])
    }

    @Test func shaderThroughPartialCoverageAndAlphaIsScaledExactly() {
        let context = makeContext(width: 4, height: 1)
        context.setAlpha(0.5)  // 128
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 2.5, height: 1))
        context.fillDevicePath(path, rule: .winding, shader: RampShader())
        // Pixel 1: full coverage × alpha 128 → scale(0xFF000001, 128) = 0x80000001 (1·128/255 rounds to 1).
        #expect(context.bitmap[1, 0] == 0x8000_0001)
        // Pixel 2: coverage 128, × 128 → round(128·128/255) = 64: scale(0xFF000002, 64) = 0x40000001.
        #expect(context.bitmap[2, 0] == 0x4000_0001)
        #expect(context.bitmap[3, 0] == 0)
    }

    @Test func shaderWithSourceInKeepsOnlyWhereTheDestinationIs() {
        let context = makeContext(width: 4, height: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))  // opaque black on pixels 0, 1
        context.setBlendMode(.sourceIn)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.fillDevicePath(path, rule: .winding, shader: RampShader())
        // Source-in: s·da; da = 255 on 0, 1 and 0 on 2, 3.
        #expect((0..<4).map { context.bitmap[$0, 0] } == [0xFF00_0000, 0xFF00_0001, 0, 0])
    }
}
