// Vitrine — Apache License 2.0
// The hot loops of source-over. Bytes are widened to 16-bit lanes, four pixels per
// SIMD16<UInt16>: SSE2 multiplies eight 16-bit lanes in one instruction but has no 32-bit
// multiply (reference/swift-performance.md measured 2.0 vs 1.6 Gpix/s). Division by 255
// is the exact form (x + 128 + ((x + 128) >> 8)) >> 8, as in PremultipliedPixel.

/// Source-over of premultiplied spans, vectorized.
enum SourceOverKernel {
    /// `destination[i] = source + destination[i] × (255 − source.alpha) / 255` for `count` pixels.
    @inline(__always)
    static func blendSolid(_ destination: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32) {
        let inverse = SIMD16<UInt16>(repeating: UInt16(255 &- (source >> 24)))
        let sourceBytes = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD16<UInt8>.self)
        let sourceLanes = SIMD16<UInt16>(truncatingIfNeeded: sourceBytes)
        let raw = UnsafeMutableRawPointer(destination)
        var i = 0
        // Eight pixels per iteration as four SIMD8<UInt16> (one SSE2 register each, two pixels):
        // 2.37 Gpix/s at 50 % alpha on 1080p, against 1.89 for two SIMD16 and 0.01 for one
        // SIMD32 (scalarized).
        let inverse8 = SIMD8<UInt16>(repeating: UInt16(255 &- (source >> 24)))
        let source8 = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(SIMD2<UInt32>(repeating: source), to: SIMD8<UInt8>.self))
        while i &+ 8 <= count {
            var offset = i &* 4
            for _ in 0..<4 {
                let d = SIMD8<UInt16>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt8>.self))
                var x = d &* inverse8 &+ 128
                x = (x &+ (x &>> 8)) &>> 8
                raw.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: x &+ source8), toByteOffset: offset, as: SIMD8<UInt8>.self)
                offset &+= 8
            }
            i &+= 8
        }
        while i &+ 4 <= count {
            let d = SIMD16<UInt16>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self))
            var x = d &* inverse &+ 128
            x = (x &+ (x &>> 8)) &>> 8
            raw.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: x &+ sourceLanes), toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            i &+= 4
        }
        while i < count {
            destination[i] = PremultipliedPixel.sourceOver(source, destination[i])
            i &+= 1
        }
    }

    /// Source-over of one colour through per-pixel coverage:
    /// `destination[i] = source × c[i] / 255 over destination[i]`.
    @inline(__always)
    static func blendSolid(_ destination: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32, coverage: UnsafePointer<UInt8>) {
        let sourceBytes = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD16<UInt8>.self)
        let sourceLanes = SIMD16<UInt16>(truncatingIfNeeded: sourceBytes)
        let sourceAlpha = UInt16(source >> 24)
        let raw = UnsafeMutableRawPointer(destination)
        let opaque = source >> 24 == 255
        var i = 0
        while i &+ 4 <= count {
            let c4 = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
            if c4 == 0 { i &+= 4; continue }
            if c4 == 0xFFFF_FFFF && opaque {
                (destination + i).update(repeating: source, count: 4)
                i &+= 4; continue
            }
            // Each pixel's coverage repeated over its four byte lanes.
            let c = SIMD4<UInt16>(UInt16(coverage[i]), UInt16(coverage[i &+ 1]), UInt16(coverage[i &+ 2]), UInt16(coverage[i &+ 3]))
            let cLanes = SIMD16<UInt16>(c[0], c[0], c[0], c[0], c[1], c[1], c[1], c[1],
                                        c[2], c[2], c[2], c[2], c[3], c[3], c[3], c[3])
            var s = sourceLanes &* cLanes &+ 128
            s = (s &+ (s &>> 8)) &>> 8
            var a = SIMD4<UInt16>(repeating: sourceAlpha) &* c &+ 128
            a = (a &+ (a &>> 8)) &>> 8
            let inverse4 = SIMD4<UInt16>(repeating: 255) &- a
            let inverse = SIMD16<UInt16>(inverse4[0], inverse4[0], inverse4[0], inverse4[0], inverse4[1], inverse4[1], inverse4[1], inverse4[1],
                                         inverse4[2], inverse4[2], inverse4[2], inverse4[2], inverse4[3], inverse4[3], inverse4[3], inverse4[3])
            let d = SIMD16<UInt16>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self))
            var x = d &* inverse &+ 128
            x = (x &+ (x &>> 8)) &>> 8
            raw.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: x &+ s), toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            i &+= 4
        }
        while i < count {
            let c = UInt32(coverage[i])
            if c != 0 {
                let s = c == 255 ? source : PremultipliedPixel.scale(source, by: c)
                destination[i] = PremultipliedPixel.sourceOver(s, destination[i])
            }
            i &+= 1
        }
    }

    /// Source-over of per-pixel sources through per-pixel coverage (nil: full coverage).
    @inline(__always)
    static func blend(_ destination: UnsafeMutablePointer<UInt32>, count: Int, sources: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>?) {
        var i = 0
        while i < count {
            let c = coverage.map { UInt32($0[i]) } ?? 255
            if c != 0 {
                let s = c == 255 ? sources[i] : PremultipliedPixel.scale(sources[i], by: c)
                destination[i] = PremultipliedPixel.sourceOver(s, destination[i])
            }
            i &+= 1
        }
    }
}
