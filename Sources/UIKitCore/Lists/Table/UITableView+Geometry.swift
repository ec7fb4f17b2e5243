// Vitrine — Apache License 2.0
// Building the table's geometry from the data source and delegate: counts, heights of
// headers, footers and rows (estimates for self-sizing rows), and the rectangles the
// public API reports.
//
// Header and footer heights when `automaticDimension` (the default), which Apple does
// not give in figures; ours follow what iOS shows: a titled header or footer is 28
// points in a plain table and 38 in a grouped one; an untitled one takes no space in a
// plain table, and in a grouped one 35 points above the first section and 18 between
// sections (the grouped style's gaps).

extension UITableView {
    static let plainTitleHeight: CGFloat = 28
    static let groupedTitleHeight: CGFloat = 38
    static let groupedFirstGap: CGFloat = 35
    static let groupedGap: CGFloat = 18

    /// Builds the geometry if a reload is due.
    func ensureGeometry() {
        guard needsReload else { return }
        needsReload = false
        rebuildGeometry()
    }

    /// Asks the data source and delegate again for every count and height; self-sizing
    /// rows start from their estimates.
    func rebuildGeometry() {
        var built = TableGeometry()
        built.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        built.tableFooterHeight = tableFooterView?.frame.height ?? 0
        preparedHeaders = [:]
        preparedFooters = [:]
        if let dataSource {
            let sectionCount = max(dataSource.numberOfSections(in: self), 0)
            built.sections.reserveCapacity(sectionCount)
            for s in 0..<sectionCount {
                built.sections.append(makeSection(s, rows: max(dataSource.tableView(self, numberOfRowsInSection: s), 0)))
            }
        }
        for s in built.sections.indices { built.sections[s].recomputeTops() }
        built.recomputeSectionTops()
        geometry = built
        updateContentSize()
        loadSectionIndexTitles()
    }

    /// The geometry of section `s` with `rows` rows.
    func makeSection(_ s: Int, rows: Int) -> TableGeometry.Section {
        var section = TableGeometry.Section()
        section.headerHeight = headerHeight(s)
        if section.headerHeight > 0, sectionHeaderTopPadding != Self.automaticDimension {
            section.headerPadding = Self.clean(sectionHeaderTopPadding)
        }
        section.footerHeight = footerHeight(s)
        section.rowHeights = [CGFloat](repeating: 0, count: rows)
        section.measured = [Bool](repeating: false, count: rows)
        for row in 0..<rows {
            let (height, exact) = initialHeight(IndexPath(row: row, section: s))
            section.rowHeights[row] = height
            section.measured[row] = exact
        }
        section.recomputeTops()
        return section
    }

    /// A row's height before it is shown: the delegate's (or `rowHeight`) when fixed,
    /// else the estimate.
    func initialHeight(_ indexPath: IndexPath) -> (CGFloat, exact: Bool) {
        let delegate = tableDelegate
        if rowHeight != Self.automaticDimension || delegate != nil {
            let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            if height != Self.automaticDimension { return (Self.clean(height), true) }
        }
        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return (estimate > 0 ? Self.clean(estimate) : Self.standardRowHeight, false)
    }

    static func clean(_ height: CGFloat) -> CGFloat {
        height.isFinite ? max(height, 0) : 0
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked != Self.automaticDimension { return Self.clean(asked) }
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            preparedHeaders[section] = view
            return fittingHeight(of: view)
        }
        if dataSource?.tableView(self, titleForHeaderInSection: section) != nil {
            return style == .plain ? Self.plainTitleHeight : Self.groupedTitleHeight
        }
        if style == .plain { return 0 }
        return section == 0 ? Self.groupedFirstGap : Self.groupedGap / 2
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked != Self.automaticDimension { return Self.clean(asked) }
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) {
            preparedFooters[section] = view
            return fittingHeight(of: view)
        }
        if dataSource?.tableView(self, titleForFooterInSection: section) != nil {
            return style == .plain ? Self.plainTitleHeight : Self.groupedTitleHeight
        }
        if style == .plain { return 0 }
        return Self.groupedGap / 2
    }

    /// The height of a header or footer view: its constraints' when it has any, else its
    /// frame's, else a title's.
    private func fittingHeight(of view: UIView) -> CGFloat {
        let width = bounds.width
        let constrained = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        if !constrained.constraints.isEmpty {
            return view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height
        }
        if view.frame.height > 0 { return view.frame.height }
        return style == .plain ? Self.plainTitleHeight : Self.groupedTitleHeight
    }

    /// Rebuilds the geometry (heights may have changed) and re-tiles the cells on screen.
    func reloadGeometryKeepingCells() {
        guard !needsReload else { setNeedsLayout(); return }
        rebuildGeometry()
        let stale = visibleCellsByIndexPath.filter { !geometry.contains($0.key) }
        for (indexPath, cell) in stale { enqueue(cell, from: indexPath) }
        setNeedsLayout()
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: - Rectangles

    /// The rectangle of the row at `indexPath`, in the table's coordinates; `.zero` for
    /// a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        ensureGeometry()
        guard geometry.contains(indexPath) else { return .zero }
        let span = geometry.rowSpan(indexPath), x = rowXSpan
        return CGRect(x: x.x, y: span.y, width: x.width, height: span.height)
    }

    /// The rectangle of `section`'s header.
    public func rectForHeader(inSection section: Int) -> CGRect {
        ensureGeometry()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let span = geometry.headerSpan(section)
        return CGRect(x: 0, y: span.y, width: bounds.width, height: span.height)
    }

    /// The rectangle of `section`'s footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        ensureGeometry()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let span = geometry.footerSpan(section)
        return CGRect(x: 0, y: span.y, width: bounds.width, height: span.height)
    }

    /// The rectangle of `section`: header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        ensureGeometry()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let top = geometry.sectionTops[section]
        return CGRect(x: 0, y: top, width: bounds.width, height: geometry.sectionTops[section + 1] - top)
    }

    /// The row at `point` (table coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        ensureGeometry()
        guard let indexPath = geometry.indexPath(at: point.y) else { return nil }
        let x = rowXSpan
        return point.x >= x.x && point.x < x.x + x.width ? indexPath : nil
    }

    /// The rows whose rectangles intersect `rect`.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        ensureGeometry()
        return geometry.indexPaths(from: rect.minY, to: rect.maxY)
    }
}
