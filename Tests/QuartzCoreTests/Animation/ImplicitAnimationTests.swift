// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// Implicit animations as Core Animation documents them: a change to an animatable
/// property of a layer on screen runs the class's `defaultAction(forKey:)` (0.25 s from the
/// value shown to the new one) unless the delegate or `actions` answers first, and an
/// `NSNull` answer or a transaction that disables actions leaves the change immediate.
@MainActor @Suite struct ImplicitAnimationTests {
    /// A layer the compositor has drawn once (so Core Animation would animate its changes).
    private func layerOnScreen() throws -> (CALayer, Compositor) {
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 40, scale: 1))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.opacity = 1
        compositor.compose([layer])
        return (layer, compositor)
    }

    @Test func aChangeOnScreenAnimatesFromTheOldValueOverAQuarterSecond() throws {
        let (layer, _) = try layerOnScreen()
        layer.opacity = 0.2
        #expect(layer.opacity == 0.2, "the model takes the new value at once")
        #expect(layer.animationKeys() == ["opacity"])
        showFrame(at: 1000)
        #expect(abs(layer.presentation()!.opacity - 1) < 1e-6, "the first frame shows the old value")
        showFrame(at: 1000.125)
        // Linear pacing (a nil timing function): halfway from 1 to 0.2.
        #expect(abs(layer.presentation()!.opacity - 0.6) < 1e-6)
        showFrame(at: 1000.25)
        #expect(abs(layer.presentation()!.opacity - 0.2) < 1e-6)
        #expect(layer.animationKeys() == nil, "removed on completion")
    }

    @Test func aLayerNotYetDrawnTakesItsValuesAtOnce() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aSecondChangeStartsFromTheValueShownNow() throws {
        let (layer, _) = try layerOnScreen()
        layer.position = CGPoint(x: 100, y: 20)
        showFrame(at: 2000)
        showFrame(at: 2000.125)
        let midway = layer.presentation()!.position
        #expect(abs(midway.x - 60) < 1e-6, "halfway from 20 to 100")
        layer.position = CGPoint(x: 0, y: 20)
        showFrame(at: 2000.125 + 1.0 / 60)
        let after = layer.presentation()!.position
        #expect(abs(after.x - 60) < 1, "the new animation starts where the old one was, not at 100")
    }

    @Test func disabledActionsAndNSNullLeaveTheChangeImmediate() throws {
        let (layer, _) = try layerOnScreen()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.4
        #expect(layer.animationKeys() == nil, "NSNull in actions ends the search")
        #expect(layer.action(forKey: "opacity") == nil)
        layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        #expect(layer.animationKeys() == ["backgroundColor"], "other keys still animate")
    }

    @Test func theTransactionsDurationAndTimingFunctionReachTheImplicitAnimation() throws {
        let (layer, _) = try layerOnScreen()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.opacity = 0
        CATransaction.commit()
        showFrame(at: 3000)
        showFrame(at: 3001)
        let expected = 1 - CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        #expect(abs(Double(layer.presentation()!.opacity) - expected) < 1e-6)
    }

    @Test func defaultActionIsABasicAnimationOfTheKeyAndNoneForOrderingEvents() {
        let action = CALayer.defaultAction(forKey: "cornerRadius") as? CABasicAnimation
        #expect(action?.keyPath == "cornerRadius")
        #expect(CALayer.defaultAction(forKey: "onOrderIn") == nil)
        #expect(CALayer.defaultAction(forKey: "sublayers") == nil)
    }

    @Test func aSubclassCanChangeItsDefaults() throws {
        final class SlowLayer: CALayer {
            override class func defaultAction(forKey event: String) -> CAAction? {
                guard event == "opacity" else { return nil }
                let fade = CABasicAnimation(keyPath: event)
                fade.duration = 1
                return fade
            }
        }
        let compositor = try #require(Compositor(pixelWidth: 20, pixelHeight: 20, scale: 1))
        let layer = SlowLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        compositor.compose([layer])
        layer.position = CGPoint(x: 5, y: 5)
        #expect(layer.animationKeys() == nil, "no default for position in this class")
        layer.opacity = 0
        #expect((layer.animation(forKey: "opacity") as? CABasicAnimation)?.duration == 1)
    }

    @Test func aShapeLayersStrokeEndAnimatesLikeAProgressRing() throws {
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 40, scale: 1))
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        ring.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 30, height: 30), transform: nil)
        ring.strokeEnd = 0
        #expect(ring.animationKeys() == nil, "set up before it was shown")
        compositor.compose([ring])
        ring.strokeEnd = 0.8
        showFrame(at: 4000)
        showFrame(at: 4000.125)
        #expect(abs(ring.presentation()!.strokeEnd - 0.4) < 1e-6)
    }
}
