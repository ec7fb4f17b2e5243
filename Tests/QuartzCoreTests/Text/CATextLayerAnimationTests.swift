// Vitrine — Apache License 2.0
import Foundation
import OracleSupport
import Testing
@testable import QuartzCore

@MainActor @Suite struct CATextLayerAnimationTests {
    private func textLayer(fontSize: CGFloat) -> CATextLayer {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
        layer.position = CGPoint(x: 100, y: 30)
        layer.fontSize = fontSize
        layer.string = "Grow"
        return layer
    }

    /// The ink of what the compositor would draw for `layer` now.
    private func presentedInk(_ layer: CATextLayer) -> InkStatistics {
        let shown = layer.presentationForCompositing(at: AnimationClock.shared.currentTime)
        return (shown.contents as? CGImage).map { InkStatistics($0.bitmap) } ?? InkStatistics()
    }

    @Test func fontSizeAnimatesThroughCABasicAnimation() throws {
        let layer = textLayer(fontSize: 40)
        let end = layer.displayedInk
        let reference = textLayer(fontSize: 25).displayedInk
        let animation = CABasicAnimation(keyPath: "fontSize")
        animation.fromValue = 10
        animation.toValue = 40
        animation.duration = 2
        layer.add(animation, forKey: "grow")

        showFrame(at: 1000)
        #expect(layer.presentation()?.fontSize == 10 && layer.fontSize == 40, "the model keeps its value")
        let start = presentedInk(layer)
        showFrame(at: 1001)
        #expect(abs(layer.presentation()!.fontSize - 25) < 1e-9)
        let middle = presentedInk(layer)
        #expect(abs(middle.total - reference.total) < 0.02 * reference.total,
                "halfway is drawn as 25 pt text: \(middle) vs \(reference)")
        #expect(middle.bounds == reference.bounds)
        #expect(start.total > 0 && start.total < middle.total && middle.total < end.total)
        #expect(start.bounds.minY < 3 && middle.bounds.minY < 6, "every size is set from the top")

        // The compositor shows the presentation.
        let compositor = try #require(Compositor(pixelWidth: 200, pixelHeight: 60, scale: 1))
        compositor.backgroundPixel = 0xFF00_0000
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
        root.position = CGPoint(x: 100, y: 30)
        root.addSublayer(layer)
        root.displayTreeIfNeeded()
        compositor.compose([root])
        var lit = 0
        for y in 0..<60 { for x in 0..<200 where compositor.screen[x, y] & 0xFF > 0x80 { lit += 1 } }
        #expect(abs(Double(lit) - middle.total) < 0.25 * middle.total, "\(lit) lit pixels for \(middle)")

        showFrame(at: 1002.5)
        #expect(layer.animationKeys() == nil, "ended and removed")
        #expect(layer.presentationForCompositing(at: AnimationClock.shared.currentTime) === layer)
        #expect(layer.displayedInk.total == end.total)
    }

    @Test func foregroundColorAnimates() throws {
        let layer = textLayer(fontSize: 40)
        layer.foregroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        _ = layer.displayedBitmap
        let animation = CABasicAnimation(keyPath: "foregroundColor")
        animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        animation.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        animation.duration = 1
        layer.add(animation, forKey: "tint")
        showFrame(at: 1100)
        showFrame(at: 1100.5)
        let shown = layer.presentationForCompositing(at: AnimationClock.shared.currentTime)
        let bitmap = try #require((shown.contents as? CGImage)?.bitmap)
        var mixed = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap[x, y]
                if pixel >> 24 == 0xFF, (pixel >> 16) & 0xFF > 0x40, pixel & 0xFF > 0x40, (pixel >> 8) & 0xFF == 0 { mixed += 1 }
            }
        }
        #expect(mixed > 20, "solid glyph pixels halfway between red and blue")
        #expect(layer.animationValue(forKeyPath: "foregroundColor") == .color(CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(layer.animationValue(forKeyPath: "fontSize") == .scalar(40))
        #expect(layer.animationValue(forKeyPath: "position") == .point(CGPoint(x: 100, y: 30)), "CALayer's key paths still answer")
    }
}
