// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

@Suite struct CAMediaTimingFunctionTests {
    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        func points(_ name: CAMediaTimingFunction.Name) -> [Float] {
            var values = [Float](repeating: 0, count: 2)
            var result: [Float] = []
            for i in 1...2 {
                CAMediaTimingFunction(name: name).getControlPoint(at: i, values: &values)
                result += values
            }
            return result
        }
        #expect(points(.easeInEaseOut) == [0.42, 0, 0.58, 1])
        #expect(points(.easeIn) == [0.42, 0, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0.58, 1])
        #expect(points(.linear) == [0, 0, 1, 1])
    }

    @Test func valuesLieOnTheBezierCurve() {
        // For parameters u, the curve passes through (x(u), y(u)): value(at: x(u)) must be y(u).
        for name in [CAMediaTimingFunction.Name.easeIn, .easeOut, .easeInEaseOut, .default] {
            let f = CAMediaTimingFunction(name: name)
            var c1 = [Float](repeating: 0, count: 2), c2 = [Float](repeating: 0, count: 2)
            f.getControlPoint(at: 1, values: &c1)
            f.getControlPoint(at: 2, values: &c2)
            for step in 0...20 {
                let u = Double(step) / 20
                let v = 1 - u
                let x = 3 * v * v * u * Double(c1[0]) + 3 * v * u * u * Double(c2[0]) + u * u * u
                let y = 3 * v * v * u * Double(c1[1]) + 3 * v * u * u * Double(c2[1]) + u * u * u
                #expect(abs(f.value(at: x) - y) < 1e-6, "\(name.rawValue) at u = \(u)")
            }
        }
    }

    @Test func easeInEaseOutIsSymmetricAndLinearIsIdentity() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        // Control points are Floats (Apple's API): 0.42 and 0.58 round to 0.41999998 and
        // 0.58000001, so the symmetry holds to about 1e-8, not exactly.
        #expect(abs(f.value(at: 0.5) - 0.5) < 1e-7)
        #expect(abs(f.value(at: 0.25) + f.value(at: 0.75) - 1) < 1e-7)
        #expect(f.value(at: 0) == 0 && abs(f.value(at: 1) - 1) < 1e-12)
        let linear = CAMediaTimingFunction(name: .linear)
        #expect(abs(linear.value(at: 0.3) - 0.3) < 1e-9)
    }
}

@Suite struct SpringTimingTests {
    @Test func startsAtZeroAndSettlesAtOneByTheDuration() {
        let spring = SpringTiming(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0)
        #expect(abs(spring.value(at: 0)) < 1e-12)
        // By the envelope e^(−ζωT) = 0.001 the residual is at most 0.1 % (times 1/√(1−ζ²)).
        #expect(abs(spring.value(at: 0.5) - 1) < 0.001 / (1 - 0.25).squareRoot() + 1e-9)
    }

    @Test func underdampedSpringsOvershootAsTheFormulaSays() {
        let spring = SpringTiming(duration: 1, dampingRatio: 0.3, initialVelocity: 0)
        // The first peak is at t = π/ωd, with overshoot e^(−ζπ/√(1−ζ²)).
        let omegaD = spring.naturalFrequency * (1 - 0.09).squareRoot()
        let peak = spring.value(at: .pi / omegaD)
        #expect(abs(peak - (1 + exp(-0.3 * .pi / (1 - 0.09).squareRoot()))) < 1e-9)
    }

    @Test func criticallyDampedSpringsNeverOvershoot() {
        let spring = SpringTiming(duration: 1, dampingRatio: 1, initialVelocity: 0)
        var previous = 0.0
        for step in 1...100 {
            let value = spring.value(at: Double(step) / 100)
            #expect(value <= 1 && value >= previous)
            previous = value
        }
    }

    @Test func initialVelocitySetsTheStartingSlope() {
        let spring = SpringTiming(duration: 1, dampingRatio: 0.7, initialVelocity: 2)
        let h = 1e-6
        #expect(abs((spring.value(at: h) - spring.value(at: 0)) / h - 2) < 1e-3)
    }
}
