// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// A replicator draws its sublayers once per instance: instance k through
/// `instanceTransform` applied k times about the anchor point, multiplied by the instance
/// colour (offsets added k times, clamped), its animations `k × instanceDelay` behind.
@MainActor @Suite(.serialized) struct CAReplicatorLayerTests {
    private let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// A replicator filling a `width × height` black root, and the root.
    private func scene(width: CGFloat = 100, height: CGFloat = 100) -> (root: CALayer, replicator: CAReplicatorLayer) {
        let root = layer(CGRect(x: 0, y: 0, width: width, height: height), black)
        let replicator = CAReplicatorLayer()
        replicator.allowsImplicitAnimations = false
        replicator.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.addSublayer(replicator)
        return (root, replicator)
    }

    /// Makes `replicator` draw `dot` `count` times, 20 points apart along x.
    private func row(_ replicator: CAReplicatorLayer, of dot: CALayer, count: Int) {
        replicator.addSublayer(dot)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    }

    /// The spinner's animation: opacity from 1 to 0 over a second, forever.
    private func fadeForever() -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.repeatCount = .infinity
        return fade
    }

    @Test func instanceKIsTranslatedKTimes() throws {
        let (root, replicator) = scene(height: 20)
        row(replicator, of: layer(CGRect(x: 0, y: 5, width: 10, height: 10), white), count: 4)
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 20, scale: 1))
        compositor.compose([root])
        // Dots at x = 0, 20, 40 and 60 (10 wide); nothing at 80 or between dots.
        for k in 0..<4 { #expect(compositor.screen[20 * k + 5, 10] == 0xFFFF_FFFF, "instance \(k)") }
        #expect(compositor.screen[85, 10] == 0xFF00_0000)
        #expect(compositor.screen[15, 10] == 0xFF00_0000)
        #expect(replicator.sublayers?.count == 1, "instances are drawn, not added")
    }

    /// A 90° turn about the centre (50, 50): the dot centred at (50, 5) goes to (95, 50),
    /// (50, 95) and (5, 50): rotating (x, y) about the anchor gives (−y, x) for the offset.
    @Test func theTransformTurnsAboutTheAnchorPoint() throws {
        let (root, replicator) = scene()
        replicator.addSublayer(layer(CGRect(x: 45, y: 0, width: 10, height: 10), white))
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 100, scale: 1))
        compositor.compose([root])
        for (x, y) in [(50, 5), (95, 50), (50, 95), (5, 50)] {
            #expect(compositor.screen[x, y] == 0xFFFF_FFFF, "dot at (\(x), \(y))")
        }
        #expect(compositor.screen[50, 50] == 0xFF00_0000)
        // About the top-left corner instead, instance 1 (offset (50, 5) → (−5, 50)) leaves
        // the screen and instance 2 (→ (−50, −5)) too: only the dot itself shows.
        replicator.anchorPoint = .zero
        replicator.position = .zero
        compositor.compose([root])
        #expect(compositor.screen[50, 5] == 0xFFFF_FFFF)
        #expect(compositor.screen[95, 50] == 0xFF00_0000)
        #expect(compositor.screen[5, 50] == 0xFF00_0000)
    }

    /// White dots on black: each colour channel shows the instance colour's byte. A red
    /// offset of −0.25 gives red factors 1, 0.75, 0.5, 0.25, 0, 0 (clamped, not negative):
    /// bytes 255, 191, 128, 64, 0, 0 (round(255 × factor)).
    @Test func colourOffsetsAddPerInstanceAndClamp() throws {
        let (root, replicator) = scene(width: 120, height: 10)
        row(replicator, of: layer(CGRect(x: 0, y: 0, width: 10, height: 10), white), count: 6)
        replicator.instanceRedOffset = -0.25
        let compositor = try #require(Compositor(pixelWidth: 120, pixelHeight: 10, scale: 1))
        compositor.compose([root])
        let reds: [UInt32] = [255, 191, 128, 64, 0, 0]
        for (k, red) in reds.enumerated() {
            #expect(compositor.screen[20 * k + 5, 5] == 0xFF00_FFFF | red << 16, "instance \(k)")
        }
        // An alpha offset of −0.5 fades: instance 1 at alpha 0.5 (byte 128) lies on black
        // as 128 in each channel; instance 2 at alpha 0 is not drawn.
        replicator.instanceRedOffset = 0
        replicator.instanceAlphaOffset = -0.5
        compositor.compose([root])
        #expect(compositor.screen[5, 5] == 0xFFFF_FFFF)
        #expect(compositor.screen[25, 5] == 0xFF80_8080)
        #expect(compositor.screen[45, 5] == 0xFF00_0000)
    }

    /// The instance colour multiplies contents too: a white image under (1, 0.5, 0)
    /// shows red 255, green round(255 × 0.5) = 128, blue 0.
    @Test func theInstanceColourMultipliesContents() throws {
        let (root, replicator) = scene(width: 40, height: 10)
        let image = try #require(Bitmap(width: 10, height: 10))
        image.fill(image.bounds, with: 0xFFFF_FFFF)
        let dot = layer(CGRect(x: 0, y: 0, width: 10, height: 10), nil)
        dot.contents = CGImage(bitmap: image)
        row(replicator, of: dot, count: 2)
        replicator.instanceColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        replicator.instanceGreenOffset = 0.5
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 10, scale: 1))
        compositor.compose([root])
        #expect(compositor.screen[5, 5] == 0xFFFF_8000)
        // Instance 1: green 0.5 + 0.5 = 1.
        #expect(compositor.screen[25, 5] == 0xFFFF_FF00)
        // An unchanged frame repaints nothing: the tinted image is the same object.
        #expect(compositor.compose([root]).isEmpty)
    }

    /// The spinner idiom: one dot fading from 1 to 0 over a second, forever; instance k
    /// runs k × 0.25 s behind. At 0.65 s the instances show opacities 1 − 0.65, 1 − 0.4
    /// and 1 − 0.15: bytes round(255 × 0.35) = 89, 153 and round(255 × 0.85) = 217.
    @Test func instanceKRunsItsAnimationsKDelaysBehind() throws {
        let (root, replicator) = scene(width: 60, height: 10)
        let dot = layer(CGRect(x: 0, y: 0, width: 10, height: 10), white)
        row(replicator, of: dot, count: 3)
        replicator.instanceDelay = 0.25
        dot.add(fadeForever(), forKey: "fade")
        let compositor = try #require(Compositor(pixelWidth: 60, pixelHeight: 10, scale: 1))
        showFrame(at: 2000)  // the animation begins
        compositor.compose([root])
        showFrame(at: 2000.65)
        compositor.compose([root])
        for (k, byte) in [89, 153, 217].enumerated() {
            let shown = Int(compositor.screen[20 * k + 5, 5] & 0xFF)
            #expect(abs(shown - byte) <= 1, "instance \(k): \(shown), expected \(byte)")
        }
        dot.removeAllAnimations()
    }

    /// The delay counts in the layers' own time: under a paused root scrubbed to 0.65 s
    /// (`speed` 0, `timeOffset` 0.65), the instances show what they show at 0.65 s of a
    /// running clock: 89, 153 and 217, as above.
    @Test func theDelayCountsInLayerTimeUnderAPausedAncestor() throws {
        let (root, replicator) = scene(width: 60, height: 10)
        let dot = layer(CGRect(x: 0, y: 0, width: 10, height: 10), white)
        row(replicator, of: dot, count: 3)
        replicator.instanceDelay = 0.25
        root.speed = 0
        dot.add(fadeForever(), forKey: "fade")  // paused at local time 0: it begins there
        root.timeOffset = 0.65
        let compositor = try #require(Compositor(pixelWidth: 60, pixelHeight: 10, scale: 1))
        showFrame(at: 4000)
        compositor.compose([root])
        for (k, byte) in [89, 153, 217].enumerated() {
            let shown = Int(compositor.screen[20 * k + 5, 5] & 0xFF)
            #expect(abs(shown - byte) <= 1, "instance \(k): \(shown), expected \(byte)")
        }
        dot.removeAllAnimations()
    }

    /// The instance properties animate as Core Animation documents: halfway through an
    /// animation of the alpha offset from 0 to −0.5, it is −0.25, so instance 1 shows at
    /// alpha 0.75 (byte round(191.25) = 191) on black, and the model keeps 0.
    @Test func theInstanceOffsetsAnimate() throws {
        let (root, replicator) = scene(width: 40, height: 10)
        row(replicator, of: layer(CGRect(x: 0, y: 0, width: 10, height: 10), white), count: 2)
        let fade = CABasicAnimation(keyPath: "instanceAlphaOffset")
        fade.fromValue = 0
        fade.toValue = -0.5
        fade.duration = 1
        replicator.add(fade, forKey: "fade")
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 10, scale: 1))
        showFrame(at: 3000)
        compositor.compose([root])
        showFrame(at: 3000.5)
        compositor.compose([root])
        #expect(compositor.screen[25, 5] == 0xFFBF_BFBF)
        #expect(compositor.screen[5, 5] == 0xFFFF_FFFF)
        #expect(replicator.instanceAlphaOffset == 0)
        #expect(replicator.presentation()?.instanceAlphaOffset == -0.25)
        replicator.removeAllAnimations()
    }

    /// A spinner's scene: twelve dots round a centre, tinted and fading per instance.
    private func spinner() -> (root: CALayer, replicator: CAReplicatorLayer) {
        let (root, replicator) = scene(width: 120, height: 90)
        replicator.frame = CGRect(x: 15, y: 5, width: 80, height: 80)
        let dot = layer(CGRect(x: 35, y: 2, width: 10, height: 18), CGColor(red: 0.9, green: 0.8, blue: 0.3, alpha: 1))
        dot.cornerRadius = 4
        replicator.addSublayer(dot)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceBlueOffset = 0.06
        replicator.instanceAlphaOffset = -1.0 / 14
        return (root, replicator)
    }

    @Test func severalThreadsAndDamageGiveTheOneThreadFullFramePixels() throws {
        let (root, replicator) = spinner()
        func compositor(threads: Int) throws -> Compositor {
            let compositor = try #require(Compositor(pixelWidth: 120, pixelHeight: 90, scale: 1, threads: threads))
            compositor.bandHeight = 16
            compositor.minimumBandedArea = 0
            return compositor
        }
        let one = try compositor(threads: 1), three = try compositor(threads: 3)
        one.compose([root])
        three.compose([root])
        #expect(differingPixels(one.screen, three.screen) == 0)
        // A step of the spinner: fewer instances, another turn. The damage repaints it
        // as a fresh compositor draws it whole.
        replicator.instanceCount = 9
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 4.5, 0, 0, 1)
        let damage = one.compose([root])
        #expect(!damage.isEmpty)
        #expect(three.compose([root]) == damage)
        let fresh = try compositor(threads: 1)
        fresh.compose([root])
        #expect(differingPixels(one.screen, fresh.screen) == 0)
        #expect(differingPixels(three.screen, fresh.screen) == 0)
    }

    /// `render(in:)` draws the instances as the compositor does (edges may round one step
    /// apart: the two rasterize antialiased edges separately).
    @Test func renderDrawsTheInstancesAsTheCompositorDoes() throws {
        let (root, replicator) = scene(width: 100, height: 20)
        row(replicator, of: layer(CGRect(x: 0, y: 5, width: 10, height: 10), white), count: 4)
        replicator.instanceGreenOffset = -0.3
        replicator.instanceAlphaOffset = -0.2
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 20, scale: 1))
        compositor.compose([root])
        let rendered = try #require(Bitmap(width: 100, height: 20))
        root.render(in: CGContext(bitmap: rendered))
        #expect(largestChannelDifference(compositor.screen, rendered) <= 1)
        // Instance 2: green 1 − 0.6 = 0.4, alpha 1 − 0.4 = 0.6 (bytes 102 and 153): on black,
        // red and blue 153, green 153 × 102 / 255 = 61.2 → 61.
        let pixel = rendered[45, 10]
        #expect(abs(Int(pixel >> 16 & 0xFF) - 153) <= 1)
        #expect(abs(Int(pixel >> 8 & 0xFF) - 61) <= 1)
    }

    @Test func aPresentationCopyKeepsTheReplicatorsSettingsAndItsModel() throws {
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 12
        replicator.instanceDelay = 1.0 / 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        replicator.instanceAlphaOffset = -0.05
        replicator.preservesDepth = true
        let copy = try #require(replicator.presentation())
        #expect(copy.instanceCount == 12)
        #expect(copy.instanceDelay == 1.0 / 12)
        #expect(CATransform3DEqualToTransform(copy.instanceTransform, replicator.instanceTransform))
        #expect(copy.instanceColor == replicator.instanceColor)
        #expect(copy.instanceAlphaOffset == -0.05)
        #expect(copy.preservesDepth)
        #expect(copy.model() === replicator)
        #expect(replicator.model() === replicator)
    }
}
