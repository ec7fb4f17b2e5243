// Vitrine — Apache License 2.0
// A list cell's separators: hairlines (one pixel) at its top and bottom edges, set by
// its list at each layout pass (UICollectionView+ListSeparators.swift) and placed by the
// cell. Automatic insets line the separator up with the text, as the table does: the
// text's leading edge in a list content configuration, else the side margin plus the
// indentation; it runs to the cell's trailing edge.

/// One separator line of a list cell.
final class ListSeparatorView: UIView {
    /// The cell edge the line runs along.
    enum Edge { case top, bottom }

    let edge: Edge
    var insets = UIListSeparatorConfiguration.automaticInsets

    init(edge: Edge) {
        self.edge = edge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }
}

extension UICollectionViewListCell {
    /// The separator along `edge`, if the cell has made it.
    func separatorView(_ edge: ListSeparatorView.Edge) -> ListSeparatorView? {
        for case let view as ListSeparatorView in subviews where view.edge == edge { return view }
        return nil
    }

    /// Shows the separators `configuration` asks for (none when nil), the bottom one
    /// automatically unless the row is its section's last.
    func applySeparators(_ configuration: UIListSeparatorConfiguration?, isLastInSection: Bool) {
        let top = configuration.map { UIListSeparatorConfiguration.isShown($0.topSeparatorVisibility, automatically: false) } ?? false
        let bottom = configuration.map { UIListSeparatorConfiguration.isShown($0.bottomSeparatorVisibility, automatically: !isLastInSection) } ?? false
        var changed = false
        for (edge, shown, insets) in [(ListSeparatorView.Edge.top, top, configuration?.topSeparatorInsets),
                                      (.bottom, bottom, configuration?.bottomSeparatorInsets)] {
            let existing = separatorView(edge)
            guard shown, let configuration, let insets else {
                if let existing, !existing.isHidden { existing.isHidden = true }
                continue
            }
            let line = existing ?? {
                let made = ListSeparatorView(edge: edge)
                addSubview(made)
                changed = true
                return made
            }()
            if line.isHidden { line.isHidden = false; changed = true }
            if line.backgroundColor !== configuration.color { line.backgroundColor = configuration.color }
            if !Self.sameInsets(line.insets, insets) { line.insets = insets; changed = true }
        }
        if changed { setNeedsLayout() }
    }

    private static func sameInsets(_ a: NSDirectionalEdgeInsets, _ b: NSDirectionalEdgeInsets) -> Bool {
        a.leading == b.leading && a.trailing == b.trailing
    }

    /// Places the separators along the edges (after the content is placed).
    func layoutSeparators() {
        let scale = max(layer.contentsScale, 1)
        let hairline = 1 / scale
        for case let line as ListSeparatorView in subviews where !line.isHidden {
            let automatic = UIListSeparatorConfiguration.isAutomatic(line.insets)
            let leading = automatic ? guidedSeparatorLeading : (line.insets.leading.isFinite ? line.insets.leading : 0)
            let trailing = automatic ? 0 : (line.insets.trailing.isFinite ? line.insets.trailing : 0)
            let y = line.edge == .top ? 0 : bounds.height - hairline
            line.frame = CGRect(x: leading, y: y, width: max(bounds.width - leading - trailing, 0), height: hairline)
            bringSubviewToFront(line)
        }
    }

    /// Where a separator with automatic insets starts: the separator layout guide's
    /// leading edge when the app asked for the guide, else where the text starts.
    private var guidedSeparatorLeading: CGFloat {
        guard let separatorGuide else { return automaticSeparatorLeading }
        let automatic = automaticSeparatorLeading
        if separatorGuide.defaultLeading.constant != automatic { separatorGuide.defaultLeading.constant = automatic }
        let leading = separatorGuide.guide.layoutFrame.minX
        return leading.isFinite ? leading : automatic
    }

    /// Where the text starts in the cell: a separator with automatic insets starts there.
    private var automaticSeparatorLeading: CGFloat {
        if let list = configuredContentView as? UIListContentView {
            return contentView.frame.minX + list.textLeading
        }
        return sideMargin + CGFloat(max(indentationLevel, 0)) * (indentationWidth.isFinite ? indentationWidth : 0)
    }
}

/// A list cell's separator layout guide and the constraints that place it: along the
/// cell's bottom edge to its trailing edge, its leading edge held at the automatic
/// separator position by a constraint of low priority (250) that the app's win over.
@MainActor
final class SeparatorGuide {
    let guide = UILayoutGuide()
    let defaultLeading: NSLayoutConstraint

    init(cell: UICollectionViewListCell) {
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        cell.addLayoutGuide(guide)
        defaultLeading = guide.leadingAnchor.constraint(equalTo: cell.leadingAnchor)
        defaultLeading.priority = .defaultLow
        NSLayoutConstraint.activate([
            defaultLeading,
            guide.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 0),
        ])
    }
}
