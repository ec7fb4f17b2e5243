// Vitrine — Apache License 2.0
// Where `UIAccessibility.post(notification:argument:)` sends what an app posts. iOS hands
// the notifications to VoiceOver in another process and an app cannot observe them; here
// they go to observers in the app's process, the seam a screen reader will plug into.

/// One notification an app posted, with its argument.
package struct PostedAccessibilityNotification {
    /// What happened.
    package var notification: UIAccessibility.Notification
    /// The argument as posted: a string, an element, or nil.
    package var argument: Any?
}

/// Hands posted accessibility notifications to the observers registered in the process, in
/// the order they registered.
@MainActor
package final class AccessibilityNotificationRelay {
    /// The relay `UIAccessibility.post(notification:argument:)` delivers to.
    package static let shared = AccessibilityNotificationRelay()

    /// A registration, for `removeObserver(_:)`.
    package struct Token: Hashable, Sendable {
        let id: Int
    }

    private var observers: [(token: Token, handler: (PostedAccessibilityNotification) -> Void)] = []
    private var nextID = 0

    /// Calls `handler` with every notification posted from now until the observer is removed.
    package func addObserver(_ handler: @escaping (PostedAccessibilityNotification) -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        observers.append((token, handler))
        return token
    }

    /// Stops calling the observer registered as `token`.
    package func removeObserver(_ token: Token) {
        observers.removeAll { $0.token == token }
    }

    /// Gives `posted` to every observer; an observer added while it is being delivered
    /// hears only later notifications.
    func deliver(_ posted: PostedAccessibilityNotification) {
        for observer in observers { observer.handler(posted) }
    }
}
