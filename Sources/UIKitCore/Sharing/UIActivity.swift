// Vitrine — Apache License 2.0
// A service an app offers in an activity view controller. Subclasses say what the
// service is called and looks like, whether it can act on the items, and do the work:
// either in `perform()` (after the sheet is gone) or in a view controller of their own.
// Either way they end by calling `activityDidFinish(_:)`, as UIKit requires.

import Foundation

/// An app-provided service for the activity view controller.
@preconcurrency @MainActor
open class UIActivity {
    /// Where the service is listed; `.action` by default.
    open class var activityCategory: Category { .action }

    /// The service's identifier, passed to the completion handler; nil by default.
    open var activityType: ActivityType? { nil }

    /// The name shown for the service; nil by default.
    open var activityTitle: String? { nil }

    /// The icon shown for the service; nil by default.
    open var activityImage: UIImage? { nil }

    /// Whether the service can act on `activityItems`; false by default (not listed).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Called with the items once the user picks the service, before it runs.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A view controller that does the work, presented over the sheet; nil (the default)
    /// calls `perform()` instead.
    open var activityViewController: UIViewController? { nil }

    /// Does the work without a view controller; subclasses call `activityDidFinish(_:)`.
    open func perform() {}

    /// Tells the activity view controller the service is done (`completed` false when
    /// cancelled): its view controller, if any, and the sheet are dismissed and the
    /// completion handler called.
    open func activityDidFinish(_ completed: Bool) {
        controller?.activityDidFinish(self, completed: completed)
    }

    /// The activity view controller running this service.
    weak var controller: UIActivityViewController?

    public init() {}
}

extension UIActivity {
    /// Where a service is listed (Apple's raw values).
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    /// A service's identifier; the built-in ones are Apple's strings.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Copying the items' text to the pasteboard: the one built-in service on a kiosk.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        // iOS's system services, for `excludedActivityTypes`: a kiosk has none of them.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}
