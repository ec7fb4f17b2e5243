// Vitrine — Apache License 2.0
import UIKit

/// A rounded card with a greeting, drawn in `draw(_:)`; `themeIndex` picks its colour.
final class GreetingCardView: UIView {
    var themeIndex = 0 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        // The rounded corners show what is behind the card.
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        // Inset by a point so the antialiased edge stays inside the bounds.
        let shape = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: Layout.cardCornerRadius)
        Palette.themes[themeIndex].card.setFill()
        shape.fill()

        let inset = Layout.textInset
        let title: NSString = "Hello, kiosk"
        title.draw(at: CGPoint(x: inset, y: inset),
                   withAttributes: [.font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: Palette.ink])
        let hint = NSAttributedString(string: "Tap the card to change its colour.", attributes: [
            .font: UIFont.systemFont(ofSize: 22), .foregroundColor: Palette.ink.withAlphaComponent(0.7),
        ])
        hint.draw(at: CGPoint(x: inset, y: inset + 64))
    }
}
