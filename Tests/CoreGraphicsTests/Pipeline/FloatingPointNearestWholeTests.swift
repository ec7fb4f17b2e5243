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

    /// Floats from 0 to 2^24 (every 251st, then the edges where the addition's rounding
    /// changes): the floor and ceiling of plain arithmetic equal `rounded(.down/.up)`.
    @Test func nonNegativeFloatFloorsAndCeilingsAreTheStandardLibrarys() {
        var values: [Float] = [0, -0.0, 0.5, 1, 1.5, Float(1).nextDown, Float(1).nextUp, 254.5, 255.5,
                               8_388_607, 8_388_607.5, 8_388_608, 8_388_609, 16_777_216, 3e9,
                               .greatestFiniteMagnitude, .infinity, .leastNonzeroMagnitude]
        var bits: UInt32 = 0
        while bits <= Float(16_777_216).bitPattern {
            values.append(Float(bitPattern: bits))
            bits += 251
        }
        let wrong = values.filter { $0.nonNegativeFloor != $0.rounded(.down) || $0.nonNegativeCeiling != $0.rounded(.up) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func nonNegativeDoubleFloorsAndCeilingsAreTheStandardLibrarys() {
        var values: [Double] = [0, -0.0, 0.5, 1.5, 255.5, Double(1).nextDown, 0x1p52 - 0.5, 0x1p52 - 1, 0x1p52,
                                0x1p52 + 1, 0x1p53, 1e300, .infinity, .leastNonzeroMagnitude]
        var state: UInt64 = 5
        for binade in 0..<56 {
            for _ in 0..<40 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let v = Double(state >> 11) / Double(1 << 53) * Double(sign: .plus, exponent: binade, significand: 1)
                values += [v, v.nextUp, v.nextDown, v.rounded() + 0.5, (v.rounded() + 0.5).nextDown].filter { $0 >= 0 }
            }
        }
        let wrong = values.filter { $0.nonNegativeFloor != $0.rounded(.down) || $0.nonNegativeCeiling != $0.rounded(.up) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
