// Vitrine — Apache License 2.0
// The conic (angular, "sweep") gradient of Core Graphics' drawConicGradient and Core
// Animation's conic CAGradientLayer: a point's parameter is its angle around the centre,
// measured in user space from `angle` in the direction of increasing atan2 (counter-
// clockwise when y runs up, clockwise on screen in UIKit's y-down space), over one turn:
//     t = ((atan2(p − c) − angle) / 2π) mod 1.
// Location 0 and location 1 meet along the ray at `angle`, so the seam is a hard edge
// unless the first and last colours agree. The centre pixel takes location 0.

/// Shades device pixels with a conic gradient around a centre.
struct ConicGradientShader: Shader {
    let gradient: CGGradient
    /// The inverse CTM's linear part: the user-space step per device x and y.
    let stepXx: Double, stepXy: Double, stepYx: Double, stepYy: Double
    /// The user point at device (0, 0), relative to the centre.
    let dx0: Double, dy0: Double
    let startAngle: Double

    /// A shader for the gradient around `center` (user space) starting at `angle` radians,
    /// drawn under `ctm`; nil when `ctm` is not invertible or an input is not finite.
    init?(gradient: CGGradient, center: CGPoint, angle: CGFloat, ctm: CGAffineTransform) {
        let det = Double(ctm.a * ctm.d - ctm.b * ctm.c)
        guard det != 0, det.isFinite, center.x.isFinite, center.y.isFinite, angle.isFinite else { return nil }
        let inverse = ctm.inverted()
        stepXx = Double(inverse.a); stepXy = Double(inverse.b)
        stepYx = Double(inverse.c); stepYy = Double(inverse.d)
        dx0 = Double(inverse.tx) - Double(center.x)
        dy0 = Double(inverse.ty) - Double(center.y)
        startAngle = Double(angle)
        self.gradient = gradient
    }

    /// A conic gradient covers every pixel of the plane.
    var isOpaque: Bool { gradient.isOpaque }

    /// The gradient parameter, 0..<1, at user offset (dx, dy) from the centre.
    @inline(__always)
    static func parameter(dx: Double, dy: Double, startAngle: Double) -> Double {
        guard dx != 0 || dy != 0 else { return 0 }
        let turns = (atan2(dy, dx) - startAngle) / (2 * Double.pi)
        let t = turns - turns.rounded(.down)
        return t < 1 ? t : 0
    }

    func shadeSpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>) {
        let fx = Double(x) + 0.5, fy = Double(y) + 0.5
        var dx = dx0 + stepXx * fx + stepYx * fy
        var dy = dy0 + stepXy * fx + stepYy * fy
        gradient.table.withUnsafeBufferPointer { table in
            let lookup = table.baseAddress!  // the table always has tableSize entries
            for i in 0..<count {
                destination[i] = lookup[CGGradient.tableIndex(Self.parameter(dx: dx, dy: dy, startAngle: startAngle))]
                dx += stepXx
                dy += stepXy
            }
        }
    }
}
