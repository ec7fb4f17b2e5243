// Vitrine — Apache License 2.0
// A view that applies a visual effect to what lies behind it, with its own subviews in
// `contentView` above the effect. For a blur, the backdrop view's layer asks the
// compositor for what lies beneath it, blurred and saturated (as Core Animation's backdrop
// layer does), under the material's tint (see UIBlurEffect); for vibrancy there is no
// backdrop, the content taking the vibrancy colour (see UIVibrancyEffect). Setting
// `effect` inside an animation block (or a property animator's) animates it in or out as
// UIKit does: the blur's radius and saturation grow from none to the material's (or shrink
// back, the backdrop going at the end) while the tint fades, so a paused animator shows
// a partial blur. The effect view's corner radius rounds the backdrop, as on iOS.

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

    open override func layoutSubviews() {
        super.layoutSubviews()
        effectBackdrop.layer.cornerRadius = layer.cornerRadius
        effectBackdrop.layer.maskedCorners = layer.maskedCorners
        effectBackdrop.layer.cornerCurve = layer.cornerCurve
    }

    private func updateEffect() {
        let blur = effect as? UIBlurEffect
        // No tint is an absent colour, which animates as the tint made transparent.
        effectBackdrop.backgroundColor = blur?.tintColor
        effectBackdrop.layer.backdropFilter = blur?.backdropFilter
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
