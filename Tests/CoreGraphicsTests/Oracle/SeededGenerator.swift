// Vitrine — Apache License 2.0
import Foundation

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded generator, so scenes and benchmark
/// positions are the same on every run and for both renderers.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in [0, 1) with 53 random bits.
    mutating func nextUnit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
}
