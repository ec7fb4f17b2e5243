// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A collection view in a 1000 × 1000 point window, driven through the real touch path
/// (TouchHarness) and a 60 Hz frame clock as ScrollHarness drives scroll views. Its data
/// is `source` (sections of item values) and its delegate `log`.
@MainActor
final class CollectionHarness {
    let touches: TouchHarness
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout
    let source: GridDataSource
    let log = CollectionDelegateLog()
    let frames: FrameStepper

    /// A flow-layout collection view of `frame` showing `counts` items per section
    /// (values 0, 1, 2 … across sections).
    /// `customLayout`, when given, replaces the flow layout.
    init(frame: CGRect = CGRect(x: 100, y: 100, width: 330, height: 400), counts: [Int] = [20],
         customLayout: UICollectionViewLayout? = nil, configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        touches = TouchHarness()
        frames = FrameStepper(touches: touches)
        layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        configure(layout)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: customLayout ?? layout)
        source = GridDataSource(counts: counts)
        collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "title")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "title")
        collectionView.dataSource = source
        collectionView.delegate = log
        touches.window.backgroundColor = .white
        touches.window.addSubview(collectionView)
        touches.window.layoutIfNeeded()
    }

    var now: Double { touches.loop.now }

    /// Moves the clock on by `seconds`, running a frame every 1/60 s on the way.
    func wait(_ seconds: Double) { frames.wait(seconds) }

    /// The window point over content point `point` of the collection view.
    func windowPoint(_ point: CGPoint) -> CGPoint {
        collectionView.convert(point, to: nil)
    }

    /// The window point at the centre of the item's frame.
    func centre(of indexPath: IndexPath) -> CGPoint {
        let frame = collectionView.layoutAttributesForItem(at: indexPath)!.frame
        return windowPoint(CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The values shown by the cells on screen, by index path.
    var shownValues: [IndexPath: Int] {
        var values: [IndexPath: Int] = [:]
        for cell in collectionView.visibleCells {
            values[collectionView.indexPath(for: cell)!] = (cell as! ValueCell).value
        }
        return values
    }
}

/// Sections of item values; cells show their item's value.
@MainActor
final class GridDataSource: UICollectionViewDataSource {
    var sections: [[Int]]
    var cellRequests: [IndexPath] = []
    /// Whether items may move by hand, and the moves the collection view reported.
    var movable = false
    var moves: [String] = []

    init(counts: [Int]) {
        var next = 0
        sections = counts.map { count in
            defer { next += count }
            return Array(next..<(next + count))
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "value", for: indexPath) as! ValueCell
        cell.value = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item) -> \(destinationIndexPath.item)")
        let value = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(value, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleView
        view.title = "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        return view
    }
}

/// A cell showing a value, filled blue; it counts its reuses.
final class ValueCell: UICollectionViewCell {
    var value = -1
    var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .blue
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        value = -1
    }
}

/// A header or footer with a title, filled red.
final class TitleView: UICollectionReusableView {
    var title = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .red
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Records what a collection view tells its delegate, and answers its questions.
@MainActor
final class CollectionDelegateLog: UICollectionViewDelegateFlowLayout {
    var events: [String] = []
    var allowsSelecting: (IndexPath) -> Bool = { _ in true }
    var itemSize: ((IndexPath) -> CGSize)?

    private func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(path(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("didHighlight \(path(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("didUnhighlight \(path(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(path(indexPath))")
        return allowsSelecting(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldDeselect \(path(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(path(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(path(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        itemSize?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
}
