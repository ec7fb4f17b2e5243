// Vitrine — Apache License 2.0

/// What a layer shows of the content composed beneath it, as Core Animation's private
/// backdrop layer does for UIKit's materials: those pixels, blurred and saturated, inside
/// the layer's (rounded, clipped) bounds, beneath its own background and contents.
///
/// Internal to the framework (iOS has no public API for it): UIVisualEffectView sets it on
/// its backdrop view's layer.
package struct BackdropFilter: Equatable, Sendable {
    /// The blur's standard deviation, in points.
    package var radius: CGFloat
    /// How much the blurred colours are saturated: 1 leaves them, above 1 deepens them.
    package var saturation: CGFloat

    package init(radius: CGFloat, saturation: CGFloat) {
        self.radius = radius
        self.saturation = saturation
    }
}
