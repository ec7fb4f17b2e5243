// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import CoreGraphics

/// PNG files made by an independent encoder: Python's `zlib` and `struct`, assembling the
/// chunks by hand (signature, IHDR, optional PLTE/tRNS, one IDAT of zlib-compressed rows
/// with filter byte 0, IEND, each with its CRC-32). The script, kept here so the bytes
/// can be regenerated:
///
///     def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
///     def png(w, h, depth, ctype, rows, extra=b""):
///         ihdr = struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, 0)
///         raw = b"".join(b"\x00" + r for r in rows)
///         return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra
///                 + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
enum IndependentPNG {
    /// `png(3, 2, 8, 6, …)`: 8-bit RGBA, straight alpha. Row 0: (255,0,0,255)
    /// (0,255,0,128) (0,0,255,0); row 1: (255,128,0,128) (10,20,30,255) (255,255,255,1).
    static let rgba8: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x9D, 0x74, 0x66,
        0x1A, 0x00, 0x00, 0x00, 0x1D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
        0x1F, 0x08, 0x1B, 0x40, 0x14, 0xC3, 0xFF, 0x06, 0x86, 0x06, 0x2E, 0x11, 0xB9, 0xFF, 0x40, 0xC0,
        0x08, 0x00, 0x80, 0x3F, 0x0A, 0xB5, 0x73, 0x32, 0x51, 0xA6, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
        0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
    /// `png(2, 2, 2, 3, …)`: 2-bit palette red, blue, green; tRNS 255, 64 (blue is 25 %
    /// opaque); indices row 0: 0 1, row 1: 2 1.
    static let palette2: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x02, 0x03, 0x00, 0x00, 0x00, 0x0F, 0xD8, 0xE5,
        0xB7, 0x00, 0x00, 0x00, 0x09, 0x50, 0x4C, 0x54, 0x45, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0x00,
        0xFF, 0x00, 0x87, 0x0D, 0x1E, 0x08, 0x00, 0x00, 0x00, 0x02, 0x74, 0x52, 0x4E, 0x53, 0xFF, 0x40,
        0x93, 0x6B, 0x71, 0xDA, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x10,
        0x60, 0x98, 0x00, 0x00, 0x00, 0xC4, 0x00, 0xA1, 0x16, 0x5C, 0xBA, 0x96, 0x00, 0x00, 0x00, 0x00,
        0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
    /// `png(2, 1, 16, 0, …)`: 16-bit grey 0x8080 and 0xFFFF, no gAMA chunk.
    static let gray16: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x10, 0x00, 0x00, 0x00, 0x00, 0x81, 0xD9, 0xFC,
        0x15, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x68, 0x68, 0xF8, 0xFF,
        0x1F, 0x00, 0x06, 0x82, 0x02, 0xFF, 0xB3, 0xBE, 0x51, 0x33, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
        0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}

private func pixels(of bitmap: Bitmap) -> [UInt32] {
    (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap[x, y] } }
}

private func makeBitmap(width: Int, height: Int, _ values: [UInt32]) throws -> Bitmap {
    let bitmap = try #require(Bitmap(width: width, height: height))
    for (i, v) in values.enumerated() { bitmap[i % width, i / width] = v }
    return bitmap
}

/// The colour type byte of the IHDR chunk (offset 8 signature + 8 chunk header + 9).
private func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

@Suite struct PNGCodecTests {
    // MARK: - Arithmetic

    @Test func premultiplyRoundsToNearest() {
        // 128 × 128 / 255 = 64.25 → 64; 200 × 128 / 255 = 100.39 → 100; 255 × 1 / 255 = 1.
        #expect(PNGDecoder.premultiply(128, alpha: 128) == 64)
        #expect(PNGDecoder.premultiply(200, alpha: 128) == 100)
        #expect(PNGDecoder.premultiply(255, alpha: 1) == 1)
        #expect(PNGDecoder.premultiply(127, alpha: 1) == 0)  // 0.498 → 0
        #expect(PNGDecoder.premultiply(128, alpha: 1) == 1)  // 0.502 → 1
        #expect(PNGDecoder.premultiplied(0x80FF_8000) == 0x8080_4000)
        #expect(PNGDecoder.premultiplied(0x00FF_FFFF) == 0)
    }

    @Test func unpremultiplyRoundsToNearest() {
        // 64 × 255 / 128 = 127.5 → 128 (half up); 100 × 255 / 128 = 199.2 → 199; 1 × 255 / 1 = 255.
        #expect(PNGEncoder.unpremultiply(64, alpha: 128) == 128)
        #expect(PNGEncoder.unpremultiply(100, alpha: 128) == 199)
        #expect(PNGEncoder.unpremultiply(1, alpha: 1) == 255)
        #expect(PNGEncoder.unpremultiply(1, alpha: 3) == 85)
        #expect(PNGEncoder.unpremultiply(7, alpha: 0) == 0)
        #expect(PNGEncoder.unpremultiply(9, alpha: 4) == 255)  // invalid input is clamped
    }

    /// Un-premultiplying then premultiplying gives back every valid premultiplied value:
    /// |round(c·255/a) − c·255/a| ≤ ½, so the product with a/255 is within a/510 < ½ of c.
    @Test func premultiplicationRoundTripIsLosslessForEveryAlpha() {
        var failures = 0
        for a: UInt32 in 1...255 {
            for c: UInt32 in 0...a where PNGDecoder.premultiply(PNGEncoder.unpremultiply(c, alpha: a), alpha: a) != c {
                failures += 1
            }
        }
        #expect(failures == 0)
    }

    // MARK: - Round trip

    @Test func semiTransparentBitmapRoundTrips() throws {
        let values: [UInt32] = [
            0xFFFF_0000, 0x8000_8000, 0x0000_0000, 0x8080_4000,
            0x0101_0101, 0x4000_0040, 0xFF0A_141E, 0x7F3F_1F0F,
        ]
        let bitmap = try makeBitmap(width: 4, height: 2, values)
        let png = try PNGEncoder.encode(bitmap)
        #expect(colourType(png) == 6)  // RGBA
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == 4 && decoded.height == 2)
        #expect(pixels(of: decoded) == values)
    }

    @Test func opaqueBitmapIsWrittenAsRGBAndRoundTrips() throws {
        let values: [UInt32] = (0..<12).map { 0xFF00_0000 | UInt32($0 * 0x0A_1B2C % 0xFF_FFFF) }
        let bitmap = try makeBitmap(width: 3, height: 4, values)
        let png = try PNGEncoder.encode(bitmap)
        #expect(colourType(png) == 2)  // RGB, no alpha channel
        #expect(pixels(of: try PNGDecoder.decode(png)) == values)
    }

    @Test func largeBitmapRoundTrips() throws {
        // Incompressible content larger than one deflate block exercises the output size guess.
        let bitmap = try #require(Bitmap(width: 300, height: 200))
        var seed: UInt32 = 12345
        for y in 0..<200 {
            for x in 0..<300 {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                bitmap[x, y] = PNGDecoder.premultiplied(seed | 0x1000_0000)
            }
        }
        let decoded = try PNGDecoder.decode(try PNGEncoder.encode(bitmap))
        #expect(pixels(of: decoded) == pixels(of: bitmap))
    }

    @Test func fileRoundTrip() throws {
        let path = NSTemporaryDirectory() + "vitrine-png-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bitmap = try makeBitmap(width: 2, height: 1, [0x8040_2010, 0xFFFF_FFFF])
        try PNGEncoder.write(bitmap, toFile: path)
        #expect(pixels(of: try PNGDecoder.decode(contentsOfFile: path)) == [0x8040_2010, 0xFFFF_FFFF])
    }

    // MARK: - Independent files

    @Test func decodesIndependentRGBA8() throws {
        let bitmap = try PNGDecoder.decode(Data(IndependentPNG.rgba8))
        #expect(bitmap.width == 3 && bitmap.height == 2)
        // (0,255,0,128): g = round(255·128/255) = 128. (255,128,0,128): r = 128,
        // g = round(128·128/255) = round(64.25) = 64. (255,255,255,1): round(255/255) = 1.
        #expect(pixels(of: bitmap) == [0xFFFF_0000, 0x8000_8000, 0x0000_0000, 0x8080_4000, 0xFF0A_141E, 0x0101_0101])
    }

    @Test func decodesIndependentPaletteWithTransparency() throws {
        let bitmap = try PNGDecoder.decode(Data(IndependentPNG.palette2))
        // Blue at alpha 64: b = round(255·64/255) = 64.
        #expect(pixels(of: bitmap) == [0xFFFF_0000, 0x4000_0040, 0xFF00_FF00, 0x4000_0040])
    }

    @Test func decodesIndependent16BitGreyAsSRGB() throws {
        let bitmap = try PNGDecoder.decode(Data(IndependentPNG.gray16))
        // 0x8080 / 257 = 128 exactly; read as linear it would have been gamma-encoded to ~188.
        #expect(pixels(of: bitmap) == [0xFF80_8080, 0xFFFF_FFFF])
    }

    // MARK: - Errors

    @Test func everyTruncationOfTheImageDataThrows() throws {
        let full = IndependentPNG.rgba8
        // Everything before IEND is needed; the last 12 bytes (IEND) may legitimately be ignored.
        for length in 0..<(full.count - 12) {
            #expect(throws: PNGError.self, "prefix of \(length) bytes") {
                _ = try PNGDecoder.decode(Data(full[0..<length]))
            }
        }
    }

    @Test func truncatedImageDataReportsLibpngReason() throws {
        let cut = Data(IndependentPNG.rgba8[0..<50])
        let error = try #require(throws: PNGError.self) { _ = try PNGDecoder.decode(cut) }
        #expect(error.operation == .decode)
        guard case .libpng(let reason) = error.reason else {
            Issue.record("expected a libpng reason, got \(error.reason)")
            return
        }
        #expect(!reason.isEmpty)
        #expect(error.description.hasPrefix("decode PNG (50 bytes): libpng: "))
    }

    @Test func garbageThrows() throws {
        let garbage = Data("this is not a PNG file, just some text".utf8)
        let error = try #require(throws: PNGError.self) { _ = try PNGDecoder.decode(garbage) }
        #expect(error.operation == .decode)
        #expect(throws: PNGError.self) { _ = try PNGDecoder.decode(Data()) }
    }

    @Test func corruptedChecksumThrows() throws {
        var bytes = IndependentPNG.rgba8
        bytes[45] ^= 0xFF  // inside the IDAT data: its CRC no longer matches
        #expect(throws: PNGError.self) { _ = try PNGDecoder.decode(Data(bytes)) }
    }

    @Test func missingFileReportsPathAndErrno() throws {
        let path = "/nonexistent-vitrine-dir/x.png"
        let error = try #require(throws: PNGError.self) { _ = try PNGDecoder.decode(contentsOfFile: path) }
        #expect(error == PNGError(.readFile, context: path, reason: .system(errno: ENOENT)))
        #expect(error.description == "read PNG /nonexistent-vitrine-dir/x.png: No such file or directory (errno 2)")
        let bitmap = try #require(Bitmap(width: 1, height: 1))
        let writeError = try #require(throws: PNGError.self) { try PNGEncoder.write(bitmap, toFile: path) }
        #expect(writeError == PNGError(.writeFile, context: path, reason: .system(errno: ENOENT)))
    }
}
