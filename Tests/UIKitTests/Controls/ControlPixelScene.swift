// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// The top-left `width × height` points of a window (a new one, or a touch harness's)
/// composited at `scale`, for reading a control's pixels at point positions.
@MainActor final class ControlPixelScene {
    let window: UIWindow
    let compositor: Compositor
    let scale: CGFloat
    private let ownsWindow: Bool

    init(width: Int, height: Int, scale: CGFloat, background: UIColor = .black, window: UIWindow? = nil) {
        self.scale = scale
        ownsWindow = window == nil
        self.window = window ?? UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        compositor = Compositor(pixelWidth: Int(CGFloat(width) * scale), pixelHeight: Int(CGFloat(height) * scale), scale: scale)!
        self.window.backgroundColor = background
        if ownsWindow { self.window.isHidden = false }
    }

    isolated deinit {
        if ownsWindow { window.isHidden = true }
    }

    func compose() {
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        compositor.compose([window.layer])
    }

    /// The pixel covering the point (x, y).
    subscript(x: CGFloat, y: CGFloat) -> UInt32 {
        compositor.screen[Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down))]
    }

    /// The red, green and blue of the pixel at the point (x, y).
    func rgb(_ x: CGFloat, _ y: CGFloat) -> (r: Int, g: Int, b: Int) {
        let pixel = self[x, y]
        return (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }

    /// Whether the pixel at (x, y) is within `tolerance` of (r, g, b) in each channel.
    func matches(_ x: CGFloat, _ y: CGFloat, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3) -> Bool {
        let c = rgb(x, y)
        return abs(c.r - r) <= tolerance && abs(c.g - g) <= tolerance && abs(c.b - b) <= tolerance
    }

    /// The point columns of row `y` whose pixels match (r, g, b), as pixel indices.
    func pixelRun(row y: CGFloat, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3) -> ClosedRange<Int>? {
        let py = Int((y * scale).rounded(.down))
        let xs = (0..<compositor.screen.width).filter { x in
            let p = compositor.screen[x, py]
            return abs(Int((p >> 16) & 0xFF) - r) <= tolerance && abs(Int((p >> 8) & 0xFF) - g) <= tolerance
                && abs(Int(p & 0xFF) - b) <= tolerance
        }
        guard let first = xs.first, let last = xs.last else { return nil }
        return first...last
    }
}
