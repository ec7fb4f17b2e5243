// Vitrine — Apache License 2.0

/// The actions shown when the user swipes a row from one edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, from the edge the swipe starts at inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe across the row performs the first action; default true.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
