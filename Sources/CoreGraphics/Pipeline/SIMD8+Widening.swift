// Vitrine — Apache License 2.0
// Byte lanes widened lane by lane. The standard library's `init(truncatingIfNeeded:)`
// between SIMD types is generic; whether the optimizer inlines it depends on the caller's
// size, and where it does not, every block of a blend becomes a call (seen in the text
// blend when unrelated code changed). Written per lane, LLVM emits one zero-extend
// (`vpmovzxbd`, or two unpacks on SSE2) wherever it is used.

extension SIMD8 where Scalar == UInt8 {
    /// Each byte as a 32-bit lane.
    @inline(__always)
    var widenedTo32: SIMD8<UInt32> {
        SIMD8<UInt32>(UInt32(self[0]), UInt32(self[1]), UInt32(self[2]), UInt32(self[3]),
                      UInt32(self[4]), UInt32(self[5]), UInt32(self[6]), UInt32(self[7]))
    }

    /// Each byte as a 16-bit lane.
    @inline(__always)
    var widenedTo16: SIMD8<UInt16> {
        SIMD8<UInt16>(UInt16(self[0]), UInt16(self[1]), UInt16(self[2]), UInt16(self[3]),
                      UInt16(self[4]), UInt16(self[5]), UInt16(self[6]), UInt16(self[7]))
    }
}
