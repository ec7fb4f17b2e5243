// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Symbol effects as layer animations of the image view.
@MainActor @Suite struct UIImageViewSymbolEffectTests {
    @Test func indefiniteEffectsRunUntilRemovedAndDiscreteOnesOnce() {
        let view = UIImageView(image: solidImage(ShownPixel.red))
        view.addSymbolEffect(.pulse)
        #expect(view.runningSymbolEffectKeys == ["vitrine.symbolEffect.pulse"])
        #expect(view.layer.animation(forKey: "vitrine.symbolEffect.pulse")?.repeatCount == .infinity)
        view.addSymbolEffect(.bounce.down, options: .repeat(3))
        #expect(view.layer.animation(forKey: "vitrine.symbolEffect.bounce")?.repeatCount == 3)
        view.addSymbolEffect(.scale.up, options: .speed(2))
        let scale = view.layer.animation(forKey: "vitrine.symbolEffect.scale") as? CABasicAnimation
        #expect(scale?.toValue as? CGFloat == 1.2 && scale?.duration == 0.125 && scale?.isRemovedOnCompletion == false)
        view.removeSymbolEffect(ofType: .pulse)
        #expect(!view.runningSymbolEffectKeys.contains("vitrine.symbolEffect.pulse"))
        view.removeAllSymbolEffects(animated: false)
        #expect(view.runningSymbolEffectKeys.isEmpty)
    }

    @Test func aDiscreteEffectReportsWhenItEnds() {
        let scene = ImageViewScene()
        let view = UIImageView(image: solidImage(ShownPixel.red))
        scene.window.addSubview(view)
        var finished: [Bool] = []
        view.addSymbolEffect(.bounce, options: .nonRepeating) { context in finished.append(context.isFinished) }
        for step in 0...45 { showAnimationFrame(at: 35_000 + Double(step) / 60) }
        #expect(finished == [true])
        #expect(view.runningSymbolEffectKeys.isEmpty)
    }
}
