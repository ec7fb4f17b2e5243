// Vitrine — Apache License 2.0
import UIKit

/// Concentric purple circles with a logo in the middle, drawn in `draw(_:)`: the classic
/// first custom view of a UIKit course. It redraws on rotation (`contentMode = .redraw`).
final class HypnosisView: UIView {
    let logo = UIImage(named: "logo", in: .module, compatibleWith: nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = UIBezierPath()
        // From half the shorter side inwards, a circle every 20 points.
        var radius = min(bounds.width, bounds.height) / 2
        while radius > 0 {
            path.move(to: CGPoint(x: center.x + radius, y: center.y))
            path.addArc(withCenter: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
            radius -= 20
        }
        path.lineWidth = 10
        UIColor(red: 0.6, green: 0.4, blue: 0.85, alpha: 1).setStroke()
        path.stroke()
        // The logo fills the middle half of the bounds.
        logo?.draw(in: bounds.insetBy(dx: bounds.width / 4, dy: bounds.height / 4))
    }
}

public final class HypnosisDemo: Demo {
    public static let name = "hypnosis"
    public static let summary = "concentric circles and a PNG logo drawn in draw(_:)"
    public static let stepCount = 1

    public init() {}

    public func build(in window: UIWindow) {
        let view = HypnosisView(frame: window.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
    }

    public func show(step: Int) {}
}
