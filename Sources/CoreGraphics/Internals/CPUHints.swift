// Vitrine — Apache License 2.0
// The CPU hints of CVitrineCPU under Swift names. Always inlined: the span blender calls
// them in its innermost loops, where a call would cost more than the hint saves.
import CVitrineCPU

/// Asks the CPU to start loading the cache line holding `address` for writing soon. A hint:
/// it never faults, whatever the address.
@inline(__always)
func prefetchForWrite(_ address: UnsafeRawPointer) {
    CVitrineCPU_prefetchForWrite(address)
}

/// Stores `value` into `count` consecutive pixels, with the widest stores the CPU has
/// (`rep stosq` for large x86-64 fills, a 32-bit memset otherwise).
@inline(__always)
func fill32(_ destination: UnsafeMutablePointer<UInt32>, _ value: UInt32, count: Int) {
    CVitrineCPU_fill32(destination, value, count)
}
