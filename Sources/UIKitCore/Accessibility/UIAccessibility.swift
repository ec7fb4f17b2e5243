// Vitrine — Apache License 2.0
// The app-wide side of accessibility: posting notifications to assistive technology,
// whether such technology runs, and conversion to the screen coordinates elements report.
//
// Vitrine has no screen reader yet, so `isVoiceOverRunning` is false and nothing reads
// the notifications out. They still go somewhere: `AccessibilityNotificationRelay`
// hands each one to the in-process observers registered with it (the future screen
// reader, tests), so the calls an app makes are observable now.

/// Accessibility services for the whole app: notifications to assistive technology and
/// the state of that technology.
public enum UIAccessibility {
    /// Whether VoiceOver is running: always false, since Vitrine has no screen reader yet.
    public static var isVoiceOverRunning: Bool { false }

    /// Posted (through `NotificationCenter.default`) when VoiceOver starts or stops; never
    /// posted here, since it never runs.
    public static let voiceOverStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Posts `notification` to assistive technology with `argument` (what the
    /// notification's documentation asks for: the announcement's string, the element to
    /// move to, the scroll position's description, or nil).
    ///
    /// - Parameters:
    ///   - notification: What happened.
    ///   - argument: The notification's argument, or nil.
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityNotificationRelay.shared.deliver(PostedAccessibilityNotification(notification: notification, argument: argument))
    }

    /// Converts `rect`, in `view`'s coordinates, to screen coordinates: through the view's
    /// superviews and transforms, then its window's position and transform on the screen.
    /// The result is the bounding box of the converted corners. A view outside a window
    /// gives its topmost superview's coordinates.
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.layer.convert(rect, to: nil)
    }

    /// Converts `path`, in `view`'s coordinates, to screen coordinates (see the rectangle
    /// form); returns a new path.
    @MainActor
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let screenPath = UIBezierPath()
        screenPath.cgPath = path.cgPath
        screenPath.apply(screenTransform(of: view))
        return screenPath
    }

    /// The affine map from `view`'s coordinates to the screen's, read off the images of
    /// three points (exact for the 2D transforms views carry).
    @MainActor
    static func screenTransform(of view: UIView) -> CGAffineTransform {
        let origin = view.layer.convert(CGPoint.zero, to: nil)
        let unitX = view.layer.convert(CGPoint(x: 1, y: 0), to: nil)
        let unitY = view.layer.convert(CGPoint(x: 0, y: 1), to: nil)
        return CGAffineTransform(a: unitX.x - origin.x, b: unitX.y - origin.y, c: unitY.x - origin.x,
                                 d: unitY.y - origin.y, tx: origin.x, ty: origin.y)
    }
}

extension UIAccessibility {
    /// A kind of accessibility notification, posted with `UIAccessibility.post(notification:argument:)`.
    /// The raw values are Vitrine's own: iOS does not publish its numbers.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public var rawValue: UInt32

        /// Creates a notification kind from its number.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A large part of the screen changed (a new screen appeared); the argument is the
        /// element to move to, a string to speak, or nil for the first element.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen's layout changed; the argument is the element to move to, a
        /// string to speak, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The app has something to announce; the argument is the string (or attributed string).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument describes the new position ("Page 3 of 7").
        public static let pageScrolled = Notification(rawValue: 1009)
    }
}

// The C spellings iOS code from before Swift 4.2 uses, pointing at the Swift names.

/// Posts an accessibility notification; use `UIAccessibility.post(notification:argument:)`.
@available(*, unavailable, renamed: "UIAccessibility.post(notification:argument:)")
@MainActor
public func UIAccessibilityPostNotification(_ notification: UIAccessibility.Notification, _ argument: Any?) {
    UIAccessibility.post(notification: notification, argument: argument)
}

/// Whether VoiceOver runs; use `UIAccessibility.isVoiceOverRunning`.
@available(*, unavailable, renamed: "UIAccessibility.isVoiceOverRunning")
public func UIAccessibilityIsVoiceOverRunning() -> Bool {
    UIAccessibility.isVoiceOverRunning
}
