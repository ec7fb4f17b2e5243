// Vitrine — Apache License 2.0

/// A playing card: a rank and a suit, nothing about how it is shown.
struct PlayingCard: Equatable, CustomStringConvertible {
    enum Suit: String, CaseIterable {
        case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"

        var isRed: Bool { self == .hearts || self == .diamonds }
    }

    /// 1 (ace) … 13 (king).
    let rank: Int
    let suit: Suit

    /// "A", "2" … "10", "J", "Q", "K".
    var rankText: String {
        switch rank {
        case 1: "A"
        case 11: "J"
        case 12: "Q"
        case 13: "K"
        default: String(rank)
        }
    }

    var description: String { rankText + suit.rawValue }

    /// The deck in the order it is dealt: a fixed order, so a deal shows the same card
    /// every run (the end-to-end tests compare the screen with a rendering made elsewhere).
    static let dealingOrder: [PlayingCard] = {
        // Suits in turn, ranks stepping by 5 (coprime with 13, so all 52 come once).
        (0..<52).map { index in
            PlayingCard(rank: (index * 5) % 13 + 1, suit: Suit.allCases[index % 4])
        }
    }()
}
