// Vitrine — Apache License 2.0
// Auto Layout in the layout pass: `updateConstraints()` where asked, then the engine of
// the view's tree is brought up to date and its frames applied, parents first, before any
// `layoutSubviews()` runs (UIKit applies them in its layer layout too). Also the fitting
// sizes, ambiguity checks, and the tree changes the engine must hear about.

extension UIView {
    /// The fitting size that uses as little space as possible (0 × 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The fitting size that uses as much space as the constraints allow. UIKit documents
    /// no value; Vitrine, like UIKit in practice, asks for a very large size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Raised on every `setNeedsUpdateConstraints()` and tree change, so a root knows to
    /// look for views whose constraints need updating.
    nonisolated(unsafe) static var constraintUpdateGeneration = 0

    // MARK: - Updating constraints

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        constraintsNeedUpdate = true
        UIView.constraintUpdateGeneration &+= 1
        rootView.setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// Runs `updateConstraints()` now on this view and its descendants that need it,
    /// descendants first.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if constraintsNeedUpdate {
            constraintsNeedUpdate = false
            updateConstraints()
        }
    }

    /// Whether the class cannot be laid out by autoresizing; default false.
    public class var requiresConstraintBasedLayout: Bool { false }

    // MARK: - The pass

    /// On a tree's root: updates constraints that need it, brings the engine up to date
    /// and applies its frames.
    func runAutoLayout() {
        let generation = UIView.constraintUpdateGeneration
        if layoutStateIfPresent?.updatedConstraintsGeneration != generation {
            layoutState.updatedConstraintsGeneration = generation
            updateConstraintsIfNeeded()
        }
        guard let engine = layoutStateIfPresent?.engine else { return }
        if UIView.unsafeEdgesExist {
            for view in engine.viewItems { view.refreshSafeAreaGuides(in: engine) }
        }
        engine.updateIfNeeded()
        engine.settleWrappingLabels()
        engine.applyFrames()
        if UIView.preservedMarginsExist {
            // A margins guide that follows the superview's margins moves with the frames
            // just applied; twice is enough unless those frames depend on the guide again.
            for _ in 0..<2 where refreshPreservedMargins(in: engine) {
                engine.updateIfNeeded()
                engine.applyFrames()
            }
        }
        if !engine.scrollContentGuides.isEmpty { engine.applyScrollContentSizes() }
    }

    /// Set once a view preserves its superview's margins; until then layout passes skip
    /// looking for such views.
    nonisolated(unsafe) static var preservedMarginsExist = false

    /// The size the view's constraints give it nearest to `targetSize`, at fitting priority.
    func fittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        let target = CGSize(width: clean(targetSize.width), height: clean(targetSize.height))
        let engine = LayoutEngine(root: self, mode: .fitting(target: target, horizontal: horizontal, vertical: vertical))
        engine.updateIfNeeded()
        engine.settleWrappingLabels()
        let size = engine.rootSize
        let scale = max(layer.contentsScale, 1)
        return CGSize(width: (size.width * scale).rounded() / scale, height: (size.height * scale).rounded() / scale)
    }

    // MARK: - Diagnostics

    /// The linear constraints of this root's engine as its solver has them (the benchmark
    /// hands them to Kiwi); empty when the view is no root with an engine.
    package var layoutSolverConstraints: [LinearConstraint] {
        layoutStateIfPresent?.engine?.solver.constraints ?? []
    }

    /// Whether the constraints leave the view's frame free to take more than one value.
    public var hasAmbiguousLayout: Bool {
        guard let engine = engineHoldingSelf else { return false }
        return engine.isAmbiguous(self)
    }

    /// Moves a view whose layout is ambiguous to another frame its constraints allow, so
    /// the ambiguity shows; does nothing to a view whose layout is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard let engine = engineHoldingSelf else { return }
        _ = engine.exerciseAmbiguity(of: self)
    }

    /// The active constraints that affect the view's frame on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let horizontal: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .width, .centerX,
                                                             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins]
        var result: [NSLayoutConstraint] = []
        for view in sequence(first: self, next: \.superview) {
            for constraint in view.constraints where constraint.firstItem === self || constraint.secondItem === self {
                let attribute = constraint.firstItem === self ? constraint.firstAttribute : constraint.secondAttribute
                if horizontal.contains(attribute) == (axis == .horizontal) { result.append(constraint) }
            }
        }
        return result
    }

    // MARK: - Tree changes

    /// Called after `view` joined this tree: its own tree's engine (if it was a root with
    /// constraints) gives way to this tree's, rebuilt at the next layout.
    func autoLayoutDidAdd(_ view: UIView) {
        UIView.constraintUpdateGeneration &+= 1
        if let state = view.layoutStateIfPresent, state.engine != nil {
            state.engine = nil
            layoutEngine.setNeedsRebuild()
        }
    }

    /// Called before `view` leaves its superview: constraints between the leaving subtree
    /// and the rest are deactivated (as UIKit does), and both trees rebuild their engines.
    func autoLayoutWillRemove(_ view: UIView) {
        guard let engine = layoutEngineIfPresent else { return }
        for ancestor in sequence(first: self, next: \.superview) {
            for constraint in ancestor.constraints
            where constraint.views.contains(where: { $0.isDescendant(of: view) }) {
                constraint.isActive = false
            }
        }
        engine.setNeedsRebuild()
        // The leaving subtree keeps the constraints installed inside it, under its own engine.
        var stack = [view]
        while let next = stack.popLast() {
            if !(next.layoutStateIfPresent?.constraints.isEmpty ?? true) {
                let own = LayoutEngine(root: view)
                view.layoutState.engine = own
                break
            }
            stack.append(contentsOf: next.subviews)
        }
    }
}
