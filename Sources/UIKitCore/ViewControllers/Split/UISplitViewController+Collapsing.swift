// Vitrine — Apache License 2.0
// Collapsing. In a compact width the controller shows one column's navigation controller
// alone: the `.compact` column's when one was set, else the column the delegate picks
// from the proposed `.secondary`. A `.doubleColumn` controller collapsing to its
// secondary column merges the stacks as UIKit does: the secondary stack's controllers are
// pushed onto the primary's, which then shows alone (so the back button leads from the
// detail to the list), and `showDetailViewController` pushes there too. Expanding
// separates them again: what lies above the primary's own controllers goes back to the
// secondary column (its controller as set, when the user popped back to the list). A
// push still sliding on the merged stack ends first; the stacks separate after it.
// `show(_:)` brings another column to the top.

extension UISplitViewController {
    /// Collapses to one column when the width becomes compact, expands when it grows.
    func updateCollapse() {
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != collapsed else { return }
        collapsed = compact
        if compact {
            topColumn = slots[.compact] != nil
                ? .compact
                : delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            if topColumn == .secondary, splitStyle == .doubleColumn { mergeSecondaryIntoPrimary() }
            delegate?.splitViewControllerDidCollapse(self)
        } else {
            separateSecondaryWhenStill()
            let proposed = resolvedDisplayMode
            let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
            if chosen != proposed { requestedDisplayMode = chosen }
            // Expanding is told as such (above and below), not as a change of display mode
            // from whatever the controller last showed expanded.
            currentDisplayMode = resolvedDisplayMode
            delegate?.splitViewControllerDidExpand(self)
        }
    }

    // MARK: Merging the stacks

    /// Moves the secondary stack onto the primary one, which becomes the top column.
    func mergeSecondaryIntoPrimary() {
        guard let primary = slots[.primary]?.shown as? UINavigationController,
              let secondary = slots[.secondary]?.shown as? UINavigationController, !primary.viewControllers.isEmpty else { return }
        // Still merged (the separation waits for a push to end): nothing more to move.
        guard mergedSecondary == nil else {
            topColumn = .primary
            return
        }
        let moved = secondary.viewControllers
        mergedSecondary = (moved.first, primary.viewControllers.count)
        secondary.setViewControllers([], animated: false)
        primary.setViewControllers(primary.viewControllers + moved, animated: false)
        topColumn = .primary
    }

    /// Separates the stacks now, or, while the primary stack is pushing or popping (a
    /// detail shown just before the width grew), once that has ended: the stack cannot
    /// change meanwhile, so the controller sliding in stays in the primary column until
    /// then, shown once.
    func separateSecondaryWhenStill() {
        guard mergedSecondary != nil, let primary = slots[.primary]?.shown as? UINavigationController, primary.isTransitioning else {
            return separateSecondaryFromPrimary()
        }
        primary.performAfterTransition { [weak self] in
            guard let self, !self.collapsed else { return }
            self.separateSecondaryFromPrimary()
            self.updateColumns()
        }
    }

    /// Gives the secondary stack back what the merge (or a detail shown while collapsed)
    /// put above the primary's own controllers.
    func separateSecondaryFromPrimary() {
        guard let merged = mergedSecondary else { return }
        mergedSecondary = nil
        guard let primary = slots[.primary]?.shown as? UINavigationController,
              let secondary = slots[.secondary]?.shown as? UINavigationController else { return }
        let stack = primary.viewControllers
        let split = merged.first.flatMap { first in stack.firstIndex { $0 === first } }
            ?? (stack.count > merged.primaryDepth ? merged.primaryDepth : stack.count)
        var moved = Array(stack[split...])
        if moved.isEmpty, let set = slots[.secondary]?.set, !(set is UINavigationController) { moved = [set] }
        primary.setViewControllers(Array(stack[..<split]), animated: false)
        secondary.setViewControllers(moved, animated: false)
    }
}
