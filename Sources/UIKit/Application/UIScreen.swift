// Vitrine — Apache License 2.0
// The screen a kiosk app runs on. There is one: `main`, which the app launcher replaces
// with the display's real size before any app code runs. Kiosk panels have no
// downsampling step, so `nativeScale` equals `scale` and `nativeBounds` is `bounds`
// times `scale`.

/// An object describing the display the app's windows are shown on.
@MainActor
open class UIScreen {
    /// The screen's rectangle in points.
    public let bounds: CGRect

    /// The screen's rectangle in pixels.
    public let nativeBounds: CGRect

    /// The number of pixels per point.
    public let scale: CGFloat

    /// The number of physical pixels per point; equal to `scale` on kiosk panels.
    public var nativeScale: CGFloat { scale }

    /// Creates a screen of `pixelWidth` × `pixelHeight` pixels shown at `scale` pixels
    /// per point.
    init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        precondition(scale > 0, "UIScreen.init: 'scale' must be positive, got \(scale)")
        self.scale = scale
        nativeBounds = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        bounds = CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The screen the app's windows are shown on.
    open class var main: UIScreen { current }

    /// The screen `main` returns: a 1280×800 pixel screen at scale 1 until the app
    /// launcher installs the display's.
    private static var current = UIScreen(pixelWidth: 1280, pixelHeight: 800, scale: 1)

    /// Makes `screen` the one `UIScreen.main` returns; the app launcher calls this once
    /// at start, before any window is created.
    static func install(_ screen: UIScreen) {
        current = screen
    }
}
