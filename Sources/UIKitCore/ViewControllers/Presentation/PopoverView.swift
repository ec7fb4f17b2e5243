// Vitrine — Apache License 2.0

/// What a `.popover` presentation shows: the card (its frame) in the popover's colour with
/// rounded corners that clip the presented controller's view, and the arrow outside it.
final class PopoverView: UIView {
    /// The rounded card that holds the controller's view.
    let cardView = UIView()
    let arrowView = PopoverArrowView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        cardView.frame = bounds
        cardView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cardView.layer.cornerRadius = PopoverPlacement.cornerRadius
        cardView.clipsToBounds = true
        addSubview(arrowView)
        addSubview(cardView)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `placement`'s arrow (hidden when it has none) in `color`, with the card.
    func apply(_ placement: PopoverPlacement, color: UIColor) {
        frame = placement.frame
        cardView.backgroundColor = color
        PopoverView.attachArrow(arrowView, to: self, placement: placement, color: color)
    }

    /// Puts `arrow` on `view` (whose frame is `placement`'s card) where `placement` says.
    static func attachArrow(_ arrow: PopoverArrowView, to view: UIView, placement: PopoverPlacement, color: UIColor) {
        arrow.isHidden = placement.arrowDirection == .unknown
        guard !arrow.isHidden else { return }
        if arrow.superview !== view { view.insertSubview(arrow, at: 0) }
        arrow.direction = placement.arrowDirection
        arrow.fillColor = color
        arrow.frame = placement.arrowFrame.offsetBy(dx: -placement.frame.minX, dy: -placement.frame.minY)
    }
}
