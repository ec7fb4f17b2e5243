// Vitrine — Apache License 2.0
// How a label's text becomes a layout. A multi-line label wraps by word (or character)
// whatever its truncating or clipping mode, and cuts only where it runs out of lines or
// height: the text is laid out unbounded, and if it has too many lines, laid out again with
// the height of the lines that fit, the last one cut at its head, middle or tail per the
// mode (it then holds the rest of its paragraph). A single-line label keeps its mode.

extension UILabel {
    /// A layout and the factor its fonts were scaled by (`adjustsFontSizeToFitWidth`).
    struct FittedLayout {
        var layout: TextLayout
        var fontScale: CGFloat
    }

    /// The attributes plain text is drawn with: the label's font, colour and paragraph settings.
    var labelAttributes: [NSAttributedString.Key: Any] {
        [.font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: labelParagraphStyle]
    }

    private var labelParagraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return style
    }

    /// The colour every run is drawn in instead of its own: the highlight colour, or a dimmed
    /// one when disabled.
    private var overridingTextColor: UIColor? {
        if !isEnabled { return UILabel.disabledTextColor }
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return vibrancyContentColor
    }

    /// Disabled labels draw their text in a grey that reads as inactive on light and dark
    /// backgrounds, whatever the text colour (UIKit dims disabled text the same way).
    static var disabledTextColor: UIColor { .tertiaryLabel }

    /// The text's runs with the label's settings where the attributed text has none, fonts
    /// scaled by `fontScale`, colours replaced by `color` when given.
    private func styledRuns(color: UIColor?, fontScale: CGFloat) -> (string: String, runs: [(range: Range<Int>, style: TextStyle)]) {
        let defaults = labelAttributes
        let override = color ?? overridingTextColor
        // Plain text is one run in the label's settings: no attributed string to build and
        // walk (measuring every label of a screen for Auto Layout goes through here).
        if let plain = plainTextIfPlain {
            let length = plain.utf16.count
            guard length > 0 else { return ("", []) }
            var attributes = defaults
            if fontScale != 1 { attributes[.font] = font.withSize(font.pointSize * fontScale) }
            if let override { attributes[.foregroundColor] = override }
            return (plain, [(0..<length, TextStyle(attributes: attributes))])
        }
        guard let attributed = attributedText, attributed.length > 0 else { return ("", []) }
        var runs: [(range: Range<Int>, style: TextStyle)] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { given, range, _ in
            var attributes = defaults.merging(given) { _, run in run }
            if fontScale != 1, let font = attributes[.font] as? UIFont {
                attributes[.font] = font.withSize(font.pointSize * fontScale)
            }
            if let override { attributes[.foregroundColor] = override }
            runs.append((range.location..<(range.location + range.length), TextStyle(attributes: attributes)))
        }
        return (attributed.string, runs)
    }

    /// The text laid out for a `width` × `height` area (non-finite or non-positive: no
    /// limit) with at most `lines` lines (0: no limit), shrunk to fit the width when the
    /// label adjusts its font size, in `color` when given (the shadow).
    func fittedLayout(width: CGFloat, height: CGFloat, lines: Int, color: UIColor? = nil, fontScale: CGFloat? = nil) -> FittedLayout {
        let width = width.isFinite && width > 0 && width < .greatestFiniteMagnitude ? width : nil
        let height = height.isFinite && height > 0 && height < .greatestFiniteMagnitude ? height : nil
        var scale = fontScale ?? 1
        if fontScale == nil, adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, let width {
            if lines == 1 {
                scale = shrinkScale(toFit: width)
            } else if let height {
                scale = shrinkScale(toFit: width, height: height, lines: lines)
            }
        }
        return FittedLayout(layout: layout(width: width, height: height, lines: lines, color: color, fontScale: scale), fontScale: scale)
    }

    /// The largest font scale, not below `minimumScaleFactor`, at which the text fits `width`
    /// on one line.
    private func shrinkScale(toFit width: CGFloat) -> CGFloat {
        let natural = layout(width: nil, height: nil, lines: 1, color: nil, fontScale: 1).size.width
        guard natural > width else { return 1 }
        // Advances grow almost linearly with size; hinting and kerning can leave the first
        // guess a little wide, so step down until it fits.
        var scale = max(width / natural, minimumScaleFactor)
        for _ in 0..<8 {
            let measured = layout(width: nil, height: nil, lines: 1, color: nil, fontScale: scale).size.width
            if measured <= width || scale <= minimumScaleFactor { break }
            scale = max(scale * width / measured * 0.995, minimumScaleFactor)
        }
        return scale
    }

    /// The largest font scale, not below `minimumScaleFactor`, at which the wrapped text fits
    /// `height` within `lines` lines (0: any number) without truncation. Wrapping makes the
    /// fit step-wise, so this bisects.
    private func shrinkScale(toFit width: CGFloat, height: CGFloat, lines: Int) -> CGFloat {
        func fits(_ scale: CGFloat) -> Bool {
            let full = layout(width: width, height: nil, lines: 0, color: nil, fontScale: scale)
            return (lines == 0 || full.lines.count <= lines) && full.size.height <= height + 1.0 / 128
        }
        if fits(1) { return 1 }
        if !fits(minimumScaleFactor) { return minimumScaleFactor }
        var low = minimumScaleFactor, high: CGFloat = 1
        for _ in 0..<10 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    private func layout(width: CGFloat?, height: CGFloat?, lines: Int, color: UIColor?, fontScale: CGFloat) -> TextLayout {
        var (string, runs) = styledRuns(color: color, fontScale: fontScale)
        guard !runs.isEmpty else { return TextLayout(text: "", runs: []) }
        let mode = runs[0].style.paragraph.lineBreak
        if lines != 1 {
            for index in runs.indices where !runs[index].style.paragraph.lineBreak.wraps {
                runs[index].style.paragraph.lineBreak = .wordWrapping
            }
        }
        let cache = TextLayoutCache.shared
        let full = cache.layout(string, runs: runs, options: TextLayout.Options(width: width))
        // The bottom of the last line that may show: within the line limit and the height
        // (at least the first line, which UIKit draws even when it is taller than the bounds).
        var keep = full.lines.count
        if lines > 0 { keep = min(keep, lines) }
        if let height {
            let fitting = full.lines.prefix(keep).lastIndex { $0.top + $0.height <= height + 1.0 / 128 } ?? 0
            keep = min(keep, fitting + 1)
        }
        guard keep < full.lines.count else { return full }
        let last = full.lines[keep - 1]
        let truncates = mode == .truncatingTail || mode == .truncatingHead || mode == .truncatingMiddle
        var options = TextLayout.Options(width: width, maximumHeight: last.top + last.height, truncatesLastVisibleLine: truncates)
        options.lastLineTruncation = mode
        return cache.layout(string, runs: runs, options: options)
    }
}
