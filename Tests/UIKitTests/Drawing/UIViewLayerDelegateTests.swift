// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A view is its layer's delegate, and subclasses override the delegate methods as on
/// iOS: `display(_:)` sets the layer's contents itself (then `draw(_:)` is not called);
/// `draw(_:in:)` draws into the layer's context in place of `draw(_:)`.
@MainActor @Suite struct UIViewLayerDelegateTests {
    final class StampView: UIView {
        var drawCalls = 0
        var displayCalls = 0
        override func display(_ layer: CALayer) {
            displayCalls += 1
            let bitmap = Bitmap(width: 2, height: 2)!
            bitmap.fill(bitmap.bounds, with: 0xFF00_FF00)
            layer.contents = CGImage(bitmap: bitmap)
        }
        override func draw(_ rect: CGRect) { drawCalls += 1 }
    }

    final class TopHalfView: UIView {
        var drawCalls = 0
        override func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width, height: layer.bounds.height / 2))
        }
        override func draw(_ rect: CGRect) { drawCalls += 1 }
    }

    @Test func anOverriddenDisplaySetsTheContentsAndDrawIsNotCalled() {
        let stage = UIViewDrawingTests.Stage()
        let view = StampView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        stage.window.addSubview(view)
        stage.frame()
        #expect(view.displayCalls == 1)
        #expect(view.drawCalls == 0)
        #expect(stage.display.screen[10, 10] == 0xFF00_FF00, "the image fills the view")
        view.setNeedsDisplay()
        stage.frame()
        #expect(view.displayCalls == 2, "setNeedsDisplay asks display(_:) again")
    }

    @Test func anOverriddenDrawLayerInContextDrawsInsteadOfDrawRect() {
        let stage = UIViewDrawingTests.Stage()
        let view = TopHalfView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .blue
        stage.window.addSubview(view)
        stage.frame()
        #expect(view.drawCalls == 0)
        #expect(stage.display.screen[10, 5] == 0xFFFF_0000)
        #expect(stage.display.screen[10, 15] == 0xFF00_00FF, "the background shows below the drawing")
    }
}
