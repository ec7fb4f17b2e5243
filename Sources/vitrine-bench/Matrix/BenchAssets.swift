// Vitrine — Apache License 2.0
import CoreGraphics
import Foundation

/// The pixels both renderers draw from, made once: the pattern image and the full-screen
/// images to blit, in Vitrine's premultiplied ARGB32, which Cairo reads in place.
final class BenchAssets {
    static let patternSize = 128
    /// A 128×128 opaque image for the pattern style.
    let pattern: Bitmap
    /// A canvas-sized opaque image.
    let opaqueScreen: Bitmap
    /// A canvas-sized image with alpha varying from 0 to 255 across it.
    let alphaScreen: Bitmap
    /// The text drawn by the text case, one line.
    let text = "The quick brown fox jumps over the lazy dog. 0123456789"
    let textPixelSize: CGFloat = 16

    init(width: Int, height: Int) throws {
        guard let pattern = Bitmap(width: Self.patternSize, height: Self.patternSize),
              let opaqueScreen = Bitmap(width: width, height: height),
              let alphaScreen = Bitmap(width: width, height: height)
        else { throw BenchError("cannot allocate \(width)x\(height) images") }
        for y in 0..<pattern.height {
            for x in 0..<pattern.width {
                let checker: UInt32 = (x / 8 + y / 8) % 2 == 0 ? 0x40 : 0xC0
                pattern[x, y] = 0xFF00_0000 | UInt32(x * 2) << 16 | UInt32(y * 2) << 8 | checker
            }
        }
        for y in 0..<height {
            let opaqueRow = opaqueScreen.row(y), alphaRow = alphaScreen.row(y)
            for x in 0..<width {
                let v = UInt32((x ^ y) & 0xFF)
                opaqueRow[x] = 0xFF00_0000 | v << 16 | UInt32(y & 0xFF) << 8 | UInt32(x & 0xFF)
                let a = UInt32(x * 255 / max(1, width - 1))
                // Premultiplied: no channel above alpha.
                alphaRow[x] = a << 24 | min(a, v) << 16 | min(a, UInt32(y & 0xFF)) << 8 | (a / 2)
            }
        }
        self.pattern = pattern
        self.opaqueScreen = opaqueScreen
        self.alphaScreen = alphaScreen
    }
}
