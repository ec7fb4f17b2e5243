// Vitrine — Apache License 2.0
// The app's life-cycle notifications and states, under UIKit's names.
//
// A kiosk launches once, stays in the foreground and stops when systemd asks: the runtime
// posts `didFinishLaunchingNotification` after `application(_:didFinishLaunchingWithOptions:)`,
// `didBecomeActiveNotification` after `applicationDidBecomeActive(_:)` and
// `willTerminateNotification` after `applicationWillTerminate(_:)`, each with the
// application as the object. The background notifications exist so iOS code that observes
// them compiles; nothing posts them.
import Foundation

extension UIApplication {
    /// The app's place between foreground and background.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}
