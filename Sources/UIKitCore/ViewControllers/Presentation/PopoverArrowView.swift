// Vitrine — Apache License 2.0

/// A popover's arrow: a triangle in the card's colour whose base lies on the card's edge
/// and whose tip points at the source. It sits outside its card's bounds, so it takes no
/// touches (a tap on it is a tap outside the popover).
final class PopoverArrowView: UIView {
    /// Where the tip points.
    var direction: UIPopoverArrowDirection = .up {
        didSet { if direction != oldValue { setNeedsDisplay() } }
    }
    /// The triangle's colour.
    var fillColor: UIColor = .systemBackground {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let (tip, baseStart, baseEnd): (CGPoint, CGPoint, CGPoint)
        switch direction {
        case .up: (tip, baseStart, baseEnd) = (CGPoint(x: b.midX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY))
        case .down: (tip, baseStart, baseEnd) = (CGPoint(x: b.midX, y: b.maxY), CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY))
        case .left: (tip, baseStart, baseEnd) = (CGPoint(x: b.minX, y: b.midY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY))
        default: (tip, baseStart, baseEnd) = (CGPoint(x: b.maxX, y: b.midY), CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.minX, y: b.maxY))
        }
        let path = UIBezierPath()
        path.move(to: baseStart)
        path.addLine(to: tip)
        path.addLine(to: baseEnd)
        path.close()
        fillColor.setFill()
        path.fill()
    }
}
