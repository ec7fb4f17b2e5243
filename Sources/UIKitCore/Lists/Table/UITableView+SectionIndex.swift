// Vitrine — Apache License 2.0
// The section index: when the data source gives `sectionIndexTitles(for:)`, a strip of
// those titles stands at the table's trailing edge, over the rows and fixed on screen
// (placed again at every layout pass), between the content insets. A finger on it
// scrolls the table at once to the section of the title under it
// (`tableView(_:sectionForSectionIndexTitle:at:)`, by default the title's index), and
// keeps doing so as it slides (scrubbing); the table does not scroll with the finger
// meanwhile. The titles are read again when the table reloads or updates.
//
// Metrics (ours; Apple documents the behaviour): 11-point semibold titles in the
// tint colour (`sectionIndexColor`), 15 points apart, centred in a strip 16 points wide;
// titles that do not fit are left out evenly, as iOS folds a long index.

extension UITableView {
    static let sectionIndexWidth: CGFloat = 16

    /// Reads the titles again from the data source (after a reload or an update).
    func loadSectionIndexTitles() {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        let rows = geometry.sections.reduce(0) { $0 + $1.rowCount }
        guard !titles.isEmpty, rows >= sectionIndexMinimumDisplayRowCount else {
            sectionIndex?.removeFromSuperview()
            sectionIndex = nil
            return
        }
        let index = sectionIndex ?? TableSectionIndexView()
        index.table = self
        index.titles = titles
        if index.superview !== self { addSubview(index) }
        sectionIndex = index
    }

    /// Keeps the strip at the trailing edge of the visible bounds, above the rows.
    func placeSectionIndex() {
        guard let index = sectionIndex else { return }
        let inset = adjustedContentInset
        let visible = bounds
        let frame = CGRect(x: visible.maxX - Self.sectionIndexWidth, y: visible.minY + inset.top,
                           width: Self.sectionIndexWidth, height: max(visible.height - inset.top - inset.bottom, 0))
        if index.frame != frame { index.frame = frame }
        index.textColor = sectionIndexColor ?? tintColor
        index.backgroundColor = index.isTracking ? sectionIndexTrackingBackgroundColor : sectionIndexBackgroundColor
        if subviews.last !== index { bringSubviewToFront(index) }
    }

    /// A finger on the strip is over the title at `titleIndex`: show its section.
    func sectionIndexTouched(titleIndex: Int) {
        guard let index = sectionIndex, index.titles.indices.contains(titleIndex) else { return }
        let title = index.titles[titleIndex]
        let section = dataSource?.tableView(self, sectionForSectionIndexTitle: title, at: titleIndex) ?? titleIndex
        guard geometry.sections.indices.contains(section) else { return }
        let range = offsetRange
        let y = min(max(rect(forSection: section).minY - adjustedContentInset.top, range.y.lowerBound), range.y.upperBound)
        if contentOffset.y != y { contentOffset = CGPoint(x: contentOffset.x, y: y) }
        placeSectionIndex()
    }
}

/// The strip of section index titles; a finger on it scrolls its table to sections.
@MainActor
final class TableSectionIndexView: UIView {
    static let lineHeight: CGFloat = 15
    weak var table: UITableView?
    private(set) var isTracking = false
    private var labels: [UILabel] = []
    /// The indexes of the titles shown (all, unless the strip is too short for them).
    private var shown: [Int] = []

    var titles: [String] = [] {
        didSet { if titles != oldValue { setNeedsLayout() } }
    }

    var textColor: UIColor = .systemBlue {
        didSet { if textColor != oldValue { for label in labels { label.textColor = textColor } } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let fitting = max(Int(bounds.height / Self.lineHeight), 1)
        if titles.count <= fitting {
            shown = Array(titles.indices)
        } else {
            // Every n-th title, so the strip still spans the whole index.
            let step = Double(titles.count) / Double(fitting)
            shown = (0..<fitting).map { min(Int(Double($0) * step), titles.count - 1) }
        }
        while labels.count < shown.count {
            let label = UILabel()
            label.font = .systemFont(ofSize: 11, weight: .semibold)
            label.textAlignment = .center
            label.textColor = textColor
            addSubview(label)
            labels.append(label)
        }
        while labels.count > shown.count { labels.removeLast().removeFromSuperview() }
        let top = firstLineTop
        for (line, titleIndex) in shown.enumerated() {
            labels[line].text = titles[titleIndex]
            labels[line].frame = CGRect(x: 0, y: top + CGFloat(line) * Self.lineHeight, width: bounds.width, height: Self.lineHeight)
        }
    }

    private var firstLineTop: CGFloat {
        ((bounds.height - CGFloat(shown.count) * Self.lineHeight) / 2).rounded()
    }

    /// The title under `y` (the nearest line; above or below the lines, the first or last).
    func titleIndex(atY y: CGFloat) -> Int? {
        guard !shown.isEmpty else { return nil }
        let line = Int(((y - firstLineTop) / Self.lineHeight).rounded(.down))
        return shown[min(max(line, 0), shown.count - 1)]
    }

    /// A finger on the strip scrubs the index: the table's pans do not take its touches.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === self
    }

    private func track(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let index = titleIndex(atY: touch.location(in: self).y) else { return }
        table?.sectionIndexTouched(titleIndex: index)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = true
        layoutIfNeeded()
        track(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
        table?.placeSectionIndex()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
        table?.placeSectionIndex()
    }
}
