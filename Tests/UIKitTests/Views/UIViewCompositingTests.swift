// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// What the compositor makes of views: `alpha` as group opacity, opaque views hiding
/// what lies beneath them.
@MainActor @Suite struct UIViewCompositingTests {
    @MainActor private final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let compositor = Compositor(pixelWidth: 60, pixelHeight: 40, scale: 1)!  // a positive size

        init() {
            window.backgroundColor = .white
            window.isHidden = false
        }

        isolated deinit {
            window.isHidden = true
        }

        func compose() {
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            compositor.compose([window.layer])
        }
    }

    @Test func aViewsAlphaAppliesToItsSubviewsAsAGroup() {
        let scene = Scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        card.backgroundColor = nil
        card.alpha = 0.5
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        back.backgroundColor = .red
        let front = UIView(frame: CGRect(x: 20, y: 0, width: 30, height: 40))
        front.backgroundColor = .blue
        card.addSubview(back)
        card.addSubview(front)
        scene.window.addSubview(card)
        scene.compose()
        // Blue at 128 over white: (0, 0, 128) + 255·127/255 = (127, 127, 255), in the
        // overlap (x 20–30) as beside it. Multiplied into each subview instead, the overlap
        // would be blue at 128 over red at 128 over white: (127, 63, 191).
        #expect(scene.compositor.screen[25, 20] == 0xFF7F_7FFF)
        #expect(scene.compositor.screen[40, 20] == 0xFF7F_7FFF)
        #expect(scene.compositor.screen[10, 20] == 0xFFFF_7F7F)
    }

    @Test func anOpaqueViewHidesTheViewsBeneathIt() {
        let scene = Scene()
        let beneath = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        beneath.backgroundColor = .red
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        cover.backgroundColor = .blue
        scene.window.addSubview(beneath)
        scene.window.addSubview(cover)
        scene.compose()
        // The window's white background is visible only right of the cover; the red view is not drawn.
        #expect(scene.compositor.lastFrameStatistics.layersCulled == 1)
        #expect(scene.compositor.lastFrameStatistics.backgroundPixelsFilled == 0)
        #expect(scene.compositor.screen[20, 20] == 0xFF00_00FF)
        #expect(scene.compositor.screen[50, 20] == 0xFFFF_FFFF)
        // A translucent background is not opaque, whatever isOpaque says.
        cover.backgroundColor = UIColor.blue.withAlphaComponent(0.5)
        #expect(cover.isOpaque)
        scene.compose()
        #expect(scene.compositor.lastFrameStatistics.layersCulled == 0)
    }
}
