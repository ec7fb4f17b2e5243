// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import CoreGraphics

/// A bitmap from rows of pixels.
func makeBitmap(_ rows: [[UInt32]]) -> Bitmap {
    let bitmap = Bitmap(width: rows[0].count, height: rows.count)!
    for (y, row) in rows.enumerated() {
        for (x, p) in row.enumerated() { bitmap[x, y] = p }
    }
    return bitmap
}

/// Rows of seeded random premultiplied pixels (no channel above alpha).
func randomPremultipliedRows(seed: UInt64, width: Int, height: Int) -> [[UInt32]] {
    var state = seed
    return (0..<height).map { _ in
        (0..<width).map { _ -> UInt32 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let a = UInt32(truncatingIfNeeded: state >> 56)
            let c = UInt32(truncatingIfNeeded: state >> 20)
            return a << 24 | min(a, (c >> 16) & 0xFF) << 16 | min(a, (c >> 8) & 0xFF) << 8 | min(a, c & 0xFF)
        }
    }
}

@Suite struct ImageShaderTests {
    /// 2×1 image, black then white, drawn 4× wider (device → image: u = x/4).
    /// Bilinear samples at su = (x + 0.5)/4 − 0.5 between columns floor(su) and floor(su)+1
    /// with weight f = floor(frac(su)·256): channel = (255·f + 128) >> 8 when only the right one is white.
    ///   x = 0: su = −0.375, both columns clamp to black → 0
    ///   x = 2: su = 0.125, f = 32 → (8160 + 128) >> 8 = 32
    ///   x = 3: su = 0.375, f = 96 → (24480 + 128) >> 8 = 96
    ///   x = 5: su = 0.875, f = 224 → (57120 + 128) >> 8 = 223
    ///   x = 7: su = 1.375, columns 1 and 2 (clamped to 1) → 255
    @Test func bilinearExactValues() {
        let image = makeBitmap([[0xFF00_0000, 0xFFFF_FFFF]])
        let shader = ImageShader(source: image, isOpaque: true, deviceToImage: CGAffineTransform(scaleX: 0.25, y: 1),
                                 filter: .bilinear, wrap: .pad)
        let span = shade(shader, x: 0, y: 0, count: 8)
        let expected: [Int: UInt32] = [0: 0, 2: 32, 3: 96, 5: 223, 7: 255]
        for (x, grey) in expected {
            #expect(span[x] == 0xFF00_0000 | grey << 16 | grey << 8 | grey, "x = \(x): \(String(span[x], radix: 16))")
        }
    }

    /// Nearest: device pixel centre (x + 0.5)/4 picks column floor((x + 0.5)/4): x 0...3 → 0, 4...7 → 1.
    @Test func nearestExactValues() {
        let a: UInt32 = 0x8040_2010, b: UInt32 = 0xFF11_2233
        let image = makeBitmap([[a, b]])
        let shader = ImageShader(source: image, isOpaque: false, deviceToImage: CGAffineTransform(scaleX: 0.25, y: 1),
                                 filter: .nearest, wrap: .pad)
        #expect(shade(shader, x: 0, y: 0, count: 8) == [a, a, a, a, b, b, b, b])
        // Beyond the image the edge pixels hold (pad) or the image repeats.
        #expect(shade(shader, x: -4, y: 5, count: 2) == [a, a])
        let tiled = ImageShader(source: image, isOpaque: false, deviceToImage: CGAffineTransform(scaleX: 0.25, y: 1),
                                filter: .nearest, wrap: .repeat)
        #expect(shade(tiled, x: 8, y: 0, count: 8) == [a, a, a, a, b, b, b, b])
        #expect(shade(tiled, x: -4, y: 3, count: 4) == [b, b, b, b])
    }

    /// Whole-pixel translations (the fast path) equal the general sampler.
    @Test func rowCopyMatchesTheSampler() {
        var rows: [[UInt32]] = []
        for y in 0..<5 { rows.append((0..<7).map { x in 0xFF00_0000 | UInt32(x * 30) << 16 | UInt32(y * 40) }) }
        let image = makeBitmap(rows)
        for m in [CGAffineTransform(translationX: -3, y: -2), CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -3, ty: 9)] {
            for wrap in [ImageShader.Wrap.pad, .repeat] {
                let fast = ImageShader(source: image, isOpaque: true, deviceToImage: m, filter: .bilinear, wrap: wrap)
                #expect(fast.rowCopy != nil)
                for y in 0..<12 {
                    let expected = (0..<20).map { x -> UInt32 in
                        // The sampled point is the device pixel centre mapped through m.
                        let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(m)
                        return fast.pixel(column: Int(p.x.rounded(.down)), row: Int(p.y.rounded(.down)))
                    }
                    #expect(shade(fast, x: 0, y: y, count: 20) == expected, "y = \(y) \(wrap)")
                }
            }
        }
        // The first image row goes to device row 8 under the flip: v = −(8 + 0.5) + 9 = 0.5.
        let flipped = ImageShader(source: image, isOpaque: true,
                                  deviceToImage: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 9),
                                  filter: .nearest, wrap: .pad)
        #expect(shade(flipped, x: 0, y: 8, count: 7) == rows[0])
    }

    /// The neighbour-pair bilinear kernel of scaled spans rounds as the scalar one, bit for
    /// bit, over random premultiplied neighbours: every third weight pair, which still takes
    /// every horizontal and every vertical weight (0…255; 3 and 256 are coprime).
    @Test func pairBilinearMatchesTheScalarFormula() {
        var state: UInt64 = 0x1234_5678
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        func pixel() -> UInt32 {
            let a = next() & 0xFF
            return a << 24 | (next() % (a + 1)) << 16 | (next() % (a + 1)) << 8 | next() % (a + 1)
        }
        for weight in stride(from: 0, to: 256 * 256, by: 3) {
            let (p00, p10, p01, p11) = (pixel(), pixel(), pixel(), pixel())
            let (fx, fy) = (UInt32(weight & 0xFF), UInt32(weight >> 8))
            let scalar = ImageShader.bilinear(p00, p10, p01, p11, fx, fy)
            // Both neighbours of a row in one 64-bit value, the left one low.
            let pairs = ImageShader.bilinear(UInt64(p00) | UInt64(p10) << 32, UInt64(p01) | UInt64(p11) << 32,
                                             fx: UInt16(fx), fy: UInt16(fy))
            guard pairs == scalar else {
                Issue.record("weights \(fx), \(fy): \(String(pairs, radix: 16)) ≠ \(String(scalar, radix: 16))")
                return
            }
        }
    }

    /// An image drawn 1:1 at a fractional position (device → image: u = x − 0.25, v = y − 0.5).
    /// Pixel (x, y)'s centre samples su = x − 0.25, sv = y − 0.5 (bilinear samples are
    /// offset by half a pixel): columns x − 1 and x with weight 0.75 · 256 = 192, rows y − 1
    /// and y with 128, clamped at the edges. Spans cover the clamped start, the contiguous
    /// middle (loaded eight at a time) and a clamped tail.
    @Test func wholePixelStepsSampleTheNeighbours() {
        var state: UInt64 = 99
        let rows = (0..<6).map { _ in
            (0..<40).map { _ -> UInt32 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return 0xFF00_0000 | UInt32(truncatingIfNeeded: state >> 40)
            }
        }
        let image = makeBitmap(rows)
        let shader = ImageShader(source: image, isOpaque: true, deviceToImage: CGAffineTransform(translationX: -0.25, y: -0.5),
                                 filter: .bilinear, wrap: .pad)
        let y = 3
        let span = shade(shader, x: 0, y: y, count: 44)
        for x in 0..<44 {
            let c0 = min(max(x - 1, 0), 39), c1 = min(x, 39)
            let expected = ImageShader.bilinear(rows[y - 1][c0], rows[y - 1][c1], rows[y][c0], rows[y][c1], 192, 128)
            #expect(span[x] == expected, "x = \(x)")
        }
    }

    /// Scaled spans along an image row take the two-pass path (rows blended vertically over
    /// the columns read, then horizontally) up to 2:1, and eight-pixel gathers of neighbour
    /// pairs beyond (edge rules only near the edges); whole steps of 2 or more image pixels
    /// blend eight samples as vectors. Each pixel must still be the four-neighbour
    /// formula at its 16.16 sample position: u at the first pixel centre, minus half a pixel,
    /// floored to 1/65536, then stepped by the rounded scale; column floor(position), weight
    /// its next 8 bits; columns clamp (pad) or wrap (repeat). Scales from 4× up to 16× down,
    /// mirrored ones, and spans starting left of the image and ending right of it.
    @Test func scaledSpansSampleTheFourNeighbours() {
        // Wide enough for whole blocks of eight samples inside the image at every whole step
        // (2, 3, 4, 8 and 16 image pixels per device pixel).
        let width = 151
        let rows = randomPremultipliedRows(seed: 7, width: width, height: 9)
        let image = makeBitmap(rows)
        // Two offsets: at 2× the first sample's weight is below half a pixel for one and above
        // for the other, so the columns advance on even pixels in one and odd in the other.
        // At whole steps s of 2, 4 and 8, blocks of eight samples start at pixels 8k of the span
        // (from x0 = −4), on column s·(8k − 4) + floor(s/2 + tx − 0.5); these offsets put one
        // block's last right neighbour, 7s + 1 columns on, on the image's last column (150).
        let endingOnTheLastColumn: [(Double, Double)] = [(2, -1.3), (4, 7.7), (8, -6.3)]
        let scales = [0.25, 0.5, 0.7, 1.3, 2.0, 3.0, 4.0, 5.5, 8.0, 16, -0.6, -2.0, -3.0].map { ($0, $0 > 0 ? -3.3 : 20.2) }
        for (scale, tx) in scales + endingOnTheLastColumn {
            for (wrap, offset) in [(ImageShader.Wrap.pad, 0.0), (.repeat, 0.0), (.pad, 0.3), (.repeat, 0.3)] {
                let m = CGAffineTransform(a: CGFloat(scale), b: 0, c: 0, d: 0.5, tx: tx + offset, ty: 1.1)
                let shader = ImageShader(source: image, isOpaque: false, deviceToImage: m, filter: .bilinear, wrap: wrap)
                let y = 5, x0 = -4, count = 300
                let span = shade(shader, x: x0, y: y, count: count)
                let u = scale * (Double(x0) + 0.5) + Double(m.tx), v = 0.5 * (Double(y) + 0.5) + 1.1
                let fu = Int((u * 65536).rounded(.down)) - 32768, fv = Int((v * 65536).rounded(.down)) - 32768
                let du = Int((scale * 65536).rounded())
                let fy = UInt32((fv >> 8) & 0xFF)
                func column(_ i: Int) -> Int { wrap == .pad ? min(max(i, 0), width - 1) : ((i % width) + width) % width }
                func row(_ j: Int) -> [UInt32] { rows[wrap == .pad ? min(max(j, 0), 8) : ((j % 9) + 9) % 9] }
                let top = row(fv >> 16), bottom = row((fv >> 16) + 1)
                for i in 0..<count {
                    let position = fu + i * du
                    let c0 = column(position >> 16), c1 = column((position >> 16) + 1)
                    let expected = ImageShader.bilinear(top[c0], top[c1], bottom[c0], bottom[c1],
                                                        UInt32((position >> 8) & 0xFF), fy)
                    if span[i] != expected {
                        Issue.record("scale \(scale) \(wrap) offset \(offset) pixel \(i): \(String(span[i], radix: 16)) ≠ \(String(expected, radix: 16))")
                        break
                    }
                }
            }
        }
    }

    /// Rotated and skewed spans step both image coordinates: each pixel is the four-neighbour
    /// formula at its 16.16 position (u and v at the first pixel centre, minus half a pixel,
    /// floored to 1/65536, stepped by the rounded map), neighbours clamped or wrapped,
    /// including spans that leave the image on every side.
    @Test func rotatedSpansSampleTheFourNeighbours() {
        let width = 23, height = 17
        let rows = randomPremultipliedRows(seed: 11, width: width, height: height)
        let image = makeBitmap(rows)
        let maps = [CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 0.7, y: 0.7).translatedBy(x: 5.3, y: -2.1),
                    CGAffineTransform(rotationAngle: -2.3).scaledBy(x: 1.6, y: 1.6).translatedBy(x: -13.2, y: -9.7),
                    CGAffineTransform(a: 0.9, b: 0.35, c: -0.2, d: 1.1, tx: -4.4, ty: 2.6)]
        for m in maps {
            for wrap in [ImageShader.Wrap.pad, .repeat] {
                let shader = ImageShader(source: image, isOpaque: false, deviceToImage: m, filter: .bilinear, wrap: wrap)
                for y in [-6, 3, 11, 25] {
                    let x0 = -9, count = 60
                    let span = shade(shader, x: x0, y: y, count: count)
                    let ua = Double(m.a), ub = Double(m.b), uc = Double(m.c), ud = Double(m.d)
                    let u = ua * Double(x0) + uc * Double(y) + (Double(m.tx) + 0.5 * (ua + uc))
                    let v = ub * Double(x0) + ud * Double(y) + (Double(m.ty) + 0.5 * (ub + ud))
                    let fu = Int((u * 65536).rounded(.down)) - 32768, fv = Int((v * 65536).rounded(.down)) - 32768
                    let du = Int((ua * 65536).rounded()), dv = Int((ub * 65536).rounded())
                    func column(_ i: Int) -> Int { wrap == .pad ? min(max(i, 0), width - 1) : ((i % width) + width) % width }
                    func row(_ j: Int) -> [UInt32] { rows[wrap == .pad ? min(max(j, 0), height - 1) : ((j % height) + height) % height] }
                    for i in 0..<count {
                        let pu = fu + i * du, pv = fv + i * dv
                        let top = row(pv >> 16), bottom = row((pv >> 16) + 1)
                        let c0 = column(pu >> 16), c1 = column((pu >> 16) + 1)
                        let expected = ImageShader.bilinear(top[c0], top[c1], bottom[c0], bottom[c1],
                                                            UInt32((pu >> 8) & 0xFF), UInt32((pv >> 8) & 0xFF))
                        if span[i] != expected {
                            Issue.record("\(m) \(wrap) y \(y) pixel \(i): \(String(span[i], radix: 16)) ≠ \(String(expected, radix: 16))")
                            break
                        }
                    }
                }
            }
        }
    }

    /// At a whole-pixel offset the span's pixels are the image's own: the blender reads them
    /// in place. Spans reaching beyond the image (padded or wrapped) are shaded instead.
    @Test func pixelsInPlaceAreTheShadedSpan() throws {
        var rows: [[UInt32]] = []
        for y in 0..<4 { rows.append((0..<10).map { x in UInt32(x * 20) << 24 | UInt32(y * 10 + x) }) }
        let image = makeBitmap(rows)
        for wrap in [ImageShader.Wrap.pad, .repeat] {
            // u = x − 3, v = −(y + 0.5) + 4: device row 1 reads image row 2, flipped as CGContext draws.
            let shader = ImageShader(source: image, isOpaque: false, deviceToImage: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -3, ty: 4),
                                     filter: .bilinear, wrap: wrap)
            let inPlace = try #require(shader.pixelsInPlace(x: 4, y: 1, count: 6))
            #expect(Array(UnsafeBufferPointer(start: inPlace, count: 6)) == shade(shader, x: 4, y: 1, count: 6))
            #expect(Array(UnsafeBufferPointer(start: inPlace, count: 6)) == Array(rows[2][1..<7]))
            #expect(shader.pixelsInPlace(x: 2, y: 1, count: 6) == nil)   // starts left of the image
            #expect(shader.pixelsInPlace(x: 4, y: 1, count: 10) == nil)  // ends right of it
            #expect(shader.pixelsInPlace(x: 4, y: 7, count: 2) == nil)   // below it
        }
        let scaled = ImageShader(source: image, isOpaque: false, deviceToImage: CGAffineTransform(scaleX: 0.5, y: 1),
                                 filter: .bilinear, wrap: .pad)
        #expect(scaled.pixelsInPlace(x: 0, y: 0, count: 2) == nil)
    }

    /// A block of rows (`shadeRows`, how rectangles and bands of a stroked rectangle's sides
    /// are shaded) holds, row by row, the four-neighbour formula at each row's own 16.16
    /// position: v at the row's pixel centre minus half a pixel, floored to 1/65536, as a
    /// single span computes it. Up- and downscales, flipped vertically and horizontally,
    /// spans shorter than eight pixels and ones reaching past the image on one or both sides.
    @Test func blocksOfRowsAreTheirSpans() {
        let rows = randomPremultipliedRows(seed: 11, width: 23, height: 9)
        let image = makeBitmap(rows)
        for (scale, vScale) in [(0.4, 0.3), (1.7, -0.45), (3.2, 0.8), (-2.6, -1.9), (0.9, 2.5), (2.0, 0.6)] {
            for wrap in [ImageShader.Wrap.pad, .repeat] {
                // The last two reach past the image by a few columns on one side only.
                for (x0, count) in [(-3, 3), (2, 5), (-6, 40), (-2, 20), (14, 14)] {
                    let m = CGAffineTransform(a: CGFloat(scale), b: 0, c: 0, d: CGFloat(vScale), tx: scale > 0 ? -1.3 : 30.2, ty: vScale > 0 ? 0.7 : 11.6)
                    let shader = ImageShader(source: image, isOpaque: false, deviceToImage: m, filter: .bilinear, wrap: wrap)
                    let y0 = 2, height = 7
                    var block = [UInt32](repeating: 0xDEAD_BEEF, count: count * height)
                    block.withUnsafeMutableBufferPointer { shader.shadeRows(x: x0, y: y0, count: count, rows: height, into: $0.baseAddress!, stride: count) }
                    // Summed as the shader sums them (centre offset folded into the constant),
                    // so the floors agree to the last bit.
                    let u = scale * Double(x0) + (Double(m.tx) + 0.5 * scale)
                    let fu = Int((u * 65536).rounded(.down)) - 32768, du = Int((scale * 65536).rounded())
                    func column(_ i: Int) -> Int { wrap == .pad ? min(max(i, 0), 22) : ((i % 23) + 23) % 23 }
                    func row(_ j: Int) -> [UInt32] { rows[wrap == .pad ? min(max(j, 0), 8) : ((j % 9) + 9) % 9] }
                    check: for r in 0..<height {
                        let v = vScale * Double(y0 + r) + (Double(m.ty) + 0.5 * vScale)
                        let fv = Int((v * 65536).rounded(.down)) - 32768
                        let top = row(fv >> 16), bottom = row((fv >> 16) + 1), fy = UInt32((fv >> 8) & 0xFF)
                        for i in 0..<count {
                            let position = fu + i * du
                            let c0 = column(position >> 16), c1 = column((position >> 16) + 1)
                            let expected = ImageShader.bilinear(top[c0], top[c1], bottom[c0], bottom[c1], UInt32((position >> 8) & 0xFF), fy)
                            if block[r * count + i] != expected {
                                Issue.record("scale \(scale)×\(vScale) \(wrap) span \(x0)+\(count) row \(r) pixel \(i): \(String(block[r * count + i], radix: 16)) ≠ \(String(expected, radix: 16))")
                                break check
                            }
                        }
                    }
                }
            }
        }
    }
}
