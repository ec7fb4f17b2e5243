// Vitrine — Apache License 2.0
// UIColor wraps one CGColor, the form layers and contexts take. The named colours use
// the component values Apple documents for them, in sRGB.

/// An object that stores colour data, in sRGB with alpha.
open class UIColor: @unchecked Sendable {
    // Sendable because it is immutable: `cgColor` is a `let` of a Sendable type.

    /// The Core Graphics colour this colour wraps.
    public let cgColor: CGColor

    /// Creates a colour from sRGB components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray colour from a white level and alpha in 0...1.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// Creates a colour that wraps `cgColor`.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// Returns this colour with a different alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        // `copy(alpha:)` never returns nil for Vitrine's sRGB colours.
        UIColor(cgColor: cgColor.copy(alpha: alpha)!)
    }

    /// Writes the sRGB components into the non-nil pointers.
    ///
    /// - Returns: true, as every Vitrine colour is in sRGB.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b, a) = rgba
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }

    /// The four sRGB components.
    private var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        // Vitrine's CGColor always has exactly four components.
        let c = cgColor.components ?? [0, 0, 0, 0]
        return (c[0], c[1], c[2], c[3])
    }

    // MARK: - Named colours

    /// Black: white 0, alpha 1.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark gray: white 1/3, alpha 1.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Light gray: white 2/3, alpha 1.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// White: white 1, alpha 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray: white 0.5, alpha 1.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red: RGB (1, 0, 0), alpha 1.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green: RGB (0, 1, 0), alpha 1.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue: RGB (0, 0, 1), alpha 1.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: RGB (0, 1, 1), alpha 1.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: RGB (1, 1, 0), alpha 1.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: RGB (1, 0, 1), alpha 1.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: RGB (1, 0.5, 0), alpha 1.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: RGB (0.5, 0, 0.5), alpha 1.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: RGB (0.6, 0.4, 0.2), alpha 1.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Clear: white 0, alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

extension UIColor: Hashable {
    /// Two colours are equal when their components are equal.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.cgColor == rhs.cgColor
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cgColor)
    }
}

extension UIColor: CustomStringConvertible {
    /// The components, in the form `UIExtendedSRGBColorSpace 1 0 0 1`, as UIKit prints them.
    public var description: String {
        let (r, g, b, a) = rgba
        return "UIExtendedSRGBColorSpace \(r) \(g) \(b) \(a)"
    }
}
