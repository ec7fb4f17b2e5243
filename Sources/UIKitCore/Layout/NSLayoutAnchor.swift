// Vitrine — Apache License 2.0
// Anchors: a factory of constraints between attributes of the same kind. The type
// parameter keeps x-axis, y-axis and dimension anchors apart at compile time, as in UIKit:
// `view.leadingAnchor.constraint(equalTo: other.topAnchor)` does not compile.

/// An attribute of a view or layout guide from which constraints are made.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: @preconcurrency CustomStringConvertible {
    /// The view or layout guide; weak, so an anchor keeps nothing alive.
    public private(set) weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    /// For an anchor made by `anchorWithOffset(to:)`: the anchor subtracted from this one.
    let base: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute)?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute,
         base: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute)? = nil) {
        self.item = item
        self.attribute = attribute
        self.base = base
    }

    /// The same anchor seen as `NSLayoutAnchor<AnyObject>`, as a constraint stores it.
    var erased: NSLayoutAnchor<AnyObject> {
        if let same = self as? NSLayoutAnchor<AnyObject> { return same }
        return NSLayoutAnchor<AnyObject>(item: item, attribute: attribute, base: base)
    }

    /// The view the anchor belongs to: the item, or a guide's owning view.
    var owningView: UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The constraints that make this anchor equal to, at least or at most `anchor` plus `constant`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: erased, relation: relation, second: anchor?.erased, multiplier: multiplier, constant: constant)
    }

    /// The item and attribute as UIKit's constraint descriptions show them ("UIView:0x….leading").
    var itemDescription: String {
        func describe(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
            guard let item else { return "nil.\(attribute)" }
            let identity = "0x" + String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16)
            if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
                return "'\(guide.identifier)'.\(attribute)"
            }
            return "\(type(of: item)):\(identity).\(attribute)"
        }
        let text = describe(item, attribute)
        guard let base else { return text }
        return "(\(text) - \(describe(base.item, base.attribute)))"
    }

    public var description: String { "<\(type(of: self)): \(itemDescription)>" }
}

/// An anchor for horizontal positions: left, right, leading, trailing, centre X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension other constraints can use.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: otherAnchor.item, attribute: otherAnchor.attribute, base: (item, attribute))
    }

    /// This anchor at the system spacing times `multiplier` after `anchor` (8 points per
    /// unit between views, UIKit's standard spacing).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}

/// An anchor for vertical positions: top, bottom, centre Y, baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension other constraints can use.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: otherAnchor.item, attribute: otherAnchor.attribute, base: (item, attribute))
    }

    /// This anchor at the system spacing times `multiplier` below `anchor` (8 points per unit).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}

/// An anchor for a size: width or height (or a distance made by `anchorWithOffset(to:)`).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

extension NSLayoutConstraint {
    /// The system spacing between adjacent views: 8 points, UIKit's standard spacing
    /// between sibling views. UIKit sizes the vertical one between text baselines from
    /// the fonts; Vitrine uses 8 there too (not documented by Apple).
    static let systemSpacing: CGFloat = 8
}
