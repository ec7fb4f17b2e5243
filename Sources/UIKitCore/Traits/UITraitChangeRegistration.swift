// Vitrine — Apache License 2.0
// iOS 17's trait change registrations. Without selectors, `action:` takes a method
// reference, as gesture recognizers' target-action does here:
// `registerForTraitChanges([UITraitUserInterfaceStyle.self], action: MyView.styleChanged)`.

/// A token for one registration, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits observed and what to call.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// The objects that keep registrations: views and view controllers.
@MainActor
protocol TraitChangeRegistry: AnyObject {
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}

extension TraitChangeRegistry {
    /// Calls the registrations whose traits differ between `previous` and `current`.
    func notifyTraitChangeRegistrations(from previous: UITraitCollection, to current: UITraitCollection) {
        for registration in traitChangeRegistrations
        where registration.traits.contains(where: { current.differs(in: $0, from: previous) }) {
            registration.handler(self, previous)
        }
    }
}

/// An object whose trait changes can be observed: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits after any of `traits`
    /// changed: `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous) in … }`.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        register(traits) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
    }

    /// Calls `action` on `target` (held weakly) after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void
    ) -> any UITraitChangeRegistration {
        register(traits) { [weak target] _, _ in
            if let target { action(target)() }
        }
    }

    /// Calls `action` on this object after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: @escaping (Self) -> () -> Void) -> any UITraitChangeRegistration {
        register(traits) { object, _ in
            if let object = object as? Self { action(object)() }
        }
    }

    /// Removes a registration this object returned.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let registry = self as? any TraitChangeRegistry else { return }
        registry.traitChangeRegistrations.removeAll { $0 === registration }
    }

    private func register(_ traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits, handler: handler)
        (self as? any TraitChangeRegistry)?.traitChangeRegistrations.append(registration)
        return registration
    }
}
