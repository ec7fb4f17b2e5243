// Vitrine — Apache License 2.0

/// A shadow's offset, blur and colour, for the `.shadow` text attribute.
open class NSShadow: CustomStringConvertible {
    /// The shadow's offset in points (positive height moves it down); default zero.
    open var shadowOffset: CGSize = .zero
    /// The blur radius in points; default 0 (a sharp shadow).
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (a `UIColor`); nil, the default, is black at one-third alpha.
    open var shadowColor: Any?

    public init() {}

    /// The colour the shadow draws in, resolved for the current traits.
    var resolvedColor: CGColor {
        (shadowColor as? UIColor)?.cgColor ?? (shadowColor as? CGColor) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)
    }

    open var description: String {
        "NSShadow {\(shadowOffset.width), \(shadowOffset.height)} blur = \(shadowBlurRadius) color = {\(shadowColor.map { "\($0)" } ?? "nil")}"
    }
}
