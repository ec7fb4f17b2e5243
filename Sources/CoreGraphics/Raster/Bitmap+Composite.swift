// Vitrine — Apache License 2.0

extension Bitmap {
    /// Blends `source` (premultiplied) over this bitmap with source-over, every source
    /// pixel scaled by `opacity` (0...255) first: how a compositor lays a group rendered
    /// offscreen onto what lies beneath it.
    ///
    /// - Parameters:
    ///   - source: The pixels to lay down.
    ///   - origin: Where the source's top-left pixel lands in this bitmap.
    ///   - opacity: The factor applied to every source pixel, 255 for none.
    ///   - clip: The part of this bitmap that may change; pixels outside it, outside the
    ///     bitmap or outside the placed source are left alone.
    public func blend(_ source: Bitmap, at origin: (x: Int, y: Int), opacity: UInt32 = 255, clip: PixelRect) {
        let placed = PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
        let r = clip.intersection(bounds).intersection(placed)
        guard !r.isEmpty, opacity > 0 else { return }
        let factor = min(opacity, 255)
        for y in r.minY..<r.maxY {
            SourceOverKernel.blend(row(y) + r.minX, count: r.width,
                                   sources: source.row(y - origin.y) + (r.minX - origin.x), opacity: factor)
        }
    }
}

extension SourceOverKernel {
    /// `destination[i] = sources[i] × opacity / 255 over destination[i]` for `count` pixels,
    /// two pixels per SIMD8<UInt16> (one SSE2 register), transparent pairs skipped. (Four
    /// pixels per SIMD16<UInt16>, or spreading the inverse alpha by 64-bit shifts instead
    /// of building it from two lanes, measured about 60 % and 15 % slower on a 1080p group.)
    @inline(__always)
    static func blend(_ destination: UnsafeMutablePointer<UInt32>, count: Int, sources: UnsafePointer<UInt32>, opacity: UInt32) {
        let raw = UnsafeMutableRawPointer(destination)
        let sourceRaw = UnsafeRawPointer(sources)
        let factor = SIMD8<UInt16>(repeating: UInt16(opacity))
        let scales = opacity != 255
        var i = 0
        while i &+ 2 <= count {
            let offset = i &* 4
            let pair = sourceRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if pair != 0 {
                var s = unsafeBitCast(pair, to: SIMD8<UInt8>.self).widenedTo16
                if scales {
                    s = s &* factor &+ 128
                    s = (s &+ (s &>> 8)) &>> 8
                }
                let a0 = 255 &- s[3], a1 = 255 &- s[7]
                let inverse = SIMD8<UInt16>(a0, a0, a0, a0, a1, a1, a1, a1)
                let d = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt8>.self).widenedTo16
                var x = d &* inverse &+ 128
                x = (x &+ (x &>> 8)) &>> 8
                raw.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: x &+ s), toByteOffset: offset, as: SIMD8<UInt8>.self)
            }
            i &+= 2
        }
        if i < count, sources[i] != 0 {
            let s = scales ? PremultipliedPixel.scale(sources[i], by: opacity) : sources[i]
            destination[i] = PremultipliedPixel.sourceOver(s, destination[i])
        }
    }
}
