// Vitrine — Apache License 2.0
// The gradient parameter t is the projection of a point on the start→end axis, divided by
// the axis length: t = (p − start)·(end − start) / |end − start|². With p the inverse CTM
// of a device pixel centre, t is affine in device (x, y), so a span needs one add per pixel.

/// Shades device pixels with a linear (axial) gradient.
struct LinearGradientShader: Shader {
    let gradient: CGGradient
    let options: CGGradientDrawingOptions
    /// t at device (x, y) = dtdx · x + dtdy · y + t0.
    let dtdx: Double, dtdy: Double, t0: Double

    /// A shader for the gradient from `start` to `end` in user space drawn under `ctm`;
    /// nil when nothing would be drawn (start equals end, or `ctm` is not invertible).
    init?(gradient: CGGradient, start: CGPoint, end: CGPoint, ctm: CGAffineTransform,
          options: CGGradientDrawingOptions) {
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let lengthSquared = dx * dx + dy * dy
        let det = Double(ctm.a * ctm.d - ctm.b * ctm.c)
        guard lengthSquared > 0, lengthSquared.isFinite, det != 0, det.isFinite else { return nil }
        let inverse = ctm.inverted()
        let ia = Double(inverse.a), ib = Double(inverse.b), ic = Double(inverse.c), id = Double(inverse.d)
        let itx = Double(inverse.tx) - Double(start.x), ity = Double(inverse.ty) - Double(start.y)
        dtdx = (ia * dx + ib * dy) / lengthSquared
        dtdy = (ic * dx + id * dy) / lengthSquared
        t0 = (itx * dx + ity * dy) / lengthSquared
        self.gradient = gradient
        self.options = options
    }

    var isOpaque: Bool {
        gradient.isOpaque && options.contains([.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }

    func shadeSpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>) {
        let last = CGGradient.tableSize - 1
        let before: UInt32 = options.contains(.drawsBeforeStartLocation) ? gradient.table[0] : 0
        let after: UInt32 = options.contains(.drawsAfterEndLocation) ? gradient.table[last] : 0
        var t = dtdx * (Double(x) + 0.5) + dtdy * (Double(y) + 0.5) + t0
        gradient.table.withUnsafeBufferPointer { table in
            let lookup = table.baseAddress!  // the table always has tableSize entries
            for i in 0..<count {
                // Written so NaN takes a branch instead of reaching Int(_:).
                if !(t >= 0) {
                    destination[i] = before
                } else if !(t <= 1) {
                    destination[i] = after
                } else {
                    destination[i] = lookup[CGGradient.tableIndex(t)]
                }
                t += dtdx
            }
        }
    }
}
