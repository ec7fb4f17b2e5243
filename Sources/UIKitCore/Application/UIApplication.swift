// Vitrine — Apache License 2.0

/// The centralized point of control for the running app: its delegate and its windows.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options dictionary. A kiosk is launched with none.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app instance. It exists before launch too, so views can be tested without one.
    public private(set) static var shared = UIApplication()

    /// The app's delegate; the application keeps it alive for the life of the app.
    open var delegate: UIApplicationDelegate? {
        get { strongDelegate }
        set { strongDelegate = newValue }
    }
    // UIKit holds its delegate unowned; apps launched through `@main` have no other
    // owner for it, so the application keeps it.
    private var strongDelegate: UIApplicationDelegate?

    /// The visible windows, back to front.
    open var windows: [UIWindow] { WindowStack.shared.windows }

    /// The window that receives events first.
    open var keyWindow: UIWindow? { WindowStack.shared.keyWindow }

    public override init() {
        super.init()
    }

    // MARK: - Events

    /// The next responder after the application: its delegate, when that is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Dispatches `event` to the windows its touches are in, in the order the touches began.
    open func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.touchList {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    // MARK: - Idle timer

    /// Whether the idle timer is off: true keeps the panel lit, as it keeps an iPhone's
    /// screen on (the kiosk's idle blanker neither dims nor blanks it, and lights it if it
    /// was dark); false (the default) lets the panel dim and blank after the board's idle
    /// times, counted again from the moment it is set back to false.
    open var isIdleTimerDisabled = false {
        didSet { if isIdleTimerDisabled != oldValue { idleTimerDisabledDidChange?(isIdleTimerDisabled) } }
    }

    /// Told when `isIdleTimerDisabled` changes; the host's idle blanker sets it.
    package var idleTimerDisabledDidChange: ((Bool) -> Void)?

    // MARK: - Ignoring events

    private var ignoringCount = 0

    /// Whether touches are being discarded (`beginIgnoringInteractionEvents()` calls
    /// outnumber `endIgnoringInteractionEvents()` calls).
    /// Whether the app is in the foreground and receiving events: `.inactive` until the
    /// kiosk's launch finishes, `.active` from just before `applicationDidBecomeActive(_:)`.
    /// A kiosk never goes to the background.
    public internal(set) var applicationState: State = .inactive

    open var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

    /// Starts discarding touches; calls nest (deprecated on iOS 13, kept for kiosk code). A finger that goes down while touches are
    /// discarded is ignored until it lifts; fingers already down keep being delivered.
    open func beginIgnoringInteractionEvents() {
        ignoringCount += 1
    }

    /// Undoes one `beginIgnoringInteractionEvents()`; extra calls are ignored.
    open func endIgnoringInteractionEvents() {
        ignoringCount = max(0, ignoringCount - 1)
    }
}
