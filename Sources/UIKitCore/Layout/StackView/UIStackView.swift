// Vitrine — Apache License 2.0
// A stack view lines up its arranged subviews along an axis by generating Auto Layout
// constraints for them, as UIKit's does: it never sets a frame itself. The constraints
// (see UIStackView+Arrangement.swift) are rebuilt in `updateConstraints()` after any
// change, and at once when an arranged view is hidden or shown inside an animation
// block, so the other views slide over as the block animates.

/// A view that lays out a row or a column of views with Auto Layout.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the length of the stacking axis.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How the arranged views sit across the stacking axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline

        /// The horizontal stack's top edge (`.leading`).
        public static var top: Alignment { .leading }
        /// The horizontal stack's bottom edge (`.trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing value that means "the stack's own spacing" for `setCustomSpacing(_:after:)`;
    /// `customSpacing(after:)` returns it for a view without custom spacing. Apple does
    /// not document the value; Vitrine uses FLT_MAX, which no real gap is.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The spacing value that means "the system spacing" (8 points between views in
    /// Vitrine). Apple does not document the value; Vitrine uses FLT_MIN, which no real
    /// gap is.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The stacking axis; horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the arranged views fill the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// How the arranged views align across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The gap between adjacent arranged views, in points (the minimum for the equal
    /// spacing distributions); 0 by default. Negative values overlap the views; NaN and
    /// infinite values become 0.
    open var spacing: CGFloat = 0 {
        didSet {
            if !spacing.isFinite { spacing = 0 }
            if spacing != oldValue { setNeedsArrangement() }
        }
    }

    /// Whether the views are laid out inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether vertical spacing is measured between text baselines. Stored for source
    /// compatibility; Vitrine measures spacing between the views' edges.
    open var isBaselineRelativeArrangement = false

    /// Custom gaps after particular views, by view identity.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack generated and has active.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// Whether the generated constraints are out of date.
    private var needsArrangement = false
    /// The views that gave the stack its baselines when the constraints were last built.
    private var baselineViews: [ObjectIdentifier?] = [nil, nil]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack that arranges `views` (which become its subviews) in order.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack view from an archive. UIKit's is not failable, so subclasses
    /// written for iOS (`required init(coder:) { super.init(coder: coder) }`) compile;
    /// Vitrine archives nothing, so the stack starts empty.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    // MARK: - Arranged subviews

    /// Appends `view` to the arranged views (adding it as a subview if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arranged views at `stackIndex` (moving it if it is already
    /// arranged) and makes it a subview. An index past the end is logged and clamped
    /// (UIKit raises an exception).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            layoutLogger.error("A stack view cannot arrange itself")
            return
        }
        arrangedSubviews.removeAll { $0 === view }
        var index = stackIndex
        if index < 0 || index > arrangedSubviews.count {
            layoutLogger.error("insertArrangedSubview(_:at:) index \(stackIndex) is outside 0...\(arrangedSubviews.count); using the nearest end")
            index = min(max(index, 0), arrangedSubviews.count)
        }
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to take
    /// it out of the stack view altogether), as UIKit documents.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// A subview that leaves the stack view leaves the arranged views too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: - Custom spacing

    /// Sets the gap after `arrangedSubview`: a length, `spacingUseSystem`, or
    /// `spacingUseDefault` to go back to the stack's `spacing`. NaN and infinite values
    /// go back to the stack's spacing.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        let old = customSpacings[key]
        if spacing == Self.spacingUseDefault || !spacing.isFinite {
            customSpacings[key] = nil
        } else {
            customSpacings[key] = spacing
        }
        if customSpacings[key] != old { setNeedsArrangement() }
    }

    /// The custom gap after `arrangedSubview`, or `spacingUseDefault` if it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap in points after `view`: its custom spacing or the stack's, with the
    /// system value resolved.
    final func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? NSLayoutConstraint.systemSpacing : value
    }

    // MARK: - Keeping the constraints up to date

    /// Marks the generated constraints out of date; `updateConstraints()` rebuilds them.
    final func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Replaces the generated constraints with ones for the current arrangement.
    final func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
        // Constraints on the stack's baselines were made from the views that had them.
        let baselines = [baselineView(for: .firstBaseline), baselineView(for: .lastBaseline)].map { $0.map(ObjectIdentifier.init) }
        if baselines != baselineViews {
            baselineViews = baselines
            if constrainsOwnBaselines { layoutEngineIfPresent?.setNeedsRebuild() }
        }
    }

    /// Whether an active constraint names one of the stack's baselines.
    private var constrainsOwnBaselines: Bool {
        sequence(first: self as UIView, next: \.superview).contains { view in
            view.constraints.contains { constraint in
                (constraint.firstItem === self && [.firstBaseline, .lastBaseline].contains(constraint.firstAttribute))
                    || (constraint.secondItem === self && [.firstBaseline, .lastBaseline].contains(constraint.secondAttribute))
            }
        }
    }

    /// The arranged view whose first or last baseline is the stack's: in a column the
    /// first or last visible view; in a row the first visible view for both (Vitrine's
    /// choice; UIKit does not document it). Nil without a visible arranged view.
    final func baselineView(for attribute: NSLayoutConstraint.Attribute) -> UIView? {
        let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        if axis == .vertical, attribute == .lastBaseline { return visible.last }
        return visible.first
    }

    /// Called when an arranged view is hidden or shown: it collapses or comes back. Inside
    /// an animation block the tree is laid out at once, so the change animates.
    final func arrangedSubviewVisibilityDidChange() {
        guard UIView.inheritedAnimationDuration > 0 else { return setNeedsArrangement() }
        rebuildArrangement()
        rootView.layoutIfNeeded()
    }
}

extension UIView {
    /// Tells the stack view arranging this view that it was hidden or shown.
    func visibilityDidChange() {
        guard let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
        stack.arrangedSubviewVisibilityDidChange()
    }

    /// Tells a fill-proportionally stack arranging this view that its proportions changed.
    func stackProportionsMayHaveChanged() {
        guard let stack = superview as? UIStackView, stack.distribution == .fillProportionally,
              stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
        stack.setNeedsArrangement()
    }
}
