// Vitrine — Apache License 2.0
// The back button's chevron, drawn as a path in the tint colour. UIKit draws it from an
// image whose size it does not document; Vitrine's is 13 × 21 points with a 3-point
// round stroke, close to what iOS shows.

/// The "<" at the left of a navigation bar's back button.
final class BackIndicatorView: UIView {
    /// The chevron's box, in points.
    static let size = CGSize(width: 13, height: 21)
    static let lineWidth: CGFloat = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let inset = Self.lineWidth / 2
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bounds.maxX - inset, y: bounds.minY + inset))
        path.addLine(to: CGPoint(x: bounds.minX + inset, y: bounds.midY))
        path.addLine(to: CGPoint(x: bounds.maxX - inset, y: bounds.maxY - inset))
        path.lineWidth = Self.lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }
}
