// Vitrine — Apache License 2.0
import CCairo
import Foundation
import Testing
@testable import CoreGraphics

@Suite struct CGContextImageTests {
    /// An 8×6 image with opaque and translucent pixels in a pattern that shows orientation.
    static func sample() -> CGImage {
        let bitmap = Bitmap(width: 8, height: 6)!
        for y in 0..<6 {
            for x in 0..<8 {
                let a = UInt32(x == 7 ? 128 : 255)
                let r = UInt32(x * 36) * a / 255, g = UInt32(y * 50) * a / 255, b = UInt32((x + y) % 2 * 255) * a / 255
                bitmap[x, y] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return CGImage(bitmap: bitmap)
    }

    /// Draws `image` with Cairo the way Core Graphics places it: the pattern maps user
    /// (x, y) to image (u, v) = ((x − minX)·w/width, (maxY − y)·h/height) (first row at maxY),
    /// bilinear, edges padded, filling exactly `rect`.
    func cairoDraw(_ image: CGImage, in rect: CGRect, width: Int, height: Int,
                   transform: (OpaquePointer) -> Void = { _ in }) -> Bitmap {
        cairoRender(width: width, height: height) { cr in
            transform(cr)
            let source = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(image.bitmap.pixels).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(image.width), Int32(image.height), Int32(image.bytesPerRow))
            let pattern = cairo_pattern_create_for_surface(source)
            let sx = Double(image.width) / rect.width, sy = Double(image.height) / rect.height
            var matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -rect.minX * sx, y0: rect.maxY * sy)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_set_source(cr, pattern)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(cr)
            cairo_pattern_destroy(pattern)
            cairo_surface_destroy(source)
        }
    }

    /// Scaled, at fractional offsets, in a y-down context: interior within 3 of Cairo
    /// (bilinear weights: ours 8-bit, pixman's 7-bit), antialiased edges within 6; measured 3 and 3.
    @Test func scaledDrawMatchesCairo() {
        let image = Self.sample()
        let rect = CGRect(x: 5.5, y: 3.25, width: 41, height: 29.5)
        let context = CGContext(bitmap: Bitmap(width: 56, height: 40)!)
        context.draw(image, in: rect)
        let cairo = cairoDraw(image, in: rect, width: 56, height: 40)
        let interior = maxChannelDifference(context.bitmap, cairo, in: PixelRect(x: 7, y: 5, width: 38, height: 26))
        let all = maxChannelDifference(context.bitmap, cairo)
        #expect(interior <= 3, "interior difference \(interior)")
        #expect(all <= 6, "difference with edges \(all)")
    }

    /// A rotated and scaled CTM (any affine CTM works, not only axis-aligned ones): the
    /// sampled colours match Cairo's within 3 inside the rectangle (measured 3; edges 14).
    @Test func rotatedDrawMatchesCairo() {
        let image = Self.sample()
        let rect = CGRect(x: 0, y: 0, width: 24, height: 18)
        let context = CGContext(bitmap: Bitmap(width: 64, height: 64)!)
        context.translateBy(x: 30, y: 4)
        context.rotate(by: 0.6)
        context.scaleBy(x: 1.5, y: 1.5)
        context.draw(image, in: rect)
        let cairo = cairoDraw(image, in: rect, width: 64, height: 64) { cr in
            cairo_translate(cr, 30, 4)
            cairo_rotate(cr, 0.6)
            cairo_scale(cr, 1.5, 1.5)
        }
        // Interior: pixel centres more than 1.5 device pixels (1 user unit) inside the rectangle.
        let inverse = context.ctm.inverted(), inner = rect.insetBy(dx: 1, dy: 1)
        var interior = 0
        for y in 0..<64 {
            for x in 0..<64 where inner.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)) {
                interior = max(interior, maxChannelDifference(context.bitmap, cairo, in: PixelRect(x: x, y: y, width: 1, height: 1)))
            }
        }
        let all = maxChannelDifference(context.bitmap, cairo)
        #expect(interior <= 3, "interior difference \(interior)")
        // Edge pixels differ by the rasterizers' coverage: exact area here, pixman's sample grid in Cairo.
        #expect(all <= 16, "difference with edges \(all)")
    }

    /// Core Graphics puts the image's first row at the rectangle's maxY. In a y-down context
    /// (UIKit's) that is the bottom: upside down. In a Quartz bitmap context (origin
    /// bottom-left) it is the top: upright.
    @Test func firstRowGoesToMaxY() throws {
        let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF
        let image = CGImage(bitmap: makeBitmap([[red], [blue]]))
        let yDown = CGContext(bitmap: Bitmap(width: 1, height: 2)!)
        yDown.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(yDown.bitmap[0, 0] == blue && yDown.bitmap[0, 1] == red)
        let yUp = try #require(CGContext(data: nil, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                             | CGBitmapInfo.byteOrder32Little.rawValue))
        yUp.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(yUp.bitmap[0, 0] == red && yUp.bitmap[0, 1] == blue)
    }

    /// Whole-pixel placement copies opaque pixels exactly and blends translucent ones.
    @Test func unscaledDrawCopiesPixels() {
        let image = Self.sample()
        let context = CGContext(bitmap: Bitmap(width: 20, height: 20)!)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.draw(image, in: CGRect(x: 3, y: 4, width: 8, height: 6))
        for y in 0..<6 {
            for x in 0..<7 {  // row y of the image lands on device row 4 + 5 − y (upside down)
                #expect(context.bitmap[3 + x, 9 - y] == image.bitmap[x, y])
            }
            let translucent = image.bitmap[7, y]
            #expect(context.bitmap[10, 9 - y] == PremultipliedPixel.sourceOver(translucent, 0xFFFF_FFFF))
        }
        #expect(context.bitmap[2, 5] == 0xFFFF_FFFF && context.bitmap[11, 5] == 0xFFFF_FFFF)
    }

    /// An opaque image at whole pixels is copied row by row: flipped (Core Graphics in a
    /// y-down context, whose rows the blitter walks bottom-up), upright (the flip undone by
    /// the CTM, whose rows it may join into one copy), into padded or tight rows, and partly
    /// off the canvas. Every device pixel holds the image pixel the placement maps to it.
    @Test func opaqueBlitsCopyEveryRow() {
        let width = 16, height = 12
        let image = Bitmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width { image[x, y] = 0xFF00_0000 | UInt32(x) << 16 | UInt32(y) << 8 | 0x5A }
        }
        let cgImage = CGImage(bitmap: image)
        for padding in [0, 3] {
            for upright in [false, true] {
                for dy in [0, -5, 4] {
                    let stride = width + padding
                    var memory = [UInt32](repeating: 0x1234_5678, count: stride * height)
                    memory.withUnsafeMutableBytes { bytes in
                        let context = CGContext(bitmap: Bitmap(wrapping: bytes.baseAddress!, width: width, height: height,
                                                               bytesPerRow: stride * 4)!)
                        if upright {
                            context.translateBy(x: 0, y: CGFloat(height))
                            context.scaleBy(x: 1, y: -1)
                        }
                        // Upright, user y grows upwards: the image then sits dy rows higher.
                        context.draw(cgImage, in: CGRect(x: 0, y: upright ? -dy : dy, width: width, height: height))
                    }
                    for y in 0..<height {
                        // Flipped: device row y shows image row height − 1 − (y − dy); upright: row y + … − dy.
                        let row = upright ? y - dy : height - 1 - (y - dy)
                        for x in 0..<stride {
                            let expected: UInt32 = x >= width ? 0x1234_5678 : (0..<height).contains(row) ? image[x, row] : 0x1234_5678
                            #expect(memory[y * stride + x] == expected,
                                    "padding \(padding), upright \(upright), dy \(dy): (\(x), \(y))")
                        }
                    }
                }
            }
        }
    }

    /// Tiling repeats the (upside-down, in y-down space) tile over the whole clip.
    @Test func tiling() {
        let a: UInt32 = 0xFF11_1111, b: UInt32 = 0xFF22_2222, c: UInt32 = 0xFF33_3333, d: UInt32 = 0xFF44_4444
        let image = CGImage(bitmap: makeBitmap([[a, b], [c, d]]))
        let context = CGContext(bitmap: Bitmap(width: 7, height: 5)!)
        context.interpolationQuality = .none
        context.draw(image, in: CGRect(x: 1, y: 0, width: 2, height: 2), byTiling: true)
        // Device (x, y) takes image column (x − 1) mod 2 and row 1 − (y mod 2).
        for y in 0..<5 {
            for x in 0..<7 {
                let column = ((x - 1) % 2 + 2) % 2, row = 1 - y % 2
                #expect(context.bitmap[x, y] == image.bitmap[column, row], "(\(x), \(y))")
            }
        }
    }
}
