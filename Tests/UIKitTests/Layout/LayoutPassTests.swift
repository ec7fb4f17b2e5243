// Vitrine — Apache License 2.0
// One layout pass is complete: views a layout adds (cells a collection view dequeues in
// its layoutSubviews) get their Auto Layout frames in the same pass, not in the next.
import Testing
@testable import UIKitCore

/// A cell whose label is placed by constraints, 10 points inside its content view.
@MainActor final class ConstrainedLabelCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor final class ConstrainedLabelSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as! ConstrainedLabelCell
        cell.label.text = "Item \(indexPath.item)"
        return cell
    }
}

@MainActor @Suite struct LayoutPassTests {
    /// After one `layoutIfNeeded()` of the window the cells the collection view added in
    /// that pass have their labels at 10 points inside: (10, 10, 200 − 20, 80 − 20).
    @Test func cellsAddedDuringALayoutPassAreLaidOutInThatPass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 80)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(ConstrainedLabelCell.self, forCellWithReuseIdentifier: "label")
        let source = ConstrainedLabelSource()
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        let cells = collectionView.visibleCells.compactMap { $0 as? ConstrainedLabelCell }
        #expect(cells.count == 3)
        for cell in cells {
            #expect(cell.label.frame == CGRect(x: 10, y: 10, width: 180, height: 60))
        }
        #expect(!window.layer.needsLayout())
    }
}
