// Vitrine — Apache License 2.0

/// How the panel is mounted, as the clockwise angle by which the image must be rotated
/// so that it appears upright. Board key `display.rotation`: 0, 90, 180 or 270.
///
/// The compositor applies it while copying into scanout buffers; touch points get the
/// inverse rotation.
public enum DisplayRotation: Int, Sendable, CaseIterable {
    /// Mounted as the panel's native orientation.
    case degrees0 = 0
    /// Rotated a quarter turn clockwise.
    case degrees90 = 90
    /// Upside down.
    case degrees180 = 180
    /// Rotated a quarter turn counter-clockwise.
    case degrees270 = 270

    /// The angle in degrees, clockwise.
    public var degrees: Int { rawValue }

    /// True for 90 and 270: the logical screen's width is the panel's height.
    public var swapsWidthAndHeight: Bool { self == .degrees90 || self == .degrees270 }
}
