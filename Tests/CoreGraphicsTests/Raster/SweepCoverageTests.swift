// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// The sweep converts eight running sums at a time; each lane must be the byte the one-sum
/// form gives, which is the fill rule's: |sum| capped at 1 (non-zero), |sum| folded with
/// period 2 (even-odd), times 255 to the nearest byte.
@Suite struct SweepCoverageTests {
    /// Sums as the sweep meets them: −3 … 3, with the halves and the values where the byte
    /// changes (k ± ½)/255, and exact winding numbers.
    private static let sums: [Float] = {
        var values: [Float] = [0, -0.0, 1, -1, 2, -2, 3, 0.5, -0.5, 1.5, 0.999, 1.001, 2.5, -2.5]
        for k in 0...255 {
            let edge = (Float(k) + 0.5) / 255
            values += [edge, edge.nextUp, edge.nextDown, -edge, 2 - edge, 2 + edge]
        }
        var state: UInt32 = 3
        for _ in 0..<600 {
            state = state &* 1_664_525 &+ 1_013_904_223
            values.append((Float(state >> 8) / Float(1 << 24) - 0.5) * 6)
        }
        return values
    }()

    @Test func nonZeroLanesAreTheOneSumBytes() {
        Self.expectLanesMatch(WindingCoverage.self)
        #expect(WindingCoverage.coverage(-1) == 255)
        #expect(WindingCoverage.coverage(2.5) == 255)
        #expect(WindingCoverage.coverage(0.5) == 128)  // 127.5 to the even 128
        #expect(WindingCoverage.coverage(-0.25) == 64)  // 63.75
    }

    @Test func evenOddLanesAreTheOneSumBytes() {
        Self.expectLanesMatch(EvenOddCoverage.self)
        #expect(EvenOddCoverage.coverage(2) == 0)
        #expect(EvenOddCoverage.coverage(-1) == 255)
        #expect(EvenOddCoverage.coverage(1.75) == 64)  // folded to 0.25: 63.75
        #expect(EvenOddCoverage.coverage(2.25) == 64)
    }

    private static func expectLanesMatch<Rule: SweepCoverage>(_: Rule.Type) {
        var mismatches: [Float] = []
        var i = 0
        while i + 8 <= sums.count {
            var lanes = SIMD8<Float>()
            for k in 0..<8 { lanes[k] = sums[i + k] }
            let bytes = Rule.coverage(lanes)
            for k in 0..<8 where bytes[k] != Rule.coverage(sums[i + k]) { mismatches.append(sums[i + k]) }
            i += 8
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
