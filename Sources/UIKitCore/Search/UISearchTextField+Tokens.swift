// Vitrine — Apache License 2.0
// The tokens of a search field: changing them, turning text into one, and their chips.
//
// A chip (UIKit documents none of these numbers; they are Vitrine's reading of iOS): the
// field's font, 6 points of padding each side, the icon at the text's cap height and 4
// points before the text, 26 points tall (at most the field's height less 8), centred
// vertically, 6-point corners, 4 points between chips. Filled with `tokenBackgroundColor`
// or `.systemFill` and written in `.label`; the selected one is filled with the tint
// colour and written in white.

import CoreGraphics

extension UISearchTextField {
    static let tokenPadding: CGFloat = 6
    static let tokenIconGap: CGFloat = 4
    static let tokenHeight: CGFloat = 26
    static let tokenSpacing: CGFloat = 4
    static let tokenCornerRadius: CGFloat = 6

    /// Inserts `token` before the one at `tokenIndex` (clamped to the tokens' count).
    public func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(tokenIndex, 0), tokens.count))
    }

    /// Removes the token at `tokenIndex`; an index out of range is logged and ignored.
    public func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else {
            return viewControllerLogger.error("UISearchTextField.removeToken(at:): index \(tokenIndex) is out of range (\(tokens.count) tokens); ignored")
        }
        tokens.remove(at: tokenIndex)
    }

    /// The range of the field's text, which excludes the tokens.
    public var textualRange: UITextRange {
        guard let range = textRange(from: beginningOfDocument, to: endOfDocument) else {
            return UITextRange(start: TextOffsetPosition(0), end: TextOffsetPosition(0))
        }
        return range
    }

    /// Removes the text in `textRange` (its part within `textualRange`) and inserts
    /// `token` at `tokenIndex`: the text the user typed becomes a token.
    public func replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        let end = TextOffsetPosition.offset(of: endOfDocument)
        let start = min(max(TextOffsetPosition.offset(of: textRange.start), 0), end)
        let stop = min(max(TextOffsetPosition.offset(of: textRange.end), start), end)
        if stop > start {
            let utf16 = Array((text ?? "").utf16)
            text = String(decoding: utf16[..<start] + utf16[stop...], as: UTF16.self)
        }
        insertToken(token, at: tokenIndex)
    }

    // MARK: - Chips

    /// The chips' frames, the first starting at `x`.
    func tokenChipFrames(startingAt x: CGFloat, in bounds: CGRect) -> [CGRect] {
        guard !tokens.isEmpty else { return [] }
        let font = effectiveFont
        let height = min(Self.tokenHeight, max(0, bounds.height - 8))
        let y = (bounds.midY - height / 2).rounded(.down)
        var next = x
        return tokens.map { token in
            var width = 2 * Self.tokenPadding + token.text.size(withAttributes: [.font: font]).width.rounded(.up)
            if token.icon != nil { width += font.capHeight.rounded(.up) + Self.tokenIconGap }
            defer { next += width + Self.tokenSpacing }
            return CGRect(x: next, y: y, width: width, height: height)
        }
    }

    /// Draws the chips before the text.
    func drawTokens() {
        let frames = tokenChipFrames(startingAt: fieldTextRect(forBounds: bounds).minX + baseTextLead, in: bounds)
        let font = effectiveFont
        let traits = traitCollection
        for (index, (token, frame)) in zip(tokens, frames).enumerated() {
            let selected = index == selectedTokenIndex
            let fill = selected ? (tintColor ?? .systemBlue) : (tokenBackgroundColor ?? .systemFill)
            fill.resolvedColor(with: traits).setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: Self.tokenCornerRadius).fill()
            let ink = (selected ? UIColor.white : UIColor.label).resolvedColor(with: traits)
            var x = frame.minX + Self.tokenPadding
            if let icon = token.icon {
                let side = font.capHeight.rounded(.up)
                icon.withTintColor(ink).draw(in: CGRect(x: x, y: frame.midY - side / 2, width: side, height: side))
                x += side + Self.tokenIconGap
            }
            let textHeight = font.lineHeight
            token.text.draw(at: CGPoint(x: x, y: frame.midY - textHeight / 2), withAttributes: [.font: font, .foregroundColor: ink])
        }
    }
}
