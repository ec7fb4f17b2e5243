// Vitrine — Apache License 2.0

/// The centralized point of control for the running app: its delegate and its windows.
@MainActor
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
}
