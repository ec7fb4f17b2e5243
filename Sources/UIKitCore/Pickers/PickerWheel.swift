// Vitrine — Apache License 2.0
import Foundation
// One component of a picker: a vertical scroll view whose content is the component's
// rows, one `rowHeight` apart, with insets that let the first and the last row reach the
// middle. A row is selected when it rests in the middle (the selection band).
//
// Scrolling is the scroll view's own: the finger drags, a flick glides at the normal
// deceleration rate. The wheel moves the glide's target to the nearest row
// (`scrollViewWillEndDragging`), so the glide is the same curve ending on that row. A tap
// on a row outside the band scrolls it to the middle. When the wheel comes to rest after
// the user moved it, the picker hears the row (and tells its delegate if it changed).
//
// Only the rows in sight have views; rows that scroll away are kept for reuse. iOS draws
// the rows on a cylinder; Vitrine keeps them flat (a row's position is linear in the
// offset, so the snapping arithmetic stays exact) and approximates the curve: a row
// shrinks vertically by the cosine of its angle on a cylinder whose top and bottom edges
// are at ±60°, a little horizontally, and fades to 30 % opacity at the edges (ours;
// Apple documents no figures).

@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    weak var picker: UIPickerView?
    var component: Int
    private(set) var rowHeight: CGFloat = UIPickerView.defaultRowHeight
    private(set) var rowCount = 0
    /// The row last selected, by the user or the app; -1 with no rows.
    var selectedRow = -1
    /// Set while the user moves the wheel (drag, flick, tap): the next rest selects.
    private var userIsChoosing = false
    /// The views of the rows in sight, by row.
    private(set) var rowViews: [Int: UIView] = [:]
    private var reusableViews: [UIView] = []
    private let tap = UITapGestureRecognizer()

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        alwaysBounceVertical = true
        backgroundColor = nil
        tap.addTarget(self, action: PickerWheel.handleTap)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    // MARK: - Geometry

    /// Sets the rows and the row height; the offset keeps `selectedRow` in the middle.
    func configure(rowCount: Int, rowHeight: CGFloat) {
        let height = rowHeight.isFinite && rowHeight > 0 ? rowHeight : UIPickerView.defaultRowHeight
        let changed = height != self.rowHeight || rowCount != self.rowCount
        self.rowHeight = height
        self.rowCount = max(rowCount, 0)
        if changed { recycleAllRows() }
        selectedRow = self.rowCount == 0 ? -1 : min(max(selectedRow, 0), self.rowCount - 1)
        updateGeometry()
    }

    /// Insets and content size for the current bounds, and the offset of the selected row.
    func updateGeometry() {
        let inset = max(0, (bounds.height - rowHeight) / 2)
        let insets = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if contentInset != insets { contentInset = insets }
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if motion == nil, !isDragging { contentOffset = CGPoint(x: 0, y: offset(forRow: max(selectedRow, 0))) }
        updateRows()
    }

    /// The content offset that puts `row` in the middle.
    func offset(forRow row: Int) -> CGFloat {
        CGFloat(row) * rowHeight - contentInset.top
    }

    /// The row nearest the middle at `offset`; -1 with no rows.
    func row(atOffset offset: CGFloat) -> Int {
        guard rowCount > 0 else { return -1 }
        let position = ((offset + contentInset.top) / rowHeight).rounded()
        guard position.isFinite else { return 0 }
        return Int(min(max(position, 0), CGFloat(rowCount - 1)))
    }

    /// Brings `row` to the middle, gliding over 0.3 s when `animated`.
    func scroll(toRow row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        let target = CGPoint(x: 0, y: offset(forRow: min(max(row, 0), rowCount - 1)))
        if animated {
            setContentOffset(target, animated: true)
        } else {
            contentOffset = target
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateRows()
    }

    // MARK: - Rows

    /// Makes views for the rows in sight, drops the others, and shapes each by its
    /// distance from the middle.
    func updateRows() {
        guard let picker, rowCount > 0, bounds.height > 0 else {
            recycleAllRows()
            return
        }
        let first = max(0, Int((bounds.minY / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int((bounds.maxY / rowHeight).rounded(.up)) - 1)
        for (row, view) in rowViews where row < first || row > last {
            rowViews[row] = nil
            view.removeFromSuperview()
            reusableViews.append(view)
        }
        guard first <= last else { return }
        let halfHeight = bounds.height / 2
        for row in first...last {
            let view: UIView
            if let existing = rowViews[row] {
                view = existing
            } else {
                view = picker.makeRowView(row: row, component: component, reusing: reusableViews.popLast())
                view.isUserInteractionEnabled = false
                rowViews[row] = view
                addSubview(view)
            }
            let centre = (CGFloat(row) + 0.5) * rowHeight
            let distance = min(max((centre - bounds.midY) / halfHeight, -1), 1)
            view.transform = .identity
            view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            view.center = CGPoint(x: bounds.width / 2, y: centre)
            let angle = distance * .pi / 3
            view.transform = CGAffineTransform(scaleX: 1 - 0.1 * distance * distance, y: cos(angle))
            view.alpha = 1 - 0.7 * abs(distance)
        }
    }

    /// Drops every row view (the content changed).
    func recycleAllRows() {
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews.removeAll()
        reusableViews.removeAll()
    }

    // MARK: - The user's choice

    private func handleTap() {
        guard rowCount > 0 else { return }
        let y = tap.location(in: self).y
        let tapped = Int(min(max((y / rowHeight).rounded(.down), 0), CGFloat(rowCount - 1)))
        userIsChoosing = true
        if abs(contentOffset.y - offset(forRow: tapped)) < 0.5 {
            settle()
        } else {
            scroll(toRow: tapped, animated: true)
        }
    }

    /// The wheel is at rest: the row in the middle is the selection.
    private func settle() {
        let row = row(atOffset: contentOffset.y)
        guard userIsChoosing else { return }
        userIsChoosing = false
        guard row >= 0, row != selectedRow else { return }
        selectedRow = row
        picker?.wheelDidSelect(row: row, inComponent: component)
    }

    // MARK: - UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        updateRows()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        userIsChoosing = true
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard rowCount > 0 else { return }
        targetContentOffset.pointee.y = offset(forRow: row(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }
}
