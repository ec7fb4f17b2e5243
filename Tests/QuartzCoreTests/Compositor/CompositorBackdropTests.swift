// Vitrine — Apache License 2.0
import Foundation
import OracleSupport
import Testing
@testable import QuartzCore

/// A layer with a backdrop filter shows what is composed beneath it, blurred and
/// saturated, inside its shape; damage beneath it repaints it, nothing else does, and
/// threads and culling do not change its pixels.
@MainActor @Suite struct CompositorBackdropTests {
    private func compositor(width: Int, height: Int, threads: Int = 1) throws -> Compositor {
        try #require(Compositor(pixelWidth: width, pixelHeight: height, scale: 1, threads: threads))
    }

    private func backdrop(_ frame: CGRect, radius: CGFloat, saturation: CGFloat = 1) -> CALayer {
        let backdrop = layer(frame, nil)
        backdrop.backdropFilter = BackdropFilter(radius: radius, saturation: saturation)
        return backdrop
    }

    @Test func aUniformAreaStaysUniformAndIsSaturatedByTheColourMatrix() throws {
        // The backdrop touches the screen's top edge: the edge pixels repeat beyond it,
        // so no black from outside the screen darkens it.
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 60), CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        root.addSublayer(backdrop(CGRect(x: 20, y: 0, width: 60, height: 40), radius: 4, saturation: 1.8))
        let compositor = try compositor(width: 100, height: 60)
        compositor.compose([root])
        let beneath = compositor.screen[5, 50]
        let r = Double(beneath >> 16 & 0xFF), g = Double(beneath >> 8 & 0xFF), b = Double(beneath & 0xFF)
        // The W3C saturate matrix for s = 1.8, rounded per channel and clamped to 0...255.
        let s = 1.8
        func channel(_ x: Double, _ y: Double, _ z: Double) -> UInt32 { UInt32(min(max((x * r + y * g + z * b).rounded(), 0), 255)) }
        let expected = 0xFF00_0000 | channel(0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s) << 16
            | channel(0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s) << 8
            | channel(0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s)
        for y in [0, 1, 20, 39] {
            for x in [20, 21, 50, 79] {
                #expect(compositor.screen[x, y] == expected, "pixel (\(x), \(y))")
            }
        }
        #expect(compositor.screen[19, 10] == beneath && compositor.screen[80, 10] == beneath)
        #expect(compositor.lastFrameStatistics.backdropsBlurred == 1)
    }

    @Test func aStepEdgeIsBlurredAsThreeBoxPassesApproximatingAGaussian() throws {
        // Black left of x = 60, white right of it, the whole screen under the backdrop.
        let root = layer(CGRect(x: 0, y: 0, width: 120, height: 40), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 60, height: 40), CGColor(red: 0, green: 0, blue: 0, alpha: 1)))
        // σ = 2.5 (box size 5) is below the reduced-resolution threshold: the exact boxes.
        let sigma: CGFloat = 2.5
        #expect(Bitmap.backdropReduction(sigma: sigma) == 1)
        root.addSublayer(backdrop(CGRect(x: 0, y: 0, width: 120, height: 40), radius: sigma))
        let compositor = try compositor(width: 120, height: 40)
        compositor.compose([root])
        // The blur reads `extent` pixels beyond the screen, where the edge pixels repeat.
        let extent = Bitmap.blurExtent(sigma: sigma)
        let line = (-extent..<120 + extent).map { $0 >= 60 ? 255 : 0 }
        let expected = Array(threeBoxPasses(line, sigma: Double(sigma))[extent..<120 + extent])
        for y in [0, 20, 39] {
            let row = (0..<120).map { Int(compositor.screen[$0, y] & 0xFF) }
            #expect(row == expected, "row \(y)")
            #expect((0..<120).allSatisfy { compositor.screen[$0, y] >> 24 == 0xFF })
        }
        // Within a few levels of the Gaussian it approximates: 255 · Φ((x + ½ − 60) / σ).
        for x in 50..<70 {
            let gaussian = 255 * 0.5 * erfc(-(Double(x) + 0.5 - 60) / (Double(sigma) * 2.0.squareRoot()))
            #expect(abs(Double(expected[x]) - gaussian) < 6, "x = \(x)")
        }
        #expect(expected[0] == 0 && expected[119] == 255 && expected[59] < 128 && expected[60] > 128)
    }

    @Test func roundedCornersShowTheBlurOnlyInsideTheirOutline() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 80, height: 80), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 40, height: 80), CGColor(red: 0, green: 0, blue: 0.5, alpha: 1)))
        let card = backdrop(CGRect(x: 20, y: 20, width: 40, height: 40), radius: 4)
        card.cornerRadius = 12
        root.addSublayer(card)
        let compositor = try compositor(width: 80, height: 80)
        compositor.compose([root])
        // The corner pixel is outside the rounded outline: what lies beneath, sharp.
        #expect(compositor.screen[20, 20] == 0xFF00_0080 && compositor.screen[59, 59] == 0xFFFF_FFFF)
        // Beside the edge at x = 40, inside the card, the blue and the white mix.
        let mixed = compositor.screen[40, 40]
        #expect(mixed & 0xFF > 0x80 && mixed & 0xFF < 0xFF && mixed >> 16 & 0xFF > 0 && mixed >> 16 & 0xFF < 0xFF)
    }

    /// A striped field with a bar (a backdrop with a tint and a label-like child) across it,
    /// a card beneath the bar's margin, and a layer far from it.
    private func barScene() -> (root: CALayer, bar: CALayer, onBar: CALayer, nearBar: CALayer, far: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 160, height: 120), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        for i in 0..<8 {
            root.addSublayer(layer(CGRect(x: 0, y: CGFloat(i) * 15, width: 160, height: 6),
                                   CGColor(red: CGFloat(i) / 8, green: 0.3, blue: 0.8, alpha: 1)))
        }
        let nearBar = layer(CGRect(x: 30, y: 36, width: 20, height: 6), CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))
        root.addSublayer(nearBar)
        let far = layer(CGRect(x: 100, y: 100, width: 20, height: 10), CGColor(red: 0.1, green: 0.8, blue: 0.1, alpha: 1))
        root.addSublayer(far)
        let bar = backdrop(CGRect(x: 0, y: 0, width: 160, height: 30), radius: 3, saturation: 1.8)
        bar.backgroundColor = CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.6)
        let onBar = layer(CGRect(x: 60, y: 10, width: 40, height: 10), CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        bar.addSublayer(onBar)
        root.addSublayer(bar)
        return (root, bar, onBar, nearBar, far)
    }

    /// What a fresh compositor draws of `root`: every pixel repainted, nothing cached.
    private func freshFrame(_ root: CALayer, threads: Int = 1) throws -> Bitmap {
        let fresh = try compositor(width: 160, height: 120, threads: threads)
        fresh.compose([root])
        return fresh.screen
    }

    @Test func aChangeBeneathTheBackdropRepaintsItAndNothingElseBlurs() throws {
        let scene = barScene()
        let compositor = try compositor(width: 160, height: 120)
        compositor.compose([scene.root])
        // Nothing changed: no frame, nothing blurred.
        #expect(compositor.compose([scene.root]).isEmpty && compositor.lastFrameStatistics.backdropsBlurred == 0)

        // A change beneath the bar's margin only (rows 30 ..< 30 + extent) reaches into it.
        let extent = Bitmap.blurExtent(sigma: 3)
        #expect(36 < 30 + extent)
        scene.nearBar.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.9, alpha: 1)
        let damage = compositor.compose([scene.root])
        let barBounds = PixelRect(x: 0, y: 0, width: 160, height: 30)
        #expect(compositor.lastFrameStatistics.backdropsBlurred == 1)
        #expect(barBounds.area == damage.reduce(0) { $0 + $1.intersection(barBounds).area })
        #expect(differingPixels(compositor.screen, try freshFrame(scene.root)) == 0)

        // A change far from the bar neither blurs nor repaints it.
        scene.far.backgroundColor = CGColor(red: 0.5, green: 0.5, blue: 0.1, alpha: 1)
        let farDamage = compositor.compose([scene.root])
        #expect(compositor.lastFrameStatistics.backdropsBlurred == 0)
        #expect(!farDamage.isEmpty && farDamage.allSatisfy { !$0.intersects(barBounds) })

        // A change above the backdrop repaints it from the blur already made.
        scene.onBar.backgroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        let aboveDamage = compositor.compose([scene.root])
        #expect(compositor.lastFrameStatistics.backdropsBlurred == 0 && !aboveDamage.isEmpty)
        #expect(differingPixels(compositor.screen, try freshFrame(scene.root)) == 0)
    }

    @Test func bandsOnSeveralThreadsGiveTheSamePixelsAsOne() throws {
        let scene = barScene()
        let single = try compositor(width: 160, height: 120, threads: 1)
        let shared = try compositor(width: 160, height: 120, threads: 3)
        for c in [single, shared] {
            c.bandHeight = 8  // the bar and its margin cross several bands
            c.minimumBandedArea = 0
        }
        for step in 0..<3 {
            single.compose([scene.root])
            shared.compose([scene.root])
            #expect(differingPixels(single.screen, shared.screen) == 0, "step \(step)")
            scene.nearBar.position.y += 3
            scene.bar.position.y += 2
        }
        #expect(shared.parallelRepaintCount > 0)
    }

    @Test func cullingAboveTheMarginLeavesTheBlurAsWithoutCulling() throws {
        // An opaque layer above the bar covers part of the margin the bar reads.
        let scene = barScene()
        scene.root.addSublayer(layer(CGRect(x: 0, y: 32, width: 160, height: 20), CGColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)))
        let culling = try compositor(width: 160, height: 120)
        let drawingAll = try compositor(width: 160, height: 120)
        drawingAll.cullsOccludedPixels = false
        culling.compose([scene.root])
        drawingAll.compose([scene.root])
        #expect(differingPixels(culling.screen, drawingAll.screen) == 0)
    }

    @Test func renderInContextShowsTheSameBlurAsTheCompositor() throws {
        let scene = barScene()
        let rendered = try #require(Bitmap(width: 160, height: 120))
        scene.root.render(in: CGContext(bitmap: rendered))
        #expect(differingPixels(rendered, try freshFrame(scene.root)) == 0)
    }
}
