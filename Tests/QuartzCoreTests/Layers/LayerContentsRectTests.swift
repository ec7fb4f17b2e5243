// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// `contentsRect` shows part of the contents (a sprite sheet's frame) and `contentsCenter`
/// stretches only the centre of the contents, as Core Animation documents.
@MainActor @Suite struct LayerContentsRectTests {
    private let red: UInt32 = 0xFFFF_0000
    private let green: UInt32 = 0xFF00_FF00
    private let blue: UInt32 = 0xFF00_00FF

    /// An image `width` × `height` whose pixel (x, y) is `colour(x, y)`.
    private func image(_ width: Int, _ height: Int, _ colour: (Int, Int) -> UInt32) -> CGImage {
        let bitmap = Bitmap(width: width, height: height)!
        for y in 0..<height { for x in 0..<width { bitmap[x, y] = colour(x, y) } }
        return CGImage(bitmap: bitmap)
    }

    /// A 3 × 3 image: red corners, blue edges, a green centre.
    private var ninePatch: CGImage {
        image(3, 3) { x, y in
            if x == 1 && y == 1 { return green }
            return (x == 1 || y == 1) ? blue : red
        }
    }

    private func show(_ layer: CALayer, width: Int = 60, height: Int = 40) throws -> Compositor {
        let compositor = try #require(Compositor(pixelWidth: width, pixelHeight: height, scale: 1))
        layer.allowsImplicitAnimations = false  // these changes are shown at once
        compositor.compose([layer])
        return compositor
    }

    @Test func theContentsRectShowsOneFrameOfASpriteSheetStretchedToTheBounds() throws {
        // Four 10-pixel frames side by side: red, green, blue, red.
        let sheet = image(40, 10) { x, _ in [red, green, blue, red][x / 10] }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.contents = sheet
        layer.contentsRect = CGRect(x: 0.25, y: 0, width: 0.25, height: 1)
        let compositor = try show(layer)
        for point in [(1, 1), (30, 20), (58, 38)] {
            #expect(compositor.screen[point.0, point.1] == green, "frame 2 fills the layer at \(point)")
        }
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.25, height: 1)
        compositor.compose([layer])
        #expect(compositor.screen[30, 20] == blue, "the next frame")
    }

    @Test func aContentsRectWorksWithTheGravity() throws {
        let sheet = image(20, 10) { x, _ in x < 10 ? red : blue }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.contents = sheet
        layer.contentsGravity = .topLeft
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let compositor = try show(layer)
        // The cut is 10 × 10 pixels at scale 1: shown at its size in the top-left corner.
        #expect(compositor.screen[5, 5] == blue)
        #expect(compositor.screen[15, 5] != blue, "nothing beyond the cut's 10 points")
    }

    @Test func theCentreStretchesAndTheCornersAndEdgesKeepTheirSize() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.contents = ninePatch
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let screen = try show(layer).screen
        // Corners one pixel each; edges one pixel thick along their length; the rest green.
        #expect(screen[0, 0] == red && screen[59, 0] == red && screen[0, 39] == red && screen[59, 39] == red)
        #expect(screen[30, 0] == blue && screen[30, 39] == blue && screen[0, 20] == blue && screen[59, 20] == blue)
        #expect(screen[1, 1] == green && screen[30, 20] == green && screen[58, 38] == green)
    }

    @Test func withTheWholeRectanglesTheContentsAreShownAsTheyAre() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        let picture = ninePatch
        layer.contents = picture
        #expect(layer.shownContents() === picture, "no copy: the contents stretch evenly, filtered")
        layer.contentsCenter = CGRect(x: 0.2, y: 0.2, width: 0.5, height: 0.5)
        layer.contentsGravity = .center
        #expect(layer.shownContents() === picture, "a centre matters only when the gravity resizes")
        layer.contentsGravity = .resize
        let stretched = layer.shownContents()
        #expect(stretched !== picture && stretched?.width == 60 && stretched?.height == 60)
        #expect(layer.shownContents() === stretched, "kept while nothing changes")
        layer.bounds.size.width = 50
        #expect(layer.shownContents()?.width == 50, "made again for a new size")
    }

    @Test func aContentsRectOutsideTheImageExtendsItsEdgePixels() throws {
        // A 2 × 1 image, red then blue; the rectangle reaches half an image past each side,
        // so the layer shows 4 image pixels: the red edge pixel, red, blue, the blue edge.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        layer.contents = image(2, 1) { x, _ in x == 0 ? red : blue }
        layer.contentsRect = CGRect(x: -0.5, y: 0, width: 2, height: 1)
        let compositor = try show(layer, width: 40, height: 10)
        #expect(compositor.screen[2, 5] == red, "the left edge pixel, extended")
        #expect(compositor.screen[14, 5] == red)
        #expect(compositor.screen[25, 5] == blue)
        #expect(compositor.screen[38, 5] == blue, "the right edge pixel, extended")
        let shown = try #require(layer.shownContents())
        #expect(shown.width == 4 && shown.height == 1)
    }

    @Test func aZeroSizedCentreStretchesOnePixel() throws {
        // 5 × 5: a red one-pixel frame around a green 3 × 3 with a blue middle pixel.
        let picture = image(5, 5) { x, y in
            if x == 0 || y == 0 || x == 4 || y == 4 { return red }
            return (x == 2 && y == 2) ? blue : green
        }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.contents = picture
        layer.contentsCenter = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        let screen = try show(layer).screen
        #expect(screen[0, 0] == red && screen[59, 39] == red)
        #expect(screen[1, 1] == green && screen[58, 38] == green, "the ring around the middle keeps its size")
        #expect(screen[30, 20] == blue, "the middle pixel stretches")
    }

    @Test func aSpriteAnimationStepsThroughFramesWithADiscreteKeyframeAnimation() throws {
        let sheet = image(30, 10) { x, _ in [red, green, blue][x / 10] }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.contents = sheet
        layer.contentsRect = CGRect(x: 0, y: 0, width: 1.0 / 3, height: 1)
        let compositor = try show(layer)
        let frames = CAKeyframeAnimation(keyPath: "contentsRect")
        frames.values = (0..<3).map { NSValue(cgRect: CGRect(x: CGFloat($0) / 3, y: 0, width: 1.0 / 3, height: 1)) }
        frames.calculationMode = .discrete
        frames.duration = 0.3
        layer.add(frames, forKey: "walk")
        showFrame(at: 5000)
        compositor.compose([layer])
        #expect(compositor.screen[30, 20] == red)
        showFrame(at: 5000.15)
        compositor.compose([layer])
        #expect(compositor.screen[30, 20] == green)
        showFrame(at: 5000.25)
        compositor.compose([layer])
        #expect(compositor.screen[30, 20] == blue)
    }

    @Test func boxedValuesFromIOSCodeAnimate() {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
        move.duration = 1
        let turn = CABasicAnimation(keyPath: "transform")
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        turn.duration = 1
        layer.add(move, forKey: "move")
        layer.add(turn, forKey: "turn")
        showFrame(at: 6000)
        showFrame(at: 6000.5)
        let shown = layer.presentation()!
        #expect(shown.position == CGPoint(x: 50, y: 25))
        #expect(abs(shown.transform.m11 - 2) < 1e-9, "halfway from a scale of 1 to 3")
    }
}
