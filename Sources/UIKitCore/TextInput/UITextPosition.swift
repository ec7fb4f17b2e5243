// Vitrine — Apache License 2.0

/// A position in a text-entry object's text. UIKit leaves its contents to each adopter;
/// Vitrine's text views use offsets in UTF-16 units, as UIKit's own do.
@preconcurrency @MainActor
open class UITextPosition {
    public init() {}
}

/// A range of text in a text-entry object, from `start` to `end`.
@preconcurrency @MainActor
open class UITextRange {
    /// The start of the range.
    open var start: UITextPosition { startPosition }
    /// The end of the range.
    open var end: UITextPosition { endPosition }
    /// Whether the range is empty: a caret.
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }

    let startPosition: TextOffsetPosition
    let endPosition: TextOffsetPosition

    init(start: TextOffsetPosition, end: TextOffsetPosition) {
        startPosition = start
        endPosition = end
    }
}

/// Vitrine's positions: a UTF-16 offset into the text.
@MainActor
final class TextOffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = max(0, offset)
        super.init()
    }

    /// The offset of `position`; 0 for a position Vitrine did not make.
    static func offset(of position: UITextPosition) -> Int {
        (position as? TextOffsetPosition)?.offset ?? 0
    }
}
