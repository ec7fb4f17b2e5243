// Vitrine — Apache License 2.0
// A UIColor is one of three things: a fixed sRGB colour (one CGColor, the form layers and
// contexts take), a dynamic colour that asks a provider for the colour of a trait
// collection (the system and semantic colours, asset-catalog colours with a dark
// variant, `UIColor { traits in … }`), or a pattern that tiles an image. `cgColor`
// resolves a dynamic colour with `UITraitCollection.current`, as on iOS; views resolve
// theirs with their own trait collection and again when it changes.

/// An object that stores colour data, in sRGB with alpha, fixed or depending on traits.
open class UIColor: @unchecked Sendable {
    // Sendable because it is immutable: `content` is a `let`; a dynamic colour's provider
    // is only ever called, never changed.

    /// What the colour is.
    enum Content {
        case fixed(CGColor)
        /// `name` identifies the system colours, so two reads of `.systemBlue` are equal.
        case dynamic(name: String?, provider: (UITraitCollection) -> UIColor)
        /// A tiled image; `average` stands in where only a solid colour can be used.
        case pattern(UIImage, average: CGColor)
    }

    let content: Content

    init(content: Content) {
        self.content = content
    }

    /// The Core Graphics colour: for a dynamic colour, the one it resolves to with
    /// `UITraitCollection.current`; for a pattern, the image's average colour.
    public var cgColor: CGColor {
        switch content {
        case .fixed(let color): color
        case .dynamic: resolvedColor(with: UITraitCollection.current).cgColor
        case .pattern(_, let average): average
        }
    }

    /// Creates a colour from sRGB components in 0...1; values outside are clamped and NaN
    /// counts as 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        content = .fixed(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Creates a gray colour from a white level and alpha in 0...1 (clamped).
    public init(white: CGFloat, alpha: CGFloat) {
        content = .fixed(CGColor(gray: white, alpha: alpha))
    }

    /// Creates a colour that wraps `cgColor`.
    public init(cgColor: CGColor) {
        content = .fixed(cgColor)
    }

    /// Creates a colour from hue, saturation and brightness in 0...1 (clamped; NaN counts
    /// as 0), as the HSB model defines them.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        let h = unit(hue) * 6, s = unit(saturation), v = unit(brightness)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Returns this colour with a different alpha; a dynamic colour stays dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch content {
        case .fixed(let color):
            // `copy(alpha:)` never returns nil for Vitrine's sRGB colours.
            return UIColor(cgColor: color.copy(alpha: alpha)!)
        case .dynamic(let name, let provider):
            return UIColor(content: .dynamic(name: name.map { "\($0) alpha \(alpha)" }) { traits in
                provider(traits).withAlphaComponent(alpha)
            })
        case .pattern:
            return self
        }
    }

    /// Writes the sRGB components into the non-nil pointers (a dynamic colour's as
    /// resolved with `UITraitCollection.current`).
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
    /// Fixed colours are equal when their components are; dynamic system colours when they
    /// are the same colour; other dynamic and pattern colours only to themselves.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        switch (lhs.content, rhs.content) {
        case (.fixed(let a), .fixed(let b)): a == b
        case (.dynamic(let a?, _), .dynamic(let b?, _)): a == b
        default: lhs === rhs
        }
    }

    /// Hashes the components, the system colour's name, or the identity.
    public func hash(into hasher: inout Hasher) {
        switch content {
        case .fixed(let color): hasher.combine(color)
        case .dynamic(let name?, _): hasher.combine(name)
        default: hasher.combine(ObjectIdentifier(self))
        }
    }
}

extension UIColor: CustomStringConvertible {
    /// The components, in the form `UIExtendedSRGBColorSpace 1 0 0 1`, as UIKit prints them;
    /// a dynamic system colour by its name.
    public var description: String {
        switch content {
        case .fixed:
            let (r, g, b, a) = rgba
            return "UIExtendedSRGBColorSpace \(r) \(g) \(b) \(a)"
        case .dynamic(let name, _):
            return "<UIDynamicColor; name = \(name ?? "provider")>"
        case .pattern(let image, _):
            return "<UIPatternColor; image = \(image.size)>"
        }
    }
}
