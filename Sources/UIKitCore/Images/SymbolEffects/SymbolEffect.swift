// Vitrine — Apache License 2.0
// Symbol effects (Apple's Symbols framework, iOS 17), which `import UIKit` brings along
// as on iOS. Apple animates a symbol's layers; Vitrine's symbols are single images, so
// each effect animates the whole image view's layer instead, as documented per effect:
// pulse and variable colour fade the opacity, bounce springs the scale, scale holds a
// larger or smaller size, appear and disappear fade in or out and stay. Indefinite
// effects run until removed; discrete ones run once (or as often as the options say).

import QuartzCore

/// An animation effect for a symbol image.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that runs until it is removed (pulse, scale, variable colour, appear, disappear).
public protocol IndefiniteSymbolEffect {}

/// An effect that runs once, or a set number of times (bounce, pulse, variable colour).
public protocol DiscreteSymbolEffect {}

/// An effect that shows or hides the symbol (appear, disappear).
public protocol TransitionSymbolEffect {}

/// How an effect animates a layer in Vitrine: one of the effects below.
protocol LayerSymbolEffect {
    /// The key the effect's animation has on the layer: one per effect type.
    static var animationKey: String { get }
    /// The animation for `options`; `animated` false shows a held effect's end at once.
    func animation(options: SymbolEffectOptions, animated: Bool, indefinite: Bool) -> CAAnimation
    /// The key path and value a held effect keeps the layer at, nil for one that returns.
    var heldValue: (keyPath: String, value: CGFloat, rest: CGFloat)? { get }
}

extension LayerSymbolEffect {
    var heldValue: (keyPath: String, value: CGFloat, rest: CGFloat)? { nil }

    /// A repeating keyframe animation of `keyPath` through `values` in `duration` seconds.
    func keyframes(_ keyPath: String, _ values: [CGFloat], duration: Double, options: SymbolEffectOptions,
                   indefinite: Bool) -> CAAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.duration = duration / options.speedFactor
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.repeatCount = options.repeatCount(indefinite: indefinite)
        return animation
    }

    /// An animation to `value` of `keyPath` that stays there (until the effect is removed).
    func held(_ keyPath: String, from: CGFloat, to value: CGFloat, duration: Double, options: SymbolEffectOptions,
              animated: Bool) -> CAAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = animated ? from : value
        animation.toValue = value
        animation.duration = animated ? duration / options.speedFactor : 1e-3
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }
}
