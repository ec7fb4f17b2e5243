// Vitrine — Apache License 2.0
// Constraints on views: installing and removing them, the autoresizing-mask translation
// flag, content priorities, anchors, and the layout engine of the view's tree.

extension NSLayoutConstraint {
    /// The axis a content priority or a stack view applies to.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

extension UIView {
    // MARK: - State

    /// The view's Auto Layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let state = layoutStateIfPresent { return state }
        let state = ViewLayoutState()
        if let hugging = defaultContentHugging {
            state.horizontalHugging = hugging.horizontal
            state.verticalHugging = hugging.vertical
        }
        layoutStateIfPresent = state
        return state
    }

    /// The content hugging UIKit gives controls of a fixed size when made in code (750 on
    /// both axes for switches, steppers and activity indicators, 750 vertically for a
    /// progress view, whose width is free); nil for the 250 of every other view. Apple
    /// documents no table: these are the values UIKit's controls report.
    private var defaultContentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        if self is UISwitch || self is UIStepper || self is UIActivityIndicatorView { return (.defaultHigh, .defaultHigh) }
        if self is UIProgressView { return (.defaultLow, .defaultHigh) }
        return nil
    }

    /// The engine of this view's tree, if the tree has constraints.
    var layoutEngineIfPresent: LayoutEngine? { rootView.layoutStateIfPresent?.engine }

    /// The engine of this view's tree, made if needed (it builds itself at the next layout).
    var layoutEngine: LayoutEngine {
        let root = rootView
        if let engine = root.layoutStateIfPresent?.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutState.engine = engine
        return engine
    }

    /// The engine that has this view as an item, if any.
    var engineHoldingSelf: LayoutEngine? {
        guard let root = layoutStateIfPresent?.engineRoot, let engine = root.layoutStateIfPresent?.engine,
              engine.root === rootView, engine.contains(self) else { return nil }
        return engine
    }

    // MARK: - Installing constraints

    /// The constraints installed on this view (those whose nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutStateIfPresent?.constraints ?? [] }

    /// Activates `constraint`, which must relate this view or its descendants (UIKit's
    /// older API; `isActive` installs it where it belongs).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.isActive = false
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        layoutState.constraints.append(constraint)
        constraint.installedView = self
        layoutEngine.constraintWasInstalled(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let state = layoutStateIfPresent else { return }
        state.constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        layoutEngineIfPresent?.constraintWasUninstalled(constraint)
    }

    // MARK: - Translating the autoresizing mask

    /// Whether the view's frame and autoresizing mask become constraints; true for views
    /// made in code. Set it false for a view that constraints position and size.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateIfPresent?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            if engineHoldingSelf != nil || layoutEngineIfPresent?.root === self { layoutEngineIfPresent?.setNeedsRebuild() }
        }
    }

    // MARK: - Content priorities

    /// How strongly the view resists growing beyond its intrinsic size on `axis`; 250 by
    /// default (750 for some fixed-size controls, see `defaultContentHugging`).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStateIfPresent else {
            guard let hugging = defaultContentHugging else { return .defaultLow }
            return axis == .horizontal ? hugging.horizontal : hugging.vertical
        }
        return axis == .horizontal ? state.horizontalHugging : state.verticalHugging
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let clamped = priority.clampedForContent
        if axis == .horizontal { layoutState.horizontalHugging = clamped } else { layoutState.verticalHugging = clamped }
        engineHoldingSelf?.itemDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`; 750 by default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStateIfPresent else { return .defaultHigh }
        return axis == .horizontal ? state.horizontalCompressionResistance : state.verticalCompressionResistance
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let clamped = priority.clampedForContent
        if axis == .horizontal {
            layoutState.horizontalCompressionResistance = clamped
        } else {
            layoutState.verticalCompressionResistance = clamped
        }
        engineHoldingSelf?.itemDidChange(self)
    }

    /// Tells the engine that the intrinsic size changed (the class body's
    /// `invalidateIntrinsicContentSize()` calls this).
    func intrinsicContentSizeDidChange() {
        engineHoldingSelf?.itemDidChange(self)
        stackProportionsMayHaveChanged()
    }

    /// Tells the engine that a view whose frame it translates has moved or resized.
    func layoutFrameDidChange() {
        // The flag first: frames the engine applies are of views that do not translate, and
        // the engine root is a weak reference, dearer to read.
        guard let state = layoutStateIfPresent else { return }
        state.engineAppliedFrame = nil
        guard state.translatesAutoresizingMaskIntoConstraints, state.engineRoot != nil else { return }
        engineHoldingSelf?.itemDidChange(self)
    }

    // MARK: - Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: - Baselines

    /// The first baseline's distance from the top: a label's font ascender (its text sits
    /// at the top when the label has its intrinsic height); nil for a view without text,
    /// whose baselines are its bottom.
    var firstBaselineOffsetFromTop: CGFloat? {
        guard let label = self as? UILabel, let font = label.font else { return nil }
        return font.ascender
    }

    /// The last baseline's distance from the bottom: a label's font descent; 0 otherwise.
    var lastBaselineOffsetFromBottom: CGFloat {
        guard let label = self as? UILabel, let font = label.font else { return 0 }
        return -font.descender
    }

    // MARK: - Layout guides

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutStateIfPresent?.layoutGuides ?? [] }

    /// Adds a guide, which then belongs to this view (its `owningView`).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        layoutState.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide, deactivating the constraints that name it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        for view in sequence(first: self, next: \.superview) {
            for constraint in view.constraints
            where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                constraint.isActive = false
            }
        }
        layoutState.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        layoutEngineIfPresent?.setNeedsRebuild()
    }
}

extension UILayoutPriority {
    /// A content priority clamped to 1…1000 (NaN: the default low).
    fileprivate var clampedForContent: UILayoutPriority {
        rawValue.isNaN ? .defaultLow : UILayoutPriority(min(max(rawValue, 1), 1000))
    }
}
