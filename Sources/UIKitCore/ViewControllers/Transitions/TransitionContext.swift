// Vitrine — Apache License 2.0

/// The context a custom animator gets for one transition: the container, the two
/// controllers and their views and frames; `completeTransition(_:)` ends the transition
/// once. An interactive transition reports its progress here, and the context passes it
/// on to the transition's coordinator and to the container (`interactionDidUpdate`).
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    /// The animator of the transition, which an interaction controller runs.
    let animator: (any UIViewControllerAnimatedTransitioning)?
    /// The coordinator the controllers taking part read.
    weak var coordinator: ContainerTransitionCoordinator?
    /// Told of each reported percentage, then of the interaction's end (true: cancelled).
    var interactionDidUpdate: ((CGFloat) -> Void)?
    var interactionDidEnd: ((Bool) -> Void)?
    /// Told once the transition completed, before the container's own completion.
    var transitionDidComplete: (() -> Void)?
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var completion: ((Bool) -> Void)?

    init(containerView: UIView, isAnimated: Bool, presentationStyle: UIModalPresentationStyle,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         initialFrames: [(UIViewController, CGRect)], finalFrames: [(UIViewController, CGRect)],
         animator: (any UIViewControllerAnimatedTransitioning)? = nil, isInteractive: Bool = false,
         completion: @escaping (Bool) -> Void) {
        self.containerView = containerView
        self.animator = animator
        self.isInteractive = isInteractive
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        controllers = [.from: from, .to: to]
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
        self.initialFrames = Dictionary(initialFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        self.finalFrames = Dictionary(finalFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        self.completion = completion
    }

    func completeTransition(_ didComplete: Bool) {
        guard let completion else {
            viewControllerLogger.warning("completeTransition(_:) called more than once; ignored")
            return
        }
        self.completion = nil
        transitionWasCancelled = !didComplete
        isInteractive = false
        transitionDidComplete?()
        completion(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        coordinator?.percentComplete = percentComplete
        interactionDidUpdate?(percentComplete)
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() {
        guard completion != nil else { return }
        isInteractive = true
        coordinator?.isInteractive = true
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        coordinator?.interactionDidEnd(cancelled: cancelled)
        interactionDidEnd?(cancelled)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }
}
