// Vitrine — Apache License 2.0
// A view that applies a visual effect to what lies behind it, with its own subviews in
// `contentView` above the effect. The effect is a layer of colour (see UIBlurEffect: the
// material's tint, not a blur), or for vibrancy none, the content taking the vibrancy
// colour (see UIVibrancyEffect); setting `effect` inside an animation block fades it, as
// UIKit animates an effect in or out.

/// An object that implements some complex visual effects.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it fills the effect view.
    public let contentView: UIView
    /// The view that draws the effect, beneath `contentView`.
    let effectBackdrop = UIView()

    /// The effect applied; nil for none.
    open var effect: UIVisualEffect? {
        didSet { updateEffect() }
    }

    /// Creates a view with `effect` (nil for none).
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView()
        super.init(frame: .zero)
        for view in [effectBackdrop, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            super.addSubview(view)
        }
        effectBackdrop.isUserInteractionEnabled = false
        updateEffect()
    }

    /// Creates a view with no effect.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Creates a view from an archive; unsupported, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func updateEffect() {
        effectBackdrop.backgroundColor = (effect as? UIBlurEffect)?.tintColor ?? .clear
        let vibrancy = (effect as? UIVibrancyEffect)?.contentColor
        contentView.tintColor = vibrancy
        // Labels inside read the colour when they draw (UIView.vibrancyContentColor).
        var pending = contentView.subviews
        while let view = pending.popLast() {
            if view is UILabel { view.setNeedsDisplay() }
            pending.append(contentsOf: view.subviews)
        }
    }
}
