// Vitrine — Apache License 2.0

/// The context a custom animator gets for one presentation or dismissal: the container,
/// the two controllers and their views and frames; `completeTransition(_:)` ends the
/// transition once. Vitrine's transitions are never interactive.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var isInteractive: Bool { false }
    private(set) var transitionWasCancelled = false
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var completion: ((Bool) -> Void)?

    init(containerView: UIView, isAnimated: Bool, presentationStyle: UIModalPresentationStyle,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         initialFrames: [(UIViewController, CGRect)], finalFrames: [(UIViewController, CGRect)],
         completion: @escaping (Bool) -> Void) {
        self.containerView = containerView
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
        completion(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }
}
