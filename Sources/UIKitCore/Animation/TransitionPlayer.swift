// Vitrine — Apache License 2.0
import Foundation

/// Builds the snapshot layers of one transition and their animations.
///
/// - Cross-dissolve: the old look, over the new, fades out.
/// - Flip: the whole view turns in depth (perspective at twice its larger side); the
///   first half shows the old look turning away edge-on, the second the new look
///   turning in from the other side.
/// - Curl: an approximation of a page curl, drawn with flat layers. The old page rolls
///   up from the bottom edge along a horizontal fold line; the part past the fold is
///   shown reflected above the line as the paper's back (the old look mirrored and
///   washed out with white), uncovering the new look. A curl down plays the new page
///   unrolling from the top over the old one.
@MainActor
struct TransitionPlayer {
    let view: UIView
    let before: CGImage?
    let after: CGImage?
    let parameters: ViewAnimationParameters
    let block: ViewAnimationBlock

    /// Adds the layers and animations; returns the layers to remove at the end.
    func play(_ kind: TransitionKind) -> [CALayer] {
        switch kind {
        case .crossDissolve:
            let old = snapshotLayer(before)
            view.layer.addSublayer(old)
            old.opacity = 0
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            add(fade, to: old)
            return [old]
        case .flip(let vertical, let towardPositive):
            return flip(vertical: vertical, towardPositive: towardPositive)
        case .curlUp:
            return curl(page: before, under: nil, rollingUp: true)
        case .curlDown:
            return curl(page: after, under: before, rollingUp: false)
        }
    }

    private func flip(vertical: Bool, towardPositive: Bool) -> [CALayer] {
        let old = snapshotLayer(before)
        view.layer.addSublayer(old)
        old.opacity = 0
        let hide = CAKeyframeAnimation(keyPath: "opacity")
        hide.values = [1.0, 0.0]
        hide.keyTimes = [0, 0.5]
        hide.calculationMode = .discrete
        add(hide, to: old)

        let size = view.bounds.size
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(size.width, size.height, 1))
        let sign: CGFloat = towardPositive ? 1 : -1
        let turn = ProgressAnimation()
        turn.update = { progress, layer in
            // 0 → a quarter turn, then from the other side's quarter turn back to 0.
            let angle = CGFloat(progress < 0.5 ? progress : progress - 1) * .pi * sign
            let rotation = vertical
                ? CATransform3DMakeRotation(angle, 0, 1, 0) : CATransform3DMakeRotation(angle, 1, 0, 0)
            layer.transform = CATransform3DConcat(CATransform3DConcat(rotation, perspective), layer.transform)
        }
        add(turn, to: view.layer)
        return [old]
    }

    private func curl(page: CGImage?, under: CGImage?, rollingUp: Bool) -> [CALayer] {
        let bounds = view.bounds
        let width = bounds.width, height = bounds.height
        var layers: [CALayer] = []
        if let under {
            let old = snapshotLayer(under)
            view.layer.addSublayer(old)
            layers.append(old)
        }
        // The flat part of the page, above the fold.
        let pageClip = CALayer.controlPart()
        pageClip.masksToBounds = true
        pageClip.anchorPoint = .zero
        pageClip.position = bounds.origin
        pageClip.bounds = CGRect(x: 0, y: 0, width: width, height: 0)
        let pageImage = snapshotLayer(page)
        pageImage.frame = CGRect(x: 0, y: 0, width: width, height: height)
        pageClip.addSublayer(pageImage)
        // The curled part: the page's back, mirrored about the fold line.
        let flapClip = CALayer.controlPart()
        flapClip.masksToBounds = true
        flapClip.anchorPoint = .zero
        flapClip.position = bounds.origin
        flapClip.bounds = CGRect(x: 0, y: 0, width: width, height: 0)
        let flapImage = snapshotLayer(page)
        flapImage.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        flapImage.setAffineTransform(CGAffineTransform(scaleX: 1, y: -1))
        let paperBack = CALayer.controlPart()
        paperBack.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.8)
        paperBack.anchorPoint = .zero
        flapClip.addSublayer(flapImage)
        flapClip.addSublayer(paperBack)
        view.layer.addSublayer(pageClip)
        view.layer.addSublayer(flapClip)
        layers += [pageClip, flapClip]

        /// The fold line's distance from the top, for a timed progress.
        func fold(_ progress: Double) -> CGFloat {
            height * CGFloat(rollingUp ? 1 - progress : progress)
        }
        let pageMotion = ProgressAnimation()
        pageMotion.update = { progress, layer in
            layer.bounds.size.height = fold(progress)
        }
        let flapMotion = ProgressAnimation()
        flapMotion.update = { progress, layer in
            let line = fold(progress)
            let top = max(0, 2 * line - height)
            layer.position.y = bounds.minY + top
            layer.bounds.size.height = line - top
        }
        let flapImageMotion = ProgressAnimation()
        flapImageMotion.update = { progress, layer in
            // Row y of the page lands at 2·line − y: the mirrored page centred at
            // 2·line − height/2, in the clip's coordinates (which start at `top`).
            let line = fold(progress)
            let top = max(0, 2 * line - height)
            layer.position = CGPoint(x: width / 2, y: 2 * line - height / 2 - top)
        }
        let backMotion = ProgressAnimation()
        backMotion.update = { progress, layer in
            let line = fold(progress)
            layer.bounds = CGRect(x: 0, y: 0, width: width, height: line - max(0, 2 * line - height))
        }
        // The model is the end state: an empty page, so nothing shows once it is over.
        add(pageMotion, to: pageClip)
        add(flapMotion, to: flapClip)
        add(flapImageMotion, to: flapImage)
        add(backMotion, to: paperBack)
        return layers
    }

    /// A layer showing `image` over the view's bounds.
    private func snapshotLayer(_ image: CGImage?) -> CALayer {
        let layer = CALayer.controlPart()
        layer.contents = image
        layer.contentsScale = view.contentScaleFactor
        layer.frame = view.bounds
        return layer
    }

    /// Adds `animation` with the transition's duration and curve (key times and progress
    /// are then fractions of the curve's progress, so all the layers move together).
    private func add(_ animation: CAAnimation, to layer: CALayer) {
        parameters.configureTiming(of: animation)
        animation.timingFunction = parameters.curve.timingFunction
        layer.add(block.prepare(animation, for: view), forKey: nil)
    }
}
