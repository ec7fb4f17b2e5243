// Vitrine — Apache License 2.0

/// The methods an app implements to respond to its life cycle, as on iOS.
///
/// A kiosk app is written as on iOS:
///
/// ```swift
/// @main
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         window = UIWindow(frame: UIScreen.main.bounds)
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
///
/// One difference from iOS: Linux has no Objective-C runtime to instantiate the delegate
/// class by name, so the protocol requires `init()`. A `final` delegate class inherits
/// `UIResponder.init()` and satisfies it as it is; a non-final one declares
/// `required override init() { super.init() }`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()

    /// The app's main window, which the app creates at launch.
    var window: UIWindow? { get set }

    /// The first launch call, before `application(_:didFinishLaunchingWithOptions:)`, as on
    /// iOS. Returning false does not stop the app (it refuses a URL, which Vitrine has not).
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Called once the display is open and `UIScreen.main` describes it; create and show
    /// the windows here. Returning false does not stop the app (as on iOS). The default
    /// calls `applicationDidFinishLaunching(_:)`, so, as on iOS, a delegate implementing
    /// both gets only this one.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// The launch call of old apps (deprecated on iOS), made only when the delegate does
    /// not implement `application(_:didFinishLaunchingWithOptions:)`.
    func applicationDidFinishLaunching(_ application: UIApplication)

    /// Called after launching finished, when the app is in the foreground: on a kiosk,
    /// once, right after `application(_:didFinishLaunchingWithOptions:)`.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// Called when the kiosk is asked to stop (SIGTERM from systemd, SIGINT), before the
    /// display is given back.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    // iOS calls `applicationDidFinishLaunching(_:)` only when the delegate lacks this
    // method; a Swift default that forwards to it makes the same choice.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        applicationDidFinishLaunching(application)
        return true
    }

    public func applicationDidFinishLaunching(_ application: UIApplication) {}

    public func applicationDidBecomeActive(_ application: UIApplication) {}

    public func applicationWillTerminate(_ application: UIApplication) {}
}
