// Vitrine — Apache License 2.0
// The two-circle (conical) gradient of Core Graphics, PDF and Cairo: circle(t) has centre
// c0 + t·(c1 − c0) and radius r0 + t·(r1 − r0); a point takes the colour of the largest t
// whose circle passes through it with a non-negative radius. With cd = c1 − c0,
// pd = p − c0 and dr = r1 − r0, |pd − t·cd|² = (r0 + t·dr)² becomes
//     a·t² − 2·b·t + c = 0,  a = cd·cd − dr²,  b = pd·cd + r0·dr,  c = pd·pd − r0²,
// solved per pixel (the formulation pixman's radial gradient uses). pd moves by a constant
// device-to-user step along a span, so b and c are updated, not recomputed from the CTM.

/// Shades device pixels with a radial gradient between two circles.
struct RadialGradientShader: Shader {
    let gradient: CGGradient
    let options: CGGradientDrawingOptions
    // MARK: - Geometry in user space
    let cdx: Double, cdy: Double, r0: Double, dr: Double, a: Double
    /// 1/a, or 0 when a ≈ 0 (the circles touch internally and the equation is linear).
    let inverseA: Double
    let startsInsideEnd: Bool
    // MARK: - Device to user (pd = p − c0)
    let pdx0: Double, pdy0: Double  // pd at device (0, 0)
    let stepXx: Double, stepXy: Double  // pd change per device x
    let stepYx: Double, stepYy: Double  // pd change per device y

    /// A shader for the gradient between the circles (`startCenter`, `startRadius`) and
    /// (`endCenter`, `endRadius`) in user space drawn under `ctm`; nil when nothing would
    /// be drawn (both radii 0, a negative radius, or a non-invertible `ctm`).
    init?(gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
          endRadius: CGFloat, ctm: CGAffineTransform, options: CGGradientDrawingOptions) {
        let det = Double(ctm.a * ctm.d - ctm.b * ctm.c)
        guard det != 0, det.isFinite, startRadius >= 0, endRadius >= 0,
              startRadius > 0 || endRadius > 0 else { return nil }
        cdx = Double(endCenter.x - startCenter.x)
        cdy = Double(endCenter.y - startCenter.y)
        r0 = Double(startRadius)
        dr = Double(endRadius - startRadius)
        a = cdx * cdx + cdy * cdy - dr * dr
        inverseA = abs(a) < 1e-12 * max(1, cdx * cdx + cdy * cdy + dr * dr) ? 0 : 1 / a
        // Every point lies on some circle with t ≥ 0 when the start circle is inside the end one.
        startsInsideEnd = (cdx * cdx + cdy * cdy).squareRoot() <= dr
        let inverse = ctm.inverted()
        stepXx = Double(inverse.a); stepXy = Double(inverse.b)
        stepYx = Double(inverse.c); stepYy = Double(inverse.d)
        pdx0 = Double(inverse.tx) - Double(startCenter.x)
        pdy0 = Double(inverse.ty) - Double(startCenter.y)
        self.gradient = gradient
        self.options = options
    }

    var isOpaque: Bool {
        gradient.isOpaque && startsInsideEnd
            && options.contains([.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }

    /// The gradient parameter at user offset `pd` from the start centre, or NaN where no
    /// circle allowed by `minT...maxT` passes.
    @inline(__always)
    func parameter(pdx: Double, pdy: Double, minT: Double, maxT: Double) -> Double {
        let b = pdx * cdx + pdy * cdy + r0 * dr
        let c = pdx * pdx + pdy * pdy - r0 * r0
        if inverseA == 0 {
            // Linear case: 2·b·t = c.
            let t = c / (2 * b)
            return t >= minT && t <= maxT && r0 + t * dr >= 0 ? t : .nan
        }
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return .nan }
        let root = discriminant.squareRoot()
        let t1 = (b + root) * inverseA, t2 = (b - root) * inverseA
        let larger = max(t1, t2), smaller = min(t1, t2)
        // A circle's radius r0 + t·dr must not be negative.
        if larger >= minT && larger <= maxT && r0 + larger * dr >= 0 { return larger }
        if smaller >= minT && smaller <= maxT && r0 + smaller * dr >= 0 { return smaller }
        return .nan
    }

    func shadeSpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>) {
        let minT = options.contains(.drawsBeforeStartLocation) ? -Double.infinity : 0
        let maxT = options.contains(.drawsAfterEndLocation) ? Double.infinity : 1
        let fx = Double(x) + 0.5, fy = Double(y) + 0.5
        var pdx = pdx0 + stepXx * fx + stepYx * fy
        var pdy = pdy0 + stepXy * fx + stepYy * fy
        gradient.table.withUnsafeBufferPointer { table in
            let lookup = table.baseAddress!  // the table always has tableSize entries
            for i in 0..<count {
                let t = parameter(pdx: pdx, pdy: pdy, minT: minT, maxT: maxT)
                // NaN (no circle) fails the test; t beyond 0...1 (extended) takes the end colours.
                destination[i] = t == t ? lookup[CGGradient.tableIndex(min(max(t, 0), 1))] : 0
                pdx += stepXx
                pdy += stepXy
            }
        }
    }
}
