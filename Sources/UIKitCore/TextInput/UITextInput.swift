// Vitrine — Apache License 2.0
// The part of UIKit's UITextInput that apps call on text fields and text views: the
// selection as a text range, positions by offset, reading and replacing a range. The
// parts an input method uses (marked text, geometry for the candidate window, the
// tokenizer) are left out until Vitrine has input methods.

import Foundation

/// Text-entry methods for moving through, reading and changing a responder's text.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection; an empty range is the caret. Setting it moves the selection.
    var selectedTextRange: UITextRange? { get set }
    /// The text being composed by an input method; always nil.
    var markedTextRange: UITextRange? { get }
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The range between two positions, in either order.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The UTF-16 units from `from` to `toPosition`.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// Orders two positions.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
}

// Positions made by another adopter are not Vitrine's offsets: they count as offset 0.
extension UITextInput {
    public var markedTextRange: UITextRange? { nil }
    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let from = TextOffsetPosition.offset(of: fromPosition), to = TextOffsetPosition.offset(of: toPosition)
        return UITextRange(start: TextOffsetPosition(min(from, to)), end: TextOffsetPosition(max(from, to)))
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = TextOffsetPosition.offset(of: position) + offset
        guard target >= 0, target <= TextOffsetPosition.offset(of: endOfDocument) else { return nil }
        return TextOffsetPosition(target)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        TextOffsetPosition.offset(of: toPosition) - TextOffsetPosition.offset(of: from)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = TextOffsetPosition.offset(of: position), b = TextOffsetPosition.offset(of: other)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
}

/// Converts between the grapheme-cluster offsets text views edit in and the UTF-16
/// offsets UITextInput positions carry.
enum TextOffsets {
    /// The cluster range as a text range.
    @MainActor
    static func textRange(_ clusters: Range<Int>, in text: String) -> UITextRange {
        let start = String(text.prefix(clusters.lowerBound)).utf16.count
        let end = start + String(Array(text)[clusters]).utf16.count
        return UITextRange(start: TextOffsetPosition(start), end: TextOffsetPosition(end))
    }

    /// The clusters a text range covers; offsets inside a cluster round down, so a range
    /// never splits one.
    @MainActor
    static func clusters(_ range: UITextRange, in text: String) -> Range<Int> {
        let start = clusterIndex(atUTF16: range.startPosition.offset, in: text)
        let end = clusterIndex(atUTF16: range.endPosition.offset, in: text)
        return min(start, end)..<max(start, end)
    }

    /// The cluster boundary at or before UTF-16 `offset`.
    static func clusterIndex(atUTF16 offset: Int, in text: String) -> Int {
        var units = 0
        var index = 0
        for character in text {
            let next = units + character.utf16.count
            if next > offset { break }
            units = next
            index += 1
        }
        return index
    }
}
