// Vitrine — Apache License 2.0

/// One registration on a control: a method on a weakly held target, or a UIAction, with
/// the events it is for.
struct ControlTargetAction {
    /// The target's identity; nil for a UIAction.
    let targetID: ObjectIdentifier?
    /// The method's type, which with the target identifies a pair (see UIControl+Actions.swift).
    let actionType: ObjectIdentifier?
    /// The UIAction; nil for a target-action pair.
    var action: UIAction?
    /// The events the registration answers.
    var events: UIControl.Event
    /// The target while it lives; nil for a UIAction or a target that is gone.
    let target: @MainActor () -> AnyObject?
    private let body: @MainActor (UIControl, UIEvent?) -> Void

    init(targetID: ObjectIdentifier?, actionType: ObjectIdentifier?, action: UIAction?, events: UIControl.Event,
         target: @escaping @MainActor () -> AnyObject?, body: @escaping @MainActor (UIControl, UIEvent?) -> Void) {
        self.targetID = targetID
        self.actionType = actionType
        self.action = action
        self.events = events
        self.target = target
        self.body = body
    }

    /// A pair whose target was deallocated: never called again.
    @MainActor var isOrphaned: Bool { targetID != nil && target() == nil }

    @MainActor func invoke(from control: UIControl, with event: UIEvent?) {
        if let action {
            control.sendAction(action)
        } else {
            body(control, event)
        }
    }
}
