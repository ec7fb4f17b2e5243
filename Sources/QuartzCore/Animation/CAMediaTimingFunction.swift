// Vitrine — Apache License 2.0

/// An animation's pacing: a cubic Bézier from (0, 0) to (1, 1) whose x is the fraction of
/// the duration elapsed and whose y is the fraction of the change applied.
public final class CAMediaTimingFunction: Sendable, Equatable {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    /// The two inner control points, (c1x, c1y, c2x, c2y).
    private let c1x: Double, c1y: Double, c2x: Double, c2y: Double

    /// A curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1); x values are clamped to 0...1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = Double(min(max(c1x, 0), 1))
        self.c1y = Double(c1y)
        self.c2x = Double(min(max(c2x, 0), 1))
        self.c2y = Double(c2y)
    }

    /// Core Animation's named curves (ease-in-out is 0.42, 0, 0.58, 1).
    public convenience init(name: Name) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)  // .linear, and names Vitrine does not know
        }
    }

    /// The control point at `index` (0…3) as x, y.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
        let point = points[min(max(index, 0), 3)]
        values[0] = Float(point.0)
        values[1] = Float(point.1)
    }

    /// The fraction of the change applied when `time` (0…1) of the duration has elapsed.
    ///
    /// Solves x(u) = time for the curve parameter u (Newton's method, with bisection when
    /// the slope is too flat), then returns y(u): the curve is monotonic in x because both
    /// inner x values lie in 0…1.
    public func value(at time: Double) -> Double {
        let t = min(max(time, 0), 1)
        var u = t
        for _ in 0..<8 {
            let error = Self.bezier(u, c1x, c2x) - t
            if abs(error) < 1e-9 { return Self.bezier(u, c1y, c2y) }
            let slope = Self.derivative(u, c1x, c2x)
            if abs(slope) < 1e-6 { break }
            u -= error / slope
        }
        var low = 0.0, high = 1.0
        u = t
        for _ in 0..<60 {
            let x = Self.bezier(u, c1x, c2x)
            if abs(x - t) < 1e-9 { break }
            if x < t { low = u } else { high = u }
            u = (low + high) / 2
        }
        return Self.bezier(u, c1y, c2y)
    }

    /// One coordinate of the cubic with end values 0 and 1 and inner values p1, p2.
    static func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }

    static func derivative(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * p1 + 6 * v * u * (p2 - p1) + 3 * u * u * (1 - p2)
    }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
        a.c1x == b.c1x && a.c1y == b.c1y && a.c2x == b.c2x && a.c2y == b.c2y
    }
}
