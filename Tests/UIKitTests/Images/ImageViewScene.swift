// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A 60 × 40 white window composited at scale 1, for reading an image view's pixels.
@MainActor final class ImageViewScene {
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

    subscript(x: Int, y: Int) -> UInt32 { compositor.screen[x, y] }
}

/// Opaque pixels as the compositor writes them (ARGB32).
enum ShownPixel {
    static let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF
    static let yellow: UInt32 = 0xFFFF_FF00, white: UInt32 = 0xFFFF_FFFF, black: UInt32 = 0xFF00_0000
}

/// An image of `width × height` pixels of one colour.
func solidImage(_ pixel: UInt32, width: Int = 2, height: Int = 2, scale: CGFloat = 1) -> UIImage {
    let bitmap = Bitmap(width: width, height: height)!
    bitmap.fill(bitmap.bounds, with: pixel)
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
}

/// A 4 × 4 image of four 2 × 2 quadrants: red top left, green top right, blue bottom left,
/// yellow bottom right.
func quadrantImage() -> UIImage {
    let bitmap = Bitmap(width: 4, height: 4)!
    for y in 0..<4 {
        for x in 0..<4 {
            bitmap[x, y] = y < 2 ? (x < 2 ? ShownPixel.red : ShownPixel.green) : (x < 2 ? ShownPixel.blue : ShownPixel.yellow)
        }
    }
    return UIImage(cgImage: CGImage(bitmap: bitmap))
}
