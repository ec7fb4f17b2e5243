// Vitrine — Apache License 2.0
import CoreGraphics
import PlatformCore

/// A display whose presented frames can be watched: DRM, fbdev and headless, so `[remote]
/// vnc = true` can serve the same screen to VNC viewers.
public protocol MirrorableDisplayOutput: RotatableDisplayOutput {
    /// Called after each `present` with the composed (upright) screen and its damage.
    var presentObserver: ((Bitmap, [PixelRect]) -> Void)? { get set }
}
