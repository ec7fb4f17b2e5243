// Vitrine — Apache License 2.0
// View transitions: the view's old look, captured as a snapshot, gives way to its new
// look with a cross-dissolve, a flip or a page curl.
//
// As in UIKit, the changes made in the animations block take effect at once (they are
// not animated one by one unless `.allowAnimatedContent` is given); the transition is
// played by snapshot layers placed over the view's own content inside its layer, and
// removed when it ends. Only presentation values move: the view's model never changes.

extension UIView {
    /// Makes the changes in `animations` to `view` (adding, removing, showing or hiding
    /// subviews, changing what it draws) and animates from its old look to its new one
    /// with the transition in `options`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let parameters = ViewAnimationParameters(duration: duration, delay: 0, options: options.union(.overrideInheritedDuration),
                                                 inheritingFrom: ViewAnimationBlock.current?.parameters)
        guard let kind = TransitionKind(options), areAnimationsEnabled, parameters.duration > 0 else {
            run(ViewAnimationBlock(kind: areAnimationsEnabled && parameters.duration > 0 ? .animated : .withoutAnimation,
                                   parameters: parameters),
                animations: animations ?? {}, completion: completion)
            return
        }
        let before = view.snapshotForTransition()
        let changes = ViewAnimationBlock(kind: options.contains(.allowAnimatedContent) ? .animated : .withoutAnimation,
                                         parameters: parameters)
        changes.open()
        animations?()
        changes.close()
        let after = kind.needsEndSnapshot ? view.snapshotForTransition() : nil

        let block = ViewAnimationBlock(kind: .animated, parameters: parameters)
        var overlays: [CALayer] = []
        block.completion = { finished in
            for layer in overlays { layer.removeFromSuperlayer() }
            completion?(finished)
        }
        block.open()
        overlays = TransitionPlayer(view: view, before: before, after: after, parameters: parameters, block: block)
            .play(kind)
        block.close()
    }

    /// Replaces `fromView` with `toView` in its superview — removing and adding them, or
    /// with `.showHideTransitionViews` hiding one and showing the other — animating the
    /// superview with the transition in `options`, as UIKit does.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            completion.map { done in AnimationClock.shared.runAtNextFrame { done(true) } }
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// The view and its subviews as they look now, at the screen's scale.
    func snapshotForTransition() -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = contentScaleFactor
        format.opaque = false
        let renderer = UIGraphicsImageRenderer(bounds: bounds, format: format)
        return renderer.image { _ in drawHierarchy(in: bounds, afterScreenUpdates: true) }.cgImage
    }
}

/// The transitions `AnimationOptions` can name.
enum TransitionKind {
    case crossDissolve
    /// A turn about the vertical (`vertical`) or horizontal axis, the named edge first.
    case flip(vertical: Bool, towardPositive: Bool)
    case curlUp
    case curlDown

    init?(_ options: UIView.AnimationOptions) {
        switch options.transition {
        case 1: self = .flip(vertical: true, towardPositive: true)  // from left
        case 2: self = .flip(vertical: true, towardPositive: false)  // from right
        case 3: self = .curlUp
        case 4: self = .curlDown
        case 5: self = .crossDissolve
        case 6: self = .flip(vertical: false, towardPositive: true)  // from top
        case 7: self = .flip(vertical: false, towardPositive: false)  // from bottom
        default: return nil
        }
    }

    /// Whether the new look is needed as a picture (a curl down lays it over the old).
    var needsEndSnapshot: Bool {
        if case .curlDown = self { return true }
        return false
    }
}
