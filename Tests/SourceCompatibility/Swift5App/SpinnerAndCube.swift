// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file):
// a replicator activity spinner (one dot, twelve instances, a fade delayed per instance),
// and a cube of six faces in a CATransformLayer turned in depth, as iOS apps build them.
import UIKit

/// Twelve bars round a centre, the highlight running round as on iOS's spinner.
public final class ReplicatorSpinnerView: UIView {
    private let replicator = CAReplicatorLayer()
    private let dot = CALayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.frame = bounds
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        replicator.instanceColor = UIColor.white.cgColor
        replicator.instanceAlphaOffset = -0.02
        replicator.instanceRedOffset = -0.01
        replicator.instanceGreenOffset = -0.01
        replicator.instanceBlueOffset = -0.01
        replicator.preservesDepth = false
        dot.bounds = CGRect(x: 0, y: 0, width: 4, height: 12)
        dot.position = CGPoint(x: bounds.midX, y: 8)
        dot.cornerRadius = 2
        dot.backgroundColor = UIColor.darkGray.cgColor
        replicator.addSublayer(dot)
        layer.addSublayer(replicator)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Starts the fade running round the bars.
    public func startAnimating() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
    }

    public func stopAnimating() {
        dot.removeAnimation(forKey: "fade")
    }

    /// The model layer of what is on screen now.
    public var shownReplicator: CAReplicatorLayer {
        replicator.presentation()?.model() ?? replicator
    }
}

@MainActor public enum CubeBuilder {
    /// A cube of `side` points: six coloured faces placed in depth in a transform layer.
    public static func cube(side: CGFloat) -> CATransformLayer {
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 0, y: 0, width: side, height: side)
        let half = side / 2
        let turns: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (0, 0, 1, 0), (.pi / 2, 0, 1, 0), (.pi, 0, 1, 0), (-.pi / 2, 0, 1, 0), (.pi / 2, 1, 0, 0), (-.pi / 2, 1, 0, 0),
        ]
        for (index, turn) in turns.enumerated() {
            let face = CALayer()
            face.frame = cube.bounds
            face.backgroundColor = UIColor(hue: CGFloat(index) / 6, saturation: 0.7, brightness: 0.9, alpha: 1).cgColor
            face.isDoubleSided = false
            var transform = CATransform3DMakeRotation(turn.0, turn.1, turn.2, turn.3)
            transform = CATransform3DTranslate(transform, 0, 0, half)
            face.transform = transform
            cube.addSublayer(face)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        cube.transform = CATransform3DRotate(perspective, .pi / 5, 1, 1, 0)
        return cube
    }
}
