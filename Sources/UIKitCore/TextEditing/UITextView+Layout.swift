// Vitrine — Apache License 2.0
// A text view's lines: where each caret position is, which position a point is nearest,
// the content size, drawing, and keeping the caret in view.

import Foundation
import QuartzCore

extension UITextView {
    var effectiveFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

    var textAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return [.font: effectiveFont, .foregroundColor: (textColor ?? UIColor.label), .paragraphStyle: style]
    }

    /// The container's padding on each side of a line (negative counts as none).
    private var lineFragmentPadding: CGFloat {
        let padding = textContainer.lineFragmentPadding
        return padding.isFinite ? max(padding, 0) : 0
    }

    /// The width lines wrap at: the container's, less its padding.
    var containerWidth: CGFloat {
        let container = textContainer
        let width = container.widthTracksTextView ? bounds.width - textContainerInset.left - textContainerInset.right
            : container.size.width
        return max(1, width - 2 * lineFragmentPadding)
    }

    /// Where the layout's (0, 0) is in the content view.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + lineFragmentPadding, y: textContainerInset.top)
    }

    /// The attributes of the character before the caret (the first one's at the start), or
    /// the view's for plain or empty text.
    var attributesAtInsertionPoint: [NSAttributedString.Key: Any] {
        guard let styled = styledDisplayText, styled.length > 0 else { return textAttributes }
        let offset = utf16Offset(ofCluster: selection.lowerBound)
        return styled.attributes(at: min(max(offset - 1, 0), styled.length - 1), effectiveRange: nil)
    }

    var textLayout: TextLayout {
        if let cachedLayout, cachedLayoutWidth == containerWidth { return cachedLayout }
        let runs = styledDisplayText?.layoutRuns ?? [(range: 0..<storage.utf16.count, style: TextStyle(attributes: textAttributes))]
        var options = TextLayout.Options(width: containerWidth)
        var layout = TextLayout(text: storage, runs: runs, options: options)
        let limit = textContainer.maximumNumberOfLines
        if limit > 0, layout.lines.count > limit {
            // Too many lines: laid out again to the height of those that fit, the last one
            // ending as the container's line break mode says.
            let last = layout.lines[limit - 1]
            options.maximumHeight = last.top + last.height
            if let truncation = textContainer.lastLineTruncation {
                options.truncatesLastVisibleLine = true
                options.lastLineTruncation = truncation
            }
            layout = TextLayout(text: storage, runs: runs, options: options)
        }
        cachedLayout = layout
        cachedLayoutWidth = containerWidth
        return layout
    }

    /// An attributed text as drawn: its runs over the view's font and colour; nil for plain text.
    var styledDisplayText: NSAttributedString? {
        editor.styledText(over: textAttributes)
    }

    /// A line as the caret sees it: its UTF-16 range (without a line break), top, height and x.
    struct CaretLine {
        var range: Range<Int>
        var top: CGFloat
        var height: CGFloat
        var x: CGFloat
    }

    /// The lines, plus an empty one after a final line break (or for empty text), where
    /// the caret can go.
    var caretLines: [CaretLine] {
        let layout = textLayout
        let utf16 = Array(storage.utf16)
        var lines: [CaretLine] = layout.lines.map { line in
            var range = line.characterRange
            while range.upperBound > range.lowerBound, Self.isLineBreak(utf16[range.upperBound - 1]) {
                range = range.lowerBound..<(range.upperBound - 1)
            }
            return CaretLine(range: range, top: line.top, height: line.height, x: line.x)
        }
        let lineHeight = effectiveFont.lineHeight
        if lines.isEmpty {
            lines.append(CaretLine(range: 0..<0, top: 0, height: lineHeight, x: alignedX(width: 0)))
        } else if let last = utf16.last, Self.isLineBreak(last), let previous = lines.last {
            let top = previous.top + previous.height
            lines.append(CaretLine(range: utf16.count..<utf16.count, top: top, height: lineHeight, x: alignedX(width: 0)))
        }
        return lines
    }

    private static func isLineBreak(_ unit: UInt16) -> Bool { unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029 }

    private func alignedX(width: CGFloat) -> CGFloat {
        switch textAlignment {
        case .center: return (containerWidth - width) / 2
        case .right: return containerWidth - width
        default: return 0
        }
    }

    /// The UTF-16 offset of cluster boundary `index`.
    func utf16Offset(ofCluster index: Int) -> Int {
        String(storage.prefix(index)).utf16.count
    }

    /// The cluster boundary at or before UTF-16 `offset`.
    func clusterIndex(forUTF16Offset offset: Int) -> Int {
        TextOffsets.clusterIndex(atUTF16: offset, in: storage)
    }

    /// The line the caret at cluster `index` is on.
    func lineIndex(ofCluster index: Int, in lines: [CaretLine]) -> Int {
        let offset = utf16Offset(ofCluster: index)
        return lines.lastIndex { $0.range.lowerBound <= offset } ?? 0
    }

    /// The caret's x on `line` at UTF-16 `offset`, in layout coordinates.
    func caretX(atUTF16 offset: Int, on line: CaretLine) -> CGFloat {
        let end = min(max(offset, line.range.lowerBound), line.range.upperBound)
        if let styled = styledDisplayText {
            let range = NSRange(location: line.range.lowerBound, length: end - line.range.lowerBound)
            return line.x + styled.attributedSubstring(from: range).size().width
        }
        let utf16 = Array(storage.utf16)
        let prefix = String(decoding: utf16[line.range.lowerBound..<end], as: UTF16.self)
        return line.x + prefix.size(withAttributes: [.font: effectiveFont]).width
    }

    /// The caret's rectangle (2 points wide) in the content view.
    func caretRect(forCluster index: Int) -> CGRect {
        let lines = caretLines
        let line = lines[lineIndex(ofCluster: index, in: lines)]
        let x = caretX(atUTF16: utf16Offset(ofCluster: index), on: line)
        return CGRect(x: (textOrigin.x + x).rounded(), y: (textOrigin.y + line.top).rounded(), width: 2, height: line.height.rounded())
    }

    /// The cluster boundary on `line` nearest layout x `x`.
    func clusterIndex(onLine line: CaretLine, nearestX x: CGFloat) -> Int {
        let first = clusterIndex(forUTF16Offset: line.range.lowerBound)
        let last = clusterIndex(forUTF16Offset: line.range.upperBound)
        var best = first
        var bestDistance = CGFloat.infinity
        for index in first...max(first, last) {
            let distance = abs(caretX(atUTF16: utf16Offset(ofCluster: index), on: line) - x)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The cluster boundary nearest `point`, in the content view's coordinates.
    func clusterIndex(at point: CGPoint) -> Int {
        let lines = caretLines
        let y = point.y - textOrigin.y
        let line = lines.first { y < $0.top + $0.height } ?? lines[lines.count - 1]
        return clusterIndex(onLine: line, nearestX: point.x - textOrigin.x)
    }

    /// Sizes the content view to the text and the scroll view's content to match.
    func layOutContent() {
        if textContainer.widthTracksTextView {
            let height = textContainer.heightTracksTextView ? bounds.height - textContainerInset.top - textContainerInset.bottom
                : CGFloat.greatestFiniteMagnitude
            textContainer.setTrackedSize(CGSize(width: bounds.width - textContainerInset.left - textContainerInset.right,
                                                height: height))
        }
        let layout = textLayout
        let lines = caretLines
        let textHeight = max(layout.size.height, (lines.last.map { $0.top + $0.height }) ?? 0)
        let height = (textContainerInset.top + textHeight + textContainerInset.bottom).rounded(.up)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(height, bounds.height))
        if contentView.frame != frame { contentView.frame = frame }
        updateCaret()
    }

    /// The text, the font or the geometry changed.
    func textDidChangeLayout() {
        cachedLayout = nil
        setNeedsLayout()
        contentView.setNeedsDisplay()
        layOutContent()
    }

    func drawText() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let origin = textOrigin
        if isFirstResponder, !selection.isEmpty {
            let lines = caretLines
            let start = utf16Offset(ofCluster: selection.lowerBound), end = utf16Offset(ofCluster: selection.upperBound)
            (tintColor ?? UIColor.systemBlue).resolvedColor(with: traitCollection).withAlphaComponent(0.2).setFill()
            for line in lines where line.range.upperBound >= start && line.range.lowerBound <= end {
                let from = caretX(atUTF16: max(start, line.range.lowerBound), on: line)
                let to = caretX(atUTF16: min(end, line.range.upperBound), on: line)
                UIBezierPath(rect: CGRect(x: origin.x + from, y: origin.y + line.top, width: to - from, height: line.height)).fill()
            }
        }
        context.saveGState()
        defer { context.restoreGState() }
        context.drawText(textLayout, at: origin)
    }

    /// Places the caret, restarts its blink and hides it when not editing or when text
    /// is selected.
    func updateCaret() {
        guard isFirstResponder, selection.isEmpty else { return TextCaret.hide(caretLayer) }
        TextCaret.show(caretLayer, at: caretRect(forCluster: selection.lowerBound),
                       color: tintColor ?? UIColor.systemBlue, traits: traitCollection)
    }

    /// Scrolls so the caret (the moving end of the selection) is visible.
    func scrollCaretIntoView() {
        let moving = selection.lowerBound == selectionAnchor ? selection.upperBound : selection.lowerBound
        var rect = caretRect(forCluster: moving)
        // The container's bottom inset stays visible below the last line, as in UIKit.
        rect.size.height += textContainerInset.bottom
        scrollRectToVisible(rect, animated: false)
    }
}
