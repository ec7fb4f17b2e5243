// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// The touch harness's window, white, composited at 1× or 2× into a small screen at its
/// top-left corner, for reading the pixels of controls driven through the touch path.
@MainActor final class ControlStatePixels {
    let harness = TouchHarness()
    let scale: CGFloat
    let compositor: Compositor

    /// A `width` × `height` point screen at `scale` pixels per point.
    init(width: Int, height: Int, scale: CGFloat) {
        self.scale = scale
        compositor = Compositor(pixelWidth: Int(CGFloat(width) * scale), pixelHeight: Int(CGFloat(height) * scale), scale: scale)!
        harness.window.backgroundColor = .white
    }

    var window: UIWindow { harness.window }

    /// Lays out, draws every view's backing store at the scene's scale, and composites.
    func compose() {
        setScale(of: window)
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        compositor.compose([window.layer])
    }

    private func setScale(of view: UIView) {
        if view.contentScaleFactor != scale { view.contentScaleFactor = scale }
        for subview in view.subviews { setScale(of: subview) }
    }

    /// The pixel under the point (x, y).
    subscript(x: CGFloat, y: CGFloat) -> ShownRGB {
        ShownRGB(compositor.screen[Int(x * scale), Int(y * scale)])
    }

    /// Every pixel inside `rect` (in points).
    func pixels(in rect: CGRect) -> [ShownRGB] {
        let x0 = Int(rect.minX * scale), x1 = Int(rect.maxX * scale)
        let y0 = Int(rect.minY * scale), y1 = Int(rect.maxY * scale)
        return (y0..<y1).flatMap { y in (x0..<x1).map { ShownRGB(compositor.screen[$0, y]) } }
    }

    /// The bounding box, in pixels, of the pixels in `rect` (points) that are not white.
    func ink(in rect: CGRect) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let x0 = Int(rect.minX * scale), x1 = Int(rect.maxX * scale)
        let y0 = Int(rect.minY * scale), y1 = Int(rect.maxY * scale)
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in y0..<y1 {
            for x in x0..<x1 where compositor.screen[x, y] != 0xFFFF_FFFF {
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }
}

/// The channels of an opaque composited pixel.
struct ShownRGB: Equatable, CustomStringConvertible {
    let red: Int, green: Int, blue: Int

    init(_ argb: UInt32) {
        red = Int((argb >> 16) & 0xFF)
        green = Int((argb >> 8) & 0xFF)
        blue = Int(argb & 0xFF)
    }

    init(_ red: Double, _ green: Double, _ blue: Double) {
        self.red = Int(red.rounded())
        self.green = Int(green.rounded())
        self.blue = Int(blue.rounded())
    }

    /// `color` (0–255 channels) at `alpha` over white: c·α + 255·(1 − α).
    static func over(white color: (Double, Double, Double), alpha: Double) -> ShownRGB {
        ShownRGB(color.0 * alpha + 255 * (1 - alpha), color.1 * alpha + 255 * (1 - alpha), color.2 * alpha + 255 * (1 - alpha))
    }

    /// Whether every channel is within `tolerance` of `other`'s (rounding in the blends).
    func isClose(to other: ShownRGB, tolerance: Int = 2) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
    }

    var description: String { "(\(red), \(green), \(blue))" }
}
