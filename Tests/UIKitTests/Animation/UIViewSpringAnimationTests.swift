// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// `animate(springDuration:bounce:…)` (iOS 17) uses SwiftUI's `Spring(duration:bounce:)`:
/// mass 1, stiffness (2π / duration)², damping 4π(1 − bounce) / duration for bounce ≥ 0.
@MainActor @Suite struct UIViewSpringAnimationTests {
    private func spring(of view: UIView, key: String) throws -> CASpringAnimation {
        try #require(view.layer.animation(forKey: key) as? CASpringAnimation)
    }

    @Test func durationAndBounceGiveTheStatedSpring() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 2, delay: 0.1, options: [],
                       animations: { view.center = CGPoint(x: 100, y: 100) })
        let animation = try spring(of: view, key: "position")
        #expect(animation.mass == 1)
        // (2π / 0.5)² = 16π² ≈ 157.9137; 4π · 0.7 / 0.5 = 5.6π ≈ 17.5929.
        #expect(abs(animation.stiffness - 16 * .pi * .pi) < 1e-6)
        #expect(abs(animation.damping - 5.6 * .pi) < 1e-6)
        // Damping ratio damping / (2√stiffness) = 5.6π / 8π = 0.7 = 1 − bounce.
        #expect(abs(animation.damping / (2 * animation.stiffness.squareRoot()) - 0.7) < 1e-9)
        #expect(animation.initialVelocity == 2)
        #expect(animation.startDelay == 0.1)
        // The animation runs until the spring settles, past the perceptual duration.
        #expect(animation.duration == animation.settlingDuration)
        #expect(animation.duration > 0.5)
    }

    @Test func theDefaultsAreHalfASecondWithoutBounceCriticallyDamped() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate { view.alpha = 0 }  // iOS 17: springDuration 0.5, bounce 0
        let animation = try spring(of: view, key: "opacity")
        // Stiffness 16π²; damping 4π / 0.5 = 8π = 2√stiffness: a damping ratio of 1.
        #expect(abs(animation.stiffness - 16 * .pi * .pi) < 1e-6)
        #expect(abs(animation.damping - 8 * .pi) < 1e-6)
        #expect(animation.initialVelocity == 0)
    }

    @Test func aCriticallyDampedSpringDoesNotOvershoot() {
        let spring = SpringTiming(perceptualDuration: 0.5, bounce: 0, initialVelocity: 0)
        #expect(spring.dampingRatio == 1)
        #expect(abs(spring.naturalFrequency - 4 * .pi) < 1e-9)  // 2π / 0.5
        let samples = stride(from: 0.0, through: 2, by: 0.01).map(spring.value(at:))
        #expect(samples.allSatisfy { $0 <= 1 + 1e-12 })
    }
}
