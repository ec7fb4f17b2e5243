// Vitrine — Apache License 2.0
// A view's traits are its parent's with its own override applied: the parent is the view
// controller whose root view it is, else its superview; a window's is its screen (with
// size classes from the window's size); a view outside any hierarchy takes the main
// screen's. Each view keeps the collection it last worked out, so a change is seen
// exactly when it happens: whatever can change a parent's traits (an override, a move
// to another superview, a window's size, the screen's style) calls
// `updateTraitCollection()` on the subtree it affects, which compares, calls
// `traitCollectionDidChange(_:)` and the registrations, re-resolves dynamic colours,
// and goes on into the subviews only when something changed.

extension UIView: UITraitEnvironment, UITraitChangeObservable, TraitChangeRegistry {
    /// The view's traits: its parent's, with `overrideUserInterfaceStyle` applied.
    public var traitCollection: UITraitCollection { cachedTraitCollection }

    /// The traits the view has now, from its parent's.
    func computedTraitCollection() -> UITraitCollection {
        let parent: UITraitCollection
        if let controller = owningViewController {
            parent = controller.traitCollection
        } else if let superview {
            parent = superview.traitCollection
        } else if let window = self as? UIWindow {
            let screenTraits = window.screen.traitCollection
            let (horizontal, vertical) = UITraitCollection.sizeClasses(for: window.bounds.size)
            parent = UITraitCollection(traitsFrom: [
                screenTraits, UITraitCollection(horizontalSizeClass: horizontal), UITraitCollection(verticalSizeClass: vertical),
            ])
        } else {
            parent = UIScreen.main.traitCollection
        }
        guard overrideUserInterfaceStyle != .unspecified else { return parent }
        return UITraitCollection(traitsFrom: [parent, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
    }

    /// Works the traits out again; when they changed, tells the view and goes on into the
    /// subviews.
    func updateTraitCollection() {
        owningViewController?.updateTraitCollection()
        let previous = cachedTraitCollection
        let current = computedTraitCollection()
        guard current != previous else { return }
        cachedTraitCollection = current
        if previous.hasDifferentColorAppearance(comparedTo: current) {
            refreshBackgroundColor()
            // As on iOS, a view that draws draws again: its drawing may use dynamic colours.
            setNeedsDisplay()
            if patternBackground != nil { layer.setNeedsDisplay() }
        }
        current.performAsCurrent {
            traitCollectionDidChange(previous)
            notifyTraitChangeRegistrations(from: previous, to: current)
        }
        for subview in subviews { subview.updateTraitCollection() }
    }
}
