// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

@MainActor @Suite struct LayerMaskTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let black: UInt32 = 0xFF00_0000

    /// A 100 × 80 screen with a red 60 × 40 card at (20, 20) holding a green sublayer on its
    /// lower half; the mask covers the card's left half.
    private func scene() -> (root: CALayer, card: CALayer, mask: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 80), nil)
        let card = layer(CGRect(x: 20, y: 20, width: 60, height: 40), red)
        card.addSublayer(layer(CGRect(x: 0, y: 20, width: 60, height: 20), CGColor(red: 0, green: 1, blue: 0, alpha: 1)))
        let mask = layer(CGRect(x: 0, y: 0, width: 30, height: 40), CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        card.mask = mask
        root.addSublayer(card)
        return (root, card, mask)
    }

    @Test func theMaskShowsTheLayerAndItsSublayersOnlyWhereItIsOpaque() throws {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let (root, _, _) = scene()
        compositor.compose([root])
        #expect(compositor.screen[25, 25] == 0xFFFF_0000)  // the card, under the mask
        #expect(compositor.screen[25, 50] == 0xFF00_FF00)  // its sublayer, under the mask
        #expect(compositor.screen[60, 25] == black)        // outside the mask
        #expect(compositor.screen[60, 50] == black)
    }

    /// The mask's alpha scales the pixels: half alpha shows the card at half over black.
    @Test func aTranslucentMaskScalesByItsAlpha() throws {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let (root, _, mask) = scene()
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        compositor.compose([root])
        let pixel = compositor.screen[25, 25]
        #expect(pixel >> 24 == 0xFF && abs(Int(pixel >> 16 & 0xFF) - 128) <= 1 && pixel & 0xFFFF == 0)
    }

    /// A mask lives in the masked layer's coordinates, has no superlayer, and changing it
    /// reaches the host and repaints what it uncovers.
    @Test func changingTheMaskRecomposes() throws {
        final class Host: LayerTreeHost {
            var changes = 0
            func layerTreeDidChange(_ root: CALayer) { changes += 1 }
        }
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let (root, card, mask) = scene()
        let host = Host()
        root.host = host
        compositor.compose([root])
        #expect(mask.superlayer == nil && card.mask === mask)
        mask.bounds.size.width = 60
        mask.position.x = 30
        #expect(host.changes > 0)
        #expect(!compositor.compose([root]).isEmpty)
        #expect(compositor.screen[60, 25] == 0xFFFF_0000)
        card.mask = nil
        compositor.compose([root])
        #expect(compositor.screen[60, 25] == 0xFFFF_0000 && compositor.screen[79, 59] == 0xFF00_FF00)
    }

    /// The iOS idiom: a shape layer's circle as the mask of an image view.
    @Test func aShapeLayerMaskCutsACircle() throws {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 80), nil)
        let card = layer(CGRect(x: 20, y: 20, width: 40, height: 40), red)
        let circle = CAShapeLayer()
        circle.frame = card.bounds
        circle.path = CGPath(ellipseIn: card.bounds, transform: nil)
        card.mask = circle
        root.addSublayer(card)
        root.displayTreeIfNeeded()  // the frame's display pass draws masks too
        compositor.compose([root])
        #expect(compositor.screen[40, 40] == 0xFFFF_0000)  // the centre
        #expect(compositor.screen[21, 21] == black)        // a corner, outside the circle
        #expect(compositor.screen[40, 21] >> 16 & 0xFF > 0) // the circle reaches the top side
    }
}
