// Vitrine — Apache License 2.0

/// The closures apps hand a transition coordinator: alongside closures wait for the
/// transition's animations and completions for its end; one added after that point runs
/// at once, as UIKit runs it.
@MainActor
struct TransitionClosureQueue {
    typealias Closure = (any UIViewControllerTransitionCoordinatorContext) -> Void

    enum Stage { case before, alongside, finished }
    private(set) var stage = Stage.before
    private var animations: [Closure] = []
    private var completions: [Closure] = []

    /// `animate(alongsideTransition:completion:)` for `context`.
    mutating func add(_ animation: Closure?, completion: Closure?, context: any UIViewControllerTransitionCoordinatorContext) {
        switch stage {
        case .before:
            if let animation { animations.append(animation) }
            if let completion { completions.append(completion) }
        case .alongside:
            animation?(context)
            if let completion { completions.append(completion) }
        case .finished:
            animation?(context)
            completion?(context)
        }
    }

    /// The alongside closures, in order, leaving the queue at the alongside stage.
    mutating func takeAnimations() -> [Closure] {
        stage = .alongside
        defer { animations.removeAll() }
        return animations
    }

    /// The completions, in order, leaving the queue finished.
    mutating func takeCompletions() -> [Closure] {
        stage = .finished
        defer { completions.removeAll() }
        return completions
    }
}
