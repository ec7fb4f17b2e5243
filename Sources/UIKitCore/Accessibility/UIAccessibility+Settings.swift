// Vitrine — Apache License 2.0
// The user's accessibility settings apps read to adapt (fewer animations, more contrast,
// bolder text). A kiosk has no Settings app for a passer-by to change them, so each is off,
// as on a device where nobody turned them on, and their change notifications are never
// posted. Guided Access, iOS's lock to a single app, is what a kiosk is: it reads true.
import Foundation

extension UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    /// True: a kiosk runs one app, as Guided Access locks a device to one.
    public static var isGuidedAccessEnabled: Bool { true }

    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    public static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
}
