// Vitrine — Apache License 2.0
// Adding and removing symbol effects on an image view: each effect is an animation of
// the view's layer under its effect type's key (SymbolEffect.swift), so adding an effect
// again replaces the running one of its type, and removing it takes the animation off
// (an effect that holds the layer, scale or a transition, animates back when `animated`).
// The completion handler runs when a discrete effect ends, and at the next frame for an
// indefinite one (it is "added" then), as UIKit calls it once the addition completes.

import QuartzCore

extension UIImageView {
    /// Adds an effect that runs until removed (scale, appear, disappear, or a repeating pulse).
    public func addSymbolEffect(_ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        runSymbolEffect(effect, options: options, animated: animated, indefinite: true, completion: completion)
    }

    /// Adds an effect that runs once, or as often as `options` say (bounce).
    public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        runSymbolEffect(effect, options: options, animated: animated, indefinite: false, completion: completion)
    }

    /// Adds an effect that is both (pulse, variable colour): it repeats until removed, as
    /// UIKit runs these when added.
    public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                options: SymbolEffectOptions = .default, animated: Bool = true,
                                completion: UISymbolEffectCompletion? = nil) {
        runSymbolEffect(effect, options: options, animated: animated, indefinite: true, completion: completion)
    }

    /// Removes the running effect of `effect`'s type.
    public func removeSymbolEffect(ofType effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                   animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        endSymbolEffect(effect, animated: animated, completion: completion)
    }

    /// Removes the running effect of `effect`'s type.
    public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                   animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        endSymbolEffect(effect, animated: animated, completion: completion)
    }

    /// Removes the running effect of `effect`'s type.
    public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                   options: SymbolEffectOptions = .default, animated: Bool = true,
                                   completion: UISymbolEffectCompletion? = nil) {
        endSymbolEffect(effect, animated: animated, completion: completion)
    }

    /// Removes every running effect.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        let effects: [any LayerSymbolEffect] = [PulseSymbolEffect(), BounceSymbolEffect(), ScaleSymbolEffect(),
                                                VariableColorSymbolEffect(), AppearSymbolEffect()]
        for effect in effects { endSymbolEffect(effect, animated: animated, completion: nil) }
    }

    /// The keys of the effects running on the layer, for tests.
    var runningSymbolEffectKeys: [String] {
        (layer.animationKeys() ?? []).filter { $0.hasPrefix("vitrine.symbolEffect.") }
    }

    private func runSymbolEffect(_ effect: some SymbolEffect, options: SymbolEffectOptions, animated: Bool, indefinite: Bool,
                                 completion: UISymbolEffectCompletion?) {
        guard let effect = effect as? any LayerSymbolEffect else { return }
        let animation = effect.animation(options: options, animated: animated, indefinite: indefinite)
        let key = type(of: effect).animationKey
        if let completion, let symbolEffect = effect as? any SymbolEffect {
            if indefinite {
                AnimationClock.shared.runAtNextFrame { [weak self] in
                    completion(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: symbolEffect))
                }
            } else {
                animation.delegate = SymbolEffectRelay { [weak self] finished in
                    completion(UISymbolEffectCompletionContext(isFinished: finished, sender: self, effect: symbolEffect))
                }
            }
        }
        layer.add(animation, forKey: key)
    }

    private func endSymbolEffect(_ effect: some Any, animated: Bool, completion: UISymbolEffectCompletion?) {
        guard let effect = effect as? any LayerSymbolEffect else { return }
        let key = type(of: effect).animationKey
        guard layer.animation(forKey: key) != nil else { return }
        layer.removeAnimation(forKey: key)
        // A held effect returns from where it held the layer.
        if animated, let held = effect.heldValue, held.value != held.rest {
            let back = CABasicAnimation(keyPath: held.keyPath)
            back.fromValue = held.value
            back.toValue = held.rest
            back.duration = 0.25
            layer.add(back, forKey: key + ".return")
        }
        if let completion, let symbolEffect = effect as? any SymbolEffect {
            AnimationClock.shared.runAtNextFrame { [weak self] in
                completion(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: symbolEffect))
            }
        }
    }
}

/// Tells a discrete effect's completion handler when its animation stops.
@MainActor
final class SymbolEffectRelay: CAAnimationDelegate {
    private let stopped: @MainActor (Bool) -> Void

    init(_ stopped: @escaping @MainActor (Bool) -> Void) {
        self.stopped = stopped
    }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped(flag)
    }
}
