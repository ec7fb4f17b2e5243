// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import CoreGraphics

/// JPEG files written by a separate C program against libjpeg's own encoder (not Vitrine's
/// encoder path), kept here so the bytes can be regenerated:
///
///     write(name, w, h, comps, colorSpace, progressive, quality, fill):
///         jpeg_set_defaults; jpeg_set_quality(quality); if progressive: jpeg_simple_progression
///     gray8x8.jpg:          8×8 JCS_GRAYSCALE, quality 100, value = 16·x + 8·y
///     progressive16x16.jpg: 16×16 JCS_RGB, progressive, quality 100,
///                           R = x < 8 ? 255 : 0, G = y < 8 ? 255 : 0, B = 128
///     cmyk8x8.jpg:          8×8 JCS_CMYK (libjpeg adds the Adobe marker), quality 100,
///                           every pixel stored (255, 0, 255, 255): Adobe's inverted CMYK for
///                           no cyan, full magenta, no yellow, no black → sRGB (255, 0, 255)
enum IndependentJPEG {
    static let gray8x8 = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APyf/wCCbf7Nv/IA/wBA/wCfb/ll/u+1f//Z")!
    static let progressive16x16 = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wgARCAAQABADASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABUBAQEAAAAAAAAAAAAAAAAAAAAB/9oADAMBAAIQAxAAAAFxDLNsz6//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAEFAh//xAAbEQABBAMAAAAAAAAAAAAAAAAIACc3RlZmdv/aAAgBAwEBPwE5g9i5xM2qXI7Mv//EAB0RAAAFBQAAAAAAAAAAAAAAAAAHCBEVJkZVZXT/2gAIAQIBAT8BLBMzTdbY22+/fD//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAY/Ah//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAE/IR//2gAMAwEAAgADAAAAEAP/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oACAEDAQE/EAL/AP/EABcRAAMBAAAAAAAAAAAAAAAAAAARUaH/2gAIAQIBAT8Qonkf/8QAFBABAAAAAAAAAAAAAAAAAAAAIP/aAAgBAQABPxAf/9k=")!
    static let cmyk8x8 = Data(base64Encoded: "/9j/7gAOQWRvYmUAZAAAAAAA/9sAQwABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB/8AAFAgACAAIBEMRAE0RAFkRAEsRAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/aAA4EQwBNAFkASwAAPwD+/iv8/wDr+/iv7+K//9k=")!
}

/// Peak signal-to-noise ratio over the RGB channels of two same-sized bitmaps, in dB.
func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
    var squared = 0.0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a[x, y], q = b[x, y]
            for shift in [16, 8, 0] as [UInt32] {
                let d = Double((p >> shift) & 0xFF) - Double((q >> shift) & 0xFF)
                squared += d * d
            }
        }
    }
    let mse = squared / Double(a.width * a.height * 3)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

@Suite struct JPEGCodecTests {
    /// Quality 100 keeps a smooth 8×8 ramp within 4 steps of the original.
    @Test func decodesGrayscale() throws {
        let bitmap = try JPEGDecoder.decode(IndependentJPEG.gray8x8)
        #expect(bitmap.width == 8 && bitmap.height == 8)
        for (x, y) in [(0, 0), (3, 2), (7, 7), (5, 1)] {
            let v = 16 * x + 8 * y
            #expect(close(bitmap[x, y], a: 255, r: v, g: v, b: v, tolerance: 4), "(\(x), \(y)): \(String(bitmap[x, y], radix: 16))")
        }
    }

    /// Quadrant centres of the progressive file, away from the 4:2:0 chroma edges: within 12 steps.
    @Test func decodesProgressive() throws {
        let bitmap = try JPEGDecoder.decode(IndependentJPEG.progressive16x16)
        #expect(bitmap.width == 16 && bitmap.height == 16)
        #expect(close(bitmap[3, 3], a: 255, r: 255, g: 255, b: 128, tolerance: 12))
        #expect(close(bitmap[12, 3], a: 255, r: 0, g: 255, b: 128, tolerance: 12))
        #expect(close(bitmap[3, 12], a: 255, r: 255, g: 0, b: 128, tolerance: 12))
        #expect(close(bitmap[12, 12], a: 255, r: 0, g: 0, b: 128, tolerance: 12))
    }

    @Test func decodesAdobeCMYK() throws {
        let bitmap = try JPEGDecoder.decode(IndependentJPEG.cmyk8x8)
        #expect(close(bitmap[4, 4], a: 255, r: 255, g: 0, b: 255, tolerance: 4), "\(String(bitmap[4, 4], radix: 16))")
    }

    /// A smooth 64×48 image survives quality 0.9 above 35 dB, and quality 0.1 is smaller and worse
    /// (measured: 38.5 dB in 1076 bytes; 28.4 dB in 735 bytes).
    @Test func roundTripPSNR() throws {
        let original = Bitmap(width: 64, height: 48)!
        for y in 0..<48 {
            for x in 0..<64 {
                let r = UInt32(x * 4), g = UInt32(y * 5), b = UInt32(128 + (x + y) % 64)
                original[x, y] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        let good = try JPEGEncoder.encode(original, quality: 0.9)
        let poor = try JPEGEncoder.encode(original, quality: 0.1)
        #expect(good.starts(with: [0xFF, 0xD8]))
        let goodPSNR = psnr(original, try JPEGDecoder.decode(good))
        let poorPSNR = psnr(original, try JPEGDecoder.decode(poor))
        #expect(goodPSNR > 35, "quality 0.9: \(goodPSNR) dB")
        #expect(poorPSNR < goodPSNR && poor.count < good.count, "quality 0.1: \(poorPSNR) dB, \(poor.count) bytes")
    }

    /// Truncated, corrupt, empty and non-JPEG data throw with libjpeg's reason.
    @Test func badDataThrows() {
        let file = IndependentJPEG.progressive16x16
        let cases: [(Data, String)] = [
            (file.prefix(file.count / 2), "Premature end"),
            (Data(), "empty"),
            (Data("not a jpeg at all".utf8), "Not a JPEG"),
            (file.prefix(2) + Data(repeating: 0x5A, count: 300), "JPEG"),
        ]
        for (data, reason) in cases {
            do {
                _ = try JPEGDecoder.decode(data)
                Issue.record("decoded \(data.count) bad bytes")
            } catch {
                #expect(error.operation == .decode)
                #expect(error.description.contains(reason), "\(error)")
                #expect(!error.reason.isEmpty)
            }
        }
    }
}
