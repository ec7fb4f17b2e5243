// Vitrine — Apache License 2.0
// The field inside a search bar: a UITextField with a filled rounded background, the
// magnifier at its leading edge, the clear button while editing and the Search return key.
//
// UIKit documents the parts, not the numbers; the numbers are Vitrine's readings of iOS:
// a 36-point-tall field (`height`) filled with `.tertiarySystemFill` at 10-point corners,
// the 17-point magnifier in `.secondaryLabel` 8 points in from the leading edge, the text
// 6 points after it.
//
// Tokens (`UISearchToken`, UISearchTextField+Tokens.swift) are chips drawn before the text,
// which starts after the last one. The editor holds the text alone, so the positions the
// field's UITextInput hands out are the text's and `textualRange` is the whole text. A
// backspace with the caret at the start of the text selects the last token, as iOS does;
// the next removes it (when `allowsDeletingTokens`); typing replaces a selected token.

import QuartzCore

/// A text field for search queries, as a search bar shows it.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's height inside a search bar.
    static let height: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    static let iconInset: CGFloat = 8
    static let textGap: CGFloat = 6

    /// The tokens before the text, in order.
    open var tokens: [UISearchToken] = [] {
        didSet {
            selectedTokenIndex = nil
            textLayoutDidChange()
        }
    }

    /// The chips' fill; nil (the default) for `.systemFill`.
    open var tokenBackgroundColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the user can delete tokens with the backspace key; default true. Code can
    /// always remove them.
    open var allowsDeletingTokens = true

    /// Whether the user can copy tokens; default true. As in UIKit, a token is only copied
    /// through the delegate's item provider (`searchTextField(_:itemProviderForCopying:)`),
    /// which Vitrine does not have: copying takes the selected text alone.
    open var allowsCopyingTokens = true

    /// The token the last backspace selected, which the next one removes.
    var selectedTokenIndex: Int? {
        didSet { if selectedTokenIndex != oldValue { setNeedsDisplay() } }
    }

    /// Creates a search field: the magnifier always shown, the clear button while editing,
    /// the Search return key.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clearButtonMode = .whileEditing
        returnKeyType = .search
        autocapitalizationType = .none
        let magnifier = UIImageView(image: UIImage(systemName: "magnifyingglass",
                                                   withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        magnifier.tintColor = .secondaryLabel
        magnifier.contentMode = .center
        magnifier.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        leftView = magnifier
        leftViewMode = .always
    }

    /// Unsupported, as for every view (see `UIView.init(coder:)`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The magnifier sits `iconInset` in from the leading edge.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: Self.iconInset, dy: 0)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        searchTextRect(super.textRect(forBounds: bounds), in: bounds)
    }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect {
        searchTextRect(super.editingRect(forBounds: bounds), in: bounds)
    }

    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        searchTextRect(super.placeholderRect(forBounds: bounds), in: bounds)
    }

    /// `rect` less the gap after the magnifier (or an inset from the leading edge without
    /// one) and the tokens' chips.
    private func searchTextRect(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        var lead = baseTextLead
        if let last = tokenChipFrames(startingAt: rect.minX + lead, in: bounds).last {
            lead = last.maxX + Self.textGap - rect.minX
        }
        return CGRect(x: rect.minX + lead, y: rect.minY, width: max(0, rect.width - lead), height: rect.height)
    }

    /// The space before the text (or the first token) after the magnifier, or from the
    /// leading edge without one.
    var baseTextLead: CGFloat { leftView != nil && isShown(leftViewMode) ? Self.textGap : Self.iconInset }

    /// Fills the rounded background (with the border style `.none`, the default), then
    /// draws the text and the clear button as any field does.
    open override func draw(_ rect: CGRect) {
        if borderStyle == .none {
            UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
        }
        drawTokens()
        super.draw(rect)
    }

    // MARK: - Tokens and the keys

    /// At the start of the text, a backspace selects the last token, then removes it;
    /// elsewhere it deletes text.
    open override func deleteBackward() {
        if let index = selectedTokenIndex {
            guard allowsDeletingTokens else { return }
            return removeToken(at: index)
        }
        let caretAtStart = selectedTextRange.map { $0.isEmpty && TextOffsetPosition.offset(of: $0.start) == 0 } ?? true
        if caretAtStart, !tokens.isEmpty, allowsDeletingTokens {
            selectedTokenIndex = tokens.count - 1
            return
        }
        super.deleteBackward()
    }

    /// Typing replaces a selected token.
    open override func insertText(_ text: String) {
        if let index = selectedTokenIndex {
            if allowsDeletingTokens { removeToken(at: index) } else { selectedTokenIndex = nil }
        }
        super.insertText(text)
    }

    /// A touch in the field takes the selection off a token.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        selectedTokenIndex = nil
        return super.beginTracking(touch, with: event)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width, height: Self.height)
    }
}
