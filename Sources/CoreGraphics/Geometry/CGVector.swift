// Vitrine — Apache License 2.0
import Foundation

/// A two-dimensional vector: a velocity or a direction, as Core Graphics defines it.
/// Foundation on Linux has CGPoint, CGSize and CGRect but not this one.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        dx = 0
        dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// (0, 0).
    public static var zero: CGVector { CGVector() }
}
