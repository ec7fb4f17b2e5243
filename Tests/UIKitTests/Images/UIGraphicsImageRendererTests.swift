// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

let opaqueRed: UInt32 = 0xFFFF_0000, opaqueBlue: UInt32 = 0xFF00_00FF

/// A 1 × 2 image: red on top, blue below (row 0 is the top, as files store it).
func redOverBlue(scale: CGFloat = 1) -> UIImage {
    let side = Int(scale)
    let bitmap = Bitmap(width: side, height: 2 * side)!
    for y in 0..<2 * side {
        for x in 0..<side { bitmap[x, y] = y < side ? opaqueRed : opaqueBlue }
    }
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
}

@MainActor
func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return format
}

@Suite @MainActor struct UIGraphicsImageRendererTests {
    /// 4 × 3 points at scale 2 are 8 × 6 pixels; the point rect (1, 0, 1, 1) is pixels x 2...3, y 0...1.
    @Test func rendersAtTheFormatScaleWithATopLeftOrigin() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: format(scale: 2))
        var current: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            UIColor.red.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(current != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 3))
        let bitmap = try #require(image.cgImage?.bitmap)
        #expect(bitmap.width == 8 && bitmap.height == 6)
        for y in 0..<6 {
            for x in 0..<8 {
                let inside = (2...3).contains(x) && (0...1).contains(y)
                #expect(bitmap[x, y] == (inside ? opaqueRed : 0), "(\(x), \(y))")
            }
        }
    }

    /// The bounds' origin maps to pixel (0, 0); opaque formats start black.
    @Test func boundsOriginAndOpaqueFormat() throws {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 3, height: 2),
                                               format: format(scale: 1, opaque: true))
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 1, height: 1))
        }
        let bitmap = try #require(image.cgImage?.bitmap)
        #expect(bitmap[0, 0] == opaqueBlue && bitmap[1, 0] == 0xFF00_0000 && bitmap[2, 1] == 0xFF00_0000)
    }

    @Test func clipAndCurrentImageAndData() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1))
        let png = renderer.pngData { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            #expect(context.currentImage.cgImage?.bitmap[1, 1] == opaqueRed)
        }
        let decoded = try #require(UIImage(data: png)?.cgImage?.bitmap)
        #expect(decoded[1, 3] == opaqueRed && decoded[2, 0] == 0)
        let jpeg = renderer.jpegData(withCompressionQuality: 0.5) { _ in }
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
    }

    /// `CGContext.draw` in UIKit's y-down space shows the image upside down (as on iOS);
    /// `UIImage.draw(in:)` flips, so the image is upright.
    @Test func cgContextDrawIsUpsideDownUIImageDrawIsUpright() throws {
        let image = redOverBlue()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1))
        let result = renderer.image { context in
            context.cgContext.draw(image.cgImage!, in: CGRect(x: 0, y: 0, width: 1, height: 2))
            image.draw(in: CGRect(x: 1, y: 0, width: 1, height: 2))
        }
        let bitmap = try #require(result.cgImage?.bitmap)
        #expect(bitmap[0, 0] == opaqueBlue && bitmap[0, 1] == opaqueRed)
        #expect(bitmap[1, 0] == opaqueRed && bitmap[1, 1] == opaqueBlue)
    }

    /// A scale-2 image drawn at its size into a scale-2 renderer copies its pixels one to one;
    /// alpha 0.5 scales red to 0x80800000 (round(255 × 128 / 255) = 128, alpha byte round(127.5)).
    @Test func drawAtPointAndAlpha() throws {
        let image = redOverBlue(scale: 2)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 2))
        let result = renderer.image { _ in
            image.draw(at: .zero)
            image.draw(at: CGPoint(x: 1, y: 0), blendMode: .normal, alpha: 0.5)
        }
        let bitmap = try #require(result.cgImage?.bitmap)
        for y in 0..<4 {
            for x in 0..<2 { #expect(bitmap[x, y] == (y < 2 ? opaqueRed : opaqueBlue), "(\(x), \(y))") }
        }
        #expect(bitmap[2, 0] == 0x8080_0000 && bitmap[3, 3] == 0x8000_0080)
    }

    /// Tiles of 1 × 2 points from the origin, upright: rows alternate red, blue, red, … within the rect.
    @Test func drawAsPatternTilesUpright() throws {
        let image = redOverBlue()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 6), format: format(scale: 1))
        let result = renderer.image { _ in image.drawAsPattern(in: CGRect(x: 0, y: 1, width: 3, height: 5)) }
        let bitmap = try #require(result.cgImage?.bitmap)
        for y in 0..<6 {
            for x in 0..<4 {
                let expected: UInt32 = (x == 3 || y == 0) ? 0 : (y % 2 == 0 ? opaqueRed : opaqueBlue)
                #expect(bitmap[x, y] == expected, "(\(x), \(y))")
            }
        }
    }

    /// Scale 0 means the main screen's; GetImage works only while the image context is current.
    @Test func beginImageContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == UIScreen.main.scale && image.size == CGSize(width: 3, height: 2))
        #expect(image.cgImage?.bitmap[0, 0] == opaqueRed)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 3)
        let retina = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(retina.scale == 3 && retina.cgImage?.width == 3 && retina.size == CGSize(width: 1, height: 1))
    }
}

@Suite @MainActor struct UIImageOrientationTests {
    /// The stored 2 × 1 pixels red, blue shown in each orientation (UIKit's definitions:
    /// `.right` is the stored image turned 90° clockwise, so its left column goes to the top;
    /// `.left` turns counter-clockwise; `.down` turns 180°; `Mirrored` flips horizontally first).
    @Test func drawsEachOrientation() throws {
        let stored = Bitmap(width: 2, height: 1)!
        stored[0, 0] = opaqueRed
        stored[1, 0] = opaqueBlue
        let cases: [(UIImage.Orientation, CGSize, [UInt32])] = [
            (.up, CGSize(width: 2, height: 1), [opaqueRed, opaqueBlue]),
            (.down, CGSize(width: 2, height: 1), [opaqueBlue, opaqueRed]),
            (.upMirrored, CGSize(width: 2, height: 1), [opaqueBlue, opaqueRed]),
            (.downMirrored, CGSize(width: 2, height: 1), [opaqueRed, opaqueBlue]),
            (.right, CGSize(width: 1, height: 2), [opaqueRed, opaqueBlue]),
            (.left, CGSize(width: 1, height: 2), [opaqueBlue, opaqueRed]),
            (.rightMirrored, CGSize(width: 1, height: 2), [opaqueBlue, opaqueRed]),
            (.leftMirrored, CGSize(width: 1, height: 2), [opaqueRed, opaqueBlue]),
        ]
        for (orientation, size, expected) in cases {
            let image = UIImage(cgImage: CGImage(bitmap: stored), scale: 1, orientation: orientation)
            #expect(image.size == size, "\(orientation)")
            let renderer = UIGraphicsImageRenderer(size: size, format: format(scale: 1))
            let drawn = renderer.image { _ in image.draw(at: .zero) }
            let pattern = renderer.image { _ in image.drawAsPattern(in: CGRect(origin: .zero, size: size)) }
            let a = try #require(drawn.cgImage?.bitmap), b = try #require(pattern.cgImage?.bitmap)
            let first = a[0, 0], second = size.width == 2 ? a[1, 0] : a[0, 1]
            #expect([first, second] == expected, "\(orientation) drawn")
            let p0 = b[0, 0], p1 = size.width == 2 ? b[1, 0] : b[0, 1]
            #expect([p0, p1] == expected, "\(orientation) as pattern")
        }
    }
}
