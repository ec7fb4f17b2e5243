// Vitrine — Apache License 2.0
// Builds a TextLayout: paragraphs → items (runs of one style, face and script, with
// fallback faces) → HarfBuzz → line breaking → placement. Truncation and placement live in
// TextLayoutBuilder+Truncation.swift and TextLayoutBuilder+Placement.swift.
import Foundation

/// The state of one layout being built.
struct TextLayoutBuilder {
    typealias Glyph = TextLayout.Glyph
    typealias Line = TextLayout.Line
    typealias Options = TextLayout.Options

    let runs: [(range: Range<Int>, style: TextStyle)]
    let options: Options
    var styles: [TextStyle] = []
    var glyphs: [Glyph] = []
    var lines: [Line] = []
    var size: CGSize = .zero
    var styleIndex: [StyleKey: Int32] = [:]
    var top: CGFloat = 0
    var stopped = false

    struct StyleKey: Hashable {
        var run: Int
        var face: Int32
    }

    /// A run of characters of one style, face and direction, shaped.
    struct Item {
        var range: Range<Int>
        var style: Int32
        var script: UInt32
        /// A run of European digits after right-to-left text: numbers read left to right.
        var isNumber = false
        var rightToLeft = false
        /// Logical order (first character first), kern included in the advances.
        var glyphs: [ShapedGlyph] = []
    }

    /// A piece of a line: characters of the paragraph, or an inserted ellipsis.
    enum Segment {
        case text(Range<Int>)
        case ellipsis(style: Int32)
    }

    init(runs: [(range: Range<Int>, style: TextStyle)], options: Options) {
        self.runs = runs
        self.options = options
        for (index, run) in runs.enumerated() { _ = style(run: index, face: run.style.face) }
    }

    mutating func style(run: Int, face: FontFace) -> Int32 {
        let key = StyleKey(run: run, face: face.identifier)
        if let index = styleIndex[key] { return index }
        var style = runs[run].style
        style.face = face
        styles.append(style)
        let index = Int32(styles.count - 1)
        styleIndex[key] = index
        return index
    }

    func run(at offset: Int) -> Int {
        // Runs are few; a linear scan is cheaper than anything cleverer.
        for (index, run) in runs.enumerated() where run.range.contains(offset) { return index }
        return offset >= (runs.last?.range.upperBound ?? 0) && !runs.isEmpty ? runs.count - 1 : 0
    }

    mutating func layOut(_ text: UnsafeBufferPointer<UInt16>) {
        guard !text.isEmpty else { return }
        var start = 0
        var i = 0
        while i < text.count, !stopped {
            let unit = text[i]
            let isSeparator = !options.singleLine && (unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029)
            if isSeparator {
                layOutParagraph(text, range: start..<i)
                if unit == 0x0D, i + 1 < text.count, text[i + 1] == 0x0A { i += 1 }
                start = i + 1
                // A separator at the very end adds no empty line (see Options).
                if start < text.count { top += paragraphStyle(at: start - 1).paragraphSpacing }
            }
            i += 1
        }
        if start < text.count, !stopped { layOutParagraph(text, range: start..<text.count) }
        var width: CGFloat = 0
        for (line, indent) in zip(lines, lineIndents) { width = max(width, line.width + indent) }
        size = CGSize(width: width, height: lines.last.map { $0.top + $0.height } ?? 0)
    }

    var lineIndents: [CGFloat] = []

    func paragraphStyle(at offset: Int) -> ParagraphLayoutStyle {
        runs[run(at: offset)].style.paragraph
    }

    // MARK: Itemization and shaping

    mutating func items(_ text: UnsafeBufferPointer<UInt16>, range: Range<Int>) -> [Item] {
        var items: [Item] = []
        var i = range.lowerBound
        while i < range.upperBound {
            var scalarValue = UInt32(text[i])
            var length = 1
            if (0xD800...0xDBFF).contains(text[i]), i + 1 < range.upperBound, (0xDC00...0xDFFF).contains(text[i + 1]) {
                scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (UInt32(text[i + 1]) - 0xDC00)
                length = 2
            }
            let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
            let runIndex = run(at: i)
            let primary = runs[runIndex].style.face
            let face: FontFace
            let category = scalar.properties.generalCategory
            let attaches = category == .nonspacingMark || category == .enclosingMark || category == .spacingMark
                || (0x200C...0x200D).contains(scalarValue) || (0xFE00...0xFE0F).contains(scalarValue)
            if attaches, let last = items.last, run(at: last.range.lowerBound) == runIndex {
                // Marks and joiners stay in their base character's face.
                face = styles[Int(last.style)].face
            } else if runs[runIndex].style.inlineImage != nil || LineBreaker.isWhitespace(text[i]) || category == .control
                        || primary.covers(scalar) {
                // An inline image's character is never shaped: no fallback face for it.
                face = primary
            } else {
                face = FontCatalog.shared.fallbackFace(for: scalar) ?? primary
            }
            let style = style(run: runIndex, face: face)
            let script = TextShaper.script(of: scalarValue)
            let neutral = TextShaper.isNeutral(script)
            // Digits inside right-to-left text keep left-to-right order (the one piece of
            // UAX #9 that matters most for kiosks: prices, times, phone numbers).
            let isDigit = category == .decimalNumber && neutral
            let followsRightToLeft = items.last.map { $0.isNumber || TextShaper.direction(of: storedScript($0.script)) == .rightToLeft } ?? false
            let isNumber = isDigit && followsRightToLeft
            if var last = items.last, last.style == style, last.isNumber == isNumber,
               isNumber || neutral || TextShaper.isNeutral(storedScript(last.script)) || storedScript(last.script) == script {
                if TextShaper.isNeutral(storedScript(last.script)) && !neutral { last.script = script.rawValue }
                last.range = last.range.lowerBound..<(i + length)
                items[items.count - 1] = last
            } else {
                var item = Item(range: i..<(i + length), style: style, script: script.rawValue)
                item.isNumber = isNumber
                items.append(item)
            }
            i += length
        }
        return items
    }

    /// An item's script from its stored raw value.
    func storedScript(_ raw: UInt32) -> UnicodeScript { UnicodeScript(rawValue: raw) }

    // MARK: Paragraphs

    mutating func layOutParagraph(_ text: UnsafeBufferPointer<UInt16>, range: Range<Int>) {
        let paragraph = paragraphStyle(at: min(range.lowerBound, max(text.count - 1, 0)))
        var items = items(text, range: range)
        // The paragraph's direction: that of its first character with a strong direction.
        let rightToLeft = items.lazy.compactMap { TextShaper.direction(of: UnicodeScript(rawValue: $0.script)) }.first == .rightToLeft
        let n = range.count
        var widths = [CGFloat](repeating: 0, count: n)
        var clusterStarts = [Bool](repeating: false, count: n)
        var whitespace = [Bool](repeating: false, count: n)
        for i in 0..<n { whitespace[i] = LineBreaker.isWhitespace(text[range.lowerBound + i]) }
        for index in items.indices {
            let item = items[index]
            let style = styles[Int(item.style)]
            let itemRTL = item.isNumber ? false
                : TextShaper.direction(of: UnicodeScript(rawValue: item.script)).map { $0 == .rightToLeft } ?? rightToLeft
            var shaped = style.inlineImage.map { $0.glyphs(text, range: item.range) }
                ?? TextShaper.shape(text, range: item.range, face: style.face, pointSize: style.pointSize,
                                    direction: itemRTL ? .rightToLeft : .leftToRight)
            if itemRTL { shaped.reverse() }
            var previousCluster = -1
            for g in shaped.indices {
                if shaped[g].cluster != previousCluster { shaped[g].advance += style.kern }
                previousCluster = shaped[g].cluster
                let at = shaped[g].cluster - range.lowerBound
                guard at >= 0, at < n else { continue }
                widths[at] += shaped[g].advance
                clusterStarts[at] = true
            }
            items[index].rightToLeft = itemRTL
            items[index].glyphs = shaped
        }
        if n > 0 { clusterStarts[0] = true }

        let totalWidth = options.width ?? .infinity
        let firstAvailable = totalWidth - paragraph.firstLineHeadIndent
        let otherAvailable = totalWidth - paragraph.headIndent
        var paragraphLines: [LineBreaker.Line]
        if paragraph.lineBreak.wraps, options.width != nil {
            let opportunities = LineBreaker.opportunities(text, range: range)
            paragraphLines = LineBreaker.lines(
                widths: widths, clusterStarts: clusterStarts, whitespace: whitespace, opportunities: opportunities,
                firstWidth: firstAvailable, otherWidth: otherAvailable, byWord: paragraph.lineBreak == .wordWrapping)
        } else {
            paragraphLines = [LineBreaker.measured(start: 0, end: n, widths: widths, whitespace: whitespace)]
        }
        if paragraphLines.isEmpty {
            paragraphLines = [LineBreaker.Line(start: 0, end: 0, visibleEnd: 0, width: 0)]
        }

        for (lineNumber, line) in paragraphLines.enumerated() {
            let available = lineNumber == 0 ? firstAvailable : otherAvailable
            var segments: [Segment] = [.text(line.start..<line.visibleEnd)]
            var truncated = false
            if !paragraph.lineBreak.wraps, line.width > available + 1.0 / 128 {
                segments = truncate(line, available: available, mode: paragraph.lineBreak, widths: widths,
                                    clusterStarts: clusterStarts, whitespace: whitespace, items: items, base: range.lowerBound)
                truncated = true
            }
            let isLast = lineNumber == paragraphLines.count - 1
            if lineNumber > 0 { top += paragraph.lineSpacing }
            var placed = place(segments, items: items, base: range.lowerBound, rightToLeft: rightToLeft,
                               justifyTo: paragraph.alignment == .justified && !isLast && paragraph.lineBreak.wraps ? available : nil,
                               text: text, emptyStyle: items.first?.style ?? Int32(run(at: range.lowerBound)))
            // Lines that do not fit the height are left out; the one before them may take an ellipsis.
            if let maximumHeight = options.maximumHeight, top + placed.height > maximumHeight + 1.0 / 128 {
                stopped = true
                truncateLastLine(text)
                return
            }
            let indent = lineNumber == 0 ? paragraph.firstLineHeadIndent : paragraph.headIndent
            placed.line.characterRange = (range.lowerBound + line.start)..<(range.lowerBound + line.end)
            placed.line.isTruncated = truncated
            place(&placed, indent: indent, available: available, alignment: paragraph.alignment, rightToLeft: rightToLeft)
            lines.append(placed.line)
            lineIndents.append(indent)
            pendingTruncation = (text: range, paragraph: paragraph, lineStart: line.start, available: available,
                                 rightToLeft: rightToLeft, indent: indent, items: items, widths: widths,
                                 clusterStarts: clusterStarts, whitespace: whitespace)
            top += placed.height
        }
    }

    // What `truncateLastLine` needs to lay the last kept line out again.
    var pendingTruncation: (text: Range<Int>, paragraph: ParagraphLayoutStyle, lineStart: Int, available: CGFloat,
                                    rightToLeft: Bool, indent: CGFloat, items: [Item], widths: [CGFloat],
                                    clusterStarts: [Bool], whitespace: [Bool])?

    /// Re-lays the last kept line from its start to its paragraph's end, ending in an ellipsis.
    mutating func truncateLastLine(_ text: UnsafeBufferPointer<UInt16>) {
        guard options.truncatesLastVisibleLine, let pending = pendingTruncation, let last = lines.popLast() else { return }
        lineIndents.removeLast()
        glyphs.removeSubrange(last.glyphRange)
        let n = pending.text.count
        let line = LineBreaker.measured(start: pending.lineStart, end: n, widths: pending.widths, whitespace: pending.whitespace)
        let mode: ParagraphLayoutStyle.LineBreak = options.lastLineTruncation == .truncatingHead
            || options.lastLineTruncation == .truncatingMiddle ? options.lastLineTruncation : .truncatingTail
        let segments = truncate(line, available: pending.available, mode: mode, widths: pending.widths,
                                clusterStarts: pending.clusterStarts, whitespace: pending.whitespace, items: pending.items,
                                base: pending.text.lowerBound, forceEllipsis: true)
        top = last.top
        var placed = place(segments, items: pending.items, base: pending.text.lowerBound, rightToLeft: pending.rightToLeft,
                           justifyTo: nil, text: text, emptyStyle: 0)
        placed.line.characterRange = (pending.text.lowerBound + pending.lineStart)..<pending.text.upperBound
        placed.line.isTruncated = true
        place(&placed, indent: pending.indent, available: pending.available, alignment: pending.paragraph.alignment,
              rightToLeft: pending.rightToLeft)
        lines.append(placed.line)
        lineIndents.append(pending.indent)
    }
}
