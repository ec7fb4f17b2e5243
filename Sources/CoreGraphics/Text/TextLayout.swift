// Vitrine — Apache License 2.0
// Text layout in user space (points, y down, origin at the top-left of the first line
// box): paragraphs → runs of one face and script (with fallback faces for characters the
// font lacks) → HarfBuzz → lines → glyph positions. Bidi is simple: a paragraph takes one
// direction from its first strong character; within a line, runs of the other direction
// keep their own internal order but are placed in the paragraph's order (no full UAX #9).
import CHarfBuzz
import Foundation

/// Styled text broken into lines and positioned glyphs, ready to measure or draw.
public struct TextLayout: Sendable {
    /// One placed glyph.
    public struct Glyph: Sendable, Equatable {
        /// The glyph index in `styles[style].face`.
        public var glyph: UInt32
        /// Index into `styles`.
        public var style: Int32
        /// The pen position plus the glyph's offset, from the layout's left edge, in points.
        public var x: CGFloat
        /// The baseline plus the glyph's offset, from the layout's top, in points (y down).
        public var y: CGFloat
        /// How far the pen moved after this glyph.
        public var advance: CGFloat
        /// The UTF-16 offset of the character the glyph comes from (-1 for an inserted ellipsis).
        public var cluster: Int
    }

    /// One line of glyphs.
    public struct Line: Sendable, Equatable {
        /// The line's glyphs in `glyphs`, in visual order (left to right).
        public var glyphRange: Range<Int>
        /// The characters laid out on this line (UTF-16 offsets), trailing spaces included.
        public var characterRange: Range<Int>
        /// The top of the line box.
        public var top: CGFloat
        /// The baseline, `top + ascent`.
        public var baseline: CGFloat
        /// The line box's height.
        public var height: CGFloat
        /// The left edge of the first glyph's pen position (indent and alignment applied).
        public var x: CGFloat
        /// The width of the glyphs, trailing whitespace excluded.
        public var width: CGFloat
        /// True when text was cut and an ellipsis inserted (or, when clipping, left out).
        public var isTruncated: Bool
    }

    /// How the text is fitted.
    public struct Options: Sendable {
        /// The width lines break at; nil lays each paragraph out on one line.
        public var width: CGFloat?
        /// Lines whose bottom is below this are left out; nil keeps every line.
        public var maximumHeight: CGFloat?
        /// When lines are left out, ends the last kept line with an ellipsis.
        public var truncatesLastVisibleLine: Bool
        /// Adds the font's line gap to each line's height.
        public var usesFontLeading: Bool
        /// Lays out everything on one line: newlines do not start new lines.
        public var singleLine: Bool

        /// Options; by default unbounded, with the font leading.
        public init(
            width: CGFloat? = nil, maximumHeight: CGFloat? = nil, truncatesLastVisibleLine: Bool = false,
            usesFontLeading: Bool = true, singleLine: Bool = false
        ) {
            self.width = width
            self.maximumHeight = maximumHeight
            self.truncatesLastVisibleLine = truncatesLastVisibleLine
            self.usesFontLeading = usesFontLeading
            self.singleLine = singleLine
        }
    }

    /// The styles glyphs refer to: the runs' styles, plus copies with fallback faces.
    public private(set) var styles: [TextStyle] = []
    /// Every glyph, line after line.
    public private(set) var glyphs: [Glyph] = []
    /// The lines, top to bottom.
    public private(set) var lines: [Line] = []
    /// The width of the widest line (indents included) and the height of all lines.
    public private(set) var size: CGSize = .zero

    /// Lays out `text` in one style.
    public init(text: String, style: TextStyle, options: Options = Options()) {
        self.init(text: text, runs: [(0..<text.utf16.count, style)], options: options)
    }

    /// Lays out `text` whose UTF-16 ranges `runs` have the given styles. Ranges should cover
    /// the text in order; characters outside every range take the first run's style.
    public init(text: String, runs: [(range: Range<Int>, style: TextStyle)], options: Options = Options()) {
        guard !runs.isEmpty else { return }
        let utf16 = Array(text.utf16)
        var builder = Builder(runs: runs, options: options)
        utf16.withUnsafeBufferPointer { builder.layOut($0) }
        styles = builder.styles
        glyphs = builder.glyphs
        lines = builder.lines
        size = builder.size
    }
}

extension TextLayout {
    /// Builds a layout: itemization, shaping, line breaking, placement.
    fileprivate struct Builder {
        let runs: [(range: Range<Int>, style: TextStyle)]
        let options: Options
        var styles: [TextStyle] = []
        var glyphs: [Glyph] = []
        var lines: [Line] = []
        var size: CGSize = .zero
        private var styleIndex: [StyleKey: Int32] = [:]
        private var top: CGFloat = 0
        private var stopped = false

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

        private var lineIndents: [CGFloat] = []

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
                } else if LineBreaker.isWhitespace(text[i]) || category == .control || primary.covers(scalar) {
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
                let followsRightToLeft = items.last.map { $0.isNumber || TextShaper.direction(of: hb($0.script)) == .rightToLeft } ?? false
                let isNumber = isDigit && followsRightToLeft
                if var last = items.last, last.style == style, last.isNumber == isNumber,
                   isNumber || neutral || TextShaper.isNeutral(hb(last.script)) || hb(last.script) == script {
                    if TextShaper.isNeutral(hb(last.script)) && !neutral { last.script = script.rawValue }
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

        private func hb(_ raw: UInt32) -> hb_script_t { hb_script_t(rawValue: raw) }

        // MARK: Paragraphs

        mutating func layOutParagraph(_ text: UnsafeBufferPointer<UInt16>, range: Range<Int>) {
            let paragraph = paragraphStyle(at: min(range.lowerBound, max(text.count - 1, 0)))
            var items = items(text, range: range)
            // The paragraph's direction: that of its first character with a strong direction.
            let rightToLeft = items.lazy.compactMap { TextShaper.direction(of: hb_script_t(rawValue: $0.script)) }.first == .rightToLeft
            let n = range.count
            var widths = [CGFloat](repeating: 0, count: n)
            var clusterStarts = [Bool](repeating: false, count: n)
            var whitespace = [Bool](repeating: false, count: n)
            for i in 0..<n { whitespace[i] = LineBreaker.isWhitespace(text[range.lowerBound + i]) }
            for index in items.indices {
                let item = items[index]
                let style = styles[Int(item.style)]
                let itemRTL = item.isNumber ? false
                    : TextShaper.direction(of: hb_script_t(rawValue: item.script)).map { $0 == .rightToLeft } ?? rightToLeft
                var shaped = TextShaper.shape(text, range: item.range, face: style.face, pointSize: style.pointSize,
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
        private var pendingTruncation: (text: Range<Int>, paragraph: ParagraphLayoutStyle, lineStart: Int, available: CGFloat,
                                        rightToLeft: Bool, indent: CGFloat, items: [Item], widths: [CGFloat],
                                        clusterStarts: [Bool], whitespace: [Bool])?

        /// Re-lays the last kept line from its start to its paragraph's end, ending in an ellipsis.
        private mutating func truncateLastLine(_ text: UnsafeBufferPointer<UInt16>) {
            guard options.truncatesLastVisibleLine, let pending = pendingTruncation, let last = lines.popLast() else { return }
            lineIndents.removeLast()
            glyphs.removeSubrange(last.glyphRange)
            let n = pending.text.count
            let line = LineBreaker.measured(start: pending.lineStart, end: n, widths: pending.widths, whitespace: pending.whitespace)
            let segments = truncate(line, available: pending.available, mode: .truncatingTail, widths: pending.widths,
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
            for piece in pieces {
                for (shaped, style) in piece {
                    usedStyles.insert(style)
                    var glyph = Glyph(glyph: shaped.glyph, style: style, x: pen + shaped.xOffset, y: -shaped.yOffset,
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
                ascent = max(ascent, style.ascent)
                descent = max(descent, style.descent)
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
}
