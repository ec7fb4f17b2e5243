// Vitrine — Apache License 2.0
import UIKit

/// The green baize the cards lie on, drawn in `draw(_:)`: the outlines of the deck and
/// discard places and a shadow of the deck's thickness. The words on it are labels
/// (CardsDemo puts them there).
final class CardTableView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Where the deck lies and where discarded cards go, in this view's coordinates.
    var deckFrame: CGRect = .zero { didSet { setNeedsDisplay() } }
    var discardFrame: CGRect = .zero { didSet { setNeedsDisplay() } }
    /// Whether cards are left in the deck (its thickness is drawn).
    var deckIsEmpty = false { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.05, green: 0.4, blue: 0.2, alpha: 1)
        contentMode = .redraw
    }

    override func draw(_ rect: CGRect) {
        let corner = deckFrame.width * 0.08
        UIColor(white: 1, alpha: 0.35).setStroke()
        for place in [deckFrame, discardFrame] where !place.isEmpty {
            let outline = UIBezierPath(roundedRect: place.insetBy(dx: -6, dy: -6), cornerRadius: corner + 6)
            outline.lineWidth = 2
            outline.stroke()
        }
        if !deckIsEmpty {
            // The deck's edge under its top card.
            UIColor(white: 0.85, alpha: 1).setFill()
            for step in [2, 1] as [CGFloat] {
                UIBezierPath(roundedRect: deckFrame.offsetBy(dx: 3 * step, dy: 3 * step), cornerRadius: corner).fill()
            }
        }
    }
}
