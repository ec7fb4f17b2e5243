// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A pattern colour as a view's background tiles its image, drawn through the view's
/// backing store; as a fill colour it tiles in UIKit's fills.
@MainActor @Suite struct UIViewPatternBackgroundTests {
    /// A 2 × 2 point checkerboard: red at (0, 0) and (1, 1), blue elsewhere.
    static func checkerboard() -> UIImage {
        let bitmap = Bitmap(width: 2, height: 2)!
        bitmap[0, 0] = 0xFFFF_0000
        bitmap[1, 1] = 0xFFFF_0000
        bitmap[1, 0] = 0xFF00_00FF
        bitmap[0, 1] = 0xFF00_00FF
        return UIImage(cgImage: CGImage(bitmap: bitmap), scale: 1, orientation: .up)
    }

    @Test func aPatternBackgroundTilesTheViewsBounds() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.backgroundColor = .white
        window.isHidden = false
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 2, y: 2, width: 6, height: 6))
        let pattern = UIColor(patternImage: Self.checkerboard())
        view.backgroundColor = pattern
        window.addSubview(view)
        #expect(view.backgroundColor == pattern)
        #expect(view.layer.backgroundColor == nil)
        let compositor = Compositor(pixelWidth: 10, pixelHeight: 10, scale: 1)!
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        compositor.compose([window.layer])
        let screen = compositor.screen
        #expect(screen[2, 2] == 0xFFFF_0000 && screen[3, 2] == 0xFF00_00FF)
        #expect(screen[4, 4] == 0xFFFF_0000 && screen[7, 6] == 0xFF00_00FF)
        #expect(screen[1, 1] == 0xFFFF_FFFF && screen[8, 8] == 0xFFFF_FFFF)

        // A solid colour again: the layer fills, the tiles go.
        view.backgroundColor = .green
        window.layer.displayTreeIfNeeded()
        compositor.compose([window.layer])
        #expect(compositor.screen[3, 2] == 0xFF00_FF00)
    }

    @Test func aPatternFillTilesInUIKitsFills() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }())
        let image = renderer.image { _ in
            UIColor(patternImage: Self.checkerboard()).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIBezierPath(rect: CGRect(x: 0, y: 2, width: 4, height: 2)).fill()
        }
        let bitmap = image.cgImage!.bitmap
        #expect(bitmap[0, 0] == 0xFFFF_0000 && bitmap[1, 0] == 0xFF00_00FF && bitmap[3, 1] == 0xFFFF_0000)
        #expect(bitmap[2, 2] == 0xFFFF_0000 && bitmap[3, 2] == 0xFF00_00FF)
    }

    @Test func aPatternsCGColorIsTheImagesAverage() {
        let components = UIColor(patternImage: Self.checkerboard()).cgColor.components!
        #expect(components == [0.5, 0, 0.5, 1])
    }
}
