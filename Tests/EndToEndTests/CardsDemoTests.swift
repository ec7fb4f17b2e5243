// Vitrine — Apache License 2.0
//
// The cards demo driven through the app's input path, headless: touches from a scripted
// input source reach its gesture recognizers, and the cards and the composed screen
// show the result after the animations.
import Foundation
import Testing
@testable import UIKit
@testable import VitrineDemos

@MainActor @Suite struct CardsDemoTests {
    typealias Harness = DemoTouchHarness<CardsDemo>

    /// A point on the card's face that is white when face up (beside the big pip) and
    /// inside the lattice panel of its back when face down.
    func facePoint(of card: CardView) -> (Int, Int) {
        (Int(card.frame.minX + card.frame.width * 0.12), Int(card.frame.midY))
    }

    @Test func theFirstCardIsDealtFaceDownInTheMiddle() throws {
        let harness = Harness()
        let card = try #require(harness.demo.cardInPlay)
        #expect(card.card == PlayingCard.dealingOrder[0])
        #expect(card.card.description == "A♠")
        #expect(!card.isFaceUp)
        #expect(card.center == CGPoint(x: 640, y: 400))
        let (x, y) = facePoint(of: card)
        #expect(harness.pixel(x, y) != UIColor.white.cgColor.premultipliedARGB32, "the back is not white")
    }

    @Test func aTapTurnsTheCardOverWithAFlip() throws {
        let harness = Harness()
        let card = try #require(harness.demo.cardInPlay)
        let (x, y) = facePoint(of: card)
        let white = UIColor.white.cgColor.premultipliedARGB32
        harness.tap(at: card.center)
        // Half way through the flip the card is seen edge-on-ish: narrower than itself.
        harness.runFrames(for: CardsDemo.flipDuration * 0.4)
        let row = Int(card.frame.midY)
        let felt = harness.pixel(5, 795)
        let covered = (Int(card.frame.minX) - 20..<Int(card.frame.maxX) + 20).filter { harness.pixel($0, row) != felt }.count
        #expect(covered > 10 && covered < Int(card.frame.width) - 20, "\(covered) columns covered mid-flip")
        harness.runFrames(for: CardsDemo.flipDuration)
        #expect(card.isFaceUp)
        #expect(harness.demo.cardInPlay === card, "the same card, turned")
        #expect(harness.pixel(x, y) == white, "the face shows after the transition")
        // A second tap turns it back.
        harness.tap(at: card.center)
        harness.runFrames(for: CardsDemo.flipDuration + 0.1)
        #expect(!card.isFaceUp)
        #expect(harness.pixel(x, y) != white)
    }

    /// The card follows the pan's translation: the finger's movement less the 10-point
    /// hysteresis, taken along the direction of the first movement (UIPanGestureRecognizer).
    @Test func aPanMovesTheCardByItsTranslation() throws {
        let harness = Harness()
        let card = try #require(harness.demo.cardInPlay)
        let start = card.center
        let dx: CGFloat = 150, dy: CGFloat = 60
        let end = CGPoint(x: start.x + dx, y: start.y + dy)
        harness.drag(from: start, to: end, lift: false)
        harness.frame()
        let length: CGFloat = (dx * dx + dy * dy).squareRoot()
        let hysteresis: CGFloat = UIPanGestureRecognizer.hysteresis
        let expected = CGPoint(x: end.x - dx / length * hysteresis, y: end.y - dy / length * hysteresis)
        #expect(abs(card.center.x - expected.x) < 1e-6 && abs(card.center.y - expected.y) < 1e-6,
                "card at \(card.center), expected \(expected)")
        // On screen too: the card's left edge moved with it.
        let row = Int(expected.y)
        let edge = (400..<1280).first { harness.pixel($0, row) != harness.pixel(5, 795) }  // right of the deck
        #expect(edge.map { abs(CGFloat($0) - (expected.x - card.bounds.width / 2)) <= 1 } ?? false,
                "left edge at \(edge.map(String.init) ?? "none")")
        // Let go away from the discard pile: it goes back to the middle.
        harness.send([(.ended, 1, end)])
        harness.runFrames(for: CardsDemo.dropDuration + 0.1)
        #expect(card.center == CGPoint(x: 640, y: 400))
        #expect(harness.demo.cardInPlay === card)
    }

    @Test func aCardDroppedOnTheDiscardPileStaysThere() throws {
        let harness = Harness()
        let card = try #require(harness.demo.cardInPlay)
        harness.drag(from: card.center, to: CGPoint(x: 1050, y: 410))
        harness.runFrames(for: CardsDemo.dropDuration + 0.1)
        #expect(card.center == harness.demo.discardCenter)
        #expect(harness.demo.topOfDiscardPile === card)
        #expect(harness.demo.cardInPlay == nil)
        #expect(harness.demo.dealtCount == 1, "a quick drag of the card is no swipe: nothing dealt")
        // A discarded card no longer answers: a tap leaves it face down.
        harness.tap(at: card.center)
        harness.runFrames(for: CardsDemo.flipDuration + 0.1)
        #expect(!card.isFaceUp)
    }

    @Test func aSwipeRightDealsTheNextCard() throws {
        let harness = Harness()
        let first = try #require(harness.demo.cardInPlay)
        // Below the cards (they span y 240…560), 300 points right in 0.1 s.
        harness.drag(from: CGPoint(x: 300, y: 700), to: CGPoint(x: 600, y: 700), steps: 6)
        harness.runFrames(for: CardsDemo.dealDuration + 0.1)
        let second = try #require(harness.demo.cardInPlay)
        #expect(second !== first)
        #expect(second.card == PlayingCard.dealingOrder[1])
        #expect(second.card.description == "6♥")
        #expect(!second.isFaceUp)
        #expect(second.center == CGPoint(x: 640, y: 400))
        #expect(harness.demo.dealtCount == 2)
        #expect(harness.demo.topOfDiscardPile === first, "the card in play went to the discard pile")
        #expect(first.center == harness.demo.discardCenter)
    }

    @Test func aSwipeLeftOrASlowDragDealsNothing() throws {
        let harness = Harness()
        let first = try #require(harness.demo.cardInPlay)
        harness.drag(from: CGPoint(x: 600, y: 700), to: CGPoint(x: 300, y: 700), steps: 6)
        harness.runFrames(for: 0.5)
        // 60 points in 63 steps of 16 ms: the 50 points a swipe needs take 0.84 s, over its 0.5 s.
        harness.drag(from: CGPoint(x: 300, y: 700), to: CGPoint(x: 360, y: 700), steps: 63)
        harness.runFrames(for: 0.5)
        #expect(harness.demo.cardInPlay === first)
        #expect(harness.demo.dealtCount == 1)
    }

    /// The toolbar's buttons, tapped through the touch path: Turn Over flips the card in
    /// play, Deal deals the next, Reset gathers the cards and deals the first again. What
    /// a screen reader would read changes with them.
    @Test func theButtonsTurnDealAndReset() throws {
        let harness = Harness()
        let first = try #require(harness.demo.cardInPlay)
        #expect(harness.demo.titleLabel.accessibilityTraits.contains(.header))
        #expect(first.accessibilityLabel == "Card, face down")
        #expect(harness.demo.dealButton.accessibilityLabel == "Deal")
        #expect(harness.demo.dealButton.accessibilityTraits == .button)
        harness.tap(at: harness.demo.turnButton.center)
        harness.runFrames(for: CardsDemo.flipDuration + 0.1)
        #expect(first.isFaceUp)
        #expect(first.accessibilityLabel == "A♠")
        harness.tap(at: harness.demo.dealButton.center)
        harness.runFrames(for: CardsDemo.dealDuration + 0.1)
        let second = try #require(harness.demo.cardInPlay)
        #expect(second.card == PlayingCard.dealingOrder[1])
        #expect(harness.demo.topOfDiscardPile === first)
        harness.tap(at: harness.demo.resetButton.center)
        harness.runFrames(for: CardsDemo.dealDuration + 0.1)
        let again = try #require(harness.demo.cardInPlay)
        #expect(again.card == PlayingCard.dealingOrder[0] && !again.isFaceUp)
        #expect(harness.demo.dealtCount == 1)
        #expect(harness.demo.topOfDiscardPile == nil)
        #expect(again.center == CGPoint(x: 640, y: 400))
    }

    /// The scripted steps (the headless references of the end-to-end test) end where the
    /// touches end.
    @Test func scriptedStepsMatchTheTouchesResults() throws {
        let touched = Harness()
        let card = try #require(touched.demo.cardInPlay)
        touched.tap(at: card.center)
        touched.runFrames(for: 1)
        touched.drag(from: card.center, to: CGPoint(x: 1050, y: 410))
        touched.runFrames(for: 1)
        touched.drag(from: CGPoint(x: 300, y: 700), to: CGPoint(x: 600, y: 700), steps: 6)
        touched.runFrames(for: 1)
        let scripted = Harness()
        scripted.demo.show(step: 3)
        scripted.runFrames(for: 0.1)
        let differing = (0..<800).reduce(0) { count, y in
            count + (0..<1280).filter { touched.pixel($0, y) != scripted.pixel($0, y) }.count
        }
        #expect(differing == 0, "\(differing) pixels differ")
    }
}
