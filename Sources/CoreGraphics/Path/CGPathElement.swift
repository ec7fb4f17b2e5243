// Vitrine — Apache License 2.0

/// The kind of a path element (Apple's names and raw values).
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath; one point.
    case moveToPoint = 0
    /// A line; one point (the end).
    case addLineToPoint = 1
    /// A quadratic curve; two points (control, end).
    case addQuadCurveToPoint = 2
    /// A cubic curve; three points (control 1, control 2, end).
    case addCurveToPoint = 3
    /// Closes the subpath; no points.
    case closeSubpath = 4
}

/// One element of a path as `applyWithBlock` hands it out: a type and its points, valid
/// only during the call.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points (as many as `type` says).
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element over `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

extension CGPath {
    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): type = .moveToPoint; points[0] = p
            case .line(let p): type = .addLineToPoint; points[0] = p
            case .quad(let c, let p): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case .cubic(let c1, let c2, let p): type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = p
            case .close: type = .closeSubpath
            }
            var e = CGPathElement(type: type, points: points)
            block(&e)
        }
    }

    /// Calls `body` with each element's type and points (a Vitrine convenience over
    /// `applyWithBlock` that hands out the points as an array).
    public func forEach(_ body: (CGPathElementType, [CGPoint]) -> Void) {
        applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            body(element.pointee.type, Array(UnsafeBufferPointer(start: element.pointee.points, count: count)))
        }
    }
}
