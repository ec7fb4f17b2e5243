// Vitrine — Apache License 2.0
import UIKit

/// A loading spinner built as iOS apps build one with Core Animation: one bar in a
/// CAReplicatorLayer, copied twelve times a twelfth of a turn apart, and a fade that
/// runs round the copies, each a twelfth of the fade's second behind the one before.
final class ReplicatorSpinnerView: UIView {
    private let replicator = CAReplicatorLayer()
    private let bar = CALayer()
    static let barCount = 12
    static let period = 1.0

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.frame = bounds
        replicator.instanceCount = Self.barCount
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.barCount), 0, 0, 1)
        replicator.instanceDelay = Self.period / Double(Self.barCount)
        bar.bounds = CGRect(x: 0, y: 0, width: bounds.width / 10, height: bounds.height * 0.28)
        bar.position = CGPoint(x: bounds.midX, y: bounds.height * 0.16)
        bar.cornerRadius = bounds.width / 20
        bar.backgroundColor = UIColor.systemIndigo.cgColor
        replicator.addSublayer(bar)
        layer.addSublayer(replicator)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Starts the fade running round the bars, forever (until the bar's animations are removed).
    func startSpinning() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = Self.period
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "spin")
    }
}
