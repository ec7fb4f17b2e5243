// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// Records the positions an animator's completions were told.
@MainActor final class PositionLog {
    var positions: [UIViewAnimatingPosition] = []
    func record(_ position: UIViewAnimatingPosition) { positions.append(position) }
}

/// Frame times here are far from other suites' (the animation clock is shared); every test
/// leaves its animators inactive, so no display link outlives it.
@MainActor @Suite struct UIViewPropertyAnimatorTests {
    private static let period = 1.0 / 60

    private static func opacity(_ view: UIView) -> Double {
        Double(view.layer.presentation()?.opacity ?? .nan)
    }

    @Test func scrubbingIsLinearByDefaultAndFollowsTheCurveWhenAsked() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        #expect(animator.state == .inactive)
        #expect(view.alpha == 1, "the animations run when the animator becomes active")
        animator.fractionComplete = 0.25
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(view.alpha == 0, "the model changes at once")
        #expect(abs(Self.opacity(view) - 0.75) < 1e-6, "1 − 0.25, linear")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.25
        // Ease-in is the Bézier (0.42, 0) (1, 1); its value at 0.25 comes from Core
        // Animation's evaluation of the same curve.
        let eased = CAMediaTimingFunction(name: .easeIn).value(at: 0.25)
        #expect(eased < 0.2, "ease-in starts slowly")
        #expect(abs(Self.opacity(view) - (1 - eased)) < 1e-6)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
    }

    @Test func aSpringAnimatorShowsTheSpringsMotionAtThatTime() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.center = CGPoint(x: 105, y: 5) }
        animator.fractionComplete = 0.3
        // Critically damped, settling (0.1 %) at 1 s: ω = ln 1000 = 6.9078; at t = 0.3 s
        // the change done is 1 − (1 + ωt) e^(−ωt) = 1 − 3.0723 · 0.12589 = 0.61322.
        let omega = log(1000.0), t = 0.3
        let done = 1 - (1 + omega * t) * exp(-omega * t)
        #expect(abs(done - 0.61322) < 1e-4)
        let x = Double(view.layer.presentation()!.position.x)
        #expect(abs(x - (5 + 100 * done)) < 1e-6)
        animator.stopAnimation(true)
    }

    @Test func runningMovesWithTheFrameClockAndPausingHoldsIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center = CGPoint(x: 205, y: 5) }
        animator.addCompletion(log.record)
        animator.startAnimation()
        #expect(animator.isRunning)
        let t0 = 7000.0
        // The first frame shows one period of motion.
        showAnimationFrame(at: t0)
        showAnimationFrame(at: t0 + 1)
        let progress = (1 + Self.period) / 2
        #expect(abs(animator.fractionComplete - progress) < 1e-9)
        #expect(abs(Double(view.layer.presentation()!.position.x) - (5 + 200 * progress)) < 1e-6)
        animator.pauseAnimation()
        showAnimationFrame(at: t0 + 1.5)
        #expect(abs(animator.fractionComplete - progress) < 1e-9, "paused")
        animator.startAnimation()
        showAnimationFrame(at: t0 + 1.6)
        showAnimationFrame(at: t0 + 3)
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.center == CGPoint(x: 205, y: 5))
    }

    @Test func reversingRunsBackAndCompletesAtTheStart() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion(log.record)
        animator.startAnimation()
        let t0 = 7100.0
        showAnimationFrame(at: t0)
        showAnimationFrame(at: t0 + 0.5)
        let turned = 0.5 + Self.period
        animator.isReversed = true
        showAnimationFrame(at: t0 + 0.75)
        #expect(abs(animator.fractionComplete - (turned - 0.25)) < 1e-9)
        #expect(abs(Self.opacity(view) - (1 - (turned - 0.25))) < 1e-6)
        showAnimationFrame(at: t0 + 2)
        #expect(log.positions == [.start])
        #expect(view.alpha == 1, "back to the start value")
        #expect(animator.state == .inactive)
    }

    @Test func stoppingKeepsTheShownValuesUntilFinished() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        animator.addCompletion(log.record)
        animator.fractionComplete = 0.4
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.center.x - 45) < 1e-9, "5 + 0.4 · 100")
        #expect(view.layer.animationKeys() == nil)
        #expect(log.positions.isEmpty)
        animator.finishAnimation(at: .start)
        #expect(view.center.x == 5)
        #expect(log.positions == [.start])
        #expect(animator.state == .inactive)

        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        second.addCompletion(log.record)
        second.fractionComplete = 0.5
        second.stopAnimation(false)
        second.finishAnimation(at: .end)
        #expect(view.center.x == 105)
        second.stopAnimation(true)
        #expect(log.positions == [.start, .end])

        let third = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        third.addCompletion(log.record)
        third.fractionComplete = 0.5
        third.stopAnimation(true)
        #expect(third.state == .inactive)
        #expect(abs(view.alpha - 0.75) < 1e-6)
        #expect(log.positions == [.start, .end], "no completion without finishing")
    }

    @Test func animationsAddedWhileRunningFinishWithTheAnimator() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { first.alpha = 0 }
        animator.startAnimation()
        let t0 = 7200.0
        showAnimationFrame(at: t0)
        showAnimationFrame(at: t0 + 0.5)
        let joined = 0.5 + Self.period
        animator.addAnimations { second.alpha = 0 }
        showAnimationFrame(at: t0 + 0.75)
        // The late animation covers the remaining 1 − joined over the same time.
        let local = 0.25 / (1 - joined)
        #expect(abs(Self.opacity(second) - (1 - local)) < 1e-6)
        showAnimationFrame(at: t0 + 2)
        #expect(animator.state == .inactive)
        #expect(second.layer.animationKeys() == nil)
    }

    @Test func aRunningPropertyAnimatorStartsAfterItsDelayAndCompletesAtTheEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = PositionLog()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 }, completion: log.record)
        #expect(animator.isRunning)
        #expect(!animator.isUserInteractionEnabled)
        let t0 = 7300.0
        showAnimationFrame(at: t0)
        #expect(animator.fractionComplete == 0, "waiting out the delay")
        showAnimationFrame(at: t0 + 1)
        #expect(abs(animator.fractionComplete - (0.5 + Self.period)) < 1e-9)
        showAnimationFrame(at: t0 + 2)
        #expect(log.positions == [.end])
    }

    @Test func aRunningAnimatorThatIsNotInterruptibleRunsToItsEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.isInterruptible = false
        animator.addCompletion(log.record)
        animator.startAnimation()
        let t0 = 7400.0
        showAnimationFrame(at: t0)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.stopAnimation(true)
        #expect(animator.isRunning)
        #expect(!animator.isReversed)
        showAnimationFrame(at: t0 + 0.5)
        #expect(abs(animator.fractionComplete - (0.5 + Self.period)) < 1e-9)
        showAnimationFrame(at: t0 + 1)
        #expect(log.positions == [.end])
    }
}
