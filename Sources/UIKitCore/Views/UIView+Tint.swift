// Vitrine — Apache License 2.0
// Tint is inherited: a view without its own `tintColor` uses its superview's, and the
// top of the tree `.systemBlue`. `tintColorDidChange()` goes to every view whose effective
// tint changed; a change is found by comparing, before and after, each view's inherited
// colour (UIColor equality: components for fixed colours, the name for system colours,
// identity for other dynamic ones) and adjustment mode, so setting the same colour again
// calls nothing, and neither does a change of style (dynamic tints re-resolve when drawn).
//
// Dimmed tint: iOS shows a dimmed tint as a desaturated gray. Vitrine takes the tint's
// luma (Rec. 601 weights) as the gray level and keeps its alpha; Apple does not publish
// its formula.

extension UIView {
    /// How a view's tint is adjusted (Apple's names and raw values).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode; `.normal` at the top of the tree.
        case automatic = 0
        /// The tint as set.
        case normal = 1
        /// The tint desaturated to gray, for content behind a modal or alert.
        case dimmed = 2
    }

    /// The tint before dimming: the nearest one set up the tree.
    var inheritedTintColor: UIColor {
        storedTintColor ?? superview?.inheritedTintColor ?? .systemBlue
    }

    /// The mode in effect: the nearest one set up the tree, else `.normal`.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        if storedTintAdjustmentMode != .automatic { return storedTintAdjustmentMode }
        return superview?.effectiveTintAdjustmentMode ?? .normal
    }

    /// What `tintColor` returns.
    var effectiveTintColor: UIColor {
        let tint = inheritedTintColor
        guard effectiveTintAdjustmentMode == .dimmed else { return tint }
        return UIColor { traits in
            let c = tint.resolvedColor(with: traits).cgColor
            let components = c.components ?? [0, 0, 0, 1]
            let luma = 0.299 * components[0] + 0.587 * components[1] + 0.114 * components[2]
            return UIColor(white: luma, alpha: components[3])
        }
    }

    /// One view's tint as compared before and after a change.
    struct TintState: Equatable {
        var color: UIColor
        var mode: TintAdjustmentMode

        @MainActor init(of view: UIView) {
            color = view.inheritedTintColor
            mode = view.effectiveTintAdjustmentMode
        }
    }

    /// Runs `change` and calls `tintColorDidChange()` on each view of this subtree whose
    /// tint it changed, top down.
    func changingTint(_ change: () -> Void) {
        let before = tintStates()
        change()
        notifyTintChanges(since: before)
    }

    /// The tint of every view of this subtree, top down.
    func tintStates() -> [(view: UIView, state: TintState)] {
        var result: [(view: UIView, state: TintState)] = []
        func visit(_ view: UIView) {
            result.append((view, TintState(of: view)))
            view.subviews.forEach(visit)
        }
        visit(self)
        return result
    }

    /// Calls `tintColorDidChange()` on the views whose tint differs from `before`.
    func notifyTintChanges(since before: [(view: UIView, state: TintState)]) {
        for (view, old) in before {
            if TintState(of: view) != old {
                view.traitCollection.performAsCurrent { view.tintColorDidChange() }
            }
        }
    }
}
