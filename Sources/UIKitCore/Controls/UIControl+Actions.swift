// Vitrine — Apache License 2.0
// Targets and actions without selectors.
//
// As for gesture recognizers (UIGestureRecognizer+Actions.swift), an action is an
// unapplied method reference, `button.addTarget(self, action: ViewController.tapped,
// for: .touchUpInside)`, in the three forms iOS action methods take: no argument,
// the sender, or the sender and the event. The target is held weakly. Swift functions
// have no identity, so a pair is identified by the target and the form it was added in
// (the function type the method was converted to, which names the sender type `Self`
// of the call, not the method's declared parameter):
// `removeTarget(self, action: ViewController.tapped, for:)` removes the target's
// methods added in that form; nil removes all of the target's pairs, and a nil target every
// pair (UIActions are kept: `removeAction` removes those). For the same reason adding
// a pair twice calls it twice, where UIKit keeps one. A nil target (UIKit's search of
// the responder chain for a selector) has no equivalent without selectors.
//
// A pair or action registered for several of the events sent together (`.touchDown`
// with `.touchDownRepeat`) runs once. Actions run in the order they were added.
// `actions(forTarget:forControlEvent:)` and `enumerateEventHandlers` are left out: they
// report selectors, which do not exist here.

extension UIControl {
    /// Calls `action` on `target` (held weakly) for `controlEvents`; the method takes no
    /// argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void,
                                             for controlEvents: Event) {
        register(target, type: ((Target) -> () -> Void).self, for: controlEvents) { target, _, _ in action(target)() }
    }

    /// Calls `action` on `target` (held weakly) with the control for `controlEvents`. A
    /// method taking a less specific sender type (`UIControl`, `Any`) is accepted too.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void,
                                             for controlEvents: Event) {
        register(target, type: ((Target) -> (Self) -> Void).self, for: controlEvents) { target, control, _ in
            // Safe cast: the pair is only ever invoked by the control it was added to.
            guard let control = control as? Self else { return }
            action(target)(control)
        }
    }

    /// Calls `action` on `target` (held weakly) with the control and the event for
    /// `controlEvents`. Actions sent without a touch (`sendActions(for:)`) get an empty
    /// event, where UIKit passes nil.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self, UIEvent) -> Void,
                                             for controlEvents: Event) {
        let type = ((Target) -> (Self, UIEvent) -> Void).self
        register(target, type: type, for: controlEvents) { target, control, event in
            guard let control = control as? Self else { return }
            action(target)(control, event ?? UIEvent())
        }
    }

    /// Stops calling `target`'s methods of `action`'s type for `controlEvents`; a nil
    /// action means all of `target`'s methods.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> () -> Void)?,
                                                for controlEvents: Event) {
        let type = ObjectIdentifier(((Target) -> () -> Void).self)
        removeTargetActions(of: target, type: action == nil ? nil : type, for: controlEvents)
    }

    /// Stops calling `target`'s methods taking the sender for `controlEvents`.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> (Self) -> Void)?,
                                                for controlEvents: Event) {
        let type = ObjectIdentifier(((Target) -> (Self) -> Void).self)
        removeTargetActions(of: target, type: action == nil ? nil : type, for: controlEvents)
    }

    /// Stops calling `target`'s methods taking the sender and the event for `controlEvents`.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> (Self, UIEvent) -> Void)?,
                                                for controlEvents: Event) {
        let type = ObjectIdentifier(((Target) -> (Self, UIEvent) -> Void).self)
        removeTargetActions(of: target, type: action == nil ? nil : type, for: controlEvents)
    }

    /// Stops calling all of `target`'s methods for `controlEvents`, or with a nil target
    /// every pair's: `removeTarget(nil, action: nil, for: .allEvents)`.
    public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
        removeTargetActions(of: target, type: nil, for: controlEvents)
    }

    /// The targets with actions on the control. A target that is not Hashable appears
    /// as its `ObjectIdentifier`, since Swift objects are not hashable by default.
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for entry in targetActions {
            guard let target = entry.target() else { continue }
            if let hashable = target as? any Hashable {
                targets.insert(AnyHashable(hashable))
            } else {
                targets.insert(AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    /// The events for which the control has targets or actions.
    public var allControlEvents: Event {
        targetActions.filter { !$0.isOrphaned }.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    // MARK: - Calling one action

    /// Calls `action` on `target`: what the control does for each pair when it sends
    /// actions. On iOS this goes through `UIApplication.sendAction(_:to:from:for:)`; here
    /// the method is called directly.
    public func sendAction<Target: AnyObject>(_ action: (Target) -> () -> Void, to target: Target, for event: UIEvent?) {
        action(target)()
    }

    /// Calls `action` on `target` with the control as the sender.
    public func sendAction<Target: AnyObject>(_ action: (Target) -> (Self) -> Void, to target: Target, for event: UIEvent?) {
        // `self` is typed as UIControl here; it is always a `Self`.
        guard let sender = self as? Self else { return }
        action(target)(sender)
    }

    /// Calls `action` on `target` with the control and `event` (an empty event when nil).
    public func sendAction<Target: AnyObject>(_ action: (Target) -> (Self, UIEvent) -> Void, to target: Target,
                                              for event: UIEvent?) {
        guard let sender = self as? Self else { return }
        action(target)(sender, event ?? UIEvent())
    }

    // MARK: - UIAction

    /// Runs `action` for `controlEvents`. A control keeps one action per identifier:
    /// adding an action whose identifier it has replaces that action, which then answers
    /// its events and these.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = targetActions.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            targetActions[index].action = action
            targetActions[index].events.formUnion(controlEvents)
            return
        }
        targetActions.append(ControlTargetAction(targetID: nil, actionType: nil, action: action, events: controlEvents,
                                                 target: { nil }, body: { _, _ in }))
    }

    /// Stops running `action` (found by its identifier) for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action named `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in targetActions.indices where targetActions[index].action?.identifier == actionIdentifier {
            targetActions[index].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    // MARK: - Sending

    /// Runs every target-action pair and UIAction registered for any of `events`, once
    /// each, in the order they were added. The list is read before the first runs, so an
    /// action that adds or removes others changes the next sending.
    func sendActions(for events: Event, with event: UIEvent?) {
        targetActions.removeAll { $0.isOrphaned }
        let due = targetActions.filter { !$0.events.isDisjoint(with: events) }
        for entry in due where !entry.isOrphaned {
            entry.invoke(from: self, with: event)
        }
    }

    // MARK: - Private

    private func register<Target: AnyObject, Action>(
        _ target: Target, type: Action.Type, for controlEvents: Event,
        body: @escaping @MainActor (Target, UIControl, UIEvent?) -> Void
    ) {
        targetActions.append(ControlTargetAction(
            targetID: ObjectIdentifier(target), actionType: ObjectIdentifier(type), action: nil, events: controlEvents,
            target: { [weak target] in target },
            body: { [weak target] control, event in
                guard let target else { return }
                body(target, control, event)
            }))
    }

    private func removeTargetActions(of target: AnyObject?, type: ObjectIdentifier?, for controlEvents: Event) {
        let id = target.map(ObjectIdentifier.init)
        for index in targetActions.indices {
            let entry = targetActions[index]
            guard entry.targetID != nil else { continue }
            if let id, entry.targetID != id { continue }
            if let type, entry.actionType != type { continue }
            targetActions[index].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty || $0.isOrphaned }
    }
}
