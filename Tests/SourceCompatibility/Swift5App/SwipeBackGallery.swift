// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a
// gallery whose pages are pushed and popped by a custom slide that a pan drives through
// UIPercentDrivenInteractiveTransition, as an iOS app's; the pages fade a caption with the
// transition coordinator, hear safe-area and margin changes, and the bars hide on swipe.
import UIKit

/// Slides the incoming page in from the right (push) or the outgoing one out (pop).
public final class GallerySlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    public init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = container.bounds.offsetBy(dx: operation == .push ? width : -width / 3, dy: 0)
        if operation == .push {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let push = operation == .push
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            toView.frame = container.bounds
            fromView.frame = container.bounds.offsetBy(dx: push ? -width / 3 : width, dy: 0)
        }, completion: { _ in
            if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Drives a pop by a pan across the page: the finger's share of the width is the progress.
public final class GallerySwipeInteraction: UIPercentDrivenInteractiveTransition {
    public private(set) var isActive = false
    weak var navigationController: UINavigationController?

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        completionCurve = .easeOut
        completionSpeed = 1.5
        let pan = UIPanGestureRecognizer(target: self, action: GallerySwipeInteraction.handlePan)
        navigationController.view.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = max(0, min(1, pan.translation(in: view).x / view.bounds.width))
        switch pan.state {
        case .began:
            isActive = true
            navigationController?.popViewController(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isActive = false
            if progress > 0.5 || pan.velocity(in: view).x > 500 { finish() } else { cancel() }
        default:
            isActive = false
            cancel()
        }
    }
}

/// The navigation delegate: the slide for every push and pop, interactive while a pan drives it.
public final class GalleryNavigationDelegate: NSObject, UINavigationControllerDelegate {
    public var interaction: GallerySwipeInteraction?

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return GallerySlideAnimator(operation: operation)
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let interaction = interaction, interaction.isActive else { return nil }
        return interaction
    }
}

/// One page: its caption fades out alongside a transition away from it and back in after.
public final class GalleryPageViewController: UIViewController {
    public let caption = UILabel()
    public private(set) var safeAreaChangeCount = 0
    public private(set) var marginChangeCount = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(caption)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.caption.alpha = 0
        }, completion: { [weak self] context in
            if context.isCancelled { self?.caption.alpha = 1 }
        })
        transitionCoordinator?.notifyWhenInteractionChanges { context in
            print("interaction ended, cancelled: \(context.isCancelled)")
        }
    }

    public override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChangeCount += 1
        caption.frame = view.bounds.inset(by: view.safeAreaInsets)
    }

    public override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        marginChangeCount += 1
    }

    /// Shows `page` through the container that shows controllers, if any.
    public func showNext(_ page: UIViewController) {
        if let target = targetViewController(forAction: UIViewController.show(_:sender:), sender: self) {
            target.show(page, sender: self)
        }
    }
}

/// Builds the gallery: a navigation controller whose bars hide on swipe and tap.
public enum SwipeBackGallery {
    public static func make(delegate: GalleryNavigationDelegate) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: GalleryPageViewController())
        navigation.delegate = delegate
        navigation.hidesBarsOnSwipe = true
        navigation.hidesBarsOnTap = false
        navigation.hidesBarsWhenKeyboardAppears = true
        navigation.barHideOnSwipeGestureRecognizer.addTarget(navigation, action: UINavigationController.barsMoved)
        delegate.interaction = GallerySwipeInteraction(navigationController: navigation)
        return navigation
    }
}

extension UINavigationController {
    func barsMoved(_ recognizer: UIPanGestureRecognizer) {}
}
