// Vitrine — Apache License 2.0
// The accessibility values an app set on a view. Each optional is nil until set, and a
// view answers nil with its class's default (a label's text, a button's title and
// `.button` trait), so setting nil gives the default back, as on iOS.

/// The accessibility values set on one view; see UIView+Accessibility.swift.
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: NSAttributedString?
    var hint: NSAttributedString?
    var value: NSAttributedString?
    var traits: UIAccessibilityTraits?
    /// Set through `accessibilityFrame`; nil means the view's bounds on screen.
    var frame: CGRect?
    var path: UIBezierPath?
    /// Set through `accessibilityActivationPoint`; nil means the frame's centre.
    var activationPoint: CGPoint?
    var language: String?
    var identifier: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
}
