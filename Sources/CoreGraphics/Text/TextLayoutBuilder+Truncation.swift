// Vitrine — Apache License 2.0
// Lines too wide for clipping and truncating modes, or the last line kept under a height
// limit, lose characters at the head, middle or tail and gain an ellipsis.

extension TextLayoutBuilder {
    // MARK: Truncation

    /// The segments that fit `available` with an ellipsis at the head, tail or middle, or
    /// (clipping) just the clusters that fit.
    func truncate(
        _ line: LineBreaker.Line, available: CGFloat, mode: ParagraphLayoutStyle.LineBreak, widths: [CGFloat],
        clusterStarts: [Bool], whitespace: [Bool], items: [Item], base: Int, forceEllipsis: Bool = false
    ) -> [Segment] {
        func styleAt(_ offset: Int) -> Int32 {
            let absolute = base + min(max(offset, line.start), max(line.visibleEnd - 1, line.start))
            return items.first { $0.range.contains(absolute) }?.style ?? items.first?.style ?? 0
        }
        func nextCluster(after i: Int) -> Int {
            var j = i + 1
            while j < line.visibleEnd, !clusterStarts[j] { j += 1 }
            return j
        }
        func previousCluster(before i: Int) -> Int {
            var j = i - 1
            while j > line.start, !clusterStarts[j] { j -= 1 }
            return j
        }
        func clusterWidth(_ range: Range<Int>) -> CGFloat { range.reduce(0) { $0 + widths[$1] } }
        // Grows a prefix from `line.start` while it fits `budget`.
        func prefix(_ budget: CGFloat) -> (end: Int, width: CGFloat) {
            var end = line.start, width: CGFloat = 0
            while end < line.visibleEnd {
                let next = nextCluster(after: end)
                let w = clusterWidth(end..<next)
                if width + w > budget { break }
                width += w
                end = next
            }
            while end > line.start, whitespace[end - 1] { end -= 1 }
            return (end, width)
        }
        func suffix(_ budget: CGFloat) -> Int {
            var start = line.visibleEnd, width: CGFloat = 0
            while start > line.start {
                let previous = previousCluster(before: start)
                let w = clusterWidth(previous..<start)
                if width + w > budget { break }
                width += w
                start = previous
            }
            while start < line.visibleEnd, whitespace[start] { start += 1 }
            return start
        }
        if mode == .clipping && !forceEllipsis {
            return [.text(line.start..<prefix(available).end)]
        }
        let tailStyle = styleAt(line.visibleEnd - 1)
        let ellipsisWidth = ellipsis(style: tailStyle).reduce(0) { $0 + $1.advance }
        let budget = max(available - ellipsisWidth, 0)
        switch mode {
        case .truncatingHead:
            let start = suffix(budget)
            return [.ellipsis(style: styleAt(start)), .text(start..<line.visibleEnd)]
        case .truncatingMiddle:
            let head = prefix(budget / 2)
            let start = max(suffix(budget - head.width), head.end)
            return [.text(line.start..<head.end), .ellipsis(style: styleAt(head.end)), .text(start..<line.visibleEnd)]
        default:
            let head = prefix(budget)
            return [.text(line.start..<head.end), .ellipsis(style: styleAt(max(head.end - 1, line.start)))]
        }
    }

    /// The ellipsis "…" in `style`'s face, or "..." when the face lacks it.
    func ellipsis(style: Int32) -> [ShapedGlyph] {
        let resolved = styles[Int(style)]
        let text = resolved.face.covers("\u{2026}") ? "\u{2026}" : "..."
        return TextShaper.shape(text, face: resolved.face, pointSize: resolved.pointSize).map {
            var glyph = $0
            glyph.cluster = -1
            glyph.advance += resolved.kern
            return glyph
        }
    }
}
