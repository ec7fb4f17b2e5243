// Vitrine — Apache License 2.0
// Applying a CGAffineTransform to Foundation's geometry types, with the semantics of
// CGPointApplyAffineTransform, CGSizeApplyAffineTransform and
// CGRectApplyAffineTransform.

extension CGPoint {
    /// Returns the point mapped by `t`: (a·x + c·y + tx, b·x + d·y + ty).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the size mapped by the linear part of `t` (translation does not apply to sizes).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle that contains the four transformed corners of `self`.
    ///
    /// The result is standardized; it is exact for scales and translations and a
    /// bounding box for rotations. The null rectangle maps to itself.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let r = standardized
        if t.b == 0 && t.c == 0 {
            // Axis-aligned: two corners suffice, and no rounding is added to the size.
            let p = CGPoint(x: r.minX, y: r.minY).applying(t)
            return CGRect(x: p.x, y: p.y, width: r.width * t.a, height: r.height * t.d).standardized
        }
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        // `min()`/`max()` of a four-element array are never nil.
        let left = xs.min()!, right = xs.max()!
        let top = ys.min()!, bottom = ys.max()!
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
