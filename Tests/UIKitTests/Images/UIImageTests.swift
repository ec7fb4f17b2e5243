// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// A bitmap of `width × height` whose pixel (x, y) is opaque with red = x·40, green = y·40.
func gradientBitmap(width: Int, height: Int) -> Bitmap {
    let bitmap = Bitmap(width: width, height: height)!
    for y in 0..<height {
        for x in 0..<width { bitmap[x, y] = 0xFF00_0000 | UInt32(x * 40) << 16 | UInt32(y * 40) << 8 }
    }
    return bitmap
}

/// A fresh directory holding `files` (name → contents); removed by the caller.
func makeDirectory(_ files: [String: Data]) throws -> String {
    let path = NSTemporaryDirectory() + "vitrine-images-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (name, data) in files {
        #expect(FileManager.default.createFile(atPath: path + "/" + name, contents: data))
    }
    return path
}

@Suite struct UIImageTests {
    @Test func decodesPNGAndJPEGDataWithScale() throws {
        let png = try PNGEncoder.encode(gradientBitmap(width: 6, height: 4))
        let image = try #require(UIImage(data: png))
        #expect(image.scale == 1 && image.size == CGSize(width: 6, height: 4))
        // Size in points is pixels ÷ scale: 6 × 4 pixels at scale 2 are 3 × 2 points.
        let retina = try #require(UIImage(data: png, scale: 2))
        #expect(retina.size == CGSize(width: 3, height: 2) && retina.cgImage?.width == 6)
        #expect(retina.cgImage?.bitmap[5, 3] == 0xFFC8_7800)
        let jpeg = try JPEGEncoder.encode(gradientBitmap(width: 16, height: 8), quality: 0.8)
        let photo = try #require(UIImage(data: jpeg))
        #expect(photo.size == CGSize(width: 16, height: 8))
    }

    @Test func badDataGivesNil() throws {
        let png = try PNGEncoder.encode(gradientBitmap(width: 20, height: 20))
        let jpeg = try JPEGEncoder.encode(gradientBitmap(width: 20, height: 20), quality: 0.9)
        var corruptPNG = png
        corruptPNG[40] ^= 0xFF  // inside IHDR/IDAT: the CRC check fails
        let cases: [Data] = [
            Data(), Data("GIF89a".utf8), png.prefix(png.count / 2), corruptPNG, jpeg.prefix(jpeg.count / 2),
            jpeg.prefix(3) + Data(repeating: 0, count: 50),
        ]
        for data in cases {
            #expect(UIImage(data: data) == nil, "\(data.count) bytes decoded")
        }
        #expect(UIImage(contentsOfFile: "/nonexistent/image.png") == nil)
        // Not regular files: refused without a read (an endless one for /dev/zero).
        #expect(UIImage(contentsOfFile: "/dev/zero") == nil)
        #expect(UIImage(contentsOfFile: "/tmp") == nil)
    }

    /// `name@2x.png` is chosen on a scale-2 display and gives scale 2; the plain file on a
    /// scale-1 display; with no `@3x` file a scale-3 display takes `@2x`; a lone `@3x` file is
    /// found at any scale; JPEG files are found without an extension.
    @Test @MainActor func namedLookupPrefersTheDisplayScale() throws {
        let files: [String: Data] = [
            "icon.png": try PNGEncoder.encode(gradientBitmap(width: 2, height: 3)),
            "icon@2x.png": try PNGEncoder.encode(gradientBitmap(width: 4, height: 6)),
            "only3@3x.png": try PNGEncoder.encode(gradientBitmap(width: 3, height: 3)),
            "photo.jpg": try JPEGEncoder.encode(gradientBitmap(width: 8, height: 8), quality: 0.9),
        ]
        let directory = try makeDirectory(files)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bundle = try #require(Bundle(path: directory))
        let results = try {
            let two = try #require(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
            let one = try #require(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
            let three = try #require(UIImage(named: "icon.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
            let lone = try #require(UIImage(named: "only3", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
            let photo = try #require(UIImage(named: "photo", in: bundle, compatibleWith: nil))
            let missing = UIImage(named: "missing", in: bundle, compatibleWith: nil)
            return (two, one, three, lone, photo, missing)
        }()
        #expect(results.0.scale == 2 && results.0.size == CGSize(width: 2, height: 3) && results.0.cgImage?.width == 4)
        #expect(results.1.scale == 1 && results.1.size == CGSize(width: 2, height: 3) && results.1.cgImage?.width == 2)
        #expect(results.2.scale == 2 && results.2.cgImage?.width == 4)
        #expect(results.3.scale == 3 && results.3.size == CGSize(width: 1, height: 1))
        #expect(results.4.size == CGSize(width: 8, height: 8))
        #expect(results.5 == nil)
        let fromFile = try #require(UIImage(contentsOfFile: directory + "/icon@2x.png"))
        #expect(fromFile.scale == 2 && fromFile.size == CGSize(width: 2, height: 3))
    }

    @Test func encodingRoundTrips() throws {
        let image = UIImage(cgImage: CGImage(bitmap: gradientBitmap(width: 5, height: 4)), scale: 2, orientation: .up)
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png))
        for y in 0..<4 {
            for x in 0..<5 { #expect(decoded.cgImage?.bitmap[x, y] == image.cgImage?.bitmap[x, y]) }
        }
        let jpeg = try #require(image.jpegData(compressionQuality: 0.7))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(UIImage().pngData() == nil && UIImage().size == .zero)
    }
}
