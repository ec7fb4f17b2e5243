// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// Shows the frame at media time `t` on the shared animation clock.
@MainActor func showAnimationFrame(at t: Double) {
    AnimationClock.shared.beginFrame(timestamp: t, targetTimestamp: t, duration: 1.0 / 60)
}

/// The completions a test's blocks reported, in order.
@MainActor final class CompletionLog {
    var results: [Bool] = []
    func record(_ finished: Bool) { results.append(finished) }
}

@MainActor @Suite struct UIViewAnimationTests {
    private let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    @Test func theModelChangesAtOnceAndThePresentationFollowsTheEaseInOutCurve() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        #expect(view.alpha == 0)
        showAnimationFrame(at: 100)
        #expect(view.layer.presentation()?.opacity == 1)
        for t in [0.25, 0.5, 0.9] {
            showAnimationFrame(at: 100 + t)
            let expected = 1 - easeInOut.value(at: t)
            #expect(abs(Double(view.layer.presentation()!.opacity) - expected) < 1e-6, "at \(t)")
        }
    }

    /// Inside a block the layer's corner radius, border and shadow animate too (iOS 11 and later).
    @Test func layerStylingAnimatesInABlock() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.layer.cornerRadius = 20
            view.layer.borderWidth = 4
            view.layer.shadowOpacity = 1
        })
        #expect(view.layer.cornerRadius == 20)
        showAnimationFrame(at: 300)
        showAnimationFrame(at: 300.25)
        let presentation = view.layer.presentation()
        #expect(abs((presentation?.cornerRadius ?? 0) - 5) < 1e-9)
        #expect(abs((presentation?.borderWidth ?? 0) - 1) < 1e-9)
        #expect(abs((presentation?.shadowOpacity ?? 0) - 0.25) < 1e-6)
    }

    @Test func aFrameChangeAnimatesBoundsAndPosition() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 100, y: 0, width: 30, height: 10)
        })
        #expect(view.frame == CGRect(x: 100, y: 0, width: 30, height: 10))
        showAnimationFrame(at: 200)
        showAnimationFrame(at: 201)
        let shown = view.layer.presentation()!
        #expect(shown.frame == CGRect(x: 50, y: 0, width: 20, height: 10))
        #expect(view.layer.animationKeys()?.sorted() == ["bounds", "position"])
    }

    @Test func theCompletionRunsOnceWithFinishedTrueAfterTheEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = CompletionLog()
        UIView.animate(withDuration: 0.5, animations: {
            view.center = CGPoint(x: 50, y: 50)
            view.backgroundColor = .red
        }, completion: log.record)
        showAnimationFrame(at: 300)
        showAnimationFrame(at: 300.4)
        #expect(log.results.isEmpty)
        showAnimationFrame(at: 300.5)
        #expect(log.results == [true])
        showAnimationFrame(at: 301)
        #expect(log.results == [true])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func withoutBeginFromCurrentStateAnInterruptionStartsFromTheModelValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let first = CompletionLog(), second = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 100 },
                       completion: first.record)
        showAnimationFrame(at: 400)
        showAnimationFrame(at: 400.5)
        #expect(view.layer.presentation()?.position.x == 52.5)  // 5 → 100, halfway
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 0 },
                       completion: second.record)
        showAnimationFrame(at: 400.6)
        #expect(first.results == [false])
        #expect(view.layer.presentation()?.position.x == 100, "starts from the first animation's end, the model value")
        showAnimationFrame(at: 401.1)
        #expect(abs(view.layer.presentation()!.position.x - 50) < 1e-9)
        showAnimationFrame(at: 401.6)
        #expect(second.results == [true])
    }

    @Test func beginFromCurrentStateStartsFromWhatIsOnScreen() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
        showAnimationFrame(at: 500)
        showAnimationFrame(at: 500.5)
        #expect(view.layer.presentation()?.position.x == 55)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.center.x = 5 })
        showAnimationFrame(at: 500.5)
        #expect(view.layer.presentation()?.position.x == 55)
        showAnimationFrame(at: 501)
        #expect(abs(view.layer.presentation()!.position.x - 30) < 1e-9)
    }

    @Test func aMovingViewIsHitAtItsDestinationAndOnlyWithAllowUserInteraction() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let mover = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(mover)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: {
            mover.center = CGPoint(x: 325, y: 25)
        })
        showAnimationFrame(at: 600)
        showAnimationFrame(at: 600.5)
        #expect(root.hitTest(CGPoint(x: 320, y: 20), with: nil) === mover, "the model position answers")
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root, "the start position does not")

        UIView.animate(withDuration: 1, animations: { mover.center = CGPoint(x: 25, y: 25) })
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root, "animating views refuse touches by default")
        showAnimationFrame(at: 600.6)
        showAnimationFrame(at: 601.7)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === mover, "and take them again once it ends")
    }

    @Test func aZeroDurationChangesAtOnceAndCompletesFinishedAtTheNextFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = CompletionLog()
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: log.record)
        #expect(view.layer.animationKeys() == nil)
        #expect(log.results.isEmpty, "not during the call")
        showAnimationFrame(at: 700)
        #expect(log.results == [true])
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessTheyOverride() throws {
        let a = UIView(), b = UIView(), c = UIView()
        UIView.animate(withDuration: 3, delay: 0, options: .curveLinear, animations: {
            a.alpha = 0
            UIView.animate(withDuration: 1) { b.alpha = 0 }
            UIView.animate(withDuration: 1, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
                           animations: { c.alpha = 0 })
            #expect(UIView.inheritedAnimationDuration == 3)
        })
        defer { for view in [a, b, c] { view.layer.removeAllAnimations() } }
        let inherited = try #require(b.layer.animation(forKey: "opacity") as? CABasicAnimation)
        let overridden = try #require(c.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(inherited.duration == 3)
        #expect(inherited.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(overridden.duration == 1)
        #expect(overridden.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func optionsCarryUIKitsRawValues() {
        // UIViewAnimationOptions: flags in bits 0–9, curve << 16, transition << 20.
        #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
        #expect(UIView.KeyframeAnimationOptions.calculationModePaced.rawValue == 2 << 10)
        let combined: UIView.AnimationOptions = [.repeat, .autoreverse, .curveEaseOut]
        #expect(combined.rawValue == (1 << 3) | (1 << 4) | (2 << 16))
    }

    @Test func repeatAndAutoreverseGoBackAndForthForever() throws {
        let view = UIView()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { view.center.x = 100 })
        let animation = try #require(view.layer.animation(forKey: "position"))
        #expect(animation.repeatCount == .infinity)
        #expect(animation.autoreverses)
        showAnimationFrame(at: 800)
        for (t, x) in [(0.25, 25.0), (1.5, 50), (10.75, 75)] {
            showAnimationFrame(at: 800 + t)
            #expect(abs(Double(view.layer.presentation()!.position.x) - x) < 1e-9, "at \(t)")
        }
        view.layer.removeAllAnimations()
    }

    @Test func autoreverseAloneGoesThereAndBackOnceThenShowsTheModel() {
        let view = UIView()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
                       animations: { view.center.x = 100 }, completion: log.record)
        showAnimationFrame(at: 900)
        showAnimationFrame(at: 901.5)
        #expect(view.layer.presentation()?.position.x == 50)
        showAnimationFrame(at: 902)
        #expect(log.results == [true])
        #expect(view.layer.presentation()?.position.x == 100, "then it jumps to the model value")
    }

    @Test func aDelayHoldsTheStartValue() {
        let view = UIView()
        UIView.animate(withDuration: 1, delay: 2, options: .curveLinear, animations: { view.alpha = 0 })
        showAnimationFrame(at: 1000)
        showAnimationFrame(at: 1001.5)
        #expect(view.layer.presentation()?.opacity == 1)
        showAnimationFrame(at: 1002.5)
        #expect(view.layer.presentation()?.opacity == 0.5)
    }

    @Test func springAnimationsFollowTheDampedSpring() {
        let view = UIView()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       animations: { view.center.x = 100 })
        let spring = SpringTiming(duration: 1, dampingRatio: 0.3, initialVelocity: 0)
        showAnimationFrame(at: 1100)
        var overshoot = false
        for step in 1..<20 {  // at 1 s it has ended and shows the model
            let t = Double(step) / 20
            showAnimationFrame(at: 1100 + t)
            let x = Double(view.layer.presentation()!.position.x)
            #expect(abs(x - 100 * spring.value(at: t)) < 1e-6, "at \(t)")
            overshoot = overshoot || x > 100
        }
        #expect(overshoot, "a damping ratio below 1 overshoots")
    }

    @Test func performWithoutAnimationInsideABlockChangesAtOnce() {
        let view = UIView()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.25 }
        }
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0.25)
    }

    @Test func disabledAnimationsChangeAtOnce() {
        let view = UIView()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        UIView.animate(withDuration: 1) { view.alpha = 0.25 }
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func changingAPropertyTwiceInOneBlockAnimatesOnceFromTheFirstValue() {
        let view = UIView()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 50
            view.center.x = 100
        }, completion: log.record)
        showAnimationFrame(at: 1200)
        showAnimationFrame(at: 1200.5)
        #expect(view.layer.presentation()?.position.x == 50)
        showAnimationFrame(at: 1201)
        #expect(log.results == [true])
    }

    @Test func keyframesReachEachValueAtTheEndOfItsWindow() {
        let view = UIView()
        let log = CompletionLog()
        UIView.animateKeyframes(withDuration: 4, delay: 0,
                                options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
                                animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
        }, completion: log.record)
        #expect(view.center.x == 50)
        showAnimationFrame(at: 1300)
        for (t, x) in [(0.5, 50.0), (1, 100), (1.5, 100), (2, 100), (3, 75)] {
            showAnimationFrame(at: 1300 + t)
            #expect(abs(Double(view.layer.presentation()!.position.x) - x) < 1e-6, "at \(t)")
        }
        showAnimationFrame(at: 1304)
        #expect(log.results == [true])
    }

    @Test func keyframeAnimationsAreEaseInOutOverallByDefault() {
        let view = UIView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { view.center.x = 100 })
        showAnimationFrame(at: 1400)
        showAnimationFrame(at: 1400.25)
        #expect(abs(Double(view.layer.presentation()!.position.x) - 100 * easeInOut.value(at: 0.25)) < 1e-9)
    }
}
