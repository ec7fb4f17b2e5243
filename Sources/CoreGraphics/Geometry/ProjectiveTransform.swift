// Vitrine — Apache License 2.0
// A projective map of the plane (a homography), with CGAffineTransform's row-vector
// convention extended by a third column:
//
//     [X Y W] = [x y 1] · | m11 m12 m13 |
//                         | m21 m22 m23 |
//                         | m31 m32 m33 |
//
// and the image point is (X/W, Y/W). An affine transform is m13 = m23 = 0, m33 = 1, with
// (m11, m12, m21, m22, m31, m32) = (a, b, c, d, tx, ty). This is what a layer's plane
// becomes on screen under a perspective CATransform3D: the plane z = 0 goes through
// rows and columns 1, 2 and 4 of the 4×4 matrix.
//
// Points with W ≤ 0 lie behind the viewer and have no image; `ConvexPolygon(rect:projection:)`
// clips them away before dividing.

/// A 3×3 homogeneous transform of the plane, which maps straight lines to straight lines.
public struct ProjectiveTransform: Sendable, Hashable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat

    /// Creates a transform from its nine entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The projective transform equal to `t`.
    public init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// The identity.
    public static let identity = ProjectiveTransform(.identity)

    /// Whether the transform is affine (no perspective): m13 = m23 = 0 and m33 = 1.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The transform as an affine transform when it is one, else nil.
    public var affineTransform: CGAffineTransform? {
        guard isAffine else { return nil }
        return CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// Returns `self · other`: `self` acts first, then `other`. Two affine transforms
    /// concatenate through `CGAffineTransform.concatenating`, so the result is bit for bit
    /// what the affine code computes.
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        if let a = affineTransform, let b = other.affineTransform {
            return ProjectiveTransform(a.concatenating(b))
        }
        let o = other
        return ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The homogeneous image (X, Y, W) of `point`.
    @inlinable
    public func homogeneous(_ point: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (point.x * m11 + point.y * m21 + m31, point.x * m12 + point.y * m22 + m32, point.x * m13 + point.y * m23 + m33)
    }

    /// The image of `point` (X/W, Y/W); meaningful only where W > 0.
    public func apply(to point: CGPoint) -> CGPoint {
        let (x, y, w) = homogeneous(point)
        return CGPoint(x: x / w, y: y / w)
    }

    /// The determinant of the 3×3 matrix.
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or nil when the matrix is singular (it flattens the plane to a line).
    public func inverted() -> ProjectiveTransform? {
        let det = determinant
        let scale = [m11, m12, m13, m21, m22, m23, m31, m32, m33].map(abs).max() ?? 0
        guard det.isFinite, abs(det) > 1e-12 * scale * scale * scale else { return nil }
        // The adjugate over the determinant.
        let r = 1 / det
        return ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) * r, m12: (m13 * m32 - m12 * m33) * r, m13: (m12 * m23 - m13 * m22) * r,
            m21: (m23 * m31 - m21 * m33) * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
            m31: (m21 * m32 - m22 * m31) * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
    }
}
