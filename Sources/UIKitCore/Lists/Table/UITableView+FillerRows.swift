// Vitrine — Apache License 2.0
// Filler rows: a plain table whose rows end above its bottom edge can show empty rows
// below the last one, drawn as separators only. `fillerRowHeight` chooses: 0 (the
// default since iOS 15, as Apple documents) shows none, `automaticDimension` makes them
// as high as the last row (iOS 14 and earlier), a positive value that high. A table
// footer view ends the content, so no filler rows follow it, as on iOS.

extension UITableView {
    /// The separators of the filler rows, placed at each layout pass.
    func placeFillerSeparators() {
        var wanted: [CGRect] = []
        if style == .plain, tableFooterView == nil, separatorStyle != .none, fillerRowHeight != 0, fillerRowHeight.isFinite || fillerRowHeight == Self.automaticDimension {
            let lastSection = geometry.sections.indices.last { geometry.sections[$0].rowCount > 0 }
            var height = fillerRowHeight
            if height == Self.automaticDimension {
                height = lastSection.map { geometry.rowSpan(IndexPath(row: geometry.sections[$0].rowCount - 1, section: $0)).height }
                    ?? Self.standardRowHeight
            }
            let hairline = 1 / max(layer.contentsScale, 1)
            let inset = separatorInset
            let span = rowXSpan
            if height > 0 {
                var y = geometry.contentHeight + height
                while y <= bounds.maxY, wanted.count < 200 {
                    if y > bounds.minY {
                        wanted.append(CGRect(x: span.x + inset.left, y: y - hairline,
                                             width: max(span.width - inset.left - inset.right, 0), height: hairline))
                    }
                    y += height
                }
            }
        }
        while fillerSeparators.count > wanted.count { fillerSeparators.removeLast().removeFromSuperview() }
        while fillerSeparators.count < wanted.count {
            let line = UIView()
            line.isUserInteractionEnabled = false
            insertSubview(line, at: backgroundView == nil ? 0 : 1)
            fillerSeparators.append(line)
        }
        for (line, frame) in zip(fillerSeparators, wanted) {
            if line.frame != frame { line.frame = frame }
            line.backgroundColor = separatorColor
        }
    }
}
