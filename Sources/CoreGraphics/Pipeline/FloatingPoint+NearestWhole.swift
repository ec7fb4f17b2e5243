// Vitrine — Apache License 2.0
// Float-to-integer conversions in per-pixel and per-edge loops. `Int(_:)` and `UInt8(_:)`
// trap on values out of range or not finite, so each conversion costs compares and
// branches; in the sweep's per-cell rounding that was 4 % of a disc fill, in a gradient's
// per-pixel table lookup 8 %. Where the caller bounds the value, adding a power of two at
// which consecutive floats are one apart rounds it to the nearest whole number (halves to
// even), and the sum's low bits hold that number.

extension Float {
    /// The whole number nearest this value (halves to even), which must lie in 0 ..< 2^23.
    @inline(__always)
    var nearestSmallWhole: Int {
        Int((self + 8_388_608).bitPattern & 0x7F_FFFF)
    }
}

extension Double {
    /// The whole number nearest this value (halves to even), whose magnitude must stay under
    /// 2^51: 1.5 · 2^52 keeps the sum in one binade for negative values too.
    @inline(__always)
    var nearestWhole: Int {
        Int(truncatingIfNeeded: (self + 0x1.8p52).bitPattern) &- 0x4338_0000_0000_0000
    }
}

// `rounded(.down)` and `rounded(.up)` are one instruction with SSE4.1 (`roundss`), which the
// portable x86-64 build (the one `swift build -c release` gives apps) may not assume: there
// each is a call to floorf or ceilf, and the cell loops of every antialiased fill made two
// per edge per row. For non-negative values the nearest whole number comes from the same
// power-of-two addition as above, and floor or ceiling from it by one compare.

extension Float {
    /// `rounded(.down)` of this value, which must not be negative (nor NaN): equal to it
    /// for every such value, in plain arithmetic.
    @inline(__always)
    var nonNegativeFloor: Float {
        let nearest = (self + 8_388_608) - 8_388_608  // exact below 2^23, where a float's fraction matters
        let floor = nearest > self ? nearest - 1 : nearest
        return self < 8_388_608 ? floor : self       // from 2^23 up every float is whole
    }

    /// `rounded(.up)` of this value, which must not be negative (nor NaN).
    @inline(__always)
    var nonNegativeCeiling: Float {
        let nearest = (self + 8_388_608) - 8_388_608
        let ceiling = nearest < self ? nearest + 1 : nearest
        return self < 8_388_608 ? ceiling : self
    }
}

extension Double {
    /// `rounded(.down)` of this value, which must not be negative (nor NaN).
    @inline(__always)
    var nonNegativeFloor: Double {
        let nearest = (self + 0x1p52) - 0x1p52
        let floor = nearest > self ? nearest - 1 : nearest
        return self < 0x1p52 ? floor : self
    }

    /// `rounded(.up)` of this value, which must not be negative (nor NaN).
    @inline(__always)
    var nonNegativeCeiling: Double {
        let nearest = (self + 0x1p52) - 0x1p52
        let ceiling = nearest < self ? nearest + 1 : nearest
        return self < 0x1p52 ? ceiling : self
    }
}
