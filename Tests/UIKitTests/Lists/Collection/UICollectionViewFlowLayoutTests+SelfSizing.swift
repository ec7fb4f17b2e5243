// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A cell whose content view holds a box of fixed size pinned to its edges, so Auto
/// Layout gives the cell the box's size: 80 + 10·value by 30 + 5·value.
final class BoxCell: UICollectionViewCell {
    let box = UIView()
    private var width: NSLayoutConstraint!
    private var height: NSLayoutConstraint!

    var value = 0 {
        didSet {
            width.constant = 80 + 10 * CGFloat(value)
            height.constant = 30 + 5 * CGFloat(value)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        width = box.widthAnchor.constraint(equalToConstant: 80)
        height = box.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            width, height,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor final class BoxDataSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
        cell.value = indexPath.item
        return cell
    }
}

extension UICollectionViewFlowLayoutTests {
    /// With `estimatedItemSize`, each cell takes the size its constraints give once shown:
    /// 80 × 30, 90 × 35, 100 × 40, 110 × 45, 120 × 50. In 330 points the first three fit
    /// a line (270 + 20 = 290; a fourth would need 410), spread by (330 − 270) / 2 = 30 at
    /// x 0, 110, 230, centred on the line's 40 points: y 5, 2.5, 0. The next line, 50 down
    /// (40 + 10), takes 110 + 120 = 230 (+ 130 would pass 330), spread to x 0 and 210.
    @Test func selfSizingCellsTakeTheirConstraintsSize() {
        let h = CollectionHarness(counts: []) { $0.estimatedItemSize = CGSize(width: 50, height: 50) }
        let source = BoxDataSource()
        h.collectionView.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        h.collectionView.dataSource = source
        h.touches.window.layoutIfNeeded()
        let frames = (0..<5).map { Self.frame(h, $0) }
        #expect(frames == [CGRect(x: 0, y: 5, width: 80, height: 30), CGRect(x: 110, y: 2.5, width: 90, height: 35),
                           CGRect(x: 230, y: 0, width: 100, height: 40), CGRect(x: 0, y: 52.5, width: 110, height: 45),
                           CGRect(x: 210, y: 50, width: 120, height: 50)])
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == frames[4])
        #expect(h.collectionView.contentSize.height == 100)
        // automaticSize starts from itemSize and ends the same.
        h.layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        h.touches.window.layoutIfNeeded()
        #expect((0..<5).map { Self.frame(h, $0) } == frames)
    }
}
