// Vitrine — Apache License 2.0
// The effects Vitrine animates (see SymbolEffect.swift for the approximation): a family
// of small value types, kept together as the Symbols framework documents them. The
// layer-by-layer variants are kept for code that asks for them; the whole image moves.

import QuartzCore

/// Fades the symbol's opacity to 35 % and back, once a second.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, LayerSymbolEffect {
    var layered = false
    static let animationKey = "vitrine.symbolEffect.pulse"

    public init() {}

    /// Each layer in turn (the whole image, in Vitrine).
    public var byLayer: PulseSymbolEffect { var effect = self; effect.layered = true; return effect }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { var effect = self; effect.layered = false; return effect }

    func animation(options: SymbolEffectOptions, animated: Bool, indefinite: Bool) -> CAAnimation {
        keyframes("opacity", [1, 0.35, 1], duration: 1, options: options, indefinite: indefinite)
    }
}

/// Springs the symbol's scale: down to 85 % and up past full size (`.up`, the default),
/// or up to 112 % and down past it (`.down`), in half a second.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, LayerSymbolEffect {
    var downward = false
    var layered = false
    static let animationKey = "vitrine.symbolEffect.bounce"

    public init() {}

    /// Bounces up.
    public var up: BounceSymbolEffect { var effect = self; effect.downward = false; return effect }
    /// Bounces down.
    public var down: BounceSymbolEffect { var effect = self; effect.downward = true; return effect }
    /// Each layer in turn (the whole image, in Vitrine).
    public var byLayer: BounceSymbolEffect { var effect = self; effect.layered = true; return effect }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { var effect = self; effect.layered = false; return effect }

    func animation(options: SymbolEffectOptions, animated: Bool, indefinite: Bool) -> CAAnimation {
        let values: [CGFloat] = downward ? [1, 1.12, 0.92, 1] : [1, 0.85, 1.1, 1]
        return keyframes("transform.scale", values, duration: 0.5, options: options, indefinite: false)
    }
}

/// Scales the symbol up to 120 % (`.up`) or down to 80 % (`.down`) and holds it there.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, LayerSymbolEffect {
    var downward = false
    var layered = false
    static let animationKey = "vitrine.symbolEffect.scale"

    public init() {}

    /// Scales up.
    public var up: ScaleSymbolEffect { var effect = self; effect.downward = false; return effect }
    /// Scales down.
    public var down: ScaleSymbolEffect { var effect = self; effect.downward = true; return effect }
    /// Each layer in turn (the whole image, in Vitrine).
    public var byLayer: ScaleSymbolEffect { var effect = self; effect.layered = true; return effect }
    /// The whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { var effect = self; effect.layered = false; return effect }

    var heldValue: (keyPath: String, value: CGFloat, rest: CGFloat)? { ("transform.scale", downward ? 0.8 : 1.2, 1) }

    func animation(options: SymbolEffectOptions, animated: Bool, indefinite: Bool) -> CAAnimation {
        held("transform.scale", from: 1, to: downward ? 0.8 : 1.2, duration: 0.25, options: options, animated: animated)
    }
}

/// Steps the symbol's opacity down and up twice in 1.2 s (its layers' colour in turn, on iOS).
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, LayerSymbolEffect {
    var accumulates = false
    var reverses = false
    static let animationKey = "vitrine.symbolEffect.variableColor"

    public init() {}

    /// Layers light one at a time.
    public var iterative: VariableColorSymbolEffect { var effect = self; effect.accumulates = false; return effect }
    /// Layers stay lit as the next one lights.
    public var cumulative: VariableColorSymbolEffect { var effect = self; effect.accumulates = true; return effect }
    /// Runs forward, then backward.
    public var reversing: VariableColorSymbolEffect { var effect = self; effect.reverses = true; return effect }
    /// Runs forward only.
    public var nonReversing: VariableColorSymbolEffect { var effect = self; effect.reverses = false; return effect }
    /// Hides the layers that are not lit (kept for code that sets it).
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Dims the layers that are not lit (kept for code that sets it).
    public var dimInactiveLayers: VariableColorSymbolEffect { self }

    func animation(options: SymbolEffectOptions, animated: Bool, indefinite: Bool) -> CAAnimation {
        keyframes("opacity", [1, 0.5, 1, 0.5, 1], duration: 1.2, options: options, indefinite: indefinite)
    }
}

/// Shows the symbol: fades it in and keeps it shown.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, LayerSymbolEffect {
    static let animationKey = "vitrine.symbolEffect.transition"

    public init() {}

    var heldValue: (keyPath: String, value: CGFloat, rest: CGFloat)? { ("opacity", 1, 1) }

    func animation(options: SymbolEffectOptions, animated: Bool, indefinite: Bool) -> CAAnimation {
        held("opacity", from: 0, to: 1, duration: 0.25, options: options, animated: animated)
    }
}

/// Hides the symbol: fades it out and keeps it hidden until the effect is removed.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, LayerSymbolEffect {
    static let animationKey = "vitrine.symbolEffect.transition"

    public init() {}

    var heldValue: (keyPath: String, value: CGFloat, rest: CGFloat)? { ("opacity", 0, 1) }

    func animation(options: SymbolEffectOptions, animated: Bool, indefinite: Bool) -> CAAnimation {
        held("opacity", from: 1, to: 0, duration: 0.25, options: options, animated: animated)
    }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A held scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// A variable-colour cycle.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Showing the symbol.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Hiding the symbol.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
