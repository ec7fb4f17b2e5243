// Vitrine — Apache License 2.0
import OracleSupport
import Testing
@testable import CoreGraphics

/// Blend modes against Cairo. Core Graphics's blend modes and Cairo's operators are the
/// same PDF blend modes and Porter–Duff operators (`CairoSceneRenderer.cairoOperator`);
/// `plusDarker` has no Cairo operator and is not compared.
///
/// Cairo treats some operators (SOURCE, IN, OUT, DEST_IN, DEST_ATOP, CLEAR) as unbounded:
/// they also change pixels outside the shape, inside the clip. Core Graphics confines a fill
/// to its shape. So every scene clips to exactly the pixel-aligned rectangle it fills,
/// where both definitions agree.
///
/// The destination is six stripes with different colours and alphas (one transparent), the
/// source a translucent colour, so every formula sees partial alphas on both sides.
/// Tolerances: the translucent source colour may already be one level lower in Cairo (it
/// truncates premultiplied channels, see `ComparisonTolerance.translucent`); Porter–Duff
/// operators are then sums of exact div-255 products: 1 level. Separable blend modes add the blend term B(s, d), which pixman rounds on
/// its own: 2. The non-separable ones (hue, saturation, color, luminosity) clip colours in
/// 8-bit integer steps in pixman: 3.
@Suite struct BlendOracleTests {
    static let stripes: [OracleColor] = [
        OracleColor(255, 255, 255), OracleColor(20, 160, 60), OracleColor(250, 150, 20, 192),
        OracleColor(30, 70, 200, 128), OracleColor(0, 0, 0, 64), OracleColor(0, 0, 0, 0),
    ]

    static func scene(_ mode: CGBlendMode) -> OracleScene {
        var operations: [OracleOperation] = []
        for (index, color) in stripes.enumerated() where color.alpha > 0 {
            operations.append(.fill([.rect(CGRect(x: index * 16, y: 0, width: 16, height: 48))], .winding, color))
        }
        let target = CGRect(x: 8, y: 8, width: 80, height: 32)
        operations += [
            .clip([.rect(target)], .winding),
            .blendMode(mode),
            .fill([.rect(target)], .winding, OracleColor(200, 60, 120, 160)),
        ]
        return OracleScene("blend-\(mode)", width: 96, height: 48, operations)
    }

    static let porterDuff: [CGBlendMode] = [.normal, .clear, .copy, .sourceIn, .sourceOut, .sourceAtop, .destinationOver,
                                            .destinationIn, .destinationOut, .destinationAtop, .xor, .plusLighter]
    static let separable: [CGBlendMode] = [.multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                           .softLight, .hardLight, .difference, .exclusion]
    static let nonSeparable: [CGBlendMode] = [.hue, .saturation, .color, .luminosity]

    @Test(arguments: porterDuff)
    func porterDuffOperators(mode: CGBlendMode) throws {
        try expectMatchesCairo(Self.scene(mode), within: ComparisonTolerance(interior: 1, edge: 1, maxDifferingPercent: 100))
    }

    @Test(arguments: separable)
    func separableBlendModes(mode: CGBlendMode) throws {
        try expectMatchesCairo(Self.scene(mode), within: ComparisonTolerance(interior: 2, edge: 2, maxDifferingPercent: 100))
    }

    @Test(arguments: nonSeparable)
    func nonSeparableBlendModes(mode: CGBlendMode) throws {
        try expectMatchesCairo(Self.scene(mode), within: ComparisonTolerance(interior: 3, edge: 3, maxDifferingPercent: 100))
    }

    /// Global alpha scales the source before blending, in both.
    @Test func globalAlphaWithMultiply() throws {
        var scene = Self.scene(.multiply).operations
        scene.insert(.alpha(128.0 / 255), at: scene.count - 1)
        try expectMatchesCairo(OracleScene("blend-multiply-alpha", width: 96, height: 48, scene),
                               within: ComparisonTolerance(interior: 2, edge: 2, maxDifferingPercent: 100))
    }

    /// `.copy` (UIRectFill's mode) and `.clear` over whole rows of the canvas (one fill over
    /// the block) and over a block narrower than a row (row by row), with a translucent colour.
    @Test(arguments: [CGBlendMode.copy, .clear], [CGRect(x: 0, y: 0, width: 96, height: 48), CGRect(x: 8, y: 8, width: 80, height: 32)])
    func copyAndClearReplaceWholeBlocks(mode: CGBlendMode, target: CGRect) throws {
        var operations: [OracleOperation] = []
        for (index, color) in Self.stripes.enumerated() where color.alpha > 0 {
            operations.append(.fill([.rect(CGRect(x: index * 16, y: 0, width: 16, height: 48))], .winding, color))
        }
        operations += [.clip([.rect(target)], .winding), .blendMode(mode), .fill([.rect(target)], .winding, OracleColor(200, 60, 120, 160))]
        try expectMatchesCairo(OracleScene("blend-\(mode)-block-\(Int(target.width))", width: 96, height: 48, operations),
                               within: ComparisonTolerance(interior: 1, edge: 1, maxDifferingPercent: 100))
    }

    /// One colour under the modes with run kernels (SolidCompositeKernel), over a rectangle
    /// off the pixel grid: its edge pixels, partly covered, take the colour scaled by their
    /// coverage (the modes a transparent source leaves alone) or the result mixed with what
    /// was there (copy and clear; Cairo's SOURCE and CLEAR are bounded by the shape so), and
    /// the whole pixels inside take the mode's formula. No clip: for these modes Cairo also
    /// leaves the pixels outside the shape alone.
    @Test(arguments: [CGBlendMode.copy, .clear, .sourceAtop, .destinationOver, .destinationOut, .xor, .plusLighter])
    func solidModesOffThePixelGrid(mode: CGBlendMode) throws {
        try expectMatchesCairo(OracleScene("blend-\(mode)-off-grid", width: 96, height: 48, Self.offGrid(mode)),
                               within: ComparisonTolerance(interior: 1, edge: 1, maxDifferingPercent: 100))
    }

    /// The same with global alpha 128/255, which scales the colour before the formula in
    /// both (copy: Core Graphics and Cairo replace the pixels with the scaled colour).
    @Test(arguments: [CGBlendMode.copy, .sourceAtop, .destinationOver, .destinationOut, .xor, .plusLighter])
    func solidModesOffThePixelGridWithAlpha(mode: CGBlendMode) throws {
        var operations = Self.offGrid(mode)
        operations.insert(.alpha(128.0 / 255), at: operations.count - 1)
        try expectMatchesCairo(OracleScene("blend-\(mode)-off-grid-alpha", width: 96, height: 48, operations),
                               within: ComparisonTolerance(interior: 1, edge: 1, maxDifferingPercent: 100))
    }

    /// The stripes, then `mode` and a translucent colour over (8.5, 6.25, 79.25 × 33.5).
    static func offGrid(_ mode: CGBlendMode) -> [OracleOperation] {
        var operations: [OracleOperation] = []
        for (index, color) in stripes.enumerated() where color.alpha > 0 {
            operations.append(.fill([.rect(CGRect(x: index * 16, y: 0, width: 16, height: 48))], .winding, color))
        }
        operations += [.blendMode(mode), .fill([.rect(CGRect(x: 8.5, y: 6.25, width: 79.25, height: 33.5))], .winding, OracleColor(200, 60, 120, 160))]
        return operations
    }
}
