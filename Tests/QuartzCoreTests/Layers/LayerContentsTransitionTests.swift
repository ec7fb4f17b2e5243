// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// A change of `contents` as Core Animation documents it: the default action for
/// "contents" cross-fades from the old image to the new over 0.25 s, an animation of
/// "contents" between images cross-fades (or flips through them when discrete), and a
/// CATransition moves from what the layer showed before it was added to what it shows now.
///
/// Expected pixels are arithmetic on premultiplied bytes: a cross-fade halfway between
/// opaque red and opaque blue is (255 · 128 + 128) >> 8 = 128 of each, full alpha.
@MainActor @Suite struct LayerContentsTransitionTests {
    private let red: UInt32 = 0xFFFF_0000
    private let blue: UInt32 = 0xFF00_00FF
    private let green: UInt32 = 0xFF00_FF00
    private let halfway: UInt32 = 0xFF80_0080

    private func solid(_ pixel: UInt32, width: Int = 4, height: Int = 4) -> CGImage {
        let bitmap = Bitmap(width: width, height: height)!
        bitmap.fill(bitmap.bounds, with: pixel)
        return CGImage(bitmap: bitmap)
    }

    /// A 40 × 20 layer showing `image`, drawn once at media time `t`.
    /// Sets `layer`'s contents to `image` with `transition` added and no implicit action,
    /// so only the transition animates.
    private func replaceContents(of layer: CALayer, with image: CGImage, through transition: CATransition) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents = image
        layer.add(transition, forKey: nil)
        CATransaction.commit()
    }

    private func layerOnScreen(showing image: CGImage, at t: Double) throws -> (CALayer, Compositor) {
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 20, scale: 1))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contents = image
        showFrame(at: t)
        compositor.compose([layer])
        return (layer, compositor)
    }

    @Test func changingTheContentsOfALayerOnScreenCrossFadesOverAQuarterSecond() throws {
        let (layer, compositor) = try layerOnScreen(showing: solid(red), at: 5000)
        layer.contents = solid(blue)
        #expect(layer.animationKeys() == ["contents"])
        showFrame(at: 5000.1)
        compositor.compose([layer])
        #expect(compositor.screen[20, 10] == red, "the first frame shows the old image")
        showFrame(at: 5000.1 + 0.125)
        compositor.compose([layer])
        #expect(compositor.screen[20, 10] == halfway)
        showFrame(at: 5000.1 + 0.25)
        compositor.compose([layer])
        #expect(compositor.screen[20, 10] == blue)
        #expect(layer.animationKeys() == nil)
    }

    @Test func contentsSetBeforeTheLayerIsDrawnOrWithActionsOffChangeAtOnce() throws {
        let layer = CALayer()
        layer.contents = solid(red)
        layer.contents = solid(blue)
        #expect(layer.animationKeys() == nil, "not on screen yet")
        let (shown, _) = try layerOnScreen(showing: solid(red), at: 5100)
        shown.actions = ["contents": NSNull()]
        shown.contents = solid(blue)
        #expect(shown.animationKeys() == nil)
    }

    @Test func aLayerRedrawingItsOwnBackingStoreDoesNotFade() throws {
        final class Drawn: CALayer {
            var colour = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(colour)
                ctx.fill(bounds)
            }
        }
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 20, scale: 1))
        let layer = Drawn()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        compositor.compose([layer])
        layer.colour = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.animationKeys() == nil)
        compositor.compose([layer])
        #expect(compositor.screen[20, 10] == blue)
    }

    @Test func aBasicAnimationOfContentsCrossFadesBetweenItsImages() throws {
        let (layer, compositor) = try layerOnScreen(showing: solid(blue), at: 5200)
        let fade = CABasicAnimation(keyPath: "contents")
        fade.fromValue = solid(red)
        fade.toValue = solid(blue)
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        showFrame(at: 5201)
        showFrame(at: 5201.5)
        compositor.compose([layer])
        #expect(compositor.screen[5, 5] == halfway)
    }

    @Test func aDiscreteKeyframeAnimationOfContentsFlipsThroughASpriteSequence() throws {
        let (layer, compositor) = try layerOnScreen(showing: solid(red), at: 5300)
        let sprite = CAKeyframeAnimation(keyPath: "contents")
        sprite.values = [solid(red), solid(green), solid(blue)]
        sprite.calculationMode = .discrete
        sprite.duration = 0.3
        layer.add(sprite, forKey: "sprite")
        showFrame(at: 5301)
        showFrame(at: 5301.15)
        compositor.compose([layer])
        #expect(compositor.screen[20, 10] == green, "the second of three frames, a third of the way in")
        showFrame(at: 5301.25)
        compositor.compose([layer])
        #expect(compositor.screen[20, 10] == blue)
    }

    @Test func aFadeTransitionStartsFromTheImageShownBeforeItWasAddedWhicheverOrder() throws {
        for contentsFirst in [true, false] {
            let t = contentsFirst ? 5400.0 : 5500.0
            let (layer, compositor) = try layerOnScreen(showing: solid(red), at: t)
            let transition = CATransition()
            transition.type = .fade
            transition.duration = 1
            CATransaction.begin()
            CATransaction.setDisableActions(true)  // only the transition animates
            if contentsFirst { layer.contents = solid(blue) }
            layer.add(transition, forKey: kCATransition)
            if !contentsFirst { layer.contents = solid(blue) }
            CATransaction.commit()
            #expect(layer.animationKeys() == [kCATransition])
            showFrame(at: t + 1)
            showFrame(at: t + 1.5)
            compositor.compose([layer])
            #expect(compositor.screen[20, 10] == halfway, "contents set \(contentsFirst ? "before" : "after") adding")
            showFrame(at: t + 2)
            compositor.compose([layer])
            #expect(compositor.screen[20, 10] == blue)
        }
    }

    @Test func aPushFromTheRightSlidesTheOldImageOutLeftAndTheNewInBehindIt() throws {
        let (layer, compositor) = try layerOnScreen(showing: solid(red), at: 5600)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        replaceContents(of: layer, with: solid(blue), through: push)
        showFrame(at: 5601)
        showFrame(at: 5601.25)
        compositor.compose([layer])
        // A quarter of the way: the old image moved 10 points left, the new one fills
        // the last 10 points.
        #expect(compositor.screen[5, 10] == red)
        #expect(compositor.screen[29, 10] == red)
        #expect(compositor.screen[31, 10] == blue)
        #expect(compositor.screen[39, 10] == blue)
    }

    @Test func startAndEndProgressLimitTheTransition() throws {
        let (layer, compositor) = try layerOnScreen(showing: solid(red), at: 5700)
        let transition = CATransition()
        transition.duration = 1
        transition.startProgress = 0.5
        transition.endProgress = 0.5
        replaceContents(of: layer, with: solid(blue), through: transition)
        showFrame(at: 5701)
        showFrame(at: 5701.9)
        compositor.compose([layer])
        #expect(compositor.screen[20, 10] == halfway, "held at the middle of the fade")
    }
}
