// Vitrine — Apache License 2.0
// A view controller's traits sit between its view's superview and its view: the
// superview's (the screen's while the view is in no hierarchy) with the controller's
// override. The view's trait update asks the controller first (UIView+Traits.swift).

extension UIViewController: UITraitEnvironment, UITraitChangeObservable, TraitChangeRegistry {
    /// The controller's traits.
    public var traitCollection: UITraitCollection { cachedTraitCollection }

    /// The traits the controller has now.
    func computedTraitCollection() -> UITraitCollection {
        let parent = viewIfLoaded?.superview?.traitCollection ?? UIScreen.main.traitCollection
        guard overrideUserInterfaceStyle != .unspecified else { return parent }
        return UITraitCollection(traitsFrom: [parent, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
    }

    /// Works the traits out again and tells the controller when they changed; the view's
    /// update goes on from there.
    func updateTraitCollection() {
        let previous = cachedTraitCollection
        let current = computedTraitCollection()
        guard current != previous else { return }
        cachedTraitCollection = current
        current.performAsCurrent {
            traitCollectionDidChange(previous)
            notifyTraitChangeRegistrations(from: previous, to: current)
        }
    }
}
