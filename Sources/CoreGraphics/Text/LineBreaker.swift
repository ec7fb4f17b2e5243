// Vitrine — Apache License 2.0
// Line breaking is a simplified form of UAX #14 (Unicode line breaking): a line may break
// after spaces, after a hyphen, and between CJK characters (except before closing or after
// opening punctuation). A word wider than the line breaks between clusters, as UIKit does.

/// Where lines may break, and the greedy filling of lines.
enum LineBreaker {
    /// One line of a paragraph: characters [start, end) in paragraph-relative UTF-16 offsets;
    /// `visibleEnd` excludes the trailing whitespace, which hangs past the margin.
    struct Line: Equatable {
        var start: Int
        var end: Int
        var visibleEnd: Int
        var width: CGFloat
    }

    /// True for characters that separate words and hang at the end of a line.
    static func isWhitespace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x3000
    }

    /// CJK ideographs, kana, Hangul and full-width forms: a line may break between any two.
    static func isIdeographic(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x2E80...0x2FFF, 0x3000...0x30FF, 0x3100...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
             0xD840...0xD87F: // high surrogates of the supplementary ideographic plane
            return true
        default:
            return false
        }
    }

    private static func isClosingPunctuation(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x2C, 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0x29, 0x5D, 0x7D, 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F,
             0x3011, 0xFF09, 0xFF0C, 0xFF0E, 0xFF01, 0xFF1F, 0xFF1A, 0xFF1B, 0x30FC:
            return true
        default:
            return false
        }
    }

    private static func isOpeningPunctuation(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x28, 0x5B, 0x7B, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0xFF08:
            return true
        default:
            return false
        }
    }

    /// `result[i]` is true when a line may start at character `i` of `text`.
    static func opportunities(_ text: UnsafeBufferPointer<UInt16>, range: Range<Int>) -> [Bool] {
        var result = [Bool](repeating: false, count: range.count)
        guard range.count > 1 else { return result }
        for i in 1..<range.count {
            let previous = text[range.lowerBound + i - 1], current = text[range.lowerBound + i]
            if isWhitespace(current) || (0xDC00...0xDFFF).contains(current) { continue }
            if isWhitespace(previous) {
                result[i] = true
            } else if previous == 0x2D || previous == 0x2010 {
                result[i] = i >= 2 && !isWhitespace(text[range.lowerBound + i - 2])
            } else if isIdeographic(previous) || isIdeographic(current) {
                result[i] = !isClosingPunctuation(current) && !isOpeningPunctuation(previous)
            }
        }
        return result
    }

    /// Fills lines greedily. `widths[i]` is the advance of the cluster starting at `i` (0 inside
    /// clusters), `clusterStarts[i]` whether one starts there. The first line has
    /// `firstWidth` available, the others `otherWidth`. `byWord` false breaks anywhere
    /// between clusters (byCharWrapping).
    static func lines(
        widths: [CGFloat], clusterStarts: [Bool], whitespace: [Bool], opportunities: [Bool],
        firstWidth: CGFloat, otherWidth: CGFloat, byWord: Bool
    ) -> [Line] {
        let n = widths.count
        var lines: [Line] = []
        var lineStart = 0
        // Rounding in the 1/64 pt advances must not push a line that fits exactly onto two.
        let tolerance: CGFloat = 1.0 / 128
        while lineStart < n {
            let available = (lines.isEmpty ? firstWidth : otherWidth) + tolerance
            var width: CGFloat = 0
            var lastBreak: Int?
            var end = n
            var i = lineStart
            while i < n {
                if i > lineStart, clusterStarts[i], byWord ? opportunities[i] : true { lastBreak = i }
                if !whitespace[i], i > lineStart, width + widths[i] > available {
                    if byWord, let breakAt = lastBreak, breakAt > lineStart, opportunities[breakAt] {
                        end = breakAt
                    } else {
                        // No break opportunity: break before the cluster that overflows.
                        var at = i
                        while at > lineStart, !clusterStarts[at] { at -= 1 }
                        if at == lineStart {
                            at = lineStart + 1
                            while at < n, !clusterStarts[at] { at += 1 }
                        }
                        end = at
                    }
                    break
                }
                width += widths[i]
                i += 1
            }
            lines.append(measured(start: lineStart, end: end, widths: widths, whitespace: whitespace))
            lineStart = end
        }
        return lines
    }

    /// A line over [start, end) with its trailing whitespace excluded from the width.
    static func measured(start: Int, end: Int, widths: [CGFloat], whitespace: [Bool]) -> Line {
        var visibleEnd = end
        while visibleEnd > start, whitespace[visibleEnd - 1] { visibleEnd -= 1 }
        var width: CGFloat = 0
        for i in start..<visibleEnd { width += widths[i] }
        return Line(start: start, end: end, visibleEnd: visibleEnd, width: width)
    }
}
