// Vitrine — Apache License 2.0
// SKELETON (contract for issue 3): the raster-core change owns this file and
// CGMutablePath; other code uses only Apple's API on them.

/// An immutable graphics path.
open class CGPath {
    enum Element {
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), cubic(CGPoint, CGPoint, CGPoint), close
    }
    var elements: [Element] = []

    public init() {}
}

/// A path that can be built.
public final class CGMutablePath: CGPath {
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.line(point.applying(transform)))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }
    public func closeSubpath() {
        elements.append(.close)
    }
}
