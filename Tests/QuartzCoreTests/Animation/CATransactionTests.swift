// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// Transactions as Core Animation documents them: nesting groups, disabling actions, the
/// duration and timing function of animations added inside, completion blocks, and the
/// implicit group that ends with the run loop's turn (here: the next frame).
@MainActor @Suite struct CATransactionTests {
    /// A layer whose opacity changes run a 1 s fade from its `actions`.
    private func fadingLayer() -> CALayer {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.actions = ["opacity": fade]
        return layer
    }

    @Test func disabledActionsMakeNoAnimationInTheGroupAndItsNestedGroups() {
        let layer = fadingLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.disableActions(), "a nested group reads its outer group's setting")
        layer.opacity = 0.5
        CATransaction.commit()
        layer.opacity = 0.4
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.opacity = 0.3
        #expect(layer.animationKeys() == ["opacity"], "after the commit the action runs again")
    }

    @Test func anAnimationWithoutADurationTakesTheTransactions() {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        #expect(CATransaction.animationDuration() == 2)
        layer.add(move, forKey: "move")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25, "Core Animation's default outside a group")
        showFrame(at: 700)
        showFrame(at: 701)
        // Halfway through 2 s, eased in.
        let expected = 100 * CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        #expect(abs(layer.presentation()!.position.x - expected) < 1e-9)
    }

    @Test func theCompletionBlockRunsOnceTheGroupsAnimationsHaveEnded() {
        let layer = CALayer()
        var completions = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(completions == 0)
        showFrame(at: 800)
        showFrame(at: 800.5)
        #expect(completions == 0)
        showFrame(at: 801)
        #expect(completions == 1)
        showFrame(at: 802)
        #expect(completions == 1)
    }

    @Test func aGroupThatAddedNoAnimationCompletesAtItsCommit() {
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        CALayer().backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(!completed)
        CATransaction.commit()
        #expect(completed)
    }

    @Test func removingTheAnimationCompletesTheGroupAtTheNextFrame() {
        let layer = CALayer()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 10
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        showFrame(at: 900)
        layer.removeAnimation(forKey: "fade")
        #expect(!completed)
        showFrame(at: 900.1)
        #expect(completed)
    }

    @Test func settingsOutsideAGroupLastUntilTheNextFrame() {
        let layer = fadingLayer()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
        showFrame(at: 1000)
        #expect(!CATransaction.disableActions())
        layer.opacity = 0.25
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func valuesByKeyAreTheNamedSettings() {
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        CATransaction.setValue(0.75, forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 0.75)
        #expect(CATransaction.value(forKey: "custom") == nil)
        CATransaction.setValue("x", forKey: "custom")
        #expect(CATransaction.value(forKey: "custom") as? String == "x")
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
    }
}
