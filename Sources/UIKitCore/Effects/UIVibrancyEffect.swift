// Vitrine — Apache License 2.0
// Vibrancy: content in a visual effect view over a blur, lifted out of the blur in a
// colour that depends on it. Vitrine's compositor does not sample the blurred backdrop, so
// the approximation is the style's semantic colour: the effect view draws no backdrop of
// its own, labels in its content view draw their text in that colour, and the content
// view's tint colour is it (template images and tinted controls take it).

/// The colour content takes in a vibrancy effect view (Apple's raw values).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

/// Content lifted over a blur, for the content view of a visual effect view nested in a
/// blur effect view's content view.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits over.
    public let blurEffect: UIBlurEffect
    /// The colour the content takes.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy of `style` over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy over `blurEffect` in the label style.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// The colour content is drawn in: the style's semantic colour, following light and dark mode.
    var contentColor: UIColor {
        switch style {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .fill: .systemFill
        case .secondaryFill: .secondarySystemFill
        case .tertiaryFill: .tertiarySystemFill
        case .separator: .separator
        }
    }
}

extension UIView {
    /// The vibrancy colour of the nearest vibrancy effect view whose content view holds this
    /// view, nil outside one.
    var vibrancyContentColor: UIColor? {
        var view = superview
        while let current = view {
            if let effectView = current.superview as? UIVisualEffectView, effectView.contentView === current {
                if let vibrancy = effectView.effect as? UIVibrancyEffect { return vibrancy.contentColor }
                // A blur's content view ends the search: vibrancy does not reach through it.
                return nil
            }
            view = current.superview
        }
        return nil
    }
}
