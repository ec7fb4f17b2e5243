// Vitrine — Apache License 2.0
// What the controls tell assistive technology by default. Each class overrides the hooks
// of UIView's class body (`defaultAccessibilityTraits` and the others) in its own class
// body with one line that calls the value worked out here.

extension UIControl {
    /// The traits every control's state adds: `.notEnabled` while disabled, `.selected`
    /// while selected.
    var stateAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}

extension UIButton {
    /// A button is read by its title, or by its image's description when it has no title.
    var titleAccessibilityLabel: String? {
        if let title = currentTitle, !title.isEmpty { return title }
        return currentImage?.accessibilityLabel
    }
}

extension UISwitch {
    /// A switch's value is "1" when on and "0" when off, as UIKit reports it.
    var onOffAccessibilityValue: String { isOn ? "1" : "0" }
}

extension UIProgressView {
    /// The progress as a whole percentage ("50%"), as UIKit reports it.
    var percentAccessibilityValue: String {
        "\(Int((progress * 100).rounded()))%"
    }
}
