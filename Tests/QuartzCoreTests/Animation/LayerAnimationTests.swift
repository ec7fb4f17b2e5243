// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// Records what an animation's delegate hears.
@MainActor final class DelegateLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "finished" : "stopped") }
}

/// Shows the frame at media time `t` on the shared clock.
@MainActor func showFrame(at t: Double) {
    AnimationClock.shared.beginFrame(timestamp: t, targetTimestamp: t, duration: 1.0 / 60)
}

@MainActor @Suite struct LayerAnimationTests {
    private func movingLayer(duration: Double = 1) -> (CALayer, CABasicAnimation) {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = duration
        layer.add(animation, forKey: "move")
        return (layer, animation)
    }

    @Test func theModelStaysAndThePresentationMovesLinearlyFromTheFirstFrame() {
        let (layer, _) = movingLayer()
        showFrame(at: 500)  // the first frame after adding: the animation begins here
        #expect(layer.position.x == 100)
        #expect(layer.presentation()?.position.x == 0)
        showFrame(at: 500.25)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
        showFrame(at: 500.5)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
    }

    @Test func anEndedAnimationIsRemovedAndItsDelegateHearsItFinished() {
        let (layer, animation) = movingLayer()
        let log = DelegateLog()
        animation.delegate = log
        showFrame(at: 500)
        #expect(log.events == ["start"])
        showFrame(at: 500.9)
        #expect(layer.animationKeys() == ["move"])
        showFrame(at: 501)
        #expect(layer.animationKeys() == nil)
        #expect(log.events == ["start", "finished"])
        #expect(layer.presentation()?.position.x == 100)
    }

    @Test func aStallPastTheEndEndsTheAnimationAtItsEndNotBeyond() {
        let (layer, animation) = movingLayer()
        let log = DelegateLog()
        animation.delegate = log
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        showFrame(at: 500)
        showFrame(at: 537)  // a 37 s stall
        #expect(layer.presentation()?.position.x == 100)
        #expect(log.events == ["start"], "an animation that stays is not reported finished")
        #expect(!AnimationClock.shared.needsFrames(inTreeOf: layer) || AnimationClock.shared.displayLinks.contains { !$0.isPaused })
    }

    @Test func theTimingFunctionPacesEachPass() {
        let (layer, animation) = movingLayer()
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        showFrame(at: 500)
        for t in [0.1, 0.3, 0.5, 0.8] {
            showFrame(at: 500 + t)
            let expected = 100 * CAMediaTimingFunction(name: .easeIn).value(at: t)
            #expect(abs(layer.presentation()!.position.x - expected) < 1e-9)
        }
    }

    @Test func autoreverseWithTwoRepeatsGoesThereAndBackTwiceAndEndsAtTheStart() {
        let (layer, animation) = movingLayer()
        animation.autoreverses = true
        animation.repeatCount = 2
        #expect(animation.activeDuration == 4)
        showFrame(at: 500)
        let expected: [(Double, Double)] = [(0.5, 50), (1, 100), (1.5, 50), (2.25, 25), (3.75, 25)]
        for (t, x) in expected {
            showFrame(at: 500 + t)
            #expect(abs(layer.presentation()!.position.x - x) < 1e-9, "at \(t) s")
        }
        // Ending after whole cycles shows the start value (UIKit documents the jump that follows).
        #expect(animation.phase(at: 504, begin: 500) == .ended(passFraction: 0))
    }

    @Test func aFractionalRepeatCountEndsPartWay() {
        let (_, animation) = movingLayer()
        animation.repeatCount = 2.5
        #expect(animation.activeDuration == 2.5)
        #expect(animation.phase(at: 502.5, begin: 500) == .ended(passFraction: 0.5))
        #expect(animation.phase(at: 501.25, begin: 500) == .running(passFraction: 0.25))
    }

    @Test func repeatingForeverNeverEnds() {
        let (layer, animation) = movingLayer()
        animation.repeatCount = .infinity
        showFrame(at: 500)
        showFrame(at: 100_500.5)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-6)
        #expect(layer.animationKeys() == ["move"])
    }

    @Test func aLaterBeginTimeWaitsAndFillsBackwardsOnlyWhenAsked() {
        let layer = CALayer()
        layer.opacity = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 0.5
        fade.beginTime = 600
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        showFrame(at: 599)
        #expect(layer.presentation()?.opacity == 1, "waiting without a backwards fill shows the model")
        fade.fillMode = .backwards
        #expect(layer.presentation()?.opacity == 0)
        showFrame(at: 600.125)
        #expect(abs(layer.presentation()!.opacity - 0.0625) < 1e-6)
    }

    @Test func replacingAnAnimationStopsTheOldOneUnfinishedAtTheNextFrame() {
        let (layer, first) = movingLayer()
        let log = DelegateLog()
        first.delegate = log
        showFrame(at: 500)
        let second = CABasicAnimation(keyPath: "position.x")
        second.toValue = 0
        layer.add(second, forKey: "move")
        #expect(log.events == ["start"])
        showFrame(at: 500.1)
        #expect(log.events == ["start", "stopped"])
        #expect(layer.animation(forKey: "move") === second)
    }

    @Test func removingAllAnimationsRestoresTheModel() {
        let (layer, animation) = movingLayer()
        let log = DelegateLog()
        animation.delegate = log
        showFrame(at: 500)
        showFrame(at: 500.5)
        layer.removeAllAnimations()
        #expect(layer.presentation()?.position.x == 100)
        showFrame(at: 500.6)
        #expect(log.events == ["start", "stopped"])
    }

    @Test func basicAnimationEndpointsFollowCoreAnimationsRules() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 0)
        showFrame(at: 700)
        func halfway(from: Double?, to: Double?, by: Double?, additive: Bool = false) -> CGFloat {
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = from
            animation.toValue = to
            animation.byValue = by
            animation.isAdditive = additive
            animation.beginTime = 699.5
            animation.duration = 1
            layer.add(animation, forKey: "x")
            defer { layer.removeAnimation(forKey: "x") }
            return layer.presentation()!.position.x
        }
        #expect(halfway(from: 0, to: 100, by: nil) == 50)
        #expect(halfway(from: 0, to: nil, by: 40) == 20)  // 0 → 40
        #expect(halfway(from: nil, to: 100, by: 40) == 80)  // 60 → 100
        #expect(halfway(from: 30, to: nil, by: nil) == 20)  // 30 → model 10
        #expect(halfway(from: nil, to: 30, by: nil) == 20)  // model 10 → 30
        #expect(halfway(from: nil, to: nil, by: 30) == 25)  // 10 → 40
        #expect(halfway(from: 0, to: 20, by: nil, additive: true) == 20)  // model 10 + (0 → 20)
    }

    @Test func keyframesPassThroughTheirValuesAtTheirKeyTimes() {
        let layer = CALayer()
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        keyframes.values = [0.0, 100.0, 50.0]
        keyframes.keyTimes = [0, 0.25, 1]
        keyframes.duration = 2
        keyframes.beginTime = 800
        layer.add(keyframes, forKey: "k")
        for (t, x) in [(800.0, 0.0), (800.25, 50), (800.5, 100), (801.25, 75), (801.7, 60)] {
            showFrame(at: t)
            #expect(abs(Double(layer.presentation()!.position.x) - x) < 1e-3, "at \(t)")
        }
        keyframes.calculationMode = .discrete
        keyframes.keyTimes = nil  // three values, a third of the time each
        for (t, x) in [(800.0, 0.0), (800.7, 100), (801.4, 50)] {
            showFrame(at: t)
            #expect(Double(layer.presentation()!.position.x) == x, "discrete at \(t)")
        }
    }

    @Test func pacedKeyframesMoveAtAnEvenSpeed() {
        let layer = CALayer()
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        keyframes.values = [0.0, 30.0, 100.0]  // 30 then 70: times 0, 0.3, 1
        keyframes.calculationMode = .paced
        keyframes.duration = 1
        keyframes.beginTime = 900
        layer.add(keyframes, forKey: "k")
        for t in [0.1, 0.3, 0.65] {
            showFrame(at: 900 + t)
            #expect(abs(Double(layer.presentation()!.position.x) - 100 * t) < 1e-9)
        }
    }

    @Test func aSpringFollowsTheDampedOscillatorSolution() {
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 1
        spring.duration = 5
        spring.beginTime = 1000
        layer.add(spring, forKey: "s")
        // Defaults: m = 1, k = 100, c = 10 → ω0 = 10, ζ = 10 / (2·√100) = 0.5, ωd = ω0·√(1 − ζ²).
        let omega = 10.0, zeta = 0.5, omegaD = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.05, 0.1, 0.2, 0.35, 0.6, 1.0] {
            showFrame(at: 1000 + t)
            let x = 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
            #expect(abs(Double(layer.presentation()!.position.x) - x) < 1e-9, "at \(t)")
        }
        let settle = spring.settlingDuration
        let farAfter = 1 - exp(-zeta * omega * settle) * (cos(omegaD * settle) + zeta * omega / omegaD * sin(omegaD * settle))
        #expect(abs(farAfter - 1) <= 0.001)
        #expect(settle > 1 && settle < 1.5, "e^(−5t) reaches 0.001 near t = 1.38")
    }

    @Test func transformsTurnInsteadOfShrinking() {
        let layer = CALayer()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CGAffineTransform.identity
        turn.toValue = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 3, y: 3)
        turn.duration = 1
        turn.beginTime = 1100
        layer.add(turn, forKey: "t")
        showFrame(at: 1100.5)
        let halfway = layer.presentation()!.affineTransform()
        let expected = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 2)
        for (a, b) in [(halfway.a, expected.a), (halfway.b, expected.b), (halfway.c, expected.c), (halfway.d, expected.d)] {
            #expect(abs(a - b) < 1e-9)
        }
    }

    @Test func transformPartsAnimateOnTheirOwn() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.duration = 1
        spin.beginTime = 1200
        layer.add(spin, forKey: "spin")
        showFrame(at: 1200.5)
        let t = layer.presentation()!.affineTransform()
        // Scale 2 kept, rotated a quarter turn: (a, b, c, d) = 2·(cos, sin, −sin, cos) at π/2.
        #expect(abs(t.a) < 1e-9 && abs(t.b - 2) < 1e-9 && abs(t.c + 2) < 1e-9 && abs(t.d) < 1e-9)
    }

    @Test func coloursInterpolateByComponent() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        fade.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        fade.duration = 1
        fade.beginTime = 1300
        layer.add(fade, forKey: "c")
        showFrame(at: 1300.5)
        #expect(layer.presentation()?.backgroundColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.75))
    }

    @Test func aGroupPlaysItsChildrenOnItsOwnTimeline() {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 10
        move.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.beginTime = 1  // the group's second second
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 2
        group.beginTime = 1400
        layer.add(group, forKey: "g")
        showFrame(at: 1400.5)
        #expect(layer.presentation()?.position.x == 5)
        #expect(layer.presentation()?.opacity == 1)
        showFrame(at: 1401.5)
        #expect(layer.presentation()?.position.x == 0, "the move ended and does not fill")
        #expect(layer.presentation()?.opacity == 0.5)
    }

    @Test func decompositionRebuildsTransforms() {
        let samples: [CGAffineTransform] = [
            .identity,
            CGAffineTransform(rotationAngle: 2.5).scaledBy(x: 1.5, y: 0.25).translatedBy(x: 3, y: -7),
            CGAffineTransform(scaleX: -1, y: 1).rotated(by: 0.7),
            CGAffineTransform(a: 1, b: 0.2, c: 0.9, d: 1.1, tx: 4, ty: 5),
        ]
        for t in samples {
            let r = AffineDecomposition(t).transform
            for (a, b) in [(r.a, t.a), (r.b, t.b), (r.c, t.c), (r.d, t.d), (r.tx, t.tx), (r.ty, t.ty)] {
                #expect(abs(a - b) < 1e-9, "\(t)")
            }
        }
    }

    @Test func aPausedLayerShowsItsAnimationsAtItsTimeOffset() {
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        root.speed = 0
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 2
        child.add(move, forKey: "move")
        root.timeOffset = 0.5
        showFrame(at: 1500)
        #expect(child.presentation()?.position.x == 25)
        showFrame(at: 1530)
        #expect(child.presentation()?.position.x == 25, "paused: media time does not move it")
        root.timeOffset = 1.5
        #expect(child.presentation()?.position.x == 75)
        #expect(!AnimationClock.shared.needsFrames(inTreeOf: root) || AnimationClock.shared.displayLinks.contains { !$0.isPaused },
                "a paused animation asks for no frames")
        child.removeAllAnimations()
        showFrame(at: 1531)
    }

    @Test func aFasterLayerPlaysItsAnimationsFaster() {
        let layer = CALayer()
        layer.speed = 2
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        layer.add(move, forKey: "move")
        showFrame(at: 1600)
        showFrame(at: 1600.25)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
    }
}
