// Vitrine — Apache License 2.0
// Where every row, header and footer of a table is, without laying out a single cell.
//
// Each section keeps its rows' heights and their running sums, so a row's rectangle is
// two array reads, and the rows in a rectangle are found by binary search: the content
// size of 10,000 rows costs one pass over their heights, and a scroll costs O(log n).
// Heights start as estimates where the row is self-sizing (`measured` false); a row shown
// for the first time is measured and the sums after it are brought up to date.

/// The vertical positions of a table's rows, headers and footers.
struct TableGeometry {
    struct Section {
        /// Space above the header (`sectionHeaderTopPadding`), part of the section.
        var headerPadding: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var rowHeights: [CGFloat] = []
        /// Whether each row's height is final (not an estimate).
        var measured: [Bool] = []
        /// rowTops[i]: the top of row i from the first row's top; rowTops[count] is the
        /// rows' total height.
        var rowTops: [CGFloat] = [0]

        var rowCount: Int { rowHeights.count }
        var rowsHeight: CGFloat { rowTops[rowHeights.count] }
        var height: CGFloat { headerPadding + headerHeight + rowsHeight + footerHeight }
        /// The rows' top from the section's top.
        var rowsOffset: CGFloat { headerPadding + headerHeight }

        mutating func recomputeTops(from row: Int = 0) {
            if rowTops.count != rowHeights.count + 1 {
                rowTops = [CGFloat](repeating: 0, count: rowHeights.count + 1)
                recomputeTops(from: 0)
                return
            }
            var top = rowTops[row]
            for index in row..<rowHeights.count {
                rowTops[index] = top
                top += rowHeights[index]
            }
            rowTops[rowHeights.count] = top
        }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []
    /// sectionTops[i]: the top of section i (its header); sectionTops[count]: the end of
    /// the last section.
    var sectionTops: [CGFloat] = [0]

    var contentHeight: CGFloat { sectionTops[sections.count] + tableFooterHeight }

    mutating func recomputeSectionTops(from section: Int = 0) {
        if sectionTops.count != sections.count + 1 || section == 0 {
            sectionTops = [CGFloat](repeating: 0, count: sections.count + 1)
            var top = tableHeaderHeight
            for index in sections.indices {
                sectionTops[index] = top
                top += sections[index].height
            }
            sectionTops[sections.count] = top
            return
        }
        var top = sectionTops[section]
        for index in section..<sections.count {
            sectionTops[index] = top
            top += sections[index].height
        }
        sectionTops[sections.count] = top
    }

    /// Sets the height of a row and moves everything after it.
    mutating func setHeight(_ height: CGFloat, measured: Bool, at indexPath: IndexPath) {
        let s = indexPath.section, r = indexPath.row
        sections[s].measured[r] = measured
        guard sections[s].rowHeights[r] != height else { return }
        sections[s].rowHeights[r] = height
        sections[s].recomputeTops(from: r)
        recomputeSectionTops(from: s)
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
    }

    // MARK: - Rectangles (y and height only)

    func rowSpan(_ indexPath: IndexPath) -> (y: CGFloat, height: CGFloat) {
        let section = sections[indexPath.section]
        return (sectionTops[indexPath.section] + section.rowsOffset + section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
    }

    func headerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        (sectionTops[section] + sections[section].headerPadding, sections[section].headerHeight)
    }

    func footerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        (sectionTops[section + 1] - sections[section].footerHeight, sections[section].footerHeight)
    }

    // MARK: - Searching

    /// The last index i with values[i] <= y (values ascending), clamped to 0..<limit.
    private static func lastIndex(in values: [CGFloat], atOrBefore y: CGFloat, limit: Int) -> Int {
        var low = 0, high = limit - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if values[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The section whose span holds `y` (clamped to the sections there are).
    func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        return Self.lastIndex(in: sectionTops, atOrBefore: y, limit: sections.count)
    }

    /// The row at `y`, if a row is there.
    func indexPath(at y: CGFloat) -> IndexPath? {
        guard let s = section(at: y) else { return nil }
        let section = sections[s]
        let local = y - sectionTops[s] - section.rowsOffset
        guard section.rowCount > 0, local >= 0, local < section.rowsHeight else { return nil }
        return IndexPath(row: Self.lastIndex(in: section.rowTops, atOrBefore: local, limit: section.rowCount), section: s)
    }

    /// The rows that intersect minY..<maxY, in order.
    func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY, let first = section(at: minY) else { return [] }
        var result: [IndexPath] = []
        var s = first
        while s < sections.count, sectionTops[s] < maxY {
            let section = sections[s]
            let rowsTop = sectionTops[s] + section.rowsOffset
            if section.rowCount > 0 {
                var row = Self.lastIndex(in: section.rowTops, atOrBefore: max(minY - rowsTop, 0), limit: section.rowCount)
                while row < section.rowCount, rowsTop + section.rowTops[row] < maxY {
                    if rowsTop + section.rowTops[row + 1] > minY, section.rowHeights[row] > 0 || rowsTop + section.rowTops[row] >= minY {
                        result.append(IndexPath(row: row, section: s))
                    }
                    row += 1
                }
            }
            s += 1
        }
        return result
    }

    /// The sections whose span (header, rows, footer) intersects minY..<maxY.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard maxY > minY, let first = section(at: minY) else { return 0..<0 }
        var end = first
        while end < sections.count, sectionTops[end] < maxY { end += 1 }
        return first..<max(end, first + 1)
    }
}
