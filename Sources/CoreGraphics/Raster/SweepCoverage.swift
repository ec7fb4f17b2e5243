// Vitrine — Apache License 2.0

/// How the scan converter's sweep turns a cell's running sum of signed areas into a
/// coverage byte: one type per fill rule, so that the sweep is compiled for each rule and
/// its per-cell work tests none. The eight-lane form gives each lane what the one-lane form
/// gives that lane's sum, bit for bit.
protocol SweepCoverage {
    static func coverage(_ sum: Float) -> UInt8
    static func coverage(_ sums: SIMD8<Float>) -> SIMD8<UInt8>
}

/// The non-zero rule: the sum's magnitude, at most 1.
enum WindingCoverage: SweepCoverage {
    @inline(__always)
    static func coverage(_ sum: Float) -> UInt8 {
        var a = abs(sum)
        if a > 1 { a = 1 }
        // Without UInt8(_:)'s checks for every cell (FloatingPoint+NearestWhole.swift).
        return UInt8(truncatingIfNeeded: (a * 255).nearestSmallWhole)
    }

    @inline(__always)
    static func coverage(_ sums: SIMD8<Float>) -> SIMD8<UInt8> {
        // |sum| by clearing the sign bit, as `abs` does for one float.
        var a = unsafeBitCast(unsafeBitCast(sums, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF, to: SIMD8<Float>.self)
        a.replace(with: 1, where: a .> 1)
        // The nearest whole number in the low bits, as `nearestSmallWhole` takes it; the
        // value is at most 255, so the low byte is all of it.
        let r = unsafeBitCast(a * 255 + 8_388_608, to: SIMD8<UInt32>.self)
        // Lane by lane, for the reason SIMD8+Widening.swift gives.
        return SIMD8<UInt8>(UInt8(truncatingIfNeeded: r[0]), UInt8(truncatingIfNeeded: r[1]), UInt8(truncatingIfNeeded: r[2]),
                            UInt8(truncatingIfNeeded: r[3]), UInt8(truncatingIfNeeded: r[4]), UInt8(truncatingIfNeeded: r[5]),
                            UInt8(truncatingIfNeeded: r[6]), UInt8(truncatingIfNeeded: r[7]))
    }
}

/// The even-odd rule: the sum's magnitude folded into 0...1 with period 2.
enum EvenOddCoverage: SweepCoverage {
    @inline(__always)
    static func coverage(_ sum: Float) -> UInt8 {
        var a = abs(sum)
        a -= 2 * (a * 0.5).nonNegativeFloor
        if a > 1 { a = 2 - a }
        return UInt8(truncatingIfNeeded: (a * 255).nearestSmallWhole)
    }

    @inline(__always)
    static func coverage(_ sums: SIMD8<Float>) -> SIMD8<UInt8> {
        // Lane by lane: eight floats into bytes through the scalar form.
        var bytes = SIMD8<UInt8>()
        for k in 0..<8 { bytes[k] = coverage(sums[k]) }
        return bytes
    }
}
