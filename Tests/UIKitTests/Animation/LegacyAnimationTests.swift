// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

@MainActor @Suite struct LegacyAnimationTests {
    @MainActor final class Listener {
        var events: [String] = []
        func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
            events.append("start \(animationID ?? "-")")
        }
        func animationDidStop(_ animationID: String?, finished: NSNumber, context: UnsafeMutableRawPointer?) {
            events.append("stop \(animationID ?? "-") \(finished.boolValue)")
        }
    }

    @Test func settingsMadeAnywhereInTheBlockApplyToItsChanges() throws {
        let view = UIView()
        UIView.beginAnimations("fade", context: nil)
        view.alpha = 0
        UIView.setAnimationDuration(2)
        UIView.setAnimationCurve(.linear)
        UIView.commitAnimations()
        let fade = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(fade.duration == 2)
        #expect(fade.timingFunction == CAMediaTimingFunction(name: .linear))
        showAnimationFrame(at: 2000)
        showAnimationFrame(at: 2001)
        #expect(view.layer.presentation()?.opacity == 0.5)
    }

    @Test func defaultsAreAFifthOfASecondEaseInOut() throws {
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        view.center.x = 10
        UIView.commitAnimations()
        defer { view.layer.removeAllAnimations() }
        let move = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(move.duration == 0.2)
        #expect(move.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(move.repeatCount == 0 && !move.autoreverses)
    }

    @Test func settersOutsideABlockDoNothing() throws {
        let view = UIView()
        UIView.setAnimationDuration(5)
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0.5
        UIView.commitAnimations()
        defer { view.layer.removeAllAnimations() }
        let fade = try #require(view.layer.animation(forKey: "opacity"))
        #expect(fade.duration == 0.2)
    }

    @Test func theDelegateHearsStartAndStopWithTheIDAndWhetherItFinished() {
        let view = UIView()
        let listener = Listener()
        UIView.beginAnimations("slide", context: nil)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationWillStart(Listener.animationWillStart)
        UIView.setAnimationDidStop(Listener.animationDidStop)
        UIView.setAnimationDuration(1)
        view.center.x = 10
        UIView.commitAnimations()
        #expect(listener.events.isEmpty)
        showAnimationFrame(at: 2100)
        #expect(listener.events == ["start slide"])
        showAnimationFrame(at: 2101)
        #expect(listener.events == ["start slide", "stop slide true"])

        UIView.beginAnimations("cut", context: nil)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationDidStop(Listener.animationDidStop)
        view.center.x = 20
        UIView.commitAnimations()
        showAnimationFrame(at: 2102)
        view.layer.removeAllAnimations()
        showAnimationFrame(at: 2102.05)
        #expect(listener.events.last == "stop cut false")
    }

    @Test func nestedBlocksKeepTheirOwnSettings() throws {
        let outer = UIView(), inner = UIView()
        UIView.beginAnimations("outer", context: nil)
        UIView.setAnimationDuration(3)
        outer.alpha = 0
        UIView.beginAnimations("inner", context: nil)
        UIView.setAnimationDuration(1)
        inner.alpha = 0
        UIView.commitAnimations()
        UIView.commitAnimations()
        defer { for view in [outer, inner] { view.layer.removeAllAnimations() } }
        #expect(try #require(outer.layer.animation(forKey: "opacity")).duration == 3)
        #expect(try #require(inner.layer.animation(forKey: "opacity")).duration == 1)
    }

    @Test func aRepeatCountPlusAHalfWithAutoreverseEndsOnTheNewValue() throws {
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationRepeatCount(1.5)
        view.center.x = 100
        UIView.commitAnimations()
        let move = try #require(view.layer.animation(forKey: "position"))
        // One cycle is there and back (2 s); 1.5 cycles end after 3 s, at the far end.
        #expect(move.activeDuration == 3)
        showAnimationFrame(at: 2200)
        showAnimationFrame(at: 2202.5)
        #expect(view.layer.presentation()?.position.x == 50)
        showAnimationFrame(at: 2202.99)
        #expect(abs(view.layer.presentation()!.position.x - 99) < 1e-6)
    }
}
