// Vitrine — Apache License 2.0
// The coordinator of a navigation controller's push or pop, or of a presentation or
// dismissal, which the controllers taking part read from `transitionCoordinator` (in
// `viewWillAppear(_:)`, or in the navigation delegate's `willShow`) to animate their own
// changes with the transition. For a push or pop: closures added before the
// slide starts run inside its animation block; completions run when it ends, before the
// controllers' `viewDidAppear(_:)`/`viewDidDisappear(_:)` (UIKit does not document that
// order; Vitrine picks it so that `did` callbacks see the finished state). Closures added
// during the slide run at once, and after it both run at once.

@MainActor
final class ContainerTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    /// Whether an interaction controller drives the transition now.
    var isInteractive = false
    /// Whether the interaction ended by cancelling the transition.
    private(set) var isCancelled = false
    /// The slide's duration, or the custom animator's.
    var transitionDuration: Double
    var percentComplete: CGFloat = 0
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var targetTransform: CGAffineTransform { .identity }
    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?

    private var closures = TransitionClosureQueue()

    init(containerView: UIView, animated: Bool, duration: Double, from: UIViewController?, to: UIViewController?) {
        self.containerView = containerView
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        fromController = from
        toController = to
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromController : key == .to ? toController : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromController?.viewIfLoaded : key == .to ? toController?.viewIfLoaded : nil
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        closures.add(animation, completion: completion, context: self)
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The interaction ended: the handlers hear whether the transition was cancelled.
    func interactionDidEnd(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the alongside closures; called inside the transition's animation block (or at
    /// once when it is not animated).
    func runAlongsideAnimations() {
        // Taken first: a closure that adds another runs it at once.
        for animation in closures.takeAnimations() { animation(self) }
    }

    /// Runs the completions; called when the transition ended.
    func finish() {
        if closures.stage == .before { runAlongsideAnimations() }
        percentComplete = isCancelled ? 0 : 1
        for completion in closures.takeCompletions() { completion(self) }
    }

    /// `finish()`, then forgets this coordinator in the controllers that were told of it.
    func finish(clearingFrom controllers: [UIViewController]) {
        finish()
        for controller in controllers where controller.activeTransitionCoordinator === self {
            controller.activeTransitionCoordinator = nil
        }
    }

    /// Runs the alongside closures in an animation of the transition's duration, as one
    /// started with the transition's own (a presentation's, whose animation the
    /// presentation style picks); nothing when they already ran.
    func animateAlongside() {
        guard closures.stage == .before else { return }
        guard isAnimated else { return runAlongsideAnimations() }
        UIView.animate(withDuration: transitionDuration, delay: 0, options: .curveEaseInOut, animations: { [self] in
            runAlongsideAnimations()
        })
    }
}
