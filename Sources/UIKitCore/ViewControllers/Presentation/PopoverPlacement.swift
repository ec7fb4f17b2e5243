// Vitrine — Apache License 2.0
// Where a popover's card and arrow go, in its container's coordinates.
//
// The arrow is 13 points tall and 37 wide at its base, iOS's popover arrow as observed
// (Apple documents only that a custom `UIPopoverBackgroundView` reports its own
// `arrowHeight()` and `arrowBase()`). Its tip touches the source's edge. The card keeps
// `margin` points inside the safe area, has `cornerRadius` corners, and the arrow stays
// clear of them. The margin (8), the corner radius (13, as the action sheet's groups) and
// the order the sides are tried in are Vitrine's; UIKit documents none of them.
//
// The sides are tried in the order below the source (arrow up), above it (down), right of
// it (left), left of it (right), among those permitted: the first where the whole content
// fits wins. When none does, the side with the most room wins and the card shrinks to
// that room; when no side has room (or there is no source) the card is centred in the
// area, without an arrow. Along the side, the card is centred on the source, then moved
// inside the area.

/// The card and arrow of a placed popover.
struct PopoverPlacement: Equatable {
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 37
    static let margin: CGFloat = 8
    static let cornerRadius: CGFloat = 13

    /// The card (the content's frame).
    let frame: CGRect
    /// Where the arrow points; `.unknown` when there is none.
    let arrowDirection: UIPopoverArrowDirection
    /// The arrow's box: `arrowBase` along the card's edge, `arrowHeight` away from it;
    /// `.null` when there is no arrow.
    let arrowFrame: CGRect

    /// Places content of `contentSize` beside `source` (nil: centred) inside `area` (the
    /// container's safe area) on one of the `permitted` sides.
    init(contentSize: CGSize, source: CGRect?, area: CGRect, permitted: UIPopoverArrowDirection) {
        let inside = area.insetBy(dx: Self.margin, dy: Self.margin)
        let wanted = CGSize(width: Self.clean(contentSize.width), height: Self.clean(contentSize.height))
        guard let source, !inside.isEmpty else {
            self.init(centred: wanted, in: area, inside: inside)
            return
        }
        let h = Self.arrowHeight
        let rooms: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: inside.minX, y: source.maxY + h, width: inside.width, height: inside.maxY - source.maxY - h)),
            (.down, CGRect(x: inside.minX, y: inside.minY, width: inside.width, height: source.minY - h - inside.minY)),
            (.left, CGRect(x: source.maxX + h, y: inside.minY, width: inside.maxX - source.maxX - h, height: inside.height)),
            (.right, CGRect(x: inside.minX, y: inside.minY, width: source.minX - h - inside.minX, height: inside.height)),
        ].filter { permitted.contains($0.0) && $0.1.width > 0 && $0.1.height > 0 }
        func fits(_ room: CGRect) -> Bool { room.width >= wanted.width && room.height >= wanted.height }
        func shownArea(_ room: CGRect) -> CGFloat { min(room.width, wanted.width) * min(room.height, wanted.height) }
        guard let (direction, room) = rooms.first(where: { fits($0.1) }) ?? rooms.max(by: { shownArea($0.1) < shownArea($1.1) }) else {
            self.init(centred: wanted, in: area, inside: inside)
            return
        }
        let size = CGSize(width: min(wanted.width, room.width), height: min(wanted.height, room.height))
        func along(_ centre: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            min(max((centre - length / 2).rounded(.down), low), high - length)
        }
        var card = CGRect(origin: .zero, size: size)
        switch direction {
        case .up, .down:
            card.origin.x = along(source.midX, size.width, room.minX, room.maxX)
            card.origin.y = direction == .up ? source.maxY + h : source.minY - h - size.height
        default:
            card.origin.y = along(source.midY, size.height, room.minY, room.maxY)
            card.origin.x = direction == .left ? source.maxX + h : source.minX - h - size.width
        }
        self.init(frame: card, arrowDirection: direction, arrowFrame: Self.arrow(pointing: direction, at: source, from: card))
    }

    private init(frame: CGRect, arrowDirection: UIPopoverArrowDirection, arrowFrame: CGRect) {
        self.frame = frame
        self.arrowDirection = arrowDirection
        self.arrowFrame = arrowFrame
    }

    private init(centred size: CGSize, in area: CGRect, inside: CGRect) {
        let shown = CGSize(width: min(size.width, max(0, inside.width)), height: min(size.height, max(0, inside.height)))
        self.init(frame: CGRect(x: (area.midX - shown.width / 2).rounded(.down), y: (area.midY - shown.height / 2).rounded(.down),
                                width: shown.width, height: shown.height),
                  arrowDirection: .unknown, arrowFrame: .null)
    }

    /// The arrow's box on `card`'s side facing `source`, centred on the source, kept clear
    /// of the card's rounded corners (centred on the side when the card is too short).
    private static func arrow(pointing direction: UIPopoverArrowDirection, at source: CGRect, from card: CGRect) -> CGRect {
        func along(_ centre: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            let first = low + cornerRadius, last = high - cornerRadius - arrowBase
            guard first <= last else { return ((low + high - arrowBase) / 2).rounded(.down) }
            return min(max((centre - arrowBase / 2).rounded(.down), first), last)
        }
        switch direction {
        case .up: return CGRect(x: along(source.midX, card.minX, card.maxX), y: card.minY - arrowHeight, width: arrowBase, height: arrowHeight)
        case .down: return CGRect(x: along(source.midX, card.minX, card.maxX), y: card.maxY, width: arrowBase, height: arrowHeight)
        case .left: return CGRect(x: card.minX - arrowHeight, y: along(source.midY, card.minY, card.maxY), width: arrowHeight, height: arrowBase)
        default: return CGRect(x: card.maxX, y: along(source.midY, card.minY, card.maxY), width: arrowHeight, height: arrowBase)
        }
    }

    /// A length from outside: negative, NaN and infinite values become 0 (an unsized
    /// popover) as UIKit clamps them.
    private static func clean(_ length: CGFloat) -> CGFloat {
        length.isFinite && length > 0 ? length : 0
    }
}
