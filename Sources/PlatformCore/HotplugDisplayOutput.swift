// Vitrine — Apache License 2.0

/// A display whose screen can be unplugged and plugged back in while the app runs (an
/// HDMI or DP connector). It watches for it on the event loop, stops taking frames while
/// the screen is away, and sets its mode again when it is back.
public protocol HotplugDisplayOutput: DisplayOutput {
    /// Starts watching the connector; `handler` is called on the loop with each change.
    /// - Returns: the watch; cancelling it stops watching.
    /// - Throws: when the system offers no way to watch (no kernel uevents): the screen
    ///   then stays dark after a replug until the app restarts.
    @MainActor func watchConnection(on loop: any EventLoop,
                         _ handler: @escaping @MainActor (DisplayConnectionChange) -> Void) throws -> EventRegistration
}

/// What happened to a hotplug display's screen.
public enum DisplayConnectionChange: Sendable, Equatable, CustomStringConvertible {
    /// The screen went away from `connector`; frames stop until it returns.
    case disconnected(connector: String)
    /// The screen is back on `connector`, in `mode`: the next frame must present the whole screen.
    case reconnected(connector: String, mode: String)
    /// A screen is attached to `connector` but cannot show the app; frames stay stopped.
    case unusable(connector: String, reason: String)
    /// Looking at the connector failed; frames stay as they were until the next change.
    case probeFailed(connector: String, reason: String)

    public var description: String {
        switch self {
        case .disconnected(let connector):
            "display unplugged from \(connector): frames stop until it is plugged back in"
        case .reconnected(let connector, let mode):
            "display plugged back into \(connector): \(mode); repainting"
        case .unusable(let connector, let reason):
            "display plugged into \(connector) cannot show the kiosk: \(reason)"
        case .probeFailed(let connector, let reason):
            "display hotplug on \(connector): \(reason); frames stay stopped until the next hotplug"
        }
    }
}
