// Vitrine — Apache License 2.0
// A constraint: `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute
// + constant`, at a priority. Activating one installs it on the items' nearest common
// ancestor (that view's `constraints`) and in the layout engine of their view tree;
// changing `constant` while active re-solves incrementally (see LayoutEngine.swift).

/// A relation between two attributes of layout items that the layout engine satisfies.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
    /// A part of an item's alignment rectangle a constraint can refer to.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline = 11, firstBaseline = 12
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins = 19, centerYWithinMargins = 20
        case notAnAttribute = 0

        /// UIKit's older name for `.lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first item (a view or layout guide); weak, as UIKit's does not retain it either.
    public var firstItem: AnyObject? { firstAnchor.item }
    /// The second item, or nil for a constraint on a constant.
    public var secondItem: AnyObject? { secondAnchor?.item }
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// The anchor of the first item's attribute.
    public let firstAnchor: NSLayoutAnchor<AnyObject>
    /// The anchor of the second item's attribute, or nil.
    public let secondAnchor: NSLayoutAnchor<AnyObject>?

    /// The constant added to the right-hand side; changing it while the constraint is
    /// active re-solves the layout incrementally. NaN and infinite values become 0.
    open var constant: CGFloat {
        didSet {
            if !constant.isFinite { constant = 0 }
            guard constant != oldValue else { return }
            engine?.constraintConstantDidChange(self)
        }
    }

    /// The constraint's priority, 1…1000 (values outside are clamped); required by default.
    open var priority: UILayoutPriority = .required {
        didSet {
            priority = UILayoutPriority(min(max(priority.rawValue.isNaN ? 1000 : priority.rawValue, 1), 1000))
            guard priority != oldValue else { return }
            engine?.constraintPriorityDidChange(self)
        }
    }

    /// A name shown in diagnostics (the unsatisfiable-constraints log, `description`).
    open var identifier: String?

    /// Whether archiving keeps the constraint; kept for source compatibility (Vitrine archives nothing).
    open var shouldBeArchived = false

    /// The view whose `constraints` hold this one while it is active.
    weak var installedView: UIView?
    /// The constraint as its tree's layout engine has it (see LayoutEngine.Installed).
    var engineEntry: LayoutEngine.Installed?
    /// The engine the constraint is in, if its tree has one.
    var engine: LayoutEngine? { installedView?.rootView.layoutStateIfPresent?.engine }

    /// Creates a constraint `item.attribute (relation) multiplier × toItem.attribute + constant`.
    /// - Parameters:
    ///   - view1: A view or layout guide.
    ///   - attr1: Its attribute.
    ///   - relation: The relation between the two sides.
    ///   - view2: A view or layout guide, or nil when `attr2` is `.notAnAttribute`.
    ///   - attr2: The second item's attribute.
    ///   - multiplier: The factor applied to the second attribute.
    ///   - c: The constant.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = NSLayoutAnchor<AnyObject>(item: view1 as AnyObject, attribute: attr1)
        let second = (view2 as AnyObject?).flatMap { item in
            attr2 == .notAnAttribute ? nil : NSLayoutAnchor<AnyObject>(item: item, attribute: attr2)
        }
        self.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: c)
    }

    /// The designated initializer behind the item and anchor forms.
    init(first: NSLayoutAnchor<AnyObject>, relation: Relation, second: NSLayoutAnchor<AnyObject>?,
         multiplier: CGFloat, constant: CGFloat) {
        firstAnchor = first
        secondAnchor = second
        firstAttribute = first.attribute
        secondAttribute = second?.attribute ?? .notAnAttribute
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
    }

    /// Whether the constraint takes part in layout. Setting it true installs it on the
    /// items' nearest common ancestor; items with no common ancestor are logged and the
    /// constraint stays inactive (UIKit raises an exception).
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates each constraint (faster than setting `isActive` one by one on iOS).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The views the constraint relates (the owning views of guides).
    var views: [UIView] {
        [firstAnchor.owningView, secondAnchor?.owningView].compactMap { $0 }
    }

    private func activate() {
        guard installedView == nil else { return }
        guard let host = nearestCommonAncestor() else {
            layoutLogger.error("""
                Unable to activate constraint \(self): its items have no common ancestor. \
                Add both to the same view hierarchy before activating.
                """)
            return
        }
        host.install(self)
    }

    private func deactivate() {
        installedView?.uninstall(self)
    }

    /// The nearest view that contains both items (the item itself for one item).
    func nearestCommonAncestor() -> UIView? {
        guard let first = firstAnchor.owningView else { return nil }
        guard let secondAnchor else { return first }
        guard let second = secondAnchor.owningView else { return nil }
        var ancestor: UIView? = first
        while let candidate = ancestor {
            if second.isDescendant(of: candidate) { return candidate }
            ancestor = candidate.superview
        }
        return nil
    }

    open var description: String {
        let identity = "0x" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let name = identifier.map { " '\($0)'" } ?? ""
        var text = "<NSLayoutConstraint:\(identity)\(name) \(firstAnchor.itemDescription)"
        let relationText = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        text += " \(relationText) "
        var rightSide: [String] = []
        if let secondAnchor {
            rightSide.append(multiplier == 1 ? secondAnchor.itemDescription : "\(Self.format(multiplier))*\(secondAnchor.itemDescription)")
        }
        if constant != 0 || secondAnchor == nil {
            if rightSide.isEmpty {
                rightSide.append(Self.format(constant))
            } else {
                rightSide.append(constant < 0 ? "- \(Self.format(-constant))" : "+ \(Self.format(constant))")
            }
        }
        text += rightSide.joined(separator: " ")
        if priority != .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
