// Vitrine — Apache License 2.0
// Swift 6 language mode: building a path needs no isolation; stroking it does here.
import UIKit

public struct RingShape {
    public var lineWidth: CGFloat

    public init(lineWidth: CGFloat) {
        self.lineWidth = lineWidth
    }

    public func path(in rect: CGRect) -> UIBezierPath {
        let radius = min(rect.width, rect.height) / 2 - lineWidth
        let path = UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
                                startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        path.lineWidth = lineWidth
        path.close()
        return path
    }

    /// Called from `draw(_:)`. iOS's `stroke()` is not main-actor isolated; Vitrine's is (it
    /// draws into the main actor's current context), so Swift 6 code says so.
    @MainActor public func stroke(in rect: CGRect, color: UIColor) {
        color.setStroke()
        path(in: rect).stroke()
    }
}
