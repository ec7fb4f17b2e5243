// Vitrine — Apache License 2.0
// Swift 5 language mode: a plain helper class (no actor) that holds views and mutates
// them, animating with `UIView.animate` and hopping to the main queue.
import UIKit

public final class CardStack {
    public let container: UIView
    public private(set) var cards: [UIView] = []

    public init(container: UIView) {
        self.container = container
    }

    public func push(_ card: UIView) {
        cards.append(card)
        container.addSubview(card)
        card.alpha = 0
        UIView.animate(withDuration: 0.25) {
            card.alpha = 1
            self.layOut()
        }
    }

    public func pop(completion: @escaping () -> Void) {
        guard let card = cards.popLast() else { return completion() }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
            card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            card.alpha = 0
        }, completion: { _ in
            card.removeFromSuperview()
            completion()
        })
    }

    /// Changes a card's colour later, on the main queue.
    public func highlightLater(_ index: Int) {
        let card = cards[index]
        DispatchQueue.main.async {
            card.backgroundColor = .systemYellow
            card.setNeedsLayout()
        }
    }

    func layOut() {
        for (index, card) in cards.enumerated() {
            card.center = CGPoint(x: container.bounds.midX, y: 40 + CGFloat(index) * 30)
        }
    }
}
