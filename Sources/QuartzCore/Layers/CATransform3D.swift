// Vitrine — Apache License 2.0
// Core Animation's 4×4 transform, with the same row-vector convention as
// CGAffineTransform:
//
//     [x' y' z' w'] = [x y z 1] · | m11 m12 m13 m14 |
//                                 | m21 m22 m23 m24 |
//                                 | m31 m32 m33 m34 |
//                                 | m41 m42 m43 m44 |
//
// so translations sit in m41…m43 and `CATransform3DConcat(a, b)` applies a, then b.
// `CATransform3DTranslate/Scale/Rotate(t, …)` prepend their operation (op · t), as
// Core Animation does. Perspective is m34 = −1/d: a point at depth z gets
// w = 1 − z/d, so it shrinks toward the vanishing point as it moves away (z < 0).
//
// An affine transform embeds as m11 = a, m12 = b, m21 = c, m22 = d, m41 = tx, m42 = ty,
// with m33 = m44 = 1 and the rest zero; `CATransform3DIsAffine` tests exactly that shape.

/// A 4×4 homogeneous transform of 3-D space, laid out as Core Animation does.
public struct CATransform3D: Sendable, Hashable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Creates a transform whose entries are all zero, as Apple's imported struct does.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Row `i` (0...3) as four values.
    fileprivate func row(_ i: Int) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        switch i {
        case 0: return (m11, m12, m13, m14)
        case 1: return (m21, m22, m23, m24)
        case 2: return (m31, m32, m33, m34)
        default: return (m41, m42, m43, m44)
        }
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    fileprivate var rows: [[CGFloat]] {
        (0..<4).map { let r = row($0); return [r.0, r.1, r.2, r.3] }
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Returns whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Returns whether `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Returns a rotation by `angle` radians about the vector `(x, y, z)`; a zero vector
/// gives the identity. About (0, 0, 1) it equals `CGAffineTransform(rotationAngle:)`:
/// clockwise on UIKit's y-down screen.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    // The transpose of the usual axis–angle (Rodrigues) matrix, for row vectors.
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
        m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
        m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Returns `a · b`: a transform that applies `a` first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let ra = a.rows, rb = b.rows
    var result = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            result[i][j] = ra[i][0] * rb[0][j] + ra[i][1] * rb[1][j] + ra[i][2] * rb[2][j] + ra[i][3] * rb[3][j]
        }
    }
    return CATransform3D(rows: result)
}

/// Returns `t` preceded by a translation by `(tx, ty, tz)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Returns `t` preceded by a scale by `(sx, sy, sz)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Returns `t` preceded by a rotation by `angle` radians about `(x, y, z)`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Returns the inverse of `t`, or `t` unchanged when it has none (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var m = t.rows
    var inverse = CATransform3DIdentity.rows
    let scale = m.flatMap { $0 }.map(abs).max() ?? 0
    guard scale > 0, scale.isFinite else { return t }
    for column in 0..<4 {
        var pivot = column
        for row in (column + 1)..<4 where abs(m[row][column]) > abs(m[pivot][column]) { pivot = row }
        guard abs(m[pivot][column]) > scale * 1e-12 else { return t }
        m.swapAt(pivot, column)
        inverse.swapAt(pivot, column)
        let p = m[column][column]
        for j in 0..<4 { m[column][j] /= p; inverse[column][j] /= p }
        for row in 0..<4 where row != column {
            let f = m[row][column]
            if f == 0 { continue }
            for j in 0..<4 {
                m[row][j] -= f * m[column][j]
                inverse[row][j] -= f * inverse[column][j]
            }
        }
    }
    return CATransform3D(rows: inverse)
}

/// Returns the 3-D transform that does what `m` does in the plane z = 0.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Returns whether `t` is exactly an affine transform of the plane: no perspective, no
/// depth, nothing leaving or entering z = 0.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine part of `t`: m11, m12, m21, m22, m41, m42. Exact when
/// `CATransform3DIsAffine(t)`; otherwise it drops depth and perspective.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension ProjectiveTransform {
    /// The map of the plane z = 0 under `t`, seen from the front with depth dropped:
    /// rows and columns 1, 2 and 4 of `t`. This is how Core Animation flattens a layer
    /// into its superlayer's plane.
    public init(flattening t: CATransform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m14,
                  m21: t.m21, m22: t.m22, m23: t.m24,
                  m31: t.m41, m32: t.m42, m33: t.m44)
    }
}
