// Vitrine — Apache License 2.0

/// Arithmetic on premultiplied ARGB32 pixels (`0xAARRGGBB`).
///
/// Every product of two 8-bit quantities is divided by 255 exactly, rounding to nearest:
/// `(x + 128 + ((x + 128) >> 8)) >> 8` equals `round(x / 255)` for every `x` in
/// `0...255*255` (the identity Blinn describes in "Three Wrongs Make a Right"). Shifting
/// by 8 instead would darken every blend by up to one step.
public enum PremultipliedPixel {
    /// `round(a * b / 255)` for `a, b` in `0...255`.
    @inlinable @inline(__always)
    public static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let x = a &* b &+ 128
        return (x &+ (x >> 8)) >> 8
    }

    /// Scales all four channels of `pixel` by `factor / 255`, each rounded to nearest.
    @inlinable @inline(__always)
    public static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        // Two channels per 32-bit lane: 0x00RR00BB and 0x00AA00GG, each product < 2^16.
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Porter–Duff source-over: `source + destination × (255 − source.alpha) / 255`.
    @inlinable @inline(__always)
    public static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverseAlpha = 255 &- (source >> 24)
        if inverseAlpha == 0 { return source }
        return source &+ scale(destination, by: inverseAlpha)
    }

    /// Packs straight (unpremultiplied) components in `0...1` into a premultiplied pixel.
    @inlinable
    public static func premultiplied(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let a = byte(alpha)
        return a << 24 | multiply(byte(red), a) << 16 | multiply(byte(green), a) << 8 | multiply(byte(blue), a)
    }
}
