// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a colour-swatch gallery as pre-iOS 14 code writes it — a UICollectionViewController
// subclass overriding the data source and delegate methods, a registered cell class, a
// header, flow-layout sizing by delegate, and batch updates.
import UIKit

public final class SwatchGalleryViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    public private(set) var swatches: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange, .systemPink]
    public private(set) var picked: [Int] = []
    private let cellIdentifier = "Swatch"
    private let headerIdentifier = "Header"

    public init() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.headerReferenceSize = CGSize(width: 0, height: 24)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: cellIdentifier)
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: headerIdentifier)
        collectionView.backgroundColor = .systemBackground
        clearsSelectionOnViewWillAppear = false
    }

    public override func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        swatches.count
    }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
        cell.contentView.backgroundColor = swatches[indexPath.item]
        return cell
    }

    public override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: headerIdentifier, for: indexPath)
        header.backgroundColor = .systemGray
        return header
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picked.append(indexPath.item)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 60, height: 60)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        4
    }

    /// Adds a swatch at the front and removes the last, in one animated batch.
    public func rotate(adding color: UIColor) {
        let last = swatches.count - 1
        collectionView.performBatchUpdates({
            self.swatches.insert(color, at: 0)
            self.swatches.removeLast()
            self.collectionView.deleteItems(at: [IndexPath(item: last, section: 0)])
            self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: nil)
    }
}

/// A square swatch with a highlight.
final class SwatchCell: UICollectionViewCell {
    override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.5 : 1 }
    }
}
