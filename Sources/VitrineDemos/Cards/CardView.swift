// Vitrine — Apache License 2.0
import UIKit

/// One card drawn in `draw(_:)`: a rounded rectangle with the rank and suit in two
/// corners and a large suit in the middle when face up, a lattice when face down.
final class CardView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var card: PlayingCard { didSet { cardDidChange() } }
    var isFaceUp = false { didSet { cardDidChange() } }

    init(card: PlayingCard, frame: CGRect) {
        self.card = card
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        // Drawn, so it says what it shows: one element, read as its card once turned up.
        isAccessibilityElement = true
        accessibilityHint = "Double-tap to turn it over."
        cardDidChange()
    }

    private func cardDidChange() {
        accessibilityLabel = isFaceUp ? card.description : "Card, face down"
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let outline = bounds.insetBy(dx: 1, dy: 1)
        let corner = bounds.width * 0.08
        let shape = UIBezierPath(roundedRect: outline, cornerRadius: corner)
        if isFaceUp {
            UIColor.white.setFill()
            shape.fill()
            drawFace()
        } else {
            UIColor(red: 0.13, green: 0.2, blue: 0.55, alpha: 1).setFill()
            shape.fill()
            drawBack(inside: outline.insetBy(dx: bounds.width * 0.08, dy: bounds.width * 0.08), corner: corner / 2)
        }
        UIColor(white: 0.35, alpha: 1).setStroke()
        shape.lineWidth = 2
        shape.stroke()
    }

    private func drawFace() {
        let ink = card.suit.isRed ? UIColor(red: 0.8, green: 0.1, blue: 0.15, alpha: 1) : UIColor.black
        let cornerFont = UIFont.boldSystemFont(ofSize: bounds.width * 0.14)
        let corner: [NSAttributedString.Key: Any] = [.font: cornerFont, .foregroundColor: ink]
        let label = "\(card.rankText)\n\(card.suit.rawValue)"
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        var attributes = corner
        attributes[.paragraphStyle] = style
        let labelSize = label.size(withAttributes: attributes)
        let inset = bounds.width * 0.06
        let labelRect = CGRect(x: inset, y: inset, width: max(labelSize.width, cornerFont.pointSize * 1.4), height: labelSize.height)
        label.draw(in: labelRect, withAttributes: attributes)
        // The opposite corner reads the same way up for the player across the table.
        if let context = UIGraphicsGetCurrentContext() {
            context.saveGState()
            context.translateBy(x: bounds.width, y: bounds.height)
            context.rotate(by: .pi)
            label.draw(in: labelRect, withAttributes: attributes)
            context.restoreGState()
        }
        let pip = card.suit.rawValue
        let pipAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: bounds.width * 0.45), .foregroundColor: ink]
        let pipSize = pip.size(withAttributes: pipAttributes)
        pip.draw(at: CGPoint(x: bounds.midX - pipSize.width / 2, y: bounds.midY - pipSize.height / 2), withAttributes: pipAttributes)
    }

    private func drawBack(inside frame: CGRect, corner: CGFloat) {
        let panel = UIBezierPath(roundedRect: frame, cornerRadius: corner)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        panel.addClip()
        // A diagonal lattice, every 16 points both ways.
        let lattice = UIBezierPath()
        var offset = -frame.height
        while offset < frame.width {
            lattice.move(to: CGPoint(x: frame.minX + offset, y: frame.minY))
            lattice.addLine(to: CGPoint(x: frame.minX + offset + frame.height, y: frame.maxY))
            lattice.move(to: CGPoint(x: frame.minX + offset + frame.height, y: frame.minY))
            lattice.addLine(to: CGPoint(x: frame.minX + offset, y: frame.maxY))
            offset += 16
        }
        lattice.lineWidth = 2
        UIColor(red: 0.45, green: 0.55, blue: 0.9, alpha: 1).setStroke()
        lattice.stroke()
        context.restoreGState()
        UIColor.white.setStroke()
        panel.lineWidth = 3
        panel.stroke()
    }
}
