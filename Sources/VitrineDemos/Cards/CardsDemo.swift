// Vitrine — Apache License 2.0
import UIKit

/// A deck of playing cards on a table: the card in play can be turned over with a tap (a
/// flip transition), dragged with a pan — dropped on the discard pile it stays there,
/// anywhere else it goes back — and a swipe right on the table deals the next card. A
/// title and a hint in labels head the table; buttons below it deal, turn the card over
/// and gather the cards back into the deck, as a card app's toolbar would.
///
/// Steps 1, 2 and 3 are touches: a tap on the card, a drag of it onto the discard pile, a
/// swipe right on the table below the cards. Rendered headless they show their result at
/// once; with `waitsForTouches` (the end-to-end test on the virtual board) they wait for
/// real touches and their animations (CardsVMTests has the touches).
public final class CardsDemo: TouchDrivenDemo, UIGestureRecognizerDelegate {
    public static let name = "cards"
    public static let summary = "playing cards drawn with rounded rects and text; tap turns one, drag discards it, swipe right deals"
    public static let stepCount = 4

    static let flipDuration = 0.5
    static let dropDuration = 0.25
    static let dealDuration = 0.35

    public var waitsForTouches = false
    public var isAwaitingTouches: Bool { awaited.isPending }

    let table = CardTableView()
    let titleLabel = UILabel()
    let hintLabel = UILabel()
    private(set) var dealButton: UIButton!
    private(set) var turnButton: UIButton!
    private(set) var resetButton: UIButton!
    /// The card in play (in the middle, or being dragged); nil once it was discarded.
    private(set) var cardInPlay: CardView?
    /// The card on top of the discard pile.
    private(set) var topOfDiscardPile: CardView?
    /// How many cards left the deck.
    private(set) var dealtCount = 0
    private let deck = PlayingCard.dealingOrder
    private var deckTop: CardView?
    private var dragStart: CGPoint = .zero
    private var shownStep = 0
    private let awaited = AwaitedTouchStep()

    public init() {}

    // MARK: - Layout

    /// Cards are 0.7 as wide as high, as tall as 40 % of the table (less on a narrow one).
    var cardSize: CGSize {
        let height = min(table.bounds.height * 0.4, table.bounds.width * 0.3 / 0.7)
        return CGSize(width: (height * 0.7).rounded(), height: height.rounded())
    }
    var playCenter: CGPoint { CGPoint(x: table.bounds.midX, y: table.bounds.midY) }
    var deckCenter: CGPoint { CGPoint(x: (table.bounds.width * 0.18).rounded(), y: table.bounds.midY) }
    var discardCenter: CGPoint { CGPoint(x: (table.bounds.width * 0.82).rounded(), y: table.bounds.midY) }

    private func frame(centeredAt center: CGPoint) -> CGRect {
        CGRect(x: center.x - cardSize.width / 2, y: center.y - cardSize.height / 2, width: cardSize.width, height: cardSize.height)
    }

    // MARK: - Demo

    public func build(in window: UIWindow) {
        table.frame = window.bounds
        window.addSubview(table)
        table.deckFrame = frame(centeredAt: deckCenter)
        table.discardFrame = frame(centeredAt: discardCenter)
        let swipe = UISwipeGestureRecognizer(target: self, action: CardsDemo.swiped)
        swipe.direction = .right
        swipe.delegate = self
        table.addGestureRecognizer(swipe)
        addLabels()
        addButtons()
        showDeckTop()
        UIView.performWithoutAnimation { dealNextCard() }
    }

    /// The title and the hint, top left, in the system's large-title and body sizes.
    private func addLabels() {
        titleLabel.text = "Cards"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textColor = .white
        titleLabel.accessibilityTraits = .header
        titleLabel.frame = CGRect(x: 40, y: 28, width: table.bounds.width - 80, height: 41)
        hintLabel.text = "Tap the card to turn it, drag it to the discard pile, swipe right to deal."
        hintLabel.font = .preferredFont(forTextStyle: .body)
        hintLabel.textColor = UIColor(white: 1, alpha: 0.75)
        hintLabel.frame = CGRect(x: 40, y: 72, width: table.bounds.width - 80, height: 22)
        for label in [titleLabel, hintLabel] {
            label.autoresizingMask = [.flexibleWidth]
            table.addSubview(label)
        }
    }

    /// Deal, Turn Over and Reset, centred under the cards, clear of the band where a swipe
    /// deals (y 680…720).
    private func addButtons() {
        func button(_ title: String, prominent: Bool, action: @escaping () -> Void) -> UIButton {
            var configuration: UIButton.Configuration = prominent ? .filled() : .tinted()
            configuration.title = title
            configuration.cornerStyle = .large
            configuration.baseBackgroundColor = .white
            configuration.baseForegroundColor = prominent ? UIColor(red: 0.05, green: 0.4, blue: 0.2, alpha: 1) : .white
            return UIButton(configuration: configuration, primaryAction: UIAction(title: title) { _ in action() })
        }
        dealButton = button("Deal", prominent: true) { [unowned self] in dealNextCard() }
        turnButton = button("Turn Over", prominent: false) { [unowned self] in
            if let card = cardInPlay { turn(card) }
        }
        resetButton = button("Reset", prominent: false) { [unowned self] in reset() }
        let buttons: [UIButton] = [dealButton, turnButton, resetButton]
        let size = CGSize(width: 150, height: 50), gap: CGFloat = 16
        let total = CGFloat(buttons.count) * size.width + CGFloat(buttons.count - 1) * gap
        var x = (table.bounds.width - total) / 2
        for button in buttons {
            button.frame = CGRect(origin: CGPoint(x: x.rounded(), y: table.bounds.height - 82), size: size)
            button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
            table.addSubview(button)
            x += size.width + gap
        }
    }

    public func show(step: Int) {
        if waitsForTouches {
            if (1...3).contains(step) {
                awaited.begin(step)
                report("waiting for a touch (step \(step))")
            }
            return
        }
        // The scripted touches' results, each step once, without animation.
        UIView.performWithoutAnimation {
            while shownStep < step {
                shownStep += 1
                switch shownStep {
                case 1: cardInPlay?.isFaceUp.toggle()
                case 2: if let card = cardInPlay { discard(card) }
                case 3: dealNextCard()
                default: break
                }
            }
        }
    }

    // MARK: - Gestures

    func flip(_ tap: UITapGestureRecognizer) {
        guard let card = tap.view as? CardView else { return }
        turn(card)
    }

    /// Turns `card` over with a flip from the left.
    private func turn(_ card: CardView) {
        UIView.transition(with: card, duration: Self.flipDuration, options: .transitionFlipFromLeft, animations: {
            card.isFaceUp.toggle()
        }, completion: { _ in
            self.stepDone("turned \(card.card) face \(card.isFaceUp ? "up" : "down")")
        })
    }

    func drag(_ pan: UIPanGestureRecognizer) {
        guard let card = pan.view as? CardView else { return }
        switch pan.state {
        case .began, .changed:
            if pan.state == .began { dragStart = card.center }
            let translation = pan.translation(in: table)
            card.center = CGPoint(x: dragStart.x + translation.x, y: dragStart.y + translation.y)
        case .ended, .cancelled:
            let onPile = pan.state == .ended && table.discardFrame.contains(card.center)
            UIView.animate(withDuration: Self.dropDuration, delay: 0, options: .curveEaseOut, animations: {
                card.center = onPile ? self.discardCenter : self.playCenter
            }, completion: { _ in
                if onPile { self.discard(card) }
                self.stepDone(onPile ? "dropped \(card.card) on the discard pile" : "put \(card.card) back")
            })
        default:
            break
        }
    }

    func swiped(_ swipe: UISwipeGestureRecognizer) {
        dealNextCard()
    }

    /// A quick drag that starts on the card in play moves the card; swipes that deal
    /// start elsewhere on the table.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.view == nil || touch.view !== cardInPlay
    }

    // MARK: - The game

    /// The next card leaves the deck face down for the middle of the table; a card still
    /// in play goes to the discard pile first.
    private func dealNextCard() {
        guard dealtCount < deck.count, let card = deckTop else {
            stepDone("the deck is empty")
            return
        }
        if let previous = cardInPlay {
            UIView.animate(withDuration: Self.dealDuration) { previous.center = self.discardCenter }
            discard(previous)
        }
        dealtCount += 1
        deckTop = nil
        showDeckTop()
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CardsDemo.flip))
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardsDemo.drag))
        cardInPlay = card
        table.bringSubviewToFront(card)
        UIView.animate(withDuration: Self.dealDuration, delay: 0, options: .curveEaseOut, animations: {
            card.center = self.playCenter
        }, completion: { _ in
            self.stepDone("dealt \(card.card)")
        })
    }

    /// The next card of the deck, face down on it (under every other card and the labels).
    private func showDeckTop() {
        table.deckIsEmpty = dealtCount >= deck.count
        guard dealtCount < deck.count else { return }
        let card = CardView(card: deck[dealtCount], frame: frame(centeredAt: deckCenter))
        table.insertSubview(card, at: 0)
        deckTop = card
    }

    /// Gathers every card back into the deck and deals the first again.
    private func reset() {
        for case let card as CardView in table.subviews { card.removeFromSuperview() }
        cardInPlay = nil
        topOfDiscardPile = nil
        deckTop = nil
        dealtCount = 0
        showDeckTop()
        dealNextCard()
        UIAccessibility.post(notification: .layoutChanged, argument: cardInPlay)
    }

    /// Puts `card` on the discard pile: it stops answering gestures, and the card it
    /// covers leaves the view tree (only the top of the pile can be seen).
    private func discard(_ card: CardView) {
        if card.center != discardCenter { card.center = discardCenter }
        for recognizer in card.gestureRecognizers ?? [] { card.removeGestureRecognizer(recognizer) }
        if let covered = topOfDiscardPile, covered !== card { covered.removeFromSuperview() }
        topOfDiscardPile = card
        if cardInPlay === card { cardInPlay = nil }
    }

    /// An action's animation ended: while a touch step waits, that is its end.
    private func stepDone(_ what: String) {
        report(what)
        awaited.finish()
    }

    private func report(_ line: String) {
        FileHandle.standardError.write(Data("cards demo: \(line)\n".utf8))
    }
}
