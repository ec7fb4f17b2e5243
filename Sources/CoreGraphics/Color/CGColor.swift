// Vitrine — Apache License 2.0
// Colours are stored as sRGB red, green, blue and alpha in 0...1, whatever initializer
// made them: the compositor only ever needs premultiplied ARGB32, and one model keeps
// equality simple. Unlike Apple's `CGColor(gray:alpha:)`, which lives in a gray colour
// space with two components, a gray colour here has four (r = g = b = gray).

/// An immutable sRGB colour with alpha, the colour type layers and contexts use.
///
/// Guarantees: `components` is always four values (red, green, blue, alpha), each in
/// 0...1 and never NaN; initializers clamp to get there.
public final class CGColor: Sendable {
    /// The red, green, blue and alpha components, each in 0...1.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    // The same four values, unwrapped; `components` is optional only because Apple's is.
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat

    /// The alpha component, in 0...1.
    public let alpha: CGFloat

    /// Creates a colour from sRGB components; values outside 0...1 are clamped.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// Creates a gray colour (red = green = blue = `gray`); values outside 0...1 are clamped.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The number of components, including alpha: always 4 (red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }

    /// Returns a copy of this colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as one premultiplied ARGB32 pixel, 0xAARRGGBB, the compositor's format.
    ///
    /// Each colour channel is round(channel × alpha × 255); alpha is round(alpha × 255).
    public var premultipliedARGB32: UInt32 {
        Self.premultipliedARGB32(clampedRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// The pixel `CGColor(red:green:blue:alpha:).premultipliedARGB32` gives, without making
    /// the colour: contexts keep their fill and stroke colours as pixels.
    static func premultipliedARGB32(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> UInt32 {
        premultipliedARGB32(clampedRed: clamped(red), green: clamped(green), blue: clamped(blue), alpha: clamped(alpha))
    }

    private static func premultipliedARGB32(clampedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> UInt32 {
        func byte(_ value: CGFloat) -> UInt32 { UInt32((value * 255).rounded()) }
        return byte(alpha) << 24 | byte(red * alpha) << 16 | byte(green * alpha) << 8 | byte(blue * alpha)
    }

    private static func clamped(_ value: CGFloat) -> CGFloat {
        // NaN would poison every pixel it touches; treat it as 0.
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension CGColor: Hashable {
    /// Two colours are equal when all four components are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the four components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}

extension CGColor: CustomStringConvertible {
    /// The components, in the form `CGColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)`.
    public var description: String {
        "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
}
