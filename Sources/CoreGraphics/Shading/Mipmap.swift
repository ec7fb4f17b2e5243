// Vitrine — Apache License 2.0
// High-quality downscaling (`CGInterpolationQuality.high`): bilinear sampling alone reads
// only 2×2 source pixels per device pixel, so shrinking by more than 2× skips pixels and
// aliases (moiré on stripes and checkerboards). A pyramid of box-filtered halvings (the
// mipmap of Williams, "Pyramidal Parametrics", 1983) lets the shader pick the level whose
// pixels are about one device pixel large and sample that bilinearly: the bilinear tent
// spans two level pixels, so the filter never reads fewer source pixels than the footprint.
// Rejected: a separable Lanczos/box resampler per draw (exact, but its cost grows with the
// source size on every frame, where the pyramid is built once per image and cached).

/// A chain of images, each half the size of the previous one (rounded up), built by
/// averaging 2×2 blocks of premultiplied pixels.
///
/// Guarantees: `levels[0]` is the image's own bitmap; every level is at least 1×1 and
/// the last one is 1×1.
final class Mipmap {
    let levels: [Bitmap]

    init(base: Bitmap) {
        var levels = [base]
        while let last = levels.last, last.width > 1 || last.height > 1 {
            levels.append(Self.halved(last))
        }
        self.levels = levels
    }

    /// The level to sample when one device pixel spans `footprint` base-image pixels:
    /// floor(log2(footprint)), clamped to the levels that exist.
    func levelIndex(forFootprint footprint: Double) -> Int {
        guard footprint >= 2, footprint.isFinite else { return footprint.isFinite ? 0 : levels.count - 1 }
        return min(Int(log2(footprint).rounded(.down)), levels.count - 1)
    }

    /// Averages each 2×2 block; an odd last column or row is averaged with itself, so
    /// edge pixels keep their weight.
    static func halved(_ source: Bitmap) -> Bitmap {
        let width = (source.width + 1) / 2, height = (source.height + 1) / 2
        let result = Bitmap(width: width, height: height)!  // no larger than source, so addressable
        for y in 0..<height {
            let row0 = source.row(min(2 * y, source.height - 1))
            let row1 = source.row(min(2 * y + 1, source.height - 1))
            let out = result.row(y)
            for x in 0..<width {
                let x0 = min(2 * x, source.width - 1), x1 = min(2 * x + 1, source.width - 1)
                out[x] = average(row0[x0], row0[x1], row1[x0], row1[x1])
            }
        }
        return result
    }

    /// The rounded mean of four premultiplied pixels, per channel.
    @inline(__always)
    static func average(_ p: UInt32, _ q: UInt32, _ r: UInt32, _ s: UInt32) -> UInt32 {
        // Two channels per 32-bit lane; a sum of four bytes plus 2 fits in 10 bits.
        let rb = (p & 0x00FF_00FF) &+ (q & 0x00FF_00FF) &+ (r & 0x00FF_00FF) &+ (s & 0x00FF_00FF) &+ 0x0002_0002
        let ag = ((p >> 8) & 0x00FF_00FF) &+ ((q >> 8) & 0x00FF_00FF) &+ ((r >> 8) & 0x00FF_00FF)
            &+ ((s >> 8) & 0x00FF_00FF) &+ 0x0002_0002
        return ((rb >> 2) & 0x00FF_00FF) | (((ag >> 2) & 0x00FF_00FF) << 8)
    }
}
