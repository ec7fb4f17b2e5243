// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// The unchecked conversions of hot loops agree with the standard library's rounding to
/// nearest, halves to even, over the ranges their callers promise.
@Suite struct FloatingPointNearestWholeTests {
    @Test func smallFloatsRoundToTheNearestWholeNumber() {
        var values: [Float] = [0, 0.25, 0.5, 1.5, 2.5, 127.49, 127.5, 128.5, 254.5, 255, 1023.75, 8_388_607]
        var state: UInt32 = 7
        for _ in 0..<2000 {
            state = state &* 1_664_525 &+ 1_013_904_223
            values.append(Float(state >> 8) / Float(1 << 24) * 300)  // coverage-sized: 0 ..< 300
        }
        for v in values {
            #expect(v.nearestSmallWhole == Int(v.rounded(.toNearestOrEven)), "\(v)")
        }
    }

    @Test func doublesRoundToTheNearestWholeNumberOnBothSides() {
        var values: [Double] = [0, -0.5, 0.5, -1.5, 1.5, 2.5, -2.5, 1022.5, 65536.75, -65536.25,
                                0x1p46 + 0.5, -(0x1p46) - 0.5, 0x1p50, -(0x1p50)]
        var state: UInt64 = 11
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append((Double(state >> 11) / Double(1 << 53) - 0.5) * 0x1p47)  // 16.16 positions of ±2^30
        }
        for v in values {
            #expect(v.nearestWhole == Int(v.rounded(.toNearestOrEven)), "\(v)")
        }
    }
}
