// Vitrine — Apache License 2.0
// An extra action an element offers assistive technology (VoiceOver's actions rotor):
// "Delete", "Archive", "Play next". It runs a handler, or a method of a target given as a
// method reference (`target: self, selector: MessageCell.archive`), the form control
// actions take here in place of selectors; the target is held weakly, as on iOS.

/// A named action assistive technology can perform on an element.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    /// What runs the action; returns whether it succeeded.
    public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool

    /// The name read out for the action.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }

    /// The name with attributes (a language, for instance).
    open var attributedName: NSAttributedString

    /// An image shown for the action where assistive technology shows one; default nil.
    open var image: UIImage?

    /// The handler run when the action is performed; nil when a target method runs instead.
    open var actionHandler: Handler?

    /// The object whose method runs the action, held weakly; nil for a handler action.
    open private(set) weak var target: AnyObject?

    /// Calls the target's method; nil for a handler action or when the target is gone.
    private var targetCall: ((AnyObject, UIAccessibilityCustomAction) -> Bool)?

    /// Creates an action that runs `actionHandler`.
    public init(name: String, actionHandler: Handler?) {
        attributedName = NSAttributedString(string: name)
        self.actionHandler = actionHandler
    }

    /// Creates an action with an attributed name that runs `actionHandler`.
    public init(attributedName: NSAttributedString, actionHandler: Handler?) {
        self.attributedName = NSAttributedString(attributedString: attributedName)
        self.actionHandler = actionHandler
    }

    /// Creates an action with an image that runs `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: Handler?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Creates an action that calls `selector` (a method taking the action) on `target`.
    public init<Target: AnyObject>(name: String, target: Target,
                                   selector: @escaping (Target) -> (UIAccessibilityCustomAction) -> Bool) {
        attributedName = NSAttributedString(string: name)
        self.target = target
        targetCall = { target, action in
            guard let target = target as? Target else { return false }
            return selector(target)(action)
        }
    }

    /// Creates an action that calls `selector` (a method taking no argument) on `target`.
    public init<Target: AnyObject>(name: String, target: Target, selector: @escaping (Target) -> () -> Bool) {
        attributedName = NSAttributedString(string: name)
        self.target = target
        targetCall = { target, _ in
            guard let target = target as? Target else { return false }
            return selector(target)()
        }
    }

    /// Runs the action as assistive technology does: the handler, else the target's
    /// method; false when neither is there (the target went away).
    package func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let targetCall else { return false }
        return targetCall(target, self)
    }
}
