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
