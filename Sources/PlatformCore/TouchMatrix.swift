// Vitrine — Apache License 2.0

/// A 2×3 affine map of normalized touch positions in libinput's calibration convention:
/// the panel's calibration and the inverse of a rotation, which Platform applies to raw
/// touches and UIKit to the interface's turn.
public struct TouchMatrix: Sendable, Equatable, CustomStringConvertible {
    /// x′ = a·x + b·y + c, y′ = d·x + e·y + f.
    public var a, b, c, d, e, f: Double

    /// A matrix from its six coefficients.
    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// A matrix from libinput's six numbers; nil unless there are exactly six.
    public init?(_ numbers: [Double]) {
        guard numbers.count == 6 else { return nil }
        self.init(numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
    }

    /// The identity.
    public static let identity = TouchMatrix(1, 0, 0, 0, 1, 0)

    /// Applies `self` to a point.
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + b * y + c, d * x + e * y + f)
    }

    /// The map that applies `first`, then `self`.
    public func after(_ first: TouchMatrix) -> TouchMatrix {
        TouchMatrix(a * first.a + b * first.d, a * first.b + b * first.e, a * first.c + b * first.f + c,
                    d * first.a + e * first.d, d * first.b + e * first.e, d * first.c + e * first.f + f)
    }

    /// The inverse of a mounting rotation: from the panel's native orientation to the
    /// displayed one (the image is turned `rotation` clockwise to appear upright).
    public static func inverse(of rotation: DisplayRotation) -> TouchMatrix {
        switch rotation {
        case .degrees0: .identity
        case .degrees90: TouchMatrix(0, 1, 0, -1, 0, 1)    // displayed = (py, 1 − px)
        case .degrees180: TouchMatrix(-1, 0, 1, 0, -1, 1)  // displayed = (1 − px, 1 − py)
        case .degrees270: TouchMatrix(0, -1, 1, 1, 0, 0)   // displayed = (1 − py, px)
        }
    }

    /// "[a b c; d e f]".
    public var description: String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return "[\(n(a)) \(n(b)) \(n(c)); \(n(d)) \(n(e)) \(n(f))]"
    }
}
