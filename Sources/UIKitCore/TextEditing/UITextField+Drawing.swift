// Vitrine — Apache License 2.0
// How a text field draws: border and background, the selection, the text or the
// placeholder, the clear button. The caret is a sublayer (UITextField+Layout.swift) so
// that its blinking redraws nothing.
//
// UIKit documents the border styles by name only; Vitrine draws them so: `.line` a
// 1-point rectangle in `.label`; `.bezel` a 1-point rectangle in `.systemGray` with its
// top edge in `.label`; `.roundedRect` a `.systemBackground` fill with a 1-pixel
// `.separator` outline and 5-point corners. The selection is filled with the tint colour
// at 20 % opacity; the clear button is a 19-point `.systemGray2` disc with a white ×.

import CoreGraphics

extension UITextField {
    func drawField() {
        drawBorder()
        if storage.isEmpty {
            if attributedPlaceholder != nil { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: currentTextArea)
        }
        if isClearButtonShown { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    private func drawBorder() {
        let traits = traitCollection
        switch borderStyle {
        case .none:
            break
        case .line:
            UIColor.label.resolvedColor(with: traits).setStroke()
            let path = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
        case .bezel:
            UIColor.systemGray.resolvedColor(with: traits).setStroke()
            let path = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
            UIColor.label.resolvedColor(with: traits).setFill()
            UIBezierPath(rect: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 1)).fill()
        case .roundedRect:
            let pixel = 1 / max(1, contentScaleFactor)
            let outline = UIBezierPath(roundedRect: bounds.insetBy(dx: pixel / 2, dy: pixel / 2), cornerRadius: 5)
            UIColor.systemBackground.resolvedColor(with: traits).setFill()
            outline.fill()
            UIColor.separator.resolvedColor(with: traits).setStroke()
            outline.lineWidth = pixel
            outline.stroke()
        }
    }

    func drawFieldText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let styled = styledDisplayText
        let lineHeight = styled?.size().height ?? effectiveFont.lineHeight
        let originX = textOriginX(in: rect)
        let lineTop = rect.midY - lineHeight / 2
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        if isEditing, !selection.isEmpty {
            let offsets = caretOffsets
            let start = offsets[min(selection.lowerBound, offsets.count - 1)]
            let end = offsets[min(selection.upperBound, offsets.count - 1)]
            (tintColor ?? UIColor.systemBlue).resolvedColor(with: traitCollection).withAlphaComponent(0.2).setFill()
            UIBezierPath(rect: CGRect(x: originX + start, y: lineTop, width: end - start, height: lineHeight)).fill()
        }
        if let styled {
            styled.draw(at: CGPoint(x: originX, y: lineTop))
            return
        }
        let color = (textColor ?? UIColor.label).resolvedColor(with: traitCollection)
        displayString.draw(at: CGPoint(x: originX, y: lineTop), withAttributes: [.font: effectiveFont, .foregroundColor: color])
    }

    func drawFieldPlaceholder(in rect: CGRect) {
        guard let placeholder = attributedPlaceholder, placeholder.length > 0 else { return }
        let font = font ?? UIFont.systemFont(ofSize: 17)
        let styled = NSMutableAttributedString(attributedString: placeholder)
        let whole = NSRange(location: 0, length: styled.length)
        var runs: [(NSRange, [NSAttributedString.Key: Any])] = []
        styled.enumerateAttributes(in: whole, options: []) { attributes, range, _ in runs.append((range, attributes)) }
        for (range, attributes) in runs {
            if attributes[.font] == nil { styled.addAttribute(.font, value: font, range: range) }
            if attributes[.foregroundColor] == nil {
                styled.addAttribute(.foregroundColor, value: UIColor.placeholderText.resolvedColor(with: traitCollection), range: range)
            }
        }
        let width = styled.size().width
        var x = rect.minX
        switch textAlignment {
        case .center: x = rect.minX + ((rect.width - width) / 2).rounded()
        case .right: x = rect.maxX - width
        default: break
        }
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        styled.draw(at: CGPoint(x: x, y: rect.midY - font.lineHeight / 2))
    }

    private func drawClearButton(in rect: CGRect) {
        UIColor.systemGray2.resolvedColor(with: traitCollection).setFill()
        UIBezierPath(ovalIn: rect).fill()
        let cross = UIBezierPath()
        let inset = rect.insetBy(dx: rect.width * 0.32, dy: rect.height * 0.32)
        cross.move(to: CGPoint(x: inset.minX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
        cross.move(to: CGPoint(x: inset.maxX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        cross.lineWidth = 1.5
        UIColor.white.setStroke()
        cross.stroke()
    }
}
