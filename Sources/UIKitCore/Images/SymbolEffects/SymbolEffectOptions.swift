// Vitrine — Apache License 2.0

/// How a symbol effect runs: how often it repeats and how fast.
public struct SymbolEffectOptions: Sendable, Hashable {
    /// Runs of the effect; nil for the effect's own (indefinite: for ever, discrete: once).
    var runs: Int?
    /// The speed multiplier; 1 by default.
    var speedFactor: Double = 1

    /// The effect's own repetition at normal speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats for as long as the effect is on.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(runs: .max) }
    /// Runs once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(runs: 1) }

    /// Runs `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions().repeat(count)
    }

    /// Runs at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions().speed(speed)
    }

    /// These options, running `count` times (at least once).
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.runs = max(count, 1)
        return options
    }

    /// These options at `speed` times the normal speed (non-positive or non-finite: normal).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedFactor = speed.isFinite && speed > 0 ? speed : 1
        return options
    }

    /// The animation's repeat count for an indefinite or a discrete effect.
    func repeatCount(indefinite: Bool) -> Float {
        switch runs {
        case nil: indefinite ? .infinity : 1
        case .max: .infinity
        case let runs?: Float(runs)
        }
    }
}
