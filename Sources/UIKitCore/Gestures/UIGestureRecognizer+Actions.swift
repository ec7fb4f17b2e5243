// Vitrine — Apache License 2.0
// Target-action pairs without selectors.
//
// Swift functions have no identity, so an action cannot be found again by comparing
// function values. Each pair is stored with a key instead: the target's identity and the
// action's type (`(Target) -> (Recognizer) -> Void` or `(Target) -> () -> Void`).
// `removeTarget(target, action: Target.method)` removes the target's actions of that
// type — when one target registered two methods of the same type on one recognizer,
// both go. For the same reason adding a pair twice calls it twice (UIKit keeps one). `removeTarget(target, action: nil)` removes every action of `target`, and
// `removeTarget(nil, action: nil)` every action of every target (closures included).

/// One action of a recognizer: a method on a weakly held target, or a closure.
struct GestureAction {
    /// The target's identity; nil for a closure.
    let targetID: ObjectIdentifier?
    /// The action's type, which with the target identifies the pair.
    let actionType: ObjectIdentifier
    /// Whether the target is gone (closures never are).
    let targetIsGone: @MainActor () -> Bool
    private let body: @MainActor (UIGestureRecognizer) -> Void

    init(targetID: ObjectIdentifier?, actionType: ObjectIdentifier,
         targetIsGone: @escaping @MainActor () -> Bool, body: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.targetID = targetID
        self.actionType = actionType
        self.targetIsGone = targetIsGone
        self.body = body
    }

    @MainActor var isOrphaned: Bool { targetIsGone() }

    @MainActor func invoke(_ recognizer: UIGestureRecognizer) { body(recognizer) }
}

extension UIGestureRecognizer {
    /// Adds a target-action pair: `recognizer.addTarget(self, action: FaceView.pinch)`.
    /// The target is held weakly. A method taking a less specific recognizer type
    /// (`(UIGestureRecognizer) -> Void`) is accepted too.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
        let key = ObjectIdentifier(((Target) -> (Self) -> Void).self)
        actions.append(GestureAction(
            targetID: ObjectIdentifier(target), actionType: key,
            targetIsGone: { [weak target] in target == nil },
            body: { [weak target] recognizer in
                // Safe cast: the pair is only ever invoked with the recognizer it was added to.
                guard let target, let recognizer = recognizer as? Self else { return }
                action(target)(recognizer)
            }))
    }

    /// Adds a target-action pair whose method takes no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        let key = ObjectIdentifier(((Target) -> () -> Void).self)
        actions.append(GestureAction(
            targetID: ObjectIdentifier(target), actionType: key,
            targetIsGone: { [weak target] in target == nil },
            body: { [weak target] _ in
                guard let target else { return }
                action(target)()
            }))
    }

    /// Adds a closure called like an action, with the recognizer. Not in UIKit's
    /// Objective-C API; the Swift spelling of a block-based target.
    public func addHandler(_ handler: @escaping @MainActor (Self) -> Void) {
        actions.append(GestureAction(
            targetID: nil, actionType: ObjectIdentifier(((Self) -> Void).self),
            targetIsGone: { false },
            body: { recognizer in
                guard let recognizer = recognizer as? Self else { return }
                handler(recognizer)
            }))
    }

    /// Removes `target`'s actions of `action`'s type (see the note at the top of this
    /// file); nil removes all of `target`'s actions.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> (Self) -> Void)?) {
        let type: ObjectIdentifier? = action == nil ? nil : ObjectIdentifier(((Target) -> (Self) -> Void).self)
        removeActions(of: target, type: type)
    }

    /// Removes `target`'s actions that take no argument; nil removes all of `target`'s actions.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> () -> Void)?) {
        let type: ObjectIdentifier? = action == nil ? nil : ObjectIdentifier(((Target) -> () -> Void).self)
        removeActions(of: target, type: type)
    }

    /// Removes every action of `target`, or with nil every action of every target
    /// (closures included): `removeTarget(nil, action: nil)`.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        removeActions(of: target, type: nil)
    }

    private func removeActions(of target: AnyObject?, type: ObjectIdentifier?) {
        guard let target else {
            actions.removeAll()
            return
        }
        let id = ObjectIdentifier(target)
        actions.removeAll { $0.targetID == id && (type == nil || $0.actionType == type) }
    }
}
