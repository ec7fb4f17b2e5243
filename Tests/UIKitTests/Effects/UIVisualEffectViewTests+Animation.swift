// Vitrine — Apache License 2.0
import OracleSupport
import Testing
@testable import UIKitCore

/// A blur set or cleared inside an animation animates its radius, saturation and tint
/// together, as UIKit's do; every frame between blurs at the radius of that moment.
@MainActor @Suite struct UIVisualEffectViewAnimationTests {
    /// A window black left of x = 60 and white right of it, a visual effect view with no
    /// effect over all of it, and a compositor of its 120 × 40 pixels.
    @MainActor private struct Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let effectView = UIVisualEffectView(effect: nil)
        let compositor = Compositor(pixelWidth: 120, pixelHeight: 40, scale: 1)!  // a positive size

        init() {
            window.backgroundColor = .white
            let black = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            black.backgroundColor = .black
            window.addSubview(black)
            effectView.frame = window.bounds
            window.addSubview(effectView)
            window.isHidden = false
        }

        func compose() {
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            compositor.compose([window.layer])
        }

        /// Row 20's blue channel, which saturation leaves alone on greys.
        var row: [Int] { (0..<120).map { Int(compositor.screen[$0, 20] & 0xFF) } }
    }

    /// The ultra-thin light material a quarter of the way in (or out): radius 10 · ¼ = 2.5
    /// points, 2.5 pixels at scale 1, which is blurred at full resolution, so the row is
    /// three box passes over it exactly (the edge pixels repeating beyond the screen);
    /// saturation 1 + 0.8 · ¼ = 1.2, which leaves greys grey; and the tint, 97 % white at
    /// 40 %, at a quarter of its alpha: 0.97 · 0.1 · 255 + 0.9 · blurred.
    private static let quarterSigma: CGFloat = 2.5

    private static func expectQuarterBlur(_ scene: Scene, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Bitmap.backdropReduction(sigma: quarterSigma) == 1, sourceLocation: sourceLocation)
        let filter = scene.effectView.effectBackdrop.layer.presentation()?.backdropFilter
        #expect(abs((filter?.radius ?? 0) - quarterSigma) < 1e-9, "\(String(describing: filter))", sourceLocation: sourceLocation)
        #expect(abs((filter?.saturation ?? 0) - 1.2) < 1e-9, sourceLocation: sourceLocation)
        let extent = Bitmap.blurExtent(sigma: quarterSigma)
        let line = (-extent..<120 + extent).map { $0 >= 60 ? 255 : 0 }
        let blurred = threeBoxPasses(line, sigma: Double(quarterSigma))[extent..<120 + extent]
        let expected = blurred.map { 0.97 * 0.1 * 255 + 0.9 * Double($0) }
        let row = scene.row
        for x in 0..<120 {
            #expect(abs(Double(row[x]) - expected[x]) <= 1.5, "x = \(x): \(row[x]) for \(expected[x])",
                    sourceLocation: sourceLocation)
        }
        // The blur is there: the edge is softened across the box passes' reach.
        #expect(row[58] > 30 && row[61] < 230, sourceLocation: sourceLocation)
    }

    @Test func settingABlurInAnAnimationBlockGrowsItsRadiusAndTint() {
        let scene = Scene()
        scene.compose()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            scene.effectView.effect = UIBlurEffect(style: .systemUltraThinMaterialLight)
        })
        showAnimationFrame(at: 9100)
        scene.compose()
        // The first frame shows no blur: the screen as it lies beneath.
        #expect(scene.row[59] == 0 && scene.row[60] == 255)
        showAnimationFrame(at: 9100.25)
        scene.compose()
        Self.expectQuarterBlur(scene)
        showAnimationFrame(at: 9102)
        scene.compose()
        #expect(scene.effectView.effectBackdrop.layer.presentation()?.backdropFilter == BackdropFilter(radius: 10, saturation: 1.8))
    }

    @Test func aPausedPropertyAnimatorShowsThatFractionOfTheBlur() {
        let scene = Scene()
        scene.compose()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            scene.effectView.effect = UIBlurEffect(style: .systemUltraThinMaterialLight)
        }
        animator.fractionComplete = 0.25
        showAnimationFrame(at: 9200)
        scene.compose()
        Self.expectQuarterBlur(scene)
        animator.stopAnimation(true)
    }

    @Test func clearingTheEffectAnimatesTheBlurOutAndRemovesTheBackdropAtTheEnd() {
        let scene = Scene()
        scene.effectView.effect = UIBlurEffect(style: .systemUltraThinMaterialLight)
        scene.compose()
        #expect(scene.compositor.backdropScratchBytes > 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.effectView.effect = nil })
        #expect(scene.effectView.effectBackdrop.layer.backdropFilter == nil, "the model changes at once")
        showAnimationFrame(at: 9300)
        showAnimationFrame(at: 9300.75)
        scene.compose()
        Self.expectQuarterBlur(scene)
        showAnimationFrame(at: 9302)
        scene.compose()
        #expect(scene.effectView.effectBackdrop.layer.animationKeys() == nil)
        #expect(scene.effectView.effectBackdrop.layer.presentation()?.backdropFilter == nil)
        // What lies beneath shows sharp, and with no backdrop left its scratch bitmap is freed.
        #expect(scene.row[59] == 0 && scene.row[60] == 255)
        #expect(scene.compositor.backdropScratchBytes == 0)
    }
}
