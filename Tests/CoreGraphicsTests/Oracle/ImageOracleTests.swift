// Vitrine — Apache License 2.0
import Foundation
import OracleSupport
import Testing
@testable import CoreGraphics

/// Images against Cairo, at each interpolation quality.
///
/// Mapping (CairoSceneRenderer): `.none` → NEAREST, `.low`/`.medium`/`.default` → BILINEAR,
/// `.high` → GOOD. Both sample at the pixel centre mapped into image space and interpolate
/// between image pixel centres. pixman's bilinear weights have 7 bits, so a pixel may differ
/// by up to 255/128 ≈ 2 levels from an exact blend, plus one rounding: 3. `.high` is
/// implementation-defined in both: Cairo's GOOD box-filters a downscale, Vitrine picks a
/// mipmap level and samples it bilinearly, so that case only checks the picture is the
/// same within 16 levels on a smooth image (a box filter and a mip level average the same
/// neighbourhood to within a few levels where the content is smooth).
@Suite struct ImageOracleTests {
    /// A 16×16 test card: a colour ramp, a checkerboard quarter and a translucent quarter.
    static func card(size: Int = 16) -> Bitmap {
        let bitmap = Bitmap(width: size, height: size)!
        for y in 0..<size {
            for x in 0..<size {
                let r = UInt32(x * 255 / (size - 1)), g = UInt32(y * 255 / (size - 1)), b: UInt32 = 128
                var pixel = 0xFF00_0000 | r << 16 | g << 8 | b
                if x < size / 2, y >= size / 2 { pixel = (x + y) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
                if x >= size / 2, y >= size / 2 {
                    // Premultiplied 50 % alpha: each channel halved, rounded to nearest.
                    pixel = 0x8000_0000 | ((r + 1) / 2) << 16 | ((g + 1) / 2) << 8 | 64
                }
                bitmap[x, y] = pixel
            }
        }
        return bitmap
    }

    /// A smooth 64×64 image (two ramps), for comparing different downscaling filters.
    static func smoothCard() -> Bitmap {
        let bitmap = Bitmap(width: 64, height: 64)!
        for y in 0..<64 {
            for x in 0..<64 {
                bitmap[x, y] = 0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 4) << 8 | UInt32((x + y) * 2)
            }
        }
        return bitmap
    }

    static let bilinear = ComparisonTolerance(interior: 3, edge: 3, maxDifferingPercent: 100)

    /// A whole-pixel translation copies pixels: exact at every quality.
    @Test(arguments: [CGInterpolationQuality.none, .low, .medium, .default, .high])
    func unscaledAtWholePixelsIsExact(quality: CGInterpolationQuality) throws {
        try expectMatchesCairo(OracleScene("image-copy-\(quality)", width: 48, height: 48, [
            OracleShapes.background(48, 48),
            .image(Self.card(), in: CGRect(x: 7, y: 9, width: 16, height: 16), quality: quality),
        ]), within: .exact)
    }

    /// Nearest neighbour at an integer scale: each image pixel becomes a 4×4 block, exactly.
    @Test func nearestUpscaleIsExact() throws {
        try expectMatchesCairo(OracleScene("image-nearest-4x", width: 80, height: 80, [
            OracleShapes.background(80, 80),
            .image(Self.card(), in: CGRect(x: 8, y: 8, width: 64, height: 64), quality: .none),
        ]), within: .exact)
    }

    @Test(arguments: [CGInterpolationQuality.low, .medium, .default])
    func bilinearUpscale(quality: CGInterpolationQuality) throws {
        try expectMatchesCairo(OracleScene("image-bilinear-\(quality)", width: 80, height: 80, [
            OracleShapes.background(80, 80),
            .image(Self.card(), in: CGRect(x: 8, y: 8, width: 64, height: 64), quality: quality),
        ]), within: Self.bilinear)
    }

    /// A rotated, non-uniformly scaled image: the destination rectangle's edges are antialiased
    /// in both (the `.curved` edge allowance would be too loose; straight edges get 20).
    @Test(arguments: [CGInterpolationQuality.none, .default])
    func rotated(quality: CGInterpolationQuality) throws {
        try expectMatchesCairo(OracleScene("image-rotated-\(quality)", width: 96, height: 96, [
            OracleShapes.background(96, 96),
            .transform(CGAffineTransform(translationX: 48, y: 48).rotated(by: 0.35)),
            .image(Self.card(), in: CGRect(x: -30, y: -24, width: 60, height: 48), quality: quality),
        ]), within: ComparisonTolerance(interior: quality == .none ? 0 : 3, edge: 20,
                                        maxDifferingPercent: quality == .none ? 20 : 100))
    }

    @Test func highQualityDownscaleOfASmoothImage() throws {
        try expectMatchesCairo(OracleScene("image-high-downscale", width: 40, height: 40, [
            OracleShapes.background(40, 40),
            .image(Self.smoothCard(), in: CGRect(x: 8, y: 8, width: 24, height: 24), quality: .high),
        ]), within: ComparisonTolerance(interior: 16, edge: 16, maxDifferingPercent: 100))
    }

    @Test func imageWithGlobalAlpha() throws {
        try expectMatchesCairo(OracleScene("image-alpha", width: 48, height: 48, [
            OracleShapes.background(48, 48),
            .alpha(128.0 / 255),
            .image(Self.card(), in: CGRect(x: 16, y: 16, width: 16, height: 16), quality: .default),
        ]), within: ComparisonTolerance(interior: 1, edge: 1, maxDifferingPercent: 100))
    }
}
