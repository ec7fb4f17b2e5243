// Vitrine — Apache License 2.0
// The coordinator a view controller gets in `viewWillTransition(to:with:)`. Vitrine turns
// the interface without animating: the scene changes the windows' size, then runs the
// alongside closures (where an app puts its own layout changes), then the completions,
// all before `requestGeometryUpdate` returns. Closures added from a completion run at once.
// A navigation controller's push or pop has its own (ContainerTransitionCoordinator.swift).

/// What a transition coordinator tells the closures it runs about the transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated; false in Vitrine.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition (an interaction controller); false for rotations.
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled; rotations are never cancelled.
    var isCancelled: Bool { get }
    /// The duration of the transition in seconds; 0 when not animated.
    var transitionDuration: Double { get }
    /// How far the transition is, 0...1; 1 once the size changed.
    var percentComplete: CGFloat { get }
    /// The view that contains the transition: the window.
    var containerView: UIView { get }
    /// The rotation the interface undergoes on the panel: a quarter turn clockwise is
    /// `CGAffineTransform(rotationAngle: .pi / 2)`; identity when only the size changes.
    var targetTransform: CGAffineTransform { get }
    /// The controller for `key` in a push or pop; nil for a rotation.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key` in a push or pop; nil for a rotation.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

extension UIViewControllerTransitionCoordinatorContext {
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}

/// Runs closures alongside a view controller transition and after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's changes and `completion` after it.
    /// - Returns: true (the closures are kept to run); they run at once if the
    ///   transition has already finished.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when an interactive transition's interaction ends (`isCancelled`
    /// then says how); a transition that is not interactive never calls it.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of one change of the interface orientation.
@MainActor
final class RotationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let targetTransform: CGAffineTransform
    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: Double { 0 }
    private(set) var percentComplete: CGFloat = 0

    private var closures = TransitionClosureQueue()

    init(containerView: UIView, quarterTurns: Int) {
        self.containerView = containerView
        // Exact values for quarter turns: cos and sin of multiples of π/2 are not exact in floating point.
        let (cosine, sine): (CGFloat, CGFloat) = [(1, 0), (0, 1), (-1, 0), (0, -1)][((quarterTurns % 4) + 4) % 4]
        targetTransform = CGAffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        closures.add(animation, completion: completion, context: self)
        return true
    }

    /// A rotation is never interactive: `handler` is not called.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the alongside closures; called once the new size is set.
    func runAlongsideAnimations() {
        percentComplete = 1
        // Taken first: a closure that adds another runs it at once.
        for animation in closures.takeAnimations() { animation(self) }
    }

    /// Runs the completions; called once the frame path has the new orientation.
    func finish() {
        for completion in closures.takeCompletions() { completion(self) }
    }
}

extension UIViewController {
    /// The coordinator of the transition this controller takes part in while it runs (its
    /// container's, for a child): a push or pop, a presentation or dismissal; nil otherwise
    /// (a rotation's coordinator comes only in `viewWillTransition(to:with:)`).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeTransitionCoordinator ?? parentController?.transitionCoordinator
    }
}
