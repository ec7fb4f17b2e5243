// Vitrine — Apache License 2.0

/// An object with a trait collection that hears when it changes: views, view
/// controllers, windows and the screen.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits of this part of the interface, inherited from its parent with any
    /// overrides applied.
    var traitCollection: UITraitCollection { get }

    /// Called after `traitCollection` changed, with the collection it had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
