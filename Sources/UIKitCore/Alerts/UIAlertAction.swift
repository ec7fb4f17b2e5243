// Vitrine — Apache License 2.0
import Foundation

/// A button of an alert or action sheet: its title, its style, and what runs when it is
/// tapped. An NSObject as on iOS, so actions compare by identity (`actions.firstIndex(of:)`).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes (Apple's names and raw values).
    public enum Style: Int, Sendable {
        /// An ordinary action, in the tint colour.
        case `default` = 0
        /// The action that cancels and changes nothing: bold in an alert, in its own group
        /// at the bottom of an action sheet. An alert controller takes at most one.
        case cancel = 1
        /// An action that may destroy data, in red.
        case destructive = 2
    }

    /// The text of the action's button.
    public let title: String?
    /// The action's style.
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?
    /// The alert controller the action was added to; told when `isEnabled` changes.
    weak var owner: UIAlertController?

    /// Creates an action.
    /// - Parameters:
    ///   - title: the text of the button.
    ///   - style: how the button looks and where it goes.
    ///   - handler: called with the action after the user picks it and the alert went away.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(actionTitle: title, style: style, handler: handler)
    }

    init(actionTitle: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
        self.title = actionTitle
        self.style = style
        self.handler = handler
        super.init()
    }

    /// Whether the action can be picked; a disabled action is dimmed and takes no taps.
    /// Default true.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { owner?.actionsDidChange() } }
    }
}
