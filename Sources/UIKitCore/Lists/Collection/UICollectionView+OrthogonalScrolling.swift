// Vitrine — Apache License 2.0
// Sections that scroll across the layout (`orthogonalScrollingBehavior`). The
// compositional layout places such a section's groups in one row and reports the row
// (OrthogonalRow); the collection view lays an invisible scroll view of the row's size
// over it, whose content is as wide as the row's groups and the section's leading and
// trailing insets: the row spans the collection view's width and the insets scroll with
// the groups, as on iOS. A horizontal drag on the row
// moves that scroll view (a vertical one is refused and scrolls the collection view),
// and its offset shifts the section's items: the layout subtracts it from their x
// whenever it is asked for attributes, so cells keep their reuse and the row needs no
// new layout pass. Touches that do not scroll reach the collection view through the
// responder chain, so taps select items as elsewhere.
//
// Where a flick settles (Apple names the behaviours; the snapping rules are ours):
//   continuous                        where the glide ends
//   continuousGroupLeadingBoundary    the group leading edge nearest to where it would end
//   paging                            whole widths of the row (`isPagingEnabled`)
//   groupPaging                       the next or previous group's leading edge, one group
//                                     per flick (the nearest for a slow lift)
//   groupPagingCentered               the same, with the group centred in the row

/// An orthogonally scrolling section's row, as the layout placed it (offset zero).
struct OrthogonalRow: Equatable {
    /// The row in the collection view's content.
    let frame: CGRect
    /// How wide the row's content is: the leading inset, the groups, the trailing inset.
    let contentWidth: CGFloat
    /// Each group's leading edge and width, from the end of the leading inset.
    let groups: [(start: CGFloat, width: CGFloat)]
    /// The section's leading inset: where the first group starts at offset zero.
    let leadingInset: CGFloat
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior

    static func == (a: OrthogonalRow, b: OrthogonalRow) -> Bool {
        a.frame == b.frame && a.contentWidth == b.contentWidth && a.behavior == b.behavior && a.leadingInset == b.leadingInset
            && a.groups.map(\.start) == b.groups.map(\.start) && a.groups.map(\.width) == b.groups.map(\.width)
    }
}

/// The invisible scroll view over an orthogonal section's row.
@MainActor
final class OrthogonalSectionScroller: UIScrollView, UIScrollViewDelegate {
    weak var collectionView: UICollectionView?
    var section = 0
    var row: OrthogonalRow? {
        didSet { if let row, row != oldValue { apply(row) } }
    }
    private var groupDragStart: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    private func apply(_ row: OrthogonalRow) {
        contentSize = CGSize(width: row.contentWidth, height: row.frame.height)
        isPagingEnabled = row.behavior == .paging
        decelerationRate = row.behavior == .continuous || row.behavior == .continuousGroupLeadingBoundary ? .normal : .fast
        let maxX = max(row.contentWidth - bounds.width, 0)
        if contentOffset.x > maxX { contentOffset = CGPoint(x: maxX, y: 0) }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        collectionView?.orthogonalOffsetDidChange(contentOffset.x, section: section)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        groupDragStart = contentOffset.x
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let row, !row.groups.isEmpty else { return }
        let maxX = max(row.contentWidth - bounds.width, 0)
        let width = bounds.width
        func clamp(_ x: CGFloat) -> CGFloat { min(max(x, 0), maxX) }
        // The offset that shows group i where the behaviour wants it: its leading edge
        // at the leading inset, or its centre in the middle of the row.
        func offset(ofGroup i: Int) -> CGFloat {
            let group = row.groups[i]
            return row.behavior == .groupPagingCentered ? row.leadingInset + group.start + group.width / 2 - width / 2 : group.start
        }
        func nearestGroup(to x: CGFloat) -> Int {
            row.groups.indices.min { abs(offset(ofGroup: $0) - x) < abs(offset(ofGroup: $1) - x) } ?? 0
        }
        switch row.behavior {
        case .continuousGroupLeadingBoundary:
            targetContentOffset.pointee.x = clamp(offset(ofGroup: nearestGroup(to: targetContentOffset.pointee.x)))
        case .groupPaging, .groupPagingCentered:
            let start = nearestGroup(to: groupDragStart)
            var index = nearestGroup(to: contentOffset.x)
            if velocity.x > 0.1 { index = min(start + 1, row.groups.count - 1) } else if velocity.x < -0.1 { index = max(start - 1, 0) }
            targetContentOffset.pointee.x = clamp(offset(ofGroup: index))
        case .none, .continuous, .paging:
            break
        }
    }
}

extension UICollectionView {
    /// The scroll view of an orthogonal section moved: the section's items follow.
    func orthogonalOffsetDidChange(_ offset: CGFloat, section: Int) {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        layout.orthogonalOffsets[section] = offset
        setNeedsLayout()
    }

    /// Puts a scroll view over each orthogonal section's row, above the cells.
    func placeOrthogonalScrollers() {
        let rows = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.orthogonalRows ?? [:]
        for (section, scroller) in orthogonalScrollers where rows[section] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, row) in rows {
            let scroller = orthogonalScrollers[section] ?? OrthogonalSectionScroller(frame: row.frame)
            if orthogonalScrollers[section] == nil {
                scroller.collectionView = self
                scroller.section = section
                orthogonalScrollers[section] = scroller
            }
            if scroller.frame != row.frame { scroller.frame = row.frame }
            scroller.row = row
            if scroller.superview !== self { addSubview(scroller) } else if subviews.last !== scroller { bringSubviewToFront(scroller) }
        }
    }

    /// How far the orthogonal section `section` is scrolled; 0 for other sections.
    func orthogonalScrollOffset(forSection section: Int) -> CGFloat {
        orthogonalScrollers[section]?.contentOffset.x ?? 0
    }
}
