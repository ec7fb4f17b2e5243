// Vitrine — Apache License 2.0
// Putting cells, headers and footers on the rows and sections the bounds show.
//
// A pass first sends the cells of rows that left the bounds to the reuse pool, then
// asks the data source for the rows that arrived, so scrolling through any number of
// rows allocates no more cells than fit on screen plus the one or two a row boundary
// straddles. A self-sizing row is measured when its cell first arrives; if that moves the
// rows below, the pass runs again (at most a few times: each run measures new rows only).
//
// In a plain table a section's header stays at the top of the view while its rows
// scroll under it, pushed up by the next section's header (iOS's floating headers).

extension UITableView {
    func tile() {
        ensureGeometry()
        updateContentSize()
        for _ in 0..<4 {
            if !tileRows() { break }
            updateContentSize()
        }
        tileHeadersAndFooters()
        placeTableViews()
        placeRowsAroundReorder()
        placeFillerSeparators()
        placeSectionIndex()
        updatePrefetching()
    }

    /// The rows the bounds show.
    var rowsInBounds: [IndexPath] {
        let visible = bounds
        return geometry.indexPaths(from: visible.minY, to: visible.maxY)
    }

    /// One tiling pass; true when measuring moved rows (another pass is due).
    private func tileRows() -> Bool {
        let wanted = rowsInBounds
        var wantedSet = Set(wanted)
        // The row a finger is moving stays with it however far the table auto-scrolls.
        if let move = reorder { wantedSet.insert(move.source) }
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) {
            enqueue(cell, from: indexPath)
        }
        var moved = false
        for indexPath in wanted where visibleCellsByIndexPath[indexPath] == nil {
            guard let dataSource else { break }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            adopt(cell, at: indexPath)
            if !geometry.sections[indexPath.section].measured[indexPath.row] {
                moved = measure(cell, at: indexPath) || moved
            }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        placeCells()
        return moved
    }

    /// Makes `cell` the cell of `indexPath`.
    func adopt(_ cell: UITableViewCell, at indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath] = cell
        cell.tableView = self
        cell.isHidden = false
        if cell.superview !== self {
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
        }
        if cell.backgroundColor === UITableViewCell.defaultBackgroundColor, style != .plain {
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        let selected = selectedIndexPaths.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        configureEditing(of: cell, at: indexPath, animated: false)
        let span = rowXSpan
        if cell.frame.width != span.width {
            cell.frame = CGRect(x: span.x, y: cell.frame.minY, width: span.width, height: geometry.rowSpan(indexPath).height)
        }
    }

    /// Measures a self-sizing row; true when its height changed.
    func measure(_ cell: UITableViewCell, at indexPath: IndexPath) -> Bool {
        var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height == Self.automaticDimension {
            height = cell.fittingHeight(forWidth: rowXSpan.width)
        }
        let old = geometry.sections[indexPath.section].rowHeights[indexPath.row]
        geometry.setHeight(Self.clean(height), measured: true, at: indexPath)
        return old != geometry.sections[indexPath.section].rowHeights[indexPath.row]
    }

    /// Puts every cell on screen at its row's rectangle, with its separator.
    func placeCells() {
        let span = rowXSpan
        for (indexPath, cell) in visibleCellsByIndexPath {
            let row = geometry.rowSpan(indexPath)
            let frame = CGRect(x: span.x, y: row.y, width: span.width, height: row.height)
            if cell.frame != frame { cell.frame = frame }
            styleSeparator(of: cell, at: indexPath)
            if style == .insetGrouped { roundCorners(of: cell, at: indexPath) }
        }
    }

    /// Shows the separator under every row but the last of its section.
    private func styleSeparator(of cell: UITableViewCell, at indexPath: IndexPath) {
        let isLast = indexPath.row == geometry.sections[indexPath.section].rowCount - 1
        cell.showsSeparator = separatorStyle != .none && !isLast
        if let separatorColor, cell.separatorView.backgroundColor !== separatorColor {
            cell.separatorView.backgroundColor = separatorColor
        }
    }

    /// Rounds the first and last rows of an inset-grouped section: 10 points, iOS's
    /// usual radius (not documented by Apple).
    private func roundCorners(of cell: UITableViewCell, at indexPath: IndexPath) {
        let count = geometry.sections[indexPath.section].rowCount
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if indexPath.row == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = !corners.isEmpty
    }

    // MARK: - Headers and footers

    private func tileHeadersAndFooters() {
        let visible = bounds
        let sections = geometry.sections(from: visible.minY, to: visible.maxY)
        for (section, view) in visibleHeaders where !sections.contains(section) {
            visibleHeaders[section] = nil
            enqueueHeaderFooter(view)
        }
        for (section, view) in visibleFooters where !sections.contains(section) {
            visibleFooters[section] = nil
            enqueueHeaderFooter(view)
        }
        for section in sections {
            placeHeader(section)
            placeFooter(section)
        }
    }

    private func placeHeader(_ section: Int) {
        let span = geometry.headerSpan(section)
        guard span.height > 0 else { return }
        let view = visibleHeaders[section] ?? makeHeaderFooter(section, header: true)
        guard let view else { return }
        visibleHeaders[section] = view
        var y = span.y
        if style == .plain {
            // Floats at the top of the view until the section's end pushes it up.
            let top = bounds.minY + adjustedContentInset.top
            let end = geometry.footerSpan(section).y
            y = min(max(y, top), end - span.height)
            y = max(y, span.y)
        }
        let frame = CGRect(x: 0, y: y, width: bounds.width, height: span.height)
        if view.frame != frame { view.frame = frame }
    }

    private func placeFooter(_ section: Int) {
        let span = geometry.footerSpan(section)
        guard span.height > 0 else { return }
        let view = visibleFooters[section] ?? makeHeaderFooter(section, header: false)
        guard let view else { return }
        visibleFooters[section] = view
        let frame = CGRect(x: 0, y: span.y, width: bounds.width, height: span.height)
        if view.frame != frame { view.frame = frame }
    }

    /// The view of a header or footer: the delegate's, or a standard view with the title.
    private func makeHeaderFooter(_ section: Int, header: Bool) -> UIView? {
        var view: UIView?
        if header {
            view = preparedHeaders.removeValue(forKey: section) ?? tableDelegate?.tableView(self, viewForHeaderInSection: section)
        } else {
            view = preparedFooters.removeValue(forKey: section) ?? tableDelegate?.tableView(self, viewForFooterInSection: section)
        }
        if view == nil {
            let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section)
            guard let title else { return nil }
            let identifier = "UITableView.title"
            let standard: UITableViewHeaderFooterView
            if var pool = reusableHeaderFooters[identifier], let reused = pool.popLast() {
                reusableHeaderFooters[identifier] = pool
                standard = reused
            } else {
                standard = UITableViewHeaderFooterView(reuseIdentifier: identifier)
            }
            standard.textLabel?.text = style == .plain || !header ? title : title.uppercased()
            standard.textLabel?.font = .preferredFont(forTextStyle: style == .plain && header ? .headline : .footnote)
            standard.textLabel?.textColor = style == .plain && header ? .label : .secondaryLabel
            standard.alignsTextToBottom = header && style != .plain
            standard.backgroundColor = style == .plain ? .systemBackground : nil
            view = standard
        }
        guard let view else { return nil }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter.sideMargin = sideMargin
            headerFooter.isHidden = false
        }
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        return view
    }

    /// The table's header and footer views, and the background view.
    private func placeTableViews() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.sectionTops[geometry.sections.count], width: bounds.width, height: geometry.tableFooterHeight)
        }
        backgroundView?.frame = bounds
    }
}
