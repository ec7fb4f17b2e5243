// Vitrine — Apache License 2.0
import PlatformCore

// The screen a kiosk app runs on. There is one: `main`, which the app launcher replaces
// with the display's real size before any app code runs. Kiosk panels have no
// downsampling step, so `nativeScale` equals `scale`.
//
// As on iOS 8 and later, `bounds` follows the interface orientation (width and height
// swap when the interface turns a quarter), while `nativeBounds` stays the panel's
// logical screen in pixels, as the board mounts it, whatever the orientation.

/// An object describing the display the app's windows are shown on.
@preconcurrency @MainActor
open class UIScreen {
    /// The screen's rectangle in points, in the current interface orientation.
    public var bounds: CGRect {
        let size = interfaceRotation.swapsWidthAndHeight
            ? CGSize(width: naturalBounds.height, height: naturalBounds.width) : naturalBounds.size
        return CGRect(origin: .zero, size: size)
    }

    /// The screen's rectangle in pixels, in the panel's natural orientation.
    public let nativeBounds: CGRect

    /// The number of pixels per point.
    public let scale: CGFloat

    /// The number of physical pixels per point; equal to `scale` on kiosk panels.
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in points in the natural orientation.
    let naturalBounds: CGRect

    /// How far the interface is turned, clockwise, from the natural orientation; set by
    /// this screen's window scene.
    var interfaceRotation: DisplayRotation = .degrees0

    /// The size of the composed interface in pixels: `bounds` times `scale`.
    var interfacePixelSize: (width: Int, height: Int) {
        let width = Int(nativeBounds.width), height = Int(nativeBounds.height)
        return interfaceRotation.swapsWidthAndHeight ? (height, width) : (width, height)
    }

    /// The kiosk's interface style, from the board file's `[appearance] style`; light by
    /// default. Windows and views inherit it unless they override it. Changing it tells
    /// the screen, then every window of the screen, down their trees.
    package var userInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet { if userInterfaceStyle != oldValue { userInterfaceStyleDidChange(from: oldValue) } }
    }

    /// The panel's unsafe edges (the board's `display.safe-area`) in points, in the
    /// natural orientation; windows take them as their safe area. Zero by default.
    package var panelSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if panelSafeAreaInsets != .zero { UIView.unsafeEdgesExist = true } }
    }

    /// Called after the screen's trait collection changed; does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The scene that shows windows on this screen. Not in UIKit (where scenes are
    /// connected by the system); a kiosk has one scene per screen.
    public private(set) lazy var windowScene = UIWindowScene(screen: self)

    /// The on-screen keyboard shown on this screen (TextInput/OnScreenKeyboard), made
    /// when first asked for.
    var onScreenKeyboard: OnScreenKeyboard {
        if let existingOnScreenKeyboard { return existingOnScreenKeyboard }
        let keyboard = OnScreenKeyboard(screen: self)
        existingOnScreenKeyboard = keyboard
        return keyboard
    }

    /// The on-screen keyboard if one was made.
    private(set) var existingOnScreenKeyboard: OnScreenKeyboard?

    /// Creates a screen of `pixelWidth` × `pixelHeight` pixels shown at `scale` pixels
    /// per point.
    package init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        precondition(scale > 0, "UIScreen.init: 'scale' must be positive, got \(scale)")
        self.scale = scale
        nativeBounds = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        naturalBounds = CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The screen the app's windows are shown on.
    open class var main: UIScreen { current }

    /// The screen `main` returns: `placeholder()` until the app launcher installs the
    /// display's.
    private static var current = placeholder()

    /// What `main` is before a display is known: a 1280×800 pixel screen at scale 1.
    static func placeholder() -> UIScreen {
        UIScreen(pixelWidth: 1280, pixelHeight: 800, scale: 1)
    }

    /// Makes `screen` the one `UIScreen.main` returns; the app launcher calls this once
    /// at start, before any window is created.
    package static func install(_ screen: UIScreen) {
        current = screen
        UITraitCollection.setEnvironmentTraits(screen.traitCollection)
    }

    /// A touch position normalized to the panel's logical screen (the touch frames'
    /// convention) in this screen's points, in the current interface orientation.
    func point(normalizedX x: Double, y: Double) -> CGPoint {
        let turned = TouchMatrix.inverse(of: interfaceRotation).apply(x, y)
        let bounds = self.bounds
        return CGPoint(x: bounds.minX + CGFloat(turned.x) * bounds.width, y: bounds.minY + CGFloat(turned.y) * bounds.height)
    }
}
