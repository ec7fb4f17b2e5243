// Vitrine — Apache License 2.0
// A control that shows a colour and lets the user pick another. The look: a ring of
// twelve hues round a disc of the selected colour (nothing inside when there is none),
// 28 points across (Vitrine's size; UIKit documents none). Tapping presents a palette
// sheet (ColorPaletteViewController.swift) from the window's topmost view controller:
// Vitrine has no UIColorPickerViewController. Picking a swatch sets `selectedColor` and
// sends `.valueChanged`, as UIKit documents for a colour picked in the well's picker.

import Foundation

/// A control that shows `selectedColor` and presents a palette to change it.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The title of the palette the well presents; nil by default.
    open var title: String?

    /// Whether the palette may offer translucent colours; true by default. The palette's
    /// swatches are opaque either way.
    open var supportsAlpha = true

    /// The colour shown; nil (the default) for none.
    open var selectedColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The well's width and height, in points (Vitrine's).
    static let side: CGFloat = 28
    /// The width of the hue ring, in points.
    static let ringWidth: CGFloat = 3

    /// Creates a colour well filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in self?.presentPalette() }, for: .touchUpInside)
    }

    /// Unsupported, as for every view: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// 28 × 28 points.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.side, height: Self.side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// The hue ring and the selected colour inside it.
    open override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        guard side > 2 * Self.ringWidth else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = side / 2 - Self.ringWidth / 2
        let segments = 12
        for segment in 0..<segments {
            let start = CGFloat(segment) / CGFloat(segments) * 2 * .pi - .pi / 2
            let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: start,
                                    endAngle: start + 2 * .pi / CGFloat(segments) + 0.02, clockwise: true)
            path.lineWidth = Self.ringWidth
            UIColor(hue: CGFloat(segment) / CGFloat(segments), saturation: 0.9, brightness: 1, alpha: 1).setStroke()
            path.stroke()
        }
        guard let selectedColor else { return }
        selectedColor.setFill()
        UIBezierPath(arcCenter: center, radius: side / 2 - 2 * Self.ringWidth, startAngle: 0, endAngle: 2 * .pi, clockwise: true).fill()
    }

    /// The palette shown by the last tap, while it is up.
    private(set) weak var presentedPalette: ColorPaletteViewController?

    /// Presents the palette from the topmost view controller of the well's window.
    func presentPalette() {
        guard var presenter = window?.rootViewController else { return }
        while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
        let palette = ColorPaletteViewController(title: title, selected: selectedColor) { [weak self] color in
            guard let self else { return }
            self.selectedColor = color
            self.sendActions(for: .valueChanged)
        }
        presentedPalette = palette
        presenter.present(palette, animated: true)
    }
}
