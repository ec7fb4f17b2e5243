// Vitrine — Apache License 2.0
// A path is a list of elements in the path's own coordinates; transforms given while
// building are applied to the points at once, as Core Graphics does. Curves stay curves
// until a consumer flattens them (PathFlattener) in the space it draws in, so the
// flattening tolerance is always measured in device pixels.

/// An immutable graphics path: subpaths of lines, quadratic and cubic Bézier curves.
open class CGPath {
    /// One path element with its points already transformed.
    enum Element: Equatable {
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), cubic(CGPoint, CGPoint, CGPoint), close

        /// The element's end point, nil for `close`.
        var endPoint: CGPoint? {
            switch self {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
            case .close: return nil
            }
        }

        /// The element with every point mapped by `transform`.
        func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .move(let p): return .move(p.applying(t))
            case .line(let p): return .line(p.applying(t))
            case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
            case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
            case .close: return .close
            }
        }
    }

    // Unchecked exclusivity, as the context's state: appending an element is a few stores,
    // and the runtime check cost more than that.
    @exclusivity(unchecked) var elements: [Element] = []
    /// Where the current subpath started (the point `close` returns to).
    @exclusivity(unchecked) var subpathStart: CGPoint = .zero
    /// The end of the last element, nil for an empty path.
    @exclusivity(unchecked) var lastPoint: CGPoint?

    /// Creates an empty path.
    public init() {}

    init(elements: [Element]) {
        for element in elements { append(element) }
    }

    /// Empties the path and keeps its storage: a context's current path is rebuilt for every
    /// shape, and growing a fresh array each time showed in small fills.
    func removeAllElements() {
        elements.removeAll(keepingCapacity: true)
        subpathStart = .zero
        lastPoint = nil
    }

    /// A path that is `rect` (a closed subpath running minX,minY → maxX,minY → … as Core Graphics).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path that is the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path that is `rect` with rounded corners of the given radii.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Appends one element, keeping the current point and subpath start in step.
    func append(_ element: Element) {
        switch element {
        case .move(let p):
            // A move right after a move replaces it, as Core Graphics does.
            if case .move = elements.last { elements.removeLast() }
            subpathStart = p
            lastPoint = p
        case .close:
            guard lastPoint != nil else { return }
            if case .close = elements.last { return }
            lastPoint = subpathStart
        default:
            if lastPoint == nil {
                // Core Graphics starts an implicit subpath at the element's first point.
                let first: CGPoint
                switch element {
                case .line(let p): first = p
                case .quad(let c, _): first = c
                case .cubic(let c, _, _): first = c
                default: first = .zero
                }
                elements.append(.move(first)); subpathStart = first
            } else if case .close = elements.last {
                // Drawing after a close starts a new subpath at the closed subpath's start.
                elements.append(.move(subpathStart))
            }
            lastPoint = element.endPoint
        }
        elements.append(element)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element starts; `.zero` for an empty path.
    public var currentPoint: CGPoint { lastPoint ?? .zero }

    /// An immutable copy of this path.
    public func copy() -> CGPath? {
        let copy = CGPath()
        copy.adopt(from: self)
        return copy
    }

    /// A mutable copy of this path.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.adopt(from: self)
        return copy
    }

    /// A copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let t = transform?.pointee ?? .identity
        let copy = CGPath()
        copy.elements = elements.map { $0.applying(t) }
        copy.subpathStart = subpathStart.applying(t)
        copy.lastPoint = lastPoint?.applying(t)
        return copy
    }

    /// A mutable copy with every point mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let mapped = copy(using: transform) else { return nil }
        return mapped.mutableCopy()
    }

    func adopt(from other: CGPath) {
        elements = other.elements
        subpathStart = other.subpathStart
        lastPoint = other.lastPoint
    }

    /// The smallest rectangle containing every point of the path, control points included;
    /// `.null` for an empty path.
    public var boundingBox: CGRect {
        var box = PointBounds()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .cubic(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }
}

extension CGPath: Equatable {
    /// Two paths are equal when they have the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }
}

/// A running bounding box of points.
struct PointBounds {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
