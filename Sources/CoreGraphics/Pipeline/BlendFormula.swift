// Vitrine — Apache License 2.0
// The per-pixel formulas of every CGBlendMode on premultiplied ARGB32. Porter–Duff modes
// follow Porter & Duff (1984); the separable and non-separable blend modes follow the W3C
// "Compositing and Blending Level 1" formulas, written for premultiplied values:
//   result = s·(1 − da) + d·(1 − sa) + sa·da·B(d/da, s/sa),  alpha = sa + da − sa·da.
// Integer formulas keep one exact rounding at the end: a numerator over 255 (or 255²)
// rounded to nearest, so 8-bit results are bit-exact and testable by arithmetic. The
// formulas that divide (colorDodge, colorBurn, softLight, and the non-separable modes)
// work in Float, whose 24-bit precision is far beyond an 8-bit result, as eight lanes of
// one vector register do in the span kernels (CVitrineCPUBlendModes.c): those repeat
// every operation here in the same order, so a span's blocks and its last pixels agree.

extension CGBlendMode {
    /// True when a transparent source leaves the destination unchanged, so coverage can be
    /// applied by scaling the source (pixman's "(source IN mask) OP destination"). The other
    /// modes apply coverage by interpolating between destination and result.
    var isBoundedBySource: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .plusDarker: return false
        default: return true
        }
    }
}

/// The blend formulas on one premultiplied pixel pair.
enum BlendFormula {
    /// round(x / 255) for 0 ≤ x (exact, since x / 255 is never a half).
    @inline(__always)
    static func div255(_ x: Int) -> Int { (x + 127) / 255 }

    /// The result of compositing premultiplied `source` onto `destination` with `mode`.
    static func composite(_ mode: CGBlendMode, _ source: UInt32, _ destination: UInt32) -> UInt32 {
        switch mode {
        case .normal: return PremultipliedPixel.sourceOver(source, destination)
        case .copy: return source
        case .clear: return 0
        default: break
        }
        let sa = Int(source >> 24), da = Int(destination >> 24)
        // Porter–Duff: result = s·Fa + d·Fb per channel, alpha included.
        // Channel by channel, unrolled: no array of shifts, which cost an allocation per pixel.
        @inline(__always) func porterDuff(_ fa: Int, _ fb: Int) -> UInt32 {
            @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                let s = Int((source >> shift) & 255), d = Int((destination >> shift) & 255)
                return UInt32(min(255, div255(s * fa + d * fb))) << shift
            }
            return channel(24) | channel(16) | channel(8) | channel(0)
        }
        switch mode {
        case .sourceIn: return porterDuff(da, 0)
        case .sourceOut: return porterDuff(255 - da, 0)
        case .sourceAtop: return porterDuff(da, 255 - sa)
        case .destinationOver: return porterDuff(255 - da, 255)
        case .destinationIn: return porterDuff(0, sa)
        case .destinationOut: return porterDuff(0, 255 - sa)
        case .destinationAtop: return porterDuff(255 - da, sa)
        case .xor: return porterDuff(255 - da, 255 - sa)
        case .plusLighter:
            // R = min(1, S + D), every channel.
            return perChannel(source, destination) { s, d in min(255, s + d) }
        case .plusDarker:
            // R = max(0, 1 − ((1 − D) + (1 − S))) = max(0, S + D − 1), every channel.
            return perChannel(source, destination) { s, d in max(0, s + d - 255) }
        default:
            return separable(mode, source, destination, sa: sa, da: da)
        }
    }

    @inline(__always)
    private static func perChannel(_ source: UInt32, _ destination: UInt32, _ f: (Int, Int) -> Int) -> UInt32 {
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            UInt32(f(Int((source >> shift) & 255), Int((destination >> shift) & 255))) << shift
        }
        return channel(24) | channel(16) | channel(8) | channel(0)
    }

    /// The W3C blend modes: alpha = sa + da − sa·da; colour from the mode's B(cb, cs).
    private static func separable(_ mode: CGBlendMode, _ source: UInt32, _ destination: UInt32, sa: Int, da: Int) -> UInt32 {
        let alpha = sa + da - div255(sa * da)
        if mode.rawValue >= CGBlendMode.hue.rawValue && mode.rawValue <= CGBlendMode.luminosity.rawValue {
            let (r, g, b) = nonSeparable(mode, source, destination, sa: sa, da: da)
            return UInt32(min(255, alpha)) << 24 | UInt32(min(r, alpha)) << 16 | UInt32(min(g, alpha)) << 8 | UInt32(min(b, alpha))
        }
        // Unrolled over the three colour channels: no arrays, which cost allocations per pixel.
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let s = Int((source >> shift) & 255), d = Int((destination >> shift) & 255)
            // Numerators over 255²: s·(255 − da)·255 + d·(255 − sa)·255 + blended·255².
            let outside = (s * (255 - da) + d * (255 - sa)) * 255
            let inside: Int
            switch mode {
            case .multiply: inside = s * d * 255
            case .screen: inside = (s * da + d * sa - s * d) * 255
            case .overlay: inside = hardLight(s: d, sa: da, d: s, da: sa) * 255
            case .hardLight: inside = hardLight(s: s, sa: sa, d: d, da: da) * 255
            case .darken: inside = min(s * da, d * sa) * 255
            case .lighten: inside = max(s * da, d * sa) * 255
            case .difference: inside = abs(s * da - d * sa) * 255
            case .exclusion: inside = (s * da + d * sa - 2 * s * d) * 255
            case .colorDodge, .colorBurn, .softLight:
                // round((outside + 255²·sa·da·B) / 255), in Float; no less than 0.
                let x = (Float(s * (255 - da) + d * (255 - sa)) + dividingBlend(mode, s: s, sa: sa, d: d, da: da) * 65025) / 255
                return UInt32(min(Int(max(x, 0) + 0.5), alpha)) << shift
            default: inside = s * d * 255  // every mode is listed above; multiply is unreachable
            }
            return UInt32(min(max(0, (outside + inside + 32512) / 65025), alpha)) << shift
        }
        return UInt32(min(255, alpha)) << 24 | channel(16) | channel(8) | channel(0)
    }

    /// sa·da·HardLight(cb, cs) times 255, from premultiplied values (products over 255²).
    private static func hardLight(s: Int, sa: Int, d: Int, da: Int) -> Int {
        if 2 * s <= sa { return 2 * s * d }
        return sa * da - 2 * (da - d) * (sa - s)
    }

    /// sa·da·B(cb, cs) in 0...1 for the modes whose formulas divide.
    private static func dividingBlend(_ mode: CGBlendMode, s: Int, sa: Int, d: Int, da: Int) -> Float {
        guard sa > 0, da > 0 else { return 0 }
        let cs = Float(s) / Float(sa), cb = Float(d) / Float(da)
        let b: Float
        switch mode {
        case .colorDodge: b = cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: b = cb >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        default:  // softLight
            if cs <= 0.5 {
                b = cb - (1 - 2 * cs) * cb * (1 - cb)
            } else {
                let dd = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                b = cb + (2 * cs - 1) * (dd - cb)
            }
        }
        return Float(sa) / 255 * Float(da) / 255 * b
    }

    /// Three colour channels as values (red, green, blue): no array, so no allocation per pixel.
    private struct RGB {
        var r: Float, g: Float, b: Float
        /// The smallest and the largest, compared in channel order as `Array.min()`/`max()` do.
        var smallest: Float { var m = r; if g < m { m = g }; if b < m { m = b }; return m }
        var largest: Float { var m = r; if g > m { m = g }; if b > m { m = b }; return m }
        @inline(__always) func map(_ f: (Float) -> Float) -> RGB { RGB(r: f(r), g: f(g), b: f(b)) }
        subscript(i: Int) -> Float { i == 0 ? r : i == 1 ? g : b }
    }

    /// Hue, saturation, color and luminosity: colour channels of the result, in 0...255.
    private static func nonSeparable(_ mode: CGBlendMode, _ source: UInt32, _ destination: UInt32, sa: Int, da: Int) -> (Int, Int, Int) {
        func unpremultiplied(_ p: UInt32, _ a: Int) -> RGB {
            guard a > 0 else { return RGB(r: 0, g: 0, b: 0) }
            return RGB(r: Float((p >> 16) & 255) / Float(a), g: Float((p >> 8) & 255) / Float(a), b: Float(p & 255) / Float(a))
        }
        let cs = unpremultiplied(source, sa), cb = unpremultiplied(destination, da)
        func lum(_ c: RGB) -> Float { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }
        func clipColor(_ c: RGB) -> RGB {
            let l = lum(c), n = c.smallest, x = c.largest
            var out = c
            if n < 0 && l - n > 1e-6 { out = out.map { l + ($0 - l) * l / (l - n) } }
            if x > 1 && x - l > 1e-6 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
            return out
        }
        func setLum(_ c: RGB, _ l: Float) -> RGB { clipColor(c.map { $0 + l - lum(c) }) }
        func sat(_ c: RGB) -> Float { c.largest - c.smallest }
        func setSat(_ c: RGB, _ s: Float) -> RGB {
            let mx = c.largest, mn = c.smallest
            guard mx > mn else { return RGB(r: 0, g: 0, b: 0) }
            return c.map { ($0 - mn) * s / (mx - mn) }
        }
        let blended: RGB
        switch mode {
        case .hue: blended = setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: blended = setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: blended = setLum(cs, lum(cb))
        default: blended = setLum(cb, lum(cs))  // luminosity
        }
        let fsa = Float(sa) / 255, fda = Float(da) / 255
        func channel(_ i: Int) -> Int {
            let s = Float((source >> UInt32(16 - 8 * i)) & 255) / 255
            let d = Float((destination >> UInt32(16 - 8 * i)) & 255) / 255
            let r = s * (1 - fda) + d * (1 - fsa) + fsa * fda * blended[i]
            return r.isFinite ? Int(min(max(r, 0), 1) * 255 + 0.5) : 0
        }
        return (channel(0), channel(1), channel(2))
    }
}
