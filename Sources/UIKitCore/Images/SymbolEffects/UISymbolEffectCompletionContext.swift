// Vitrine — Apache License 2.0

/// What a symbol effect's completion handler is told.
@preconcurrency @MainActor
public struct UISymbolEffectCompletionContext {
    /// Whether the effect ran to its end (false when it was removed or replaced first).
    public let isFinished: Bool
    /// The view the effect ran on.
    public private(set) weak var sender: AnyObject?
    /// The effect.
    public let effect: any SymbolEffect
}

/// A symbol effect's completion handler.
public typealias UISymbolEffectCompletion = @MainActor (UISymbolEffectCompletionContext) -> Void
