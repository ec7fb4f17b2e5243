// Vitrine — Apache License 2.0
// A line's pieces go left to right in the paragraph's direction, each piece's glyphs in
// visual order; then tabs, justification, indents and alignment move them.

extension TextLayoutBuilder {
    // MARK: Placement

    /// Default tab stops are every 28 points (NSParagraphStyle.defaultTabInterval's default).
    static let tabInterval: CGFloat = 28

    struct PlacedLine {
        var line: Line
        var height: CGFloat
    }

    /// Appends the glyphs of `segments` in visual order with pen positions from 0 and
    /// returns the line with its metrics; `top` is the line's top.
    mutating func place(
        _ segments: [Segment], items: [Item], base: Int, rightToLeft: Bool, justifyTo: CGFloat?,
        text: UnsafeBufferPointer<UInt16>, emptyStyle: Int32
    ) -> PlacedLine {
        // Pieces in logical order, each with its glyphs in visual order.
        var pieces: [[(glyph: ShapedGlyph, style: Int32)]] = []
        for segment in segments {
            switch segment {
            case let .text(range):
                guard !range.isEmpty else { continue }
                let absolute = (base + range.lowerBound)..<(base + range.upperBound)
                for item in items where item.range.overlaps(absolute) {
                    var piece = item.glyphs.filter { absolute.contains($0.cluster) }.map { ($0, item.style) }
                    if item.rightToLeft { piece.reverse() }
                    if !piece.isEmpty { pieces.append(piece) }
                }
            case let .ellipsis(style):
                pieces.append(ellipsis(style: style).map { ($0, style) })
            }
        }
        if rightToLeft { pieces.reverse() }

        let first = glyphs.count
        var pen: CGFloat = 0
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        var usedStyles = Set<Int32>()
        // The baseline offset of the style met last (styles change rarely along a line).
        var offsetStyle: Int32 = -1, baselineOffset: CGFloat = 0
        for piece in pieces {
            for (shaped, style) in piece {
                usedStyles.insert(style)
                if style != offsetStyle {
                    offsetStyle = style
                    baselineOffset = styles[Int(style)].baselineOffset
                }
                var glyph = Glyph(glyph: shaped.glyph, style: style, x: pen + shaped.xOffset,
                                  y: -shaped.yOffset - baselineOffset,
                                  advance: shaped.advance, cluster: shaped.cluster)
                if shaped.cluster >= 0, text[shaped.cluster] == 0x09 {
                    // Fonts have no tab glyph: draw nothing and move to the next tab stop
                    // (UIKit's default interval, 28 pt, from the line start).
                    glyph.glyph = styles[Int(style)].face.glyph(for: " ") ?? 0
                    glyph.advance = Self.tabInterval - pen.truncatingRemainder(dividingBy: Self.tabInterval)
                }
                glyphs.append(glyph)
                pen += glyph.advance
            }
        }
        // An empty line takes its paragraph's first run's metrics; styles are registered
        // run by run first, so a run's index is also its primary style's index.
        if usedStyles.isEmpty { usedStyles.insert(emptyStyle) }
        for index in usedStyles {
            let style = styles[Int(index)]
            ascent = max(ascent, style.lineAscent)
            descent = max(descent, style.lineDescent)
            leading = max(leading, style.leading)
        }
        if let target = justifyTo, target.isFinite, pen < target {
            // Justified: the missing width goes to the spaces between words.
            let spaces = glyphs[first...].filter { $0.cluster >= 0 && text[$0.cluster] == 0x20 }.count
            if spaces > 0 {
                let extra = (target - pen) / CGFloat(spaces)
                var shift: CGFloat = 0
                for g in first..<glyphs.count {
                    glyphs[g].x += shift
                    if glyphs[g].cluster >= 0, text[glyphs[g].cluster] == 0x20 {
                        glyphs[g].advance += extra
                        shift += extra
                    }
                }
                pen = target
            }
        }
        for g in first..<glyphs.count { glyphs[g].y += top + ascent }
        let height = ascent + descent + (options.usesFontLeading ? leading : 0)
        let line = Line(glyphRange: first..<glyphs.count, characterRange: 0..<0, top: top, baseline: top + ascent,
                        height: height, x: 0, width: pen, isTruncated: false)
        return PlacedLine(line: line, height: height)
    }

    /// Moves the line's glyphs by the indent and alignment.
    mutating func place(_ placed: inout PlacedLine, indent: CGFloat, available: CGFloat, alignment: ParagraphLayoutStyle.Alignment, rightToLeft: Bool) {
        var offset: CGFloat
        let free = available.isFinite ? max(available - placed.line.width, 0) : 0
        switch alignment {
        case .left: offset = 0
        case .center: offset = free / 2
        case .right: offset = free
        case .justified, .natural: offset = rightToLeft ? free : 0
        }
        // The head indent is on the leading side: the left for left-to-right paragraphs.
        offset += rightToLeft && available.isFinite ? 0 : indent
        placed.line.x = offset
        for g in placed.line.glyphRange { glyphs[g].x += offset }
    }
}
