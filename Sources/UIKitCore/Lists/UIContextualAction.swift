// Vitrine — Apache License 2.0

/// An action shown when the user swipes a row: a coloured button with a title or image.
@preconcurrency @MainActor
open class UIContextualAction {
    /// How an action looks and behaves.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal = 0
        /// A red button for an action that deletes.
        case destructive = 1
    }

    /// What an action runs: the action, the view of the row, and a completion to call
    /// with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image.
    open var image: UIImage?
    /// The button's colour; by default grey for `.normal`, red for `.destructive`.
    open var backgroundColor: UIColor!
    /// What the action runs.
    public let handler: Handler

    /// Creates an action with `style`, `title` and `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
