// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@Suite struct VelocityEstimatorTests {
    /// Samples on the line x = 300·t: the least-squares slope is 300 exactly.
    @Test func aSteadyMotionGivesItsSpeed() {
        var estimator = VelocityEstimator()
        for i in 0..<10 { estimator.add(time: Double(i) / 100, x: 3 * Double(i), y: -Double(i)) }
        #expect(abs(estimator.velocity.x - 300) < 1e-9)
        #expect(abs(estimator.velocity.y + 100) < 1e-9)
    }

    /// 20,000 samples with one timestamp (a device stuck on its clock) keep the fit bounded
    /// and give no velocity rather than a division by zero.
    @Test func samplesAtOneTimestampAreCappedAndGiveNoVelocity() {
        var estimator = VelocityEstimator()
        for i in 0..<20_000 { estimator.add(time: 5, x: Double(i)) }
        #expect(estimator.sampleCount == VelocityEstimator.maximumSamples)
        #expect(estimator.velocity.x == 0 && estimator.velocity.y == 0)
        // Motion after the flood is measured from the newest samples.
        for i in 1...5 { estimator.add(time: 5 + Double(i) / 100, x: 20_000 + 2 * Double(i)) }
        #expect(estimator.sampleCount == VelocityEstimator.maximumSamples)
        #expect(estimator.velocity.x > 0)
    }
}
