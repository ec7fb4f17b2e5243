// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// A context over a fresh transparent bitmap, identity CTM (y down, pixel (0, 0) top-left).
func makeContext(width: Int, height: Int) -> CGContext {
    CGContext(bitmap: Bitmap(width: width, height: height)!)  // positive sizes: never nil
}

@Suite struct CGContextFillTests {
    /// `fill(_:)` of rectangles draws what filling their path draws, whether they go one by
    /// one (pixel boxes apart: UIRectFrame's sides, off the grid too) or as the path
    /// (overlapping: the overlap painted once), with copy and a translucent colour over stripes.
    @Test(arguments: [
        [CGRect(x: 4, y: 4, width: 40, height: 1), CGRect(x: 4, y: 27, width: 40, height: 1),
         CGRect(x: 4, y: 5, width: 1, height: 22), CGRect(x: 43, y: 5, width: 1, height: 22)],
        [CGRect(x: 2.5, y: 3.25, width: 30.5, height: 2.5), CGRect(x: 6.75, y: 9.5, width: 12, height: 14.25)],
        [CGRect(x: 2.5, y: 3.25, width: 30.5, height: 12.5), CGRect(x: 6.75, y: 9.5, width: 12, height: 14.25)],
    ])
    func fillOfRectanglesDrawsTheirPathsPixels(rects: [CGRect]) {
        func draw(_ body: (CGContext) -> Void) -> [UInt32] {
            let context = makeContext(width: 48, height: 32)
            for x in 0..<48 { context.bitmap.fill(PixelRect(x: x, y: 0, width: 1, height: 32), with: x % 3 == 0 ? 0x8040_2010 : 0xFF20_6090) }
            context.setFillColor(red: 0.8, green: 0.2, blue: 0.5, alpha: 0.6)
            context.setBlendMode(.copy)
            body(context)
            return (0..<32).flatMap { y in (0..<48).map { context.bitmap[$0, y] } }
        }
        let apart = draw { $0.fill(rects) }
        let path = draw { context in
            context.addRects(rects)
            context.fillPath()
        }
        #expect(apart == path)
    }

    @Test func rectAtHalfPixelOffsetsCoversEdgesByHalvesAndCornersByQuarters() {
        let context = makeContext(width: 4, height: 3)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0.5, y: 0.5, width: 2, height: 1))
        let bitmap = context.bitmap
        // Corner pixels are covered by 1/4: coverage byte round(0.25·255) = 64, and red
        // 0xFF scaled by 64/255 is 64: 0x40400000. Edge pixels by 1/2: round(127.5) = 128.
        #expect(bitmap[0, 0] == 0x4040_0000)
        #expect(bitmap[1, 0] == 0x8080_0000)
        #expect(bitmap[2, 0] == 0x4040_0000)
        #expect(bitmap[0, 1] == 0x4040_0000)
        #expect(bitmap[1, 1] == 0x8080_0000)
        #expect(bitmap[3, 0] == 0)
        #expect(bitmap[1, 2] == 0)
    }

    /// An opaque fill of whole rows is one block store (`rep stos` on x86-64 from 4096
    /// pixels). Rows 1...68 of a 67-pixel-wide bitmap: 4556 pixels starting 268 bytes in (not
    /// 8-byte aligned), so the store's first and last single pixels are exercised; the rows
    /// above and below keep their pixels.
    @Test func opaqueFillOfWholeRowsStopsAtItsRows() {
        let context = makeContext(width: 67, height: 70)
        context.bitmap.fill(context.bitmap.bounds, with: 0x1122_3344)
        context.setFillColor(red: 0, green: 0.4, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 1, width: 67, height: 68))
        let colour = PremultipliedPixel.premultiplied(red: 0, green: 0.4, blue: 1, alpha: 1)
        for y in 0..<70 {
            let expected = (1...68).contains(y) ? colour : 0x1122_3344
            let row = (0..<67).map { context.bitmap[$0, y] }
            #expect(row == Array(repeating: expected, count: 67), "row \(y)")
        }
    }

    @Test func translucentFillOverWhiteUsesExactDivisionBy255() {
        let context = makeContext(width: 2, height: 2)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        // Source 0x80000080 (alpha round(127.5) = 128); white × (255 − 128)/255 = 127 per
        // channel; sum: A 128 + 127 = 255, R 0 + 127, G 0 + 127, B 128 + 127 = 255.
        #expect(context.bitmap[0, 0] == 0xFF7F_7FFF)
        #expect(context.bitmap[1, 0] == 0xFFFF_FFFF)
    }

    @Test func evenOddLeavesTheInnerSquareOfTwoSameDirectionSquaresEmpty() {
        for (rule, expected) in [(CGPathFillRule.winding, UInt32(0xFF00_0000)), (.evenOdd, 0)] {
            let context = makeContext(width: 6, height: 6)
            context.addRect(CGRect(x: 0, y: 0, width: 6, height: 6))
            context.addRect(CGRect(x: 2, y: 2, width: 2, height: 2))
            context.fillPath(using: rule)
            #expect(context.bitmap[3, 3] == expected)
            #expect(context.bitmap[0, 0] == 0xFF00_0000)
            #expect(context.isPathEmpty)
        }
    }

    @Test func fillDeviceMaskScalesTheShaderByEachCoverageByte() {
        let context = makeContext(width: 4, height: 3)
        var mask = CoverageMask(width: 2, height: 1)
        mask[0, 0] = 255
        mask[1, 0] = 128
        context.fillDeviceMask(mask, x: 1, y: 1, shader: SolidShader(pixel: 0xFF00_FF00))
        // 0xFF scaled by 128/255 = round(128.0) = 128 = 0x80.
        #expect(context.bitmap[1, 1] == 0xFF00_FF00)
        #expect(context.bitmap[2, 1] == 0x8000_8000)
        #expect(context.bitmap[0, 1] == 0)
        #expect(context.bitmap[3, 1] == 0)
    }

    @Test func fillDevicePathIgnoresTheCTM() {
        let context = makeContext(width: 4, height: 4)
        context.scaleBy(x: 2, y: 2)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 1, width: 1, height: 1))
        context.fillDevicePath(path, rule: .winding, shader: SolidShader(pixel: 0xFFFF_FFFF))
        #expect(context.bitmap[1, 1] == 0xFFFF_FFFF)
        #expect(context.bitmap[2, 2] == 0)
    }

    @Test func quartzBitmapContextHasItsOriginAtTheBottomLeft() throws {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.bitmap[0, 2] == 0xFF00_0000)
        #expect(context.bitmap[0, 0] == 0)
    }

    /// Rows of caller memory wider than the bitmap (`bytesPerRow` past `width × 4`): the
    /// same drawings as into tight rows, row for row, and the padding between rows untouched.
    @Test func paddedRowsDrawAsTightRowsAndKeepTheirPadding() throws {
        let width = 10, height = 6, rowPixels = 14, sentinel: UInt32 = 0x1234_5678
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        func draw(_ context: CGContext) {
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            context.fill(CGRect(x: 1.5, y: 0.5, width: 6, height: 4))        // edges blended per pixel
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 3, y: 2, width: 5, height: 3))            // whole pixels, stored
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 0.6)
            context.fillEllipse(in: CGRect(x: 0.3, y: 0.2, width: 9.4, height: 5.5))  // swept
        }
        let tight = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        draw(tight)
        var memory = [UInt32](repeating: sentinel, count: rowPixels * height)
        try memory.withUnsafeMutableBytes { bytes in
            for y in 0..<height { for x in 0..<width { bytes.storeBytes(of: 0, toByteOffset: (y * rowPixels + x) * 4, as: UInt32.self) } }
            let padded = try #require(CGContext(data: bytes.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                                bytesPerRow: rowPixels * 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
            draw(padded)
        }
        // Device row 3 (user y 2…3) column 5: red over the blue, then 60 % green over that.
        #expect(tight.bitmap[5, 3] != 0 && tight.bitmap[5, 3] >> 24 == 0xFF)
        for y in 0..<height {
            for x in 0..<rowPixels {
                let expected = x < width ? tight.bitmap[x, y] : sentinel
                #expect(memory[y * rowPixels + x] == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test func unsupportedBitmapLayoutsReturnNil() {
        let rgbaLast = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(CGContext(data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgbaLast) == nil)
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        #expect(CGContext(data: nil, width: 0, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 3, height: 3, bitsPerComponent: 16, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: Int.max / 2, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) == nil)
    }

    @Test func largeFillCoversInteriorFullyAndAreaMatches() {
        // A circle of radius 40: area π·40² = 5026.5 pixels. Chords lie inside the curve by
        // at most the 0.05 px tolerance, so at most perimeter × 0.05 = 2π·40·0.05 ≈ 12.6 px is lost.
        let context = makeContext(width: 100, height: 100)
        context.fillEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
        var total = 0.0
        for y in 0..<100 { for x in 0..<100 { total += Double(context.bitmap[x, y] >> 24) / 255 } }
        #expect(total <= Double.pi * 1600 + 1)
        #expect(total >= Double.pi * 1600 - 2 * Double.pi * 40 * 0.05)
        #expect(context.bitmap[50, 50] == 0xFF00_0000)
        #expect(context.bitmap[5, 5] == 0)
    }
}
