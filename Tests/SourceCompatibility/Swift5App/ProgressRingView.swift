// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a
// progress ring drawn by a CAShapeLayer whose strokeEnd animates implicitly, a reset that
// skips the animation, and a view that fades its own layer through its actions.
import UIKit

public final class ProgressRingView: UIView {
    public let ring = CAShapeLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = 0
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.frame = bounds
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
        CATransaction.commit()
    }

    /// Moves the ring to `fraction`; Core Animation animates the change.
    public func setProgress(_ fraction: CGFloat) {
        ring.strokeEnd = fraction
    }

    /// Empties the ring at once.
    public func reset() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.strokeEnd = 0
        CATransaction.commit()
    }

    public override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        if event == "opacity" {
            let fade = CABasicAnimation(keyPath: event)
            fade.duration = 0.4
            return fade
        }
        if event == "position" { return NSNull() }
        return super.action(for: layer, forKey: event)
    }
}
