// Vitrine — Apache License 2.0

/// How a context menu's preview leaves the screen when the user taps it.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu and the preview fade away, then the completions run.
    case dismiss = 0
    /// The menu goes at once and the completions run at once, so that the app's push or
    /// presentation of the preview controller takes its place.
    case pop = 1
}

/// The animations a context menu runs as it appears, disappears or commits, to which
/// the app adds its own.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The controller the configuration's preview provider made, if any.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run when the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The commit of a context menu's preview (a tap on it), told to the delegate's
/// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves; `.pop` by default.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
