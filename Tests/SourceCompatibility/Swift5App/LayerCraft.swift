// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file):
// layer code as iOS apps write it — a custom animatable property redrawn each frame, a view
// that sets its layer's contents in display(_:), one drawing in draw(_:in:), a fade
// transition of an image, a keyframe path with auto-rotation, a scroll layer, hit-testing.
import UIKit

/// A pie whose `fraction` animates by redrawing the presentation layer.
public final class PieLayer: CALayer {
    /// Stored in the layer's key-value storage, so animations of "fraction" reach it.
    public var fraction: CGFloat {
        get { value(forKey: "fraction") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "fraction") }
    }

    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override class func needsDisplay(forKey key: String) -> Bool {
        if key == "fraction" { return true }
        return super.needsDisplay(forKey: key)
    }

    public override func action(forKey event: String) -> CAAction? {
        if event == "fraction" {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.fraction ?? fraction
            animation.duration = 0.4
            return animation
        }
        return super.action(forKey: event)
    }

    public override func draw(in ctx: CGContext) {
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        ctx.move(to: centre)
        ctx.addArc(center: centre, radius: radius, startAngle: -.pi / 2,
                   endAngle: -.pi / 2 + 2 * .pi * fraction, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(UIColor.systemOrange.cgColor)
        ctx.fillPath()
    }
}

/// A view whose layer is a PieLayer.
public final class PieView: UIView {
    public override class var layerClass: AnyClass { PieLayer.self }
    public var pie: PieLayer { layer as! PieLayer }
}

/// A view that supplies its layer's contents itself instead of drawing.
public final class StampView: UIView {
    public var stamp: UIImage? { didSet { setNeedsDisplay() } }
    public private(set) var displayCount = 0

    public override func display(_ layer: CALayer) {
        displayCount += 1
        layer.contents = stamp?.cgImage
    }
}

/// A view drawing with Core Graphics straight into its layer's context.
public final class StripeView: UIView {
    public override func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.systemTeal.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width, height: layer.bounds.height / 2))
    }
}

@MainActor public enum LayerCraft {
    /// Fades an image view to `image` as iOS code does with a transition.
    public static func crossFade(_ imageView: UIImageView, to image: UIImage?) {
        let transition = CATransition()
        transition.type = .fade
        transition.duration = 0.3
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        imageView.layer.add(transition, forKey: kCATransition)
        imageView.image = image
    }

    /// Pushes new contents in from the right.
    public static func push(_ layer: CALayer, to image: CGImage?) {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        layer.add(transition, forKey: nil)
        layer.contents = image
    }

    /// Sends a layer round a circle, turning with it.
    public static func orbit(_ layer: CALayer, around centre: CGPoint, radius: CGFloat) {
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = UIBezierPath(arcCenter: centre, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
        orbit.calculationMode = .paced
        orbit.rotationMode = .rotateAuto
        orbit.duration = 2
        orbit.repeatCount = .infinity
        layer.add(orbit, forKey: "orbit")
    }

    /// A scroll layer showing a tall strip, scrolled to its middle.
    public static func strip(height: CGFloat) -> CAScrollLayer {
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroller.scrollMode = .vertically
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 100, height: height)
        scroller.addSublayer(content)
        scroller.scroll(to: CGPoint(x: 0, y: height / 2))
        return scroller
    }

    /// The name of the deepest named layer under `point` of `view`.
    public static func layerName(at point: CGPoint, in view: UIView) -> String? {
        let hit = view.layer.hitTest(view.layer.convert(point, to: view.layer.superlayer))
        return hit?.name
    }

    /// A sprite sheet frame shown past its edge, as layers allow.
    public static func showEdge(of layer: CALayer) {
        layer.contentsRect = CGRect(x: -0.25, y: 0, width: 1.5, height: 1)
    }
}
