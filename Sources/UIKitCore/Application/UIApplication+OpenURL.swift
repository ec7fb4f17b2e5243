// Vitrine — Apache License 2.0
// Opening URLs. On iOS another app (Safari, Phone, Settings) opens what an app cannot; a
// kiosk runs one app, so no URL opens elsewhere: `canOpenURL(_:)` is false and `open`
// reports failure to its completion handler at the next turn of the run loop, as UIKit
// calls it, after logging which URL was refused. Apps that link out keep working and can
// show their own fallback, as they do on an iOS device without the target app.
import Foundation
import Logging

private let openURLLogger = Logger(label: "vitrine.application")

extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open only a universal link, never the browser.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        public static let eventAttribution = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    /// The URL of the app's page in Settings (there is no Settings app on a kiosk).
    public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings.
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Whether some app can open `url`: never on a kiosk, where this app is the only one.
    public func canOpenURL(_ url: URL) -> Bool {
        false
    }

    /// Asks another app to open `url`. None can on a kiosk: the refusal is logged and
    /// `completion` hears `false` at the next turn of the run loop.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openURLLogger.notice("no other app opens URLs on a kiosk: \(url.scheme ?? "schemeless") URL refused", metadata: ["url": "\(url.absoluteString.prefix(200))"])
        guard let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(false) } }
    }

    /// Asks another app to open `url`; false, as no other app opens URLs on a kiosk.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        open(url, options: options, completionHandler: nil)
        return false
    }
}
