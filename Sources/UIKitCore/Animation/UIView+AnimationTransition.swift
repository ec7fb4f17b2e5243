// Vitrine — Apache License 2.0
// The transitions of the begin/commit animation API (UIView+LegacyAnimation.swift), played
// as `transition(with:duration:options:)` plays the matching `AnimationOptions`.

extension UIView {
    /// A transition a begin/commit block applies to a view.
    public enum AnimationTransition: Int, Sendable {
        case none = 0
        case flipFromLeft = 1
        case flipFromRight = 2
        case curlUp = 3
        case curlDown = 4
    }

    /// Applies `transition` to `view` in the open begin/commit block: the view's look now
    /// gives way to its look at `commitAnimations()`, with the block's duration, curve and
    /// delay. Make the changes to the view after this call. `cache` is ignored: the old look
    /// is always kept as a picture, which is what `true` asks for.
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = legacyBlock else { return }
        guard let kind = TransitionKind(transition) else {
            block.legacy?.transition = nil
            return
        }
        block.legacy?.transition = LegacyTransition(kind: kind, view: view, before: view.snapshotForTransition())
    }

    /// Plays the transition of `block` (a begin/commit block being committed), if it has
    /// one, and removes its snapshot layers when the block's animations stop.
    static func playLegacyTransition(of block: ViewAnimationBlock) {
        guard let transition = block.legacy?.transition else { return }
        let after = transition.kind.needsEndSnapshot ? transition.view.snapshotForTransition() : nil
        let overlays = TransitionPlayer(view: transition.view, before: transition.before, after: after,
                                        parameters: block.parameters, block: block).play(transition.kind)
        let completion = block.completion
        block.completion = { finished in
            for layer in overlays { layer.removeFromSuperlayer() }
            completion?(finished)
        }
    }
}

/// The transition a begin/commit block was given, with the view's look when it was.
struct LegacyTransition {
    let kind: TransitionKind
    let view: UIView
    let before: CGImage?
}

extension TransitionKind {
    /// The transition of the option with the same name.
    init?(_ transition: UIView.AnimationTransition) {
        switch transition {
        case .none: return nil
        case .flipFromLeft: self.init(UIView.AnimationOptions.transitionFlipFromLeft)
        case .flipFromRight: self.init(UIView.AnimationOptions.transitionFlipFromRight)
        case .curlUp: self.init(UIView.AnimationOptions.transitionCurlUp)
        case .curlDown: self.init(UIView.AnimationOptions.transitionCurlDown)
        }
    }
}
