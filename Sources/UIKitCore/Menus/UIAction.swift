// Vitrine — Apache License 2.0
import Foundation

/// The closure an action runs, given the action (whose `sender` is the control).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure when chosen; controls run it for the events it
/// was added for (`UIControl.addAction(_:for:)`).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The action's name; a unique one is made when none is given.
    public let identifier: Identifier
    /// A longer title, for discoverability interfaces.
    open var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows as on, off or mixed in a menu.
    open var state: UIMenuElement.State
    /// The object that is running the action (the control), while its handler runs; nil
    /// otherwise.
    open private(set) var sender: Any?

    let handler: UIActionHandler

    /// Creates an action that runs `handler`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender. Nested runs (a handler that
    /// sends another control's actions) restore the outer sender afterwards.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
