// Vitrine — Apache License 2.0
// Swift 5 language mode: a value type whose (nonisolated) methods build and stroke paths.
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

    /// Called from `draw(_:)`; UIKit's drawing calls need no annotation in Swift 5.
    public func stroke(in rect: CGRect, color: UIColor) {
        color.setStroke()
        path(in: rect).stroke()
    }
}
