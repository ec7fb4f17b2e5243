// Vitrine — Apache License 2.0
// A text field's geometry: the text area, the overlay views, the caret and the
// horizontal scrolling of text wider than the field.
//
// UIKit documents none of these insets; the values are Vitrine's, chosen to look like
// iOS fields: the text starts 7 points in from a rounded-rect border and 2 points in
// from a line or bezel border; the clear button is a 19-point square 5 points in from
// the trailing edge; a rounded-rect field is 34 points tall (its intrinsic height).

import QuartzCore

extension UITextField {
    /// The horizontal inset of the text from the border.
    var borderInset: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 2
        case .roundedRect: return 7
        }
    }

    func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The clear button shows per its mode while there is text, unless a right view takes its place.
    var isClearButtonShown: Bool {
        isShown(clearButtonMode) && !storage.isEmpty && !(rightView != nil && isShown(rightViewMode))
    }

    func fieldTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderInset, dy: 0)
        if leftView != nil, isShown(leftViewMode) {
            let left = leftViewRect(forBounds: bounds)
            let cut = max(0, left.maxX - rect.minX)
            rect.origin.x += cut
            rect.size.width -= cut
        }
        var trailing: CGRect?
        if rightView != nil, isShown(rightViewMode) { trailing = rightViewRect(forBounds: bounds) }
        else if isClearButtonShown { trailing = clearButtonRect(forBounds: bounds) }
        if let trailing { rect.size.width = max(0, min(rect.width, trailing.minX - rect.minX)) }
        rect.size.width = max(0, rect.width)
        return rect
    }

    func fieldClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        return CGRect(x: bounds.maxX - 5 - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    func overlayRect(for view: UIView?, leading: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        var size = view.bounds.size
        if size == .zero { size = view.intrinsicContentSize }
        size.width = max(0, size.width.isFinite ? size.width : 0)
        size.height = max(0, size.height.isFinite ? size.height : 0)
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Shows or hides the overlay views per their modes and places them.
    func layOutField() {
        for (view, mode, leading) in [(leftView, leftViewMode, true), (rightView, rightViewMode, false)] {
            guard let view else { continue }
            if isShown(mode) {
                if view.superview !== self { addSubview(view) }
                view.frame = leading ? leftViewRect(forBounds: bounds) : rightViewRect(forBounds: bounds)
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        updateCaret()
    }

    var fieldIntrinsicContentSize: CGSize {
        let font = effectiveFont
        let textWidth = max(styledDisplayText?.size().width ?? displayString.size(withAttributes: [.font: font]).width,
                            (attributedPlaceholder?.string ?? "").size(withAttributes: [.font: font]).width)
        let width = (textWidth + 2 * borderInset).rounded(.up)
        let height: CGFloat
        switch borderStyle {
        case .roundedRect: height = 34
        case .none: height = textLineHeight.rounded(.up)
        case .line, .bezel: height = (textLineHeight + 4).rounded(.up)
        }
        return CGSize(width: width, height: height)
    }

    // MARK: - Text geometry

    /// What is drawn: the text, or a bullet (U+2022, Vitrine's choice) per cluster when secure.
    var displayString: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: storage.count) : storage
    }

    /// An attributed text as drawn: its runs over the field's font and colour; nil for
    /// plain or secure text.
    var styledDisplayText: NSAttributedString? {
        guard !isSecureTextEntry else { return nil }
        return editor.styledText(over: [.font: storedFontForLayout, .foregroundColor: textColor ?? UIColor.label])
    }

    /// The height of the text's line: the font's, or an attributed text's tallest run's.
    var textLineHeight: CGFloat {
        styledDisplayText?.size().height ?? effectiveFont.lineHeight
    }

    /// The font the text is drawn in: the field's, shrunk toward `minimumFontSize` when
    /// it adjusts to fit and the text is wider than its area. An attributed text's runs
    /// keep their sizes (Vitrine shrinks plain text only).
    var effectiveFont: UIFont {
        let font = storedFontForLayout
        guard adjustsFontSizeToFitWidth, !isEditing, !storage.isEmpty, editor.styledText == nil else { return font }
        let width = fieldTextRect(forBounds: bounds).width
        let natural = displayString.size(withAttributes: [.font: font]).width
        guard natural > width, width > 0 else { return font }
        // Advances scale with the size: one proportional step, floored at the minimum.
        let minimum = min(font.pointSize, max(1, minimumFontSize))
        return font.withSize(max(minimum, (font.pointSize * width / natural).rounded(.down)))
    }

    private var storedFontForLayout: UIFont { font ?? UIFont.systemFont(ofSize: 17) }

    /// The x of each caret position (0 ... count) from the text's start.
    var caretOffsets: [CGFloat] {
        if let cachedCaretOffsets { return cachedCaretOffsets }
        var offsets: [CGFloat] = [0]
        if let styled = styledDisplayText {
            // Each prefix with its runs: a caret after a large run sits after its width.
            var units = 0
            for character in styled.string {
                units += character.utf16.count
                offsets.append(styled.attributedSubstring(from: NSRange(location: 0, length: units)).size().width)
            }
            cachedCaretOffsets = offsets
            return offsets
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: effectiveFont]
        var prefix = ""
        for character in displayString {
            prefix.append(character)
            // Measured as whole prefixes, so kerning and shaping across clusters count.
            offsets.append(prefix.size(withAttributes: attributes).width)
        }
        cachedCaretOffsets = offsets
        return offsets
    }

    func invalidateCaretOffsets() {
        cachedCaretOffsets = nil
    }

    /// The area the text is in now: the editing rect while editing.
    var currentTextArea: CGRect {
        isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// The x where the text starts in `area`: aligned when it fits, else scrolled so the
    /// caret (the moving end of the selection) stays inside.
    func textOriginX(in area: CGRect) -> CGFloat {
        let offsets = caretOffsets
        let width = offsets.last ?? 0
        let caretWidth: CGFloat = 2
        if width + caretWidth <= area.width {
            scrollOffset = 0
            switch textAlignment {
            case .center: return area.minX + ((area.width - width) / 2).rounded()
            case .right: return area.maxX - width - (isEditing ? caretWidth : 0)
            default: return area.minX
            }
        }
        guard isEditing else {
            scrollOffset = 0
            return area.minX
        }
        let caretIndex = selection.lowerBound == selectionAnchor ? selection.upperBound : selection.lowerBound
        let caretX = offsets[min(caretIndex, offsets.count - 1)]
        if caretX - scrollOffset > area.width - caretWidth { scrollOffset = caretX - area.width + caretWidth }
        if caretX - scrollOffset < 0 { scrollOffset = caretX }
        scrollOffset = min(max(0, scrollOffset), width + caretWidth - area.width)
        return area.minX - scrollOffset
    }

    /// The caret position nearest `point` (in the field's coordinates).
    func characterIndex(at point: CGPoint) -> Int {
        let area = currentTextArea
        let x = point.x - textOriginX(in: area)
        let offsets = caretOffsets
        var best = 0
        for (index, offset) in offsets.enumerated() where abs(offset - x) < abs(offsets[best] - x) {
            best = index
        }
        return best
    }

    /// Places the caret (a 2-point bar as tall as a line, in the tint colour) at the
    /// selection's caret and restarts its blink; hides it when not editing or selecting.
    func updateCaret() {
        guard isEditing, selection.isEmpty else { return TextCaret.hide(caretLayer) }
        let area = currentTextArea
        let originX = textOriginX(in: area)
        let offsets = caretOffsets
        let x = originX + offsets[min(selection.lowerBound, offsets.count - 1)]
        let height = textLineHeight.rounded()
        let frame = CGRect(x: min(max(x, area.minX), area.maxX - 2).rounded(), y: (area.midY - height / 2).rounded(),
                           width: 2, height: height)
        TextCaret.show(caretLayer, at: frame, color: tintColor ?? UIColor.systemBlue, traits: traitCollection)
    }
}
