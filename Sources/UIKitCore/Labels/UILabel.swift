// Vitrine — Apache License 2.0
// A label keeps its text as given (plain or attributed) and its settings; drawing and
// measuring lay the text out through the shared layout cache (UILabel+TextLayout.swift),
// so measuring and then drawing the same text shapes it once. Only changes to the text or
// its look redraw: the content mode is `.redraw`, so a resize redraws and a move does not.

/// A view that draws one or more lines of read-only text.
open class UILabel: UIView {
    // MARK: - Initializers

    /// A label with no text in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureAsLabel()
    }

    /// Labels are not loaded from archives here (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureAsLabel()
    }

    private func configureAsLabel() {
        // UIKit's defaults for labels, unlike views: see-through, no touches, redraw on resize.
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    // MARK: - Text

    /// The text as set through `text`; nil when it was set through `attributedText`.
    private var plainText: String?
    /// The text as set through `attributedText`, with the label's later settings applied.
    private var givenAttributedText: NSAttributedString?

    /// The text the label shows; default nil. Setting it drops any attributed text.
    open var text: String? {
        get { givenAttributedText?.string ?? plainText }
        set {
            guard newValue != text || givenAttributedText != nil else { return }
            plainText = newValue
            givenAttributedText = nil
            textDidChange()
        }
    }

    /// The text with its attributes; for plain text, the text in the label's font, colour and
    /// paragraph settings. Attributes a range lacks take the label's settings.
    open var attributedText: NSAttributedString? {
        get {
            if let givenAttributedText { return givenAttributedText }
            return plainText.map { NSAttributedString(string: $0, attributes: labelAttributes) }
        }
        set {
            let copy = newValue.map { NSAttributedString(attributedString: $0) }
            guard copy != givenAttributedText else { return }
            givenAttributedText = copy
            plainText = copy?.string
            textDidChange()
        }
    }

    /// The text when it was set through `text` (nil when set through `attributedText`).
    var plainTextIfPlain: String? { givenAttributedText == nil ? plainText : nil }

    // MARK: - Appearance

    private var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// The font of the text; default the system font at 17 points. Setting nil restores the
    /// default; setting it applies it to all of the attributed text.
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            guard font != storedFont || font.dynamicType != storedFont.dynamicType else { return }
            storedFont = font
            applyToAttributedText(.font, font)
            textDidChange()
        }
    }

    private var storedTextColor: UIColor = .label

    /// The colour of the text; default `.label`. Setting nil restores the default.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            let color = newValue ?? .label
            guard color != storedTextColor else { return }
            storedTextColor = color
            applyToAttributedText(.foregroundColor, color)
            textDidChange()
        }
    }

    /// Where lines sit between the label's edges; default `.natural` (left for
    /// left-to-right text).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { applyParagraphSettings(); textDidChange() } }
    }

    /// How lines too long for the label wrap or are cut; default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { applyParagraphSettings(); textDidChange() } }
    }

    /// The most lines the label shows, 0 for no limit; default 1. Text beyond the last line
    /// is cut per `lineBreakMode`.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    /// The colour of the text while `isHighlighted`; default nil (the text colour).
    open var highlightedTextColor: UIColor? {
        didSet { if isHighlighted, highlightedTextColor != oldValue { textDidChange() } }
    }

    /// Whether the text is drawn in `highlightedTextColor`; default false.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedTextColor != nil { textDidChange() } }
    }

    /// Whether the text is drawn as active; disabled text is dimmed. Default true.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { textDidChange() } }
    }

    /// The colour of a copy of the text drawn under it at `shadowOffset`; default nil (none).
    open var shadowColor: UIColor? {
        didSet { if shadowColor != oldValue { textDidChange() } }
    }

    /// Where the shadow copy is drawn, in points; default (0, −1), as UIKit.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { if shadowOffset != oldValue, shadowColor != nil { textDidChange() } }
    }

    // MARK: - Sizing

    /// Whether a single-line label shrinks its font to fit its width, down to
    /// `minimumScaleFactor`; default false.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { textDidChange() } }
    }

    /// The smallest fraction of the font size shrinking may reach; default 0, which does not
    /// shrink at all (the current size is the smallest).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue, adjustsFontSizeToFitWidth { textDidChange() } }
    }

    /// Whether the label may tighten the spacing between letters before truncating; default
    /// false. Kept for code that sets it: Vitrine truncates without tightening first.
    open var allowsDefaultTighteningForTruncation = false

    /// Where a single line of shrunk text sits vertically; default `.alignBaselines`.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines {
        didSet { if baselineAdjustment != oldValue, adjustsFontSizeToFitWidth { textDidChange() } }
    }

    /// The width a multi-line label wraps at for its intrinsic content size; default 0
    /// (no preferred width: each paragraph on one line).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the label wraps at the width Auto Layout gives it: multi-line, with no
    /// preferred width (UIKit's automatic `preferredMaxLayoutWidth`).
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The width Auto Layout last gave a label that `wrapsAtLayoutWidth`; its intrinsic
    /// height is the text wrapped there.
    var layoutWrapWidth: CGFloat? {
        didSet { if layoutWrapWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether a Dynamic Type font (from `preferredFont(forTextStyle:)` or `UIFontMetrics`)
    /// follows changes to the content size category; default false.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFontsForContentSizeCategory() } }
    }

    // MARK: - Drawing and measuring

    /// Draws the text with `drawText(in:)` over the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, its block of lines centred vertically; lines that do not fit
    /// `rect` (or `numberOfLines`) are left out, the last one kept cut per `lineBreakMode`.
    /// Subclasses override this to inset or restyle the text.
    open func drawText(in rect: CGRect) {
        let fitted = fittedLayout(width: rect.width, height: rect.height, lines: numberOfLines)
        let origin = CGPoint(x: rect.minX, y: rect.minY + textTop(of: fitted, in: rect))
        if let shadowColor {
            let shadow = fittedLayout(width: rect.width, height: rect.height, lines: numberOfLines,
                                      color: shadowColor, fontScale: fitted.fontScale)
            StringDrawing.draw(shadow.layout, at: CGPoint(x: origin.x + shadowOffset.width, y: origin.y + shadowOffset.height))
        }
        StringDrawing.draw(fitted.layout, at: origin)
    }

    /// The text block's top below `rect`'s: centred, or for one line of shrunk text, placed
    /// per `baselineAdjustment` against where the full-size text would have been.
    private func textTop(of fitted: FittedLayout, in rect: CGRect) -> CGFloat {
        let centred = (rect.height - fitted.layout.size.height) / 2
        guard fitted.fontScale != 1, fitted.layout.lines.count == 1, baselineAdjustment != .alignCenters else { return centred }
        let full = fittedLayout(width: .infinity, height: .infinity, lines: 1, fontScale: 1).layout
        guard let fullLine = full.lines.first, let line = fitted.layout.lines.first else { return centred }
        let fullTop = (rect.height - full.size.height) / 2
        return baselineAdjustment == .none ? fullTop : fullTop + fullLine.baseline - line.baseline
    }

    /// The rectangle the text takes within `bounds` with at most `numberOfLines` lines (0:
    /// no limit): at `bounds`' origin, as wide and tall as the laid-out text, rounded up to
    /// whole pixels. Subclasses override this (with `drawText(in:)`) to add insets.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let layout = fittedLayout(width: bounds.width, height: bounds.height, lines: numberOfLines).layout
        let scale = contentScaleFactor
        func pixelCeil(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }
        let width = pixelCeil(layout.size.width), height = pixelCeil(layout.size.height)
        return CGRect(x: bounds.minX, y: bounds.minY,
                      width: bounds.width.isFinite && bounds.width > 0 ? min(width, bounds.width) : width,
                      height: bounds.height.isFinite && bounds.height > 0 ? min(height, bounds.height) : height)
    }

    /// The intrinsic size last measured and the scale it was rounded to; every change that
    /// can alter it (text, font, attributes, lines, wrap width, line breaks, Dynamic Type)
    /// calls `invalidateIntrinsicContentSize()`, which drops it, as UIKit's label keeps its
    /// measurement until then. A subclass whose `textRect(forBounds:limitedToNumberOfLines:)`
    /// changes calls that too, as on iOS.
    private var measuredIntrinsicSize: (size: CGSize, scale: CGFloat)?

    /// The text's size: unconstrained, or wrapped at `preferredMaxLayoutWidth` when it is
    /// set on a multi-line label.
    open override var intrinsicContentSize: CGSize {
        let scale = contentScaleFactor
        if let measured = measuredIntrinsicSize, measured.scale == scale { return measured.size }
        var width = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 { width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWrapWidth ?? width }
        let size = textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                            limitedToNumberOfLines: numberOfLines).size
        measuredIntrinsicSize = (size, scale)
        return size
    }

    open override func invalidateIntrinsicContentSize() {
        measuredIntrinsicSize = nil
        super.invalidateIntrinsicContentSize()
    }

    /// The text's size wrapped at `size.width` (a single-line label takes its text's full
    /// width); the height is not limited.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }

    // MARK: - Accessibility

    /// A label is an element read by its text, as static text (not enabled while disabled).
    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }

    // MARK: - Traits

    /// Scales Dynamic Type fonts for a new content size category, then calls super.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        if adjustsFontForContentSizeCategory,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            adjustFontsForContentSizeCategory()
        }
        super.traitCollectionDidChange(previousTraitCollection)
    }

    // MARK: - Changes

    /// Redraws and re-measures after a change that shows.
    func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Sets `key` over all of the attributed text, as UIKit applies the label's font and colour.
    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let given = givenAttributedText, given.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: given)
        changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
        givenAttributedText = changed
    }

    /// Sets the label's alignment and line break mode in every paragraph style of the
    /// attributed text (keeping their spacing and indents).
    private func applyParagraphSettings() {
        guard let given = givenAttributedText, given.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: given)
        var ranges: [(NSRange, NSParagraphStyle?)] = []
        changed.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: changed.length), options: []) { value, range, _ in
            ranges.append((range, value as? NSParagraphStyle))
        }
        for (range, style) in ranges {
            let updated = (style ?? NSParagraphStyle.default).mutableCopy() as! NSMutableParagraphStyle
            updated.alignment = textAlignment
            updated.lineBreakMode = lineBreakMode
            changed.addAttribute(.paragraphStyle, value: updated, range: range)
        }
        givenAttributedText = changed
    }

    /// Rescales the label's font and the attributed text's Dynamic Type fonts for the
    /// label's content size category.
    private func adjustFontsForContentSizeCategory() {
        let category = UIFont.contentSizeCategory(traitCollection)
        var changed = false
        if let scaled = storedFont.scaled(for: category), scaled != storedFont {
            storedFont = scaled
            changed = true
        }
        if let given = givenAttributedText, given.length > 0 {
            let updated = NSMutableAttributedString(attributedString: given)
            var fonts: [(NSRange, UIFont)] = []
            updated.enumerateAttribute(.font, in: NSRange(location: 0, length: updated.length), options: []) { value, range, _ in
                if let font = value as? UIFont, let scaled = font.scaled(for: category), scaled != font { fonts.append((range, scaled)) }
            }
            for (range, font) in fonts { updated.addAttribute(.font, value: font, range: range) }
            if !fonts.isEmpty {
                givenAttributedText = updated
                changed = true
            }
        }
        if changed { textDidChange() }
    }
}
