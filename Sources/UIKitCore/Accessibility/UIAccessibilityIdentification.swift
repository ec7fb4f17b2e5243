// Vitrine — Apache License 2.0

/// Identifies an element for automation and UI tests; assistive technology never reads it
/// out. UIView and UIImage adopt it, as on iOS.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification {
    /// A string that identifies the element; default nil.
    var accessibilityIdentifier: String? { get set }
}

extension UIImage: UIAccessibilityIdentification {}
