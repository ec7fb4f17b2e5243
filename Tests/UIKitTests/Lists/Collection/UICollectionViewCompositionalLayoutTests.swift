// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Compositional layouts against arithmetic, in the harness's 330 × 400 collection view.
@MainActor @Suite struct UICollectionViewCompositionalLayoutTests {
    static func frame(_ h: CollectionHarness, _ item: Int, section: Int = 0) -> CGRect {
        h.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    /// Insets 5 / 10 leave groups 310 wide. Items a quarter of that, 77.5, repeat four to
    /// a group of height 80; ten items make groups of 4, 4, 2, 10 apart. Item i is at
    /// x 10 + 77.5·(i mod 4), y 25 + 90·⌊i / 4⌋ (a 20-point header first, then the inset 5),
    /// inset by 2 on each side. The content is 20 + 5 + 3 × 80 + 2 × 10 + 5 + 15 (footer) = 305.
    @Test func aGridRepeatsItsGroup() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(80)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                                                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(15)),
                                                        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let h = CollectionHarness(counts: [10], customLayout: UICollectionViewCompositionalLayout(section: section))
        for i in 0..<10 {
            let expected = CGRect(x: 10 + 77.5 * CGFloat(i % 4) + 2, y: 25 + 90 * CGFloat(i / 4) + 2, width: 73.5, height: 76)
            #expect(Self.frame(h, i) == expected, "item \(i)")
        }
        #expect(h.collectionView.contentSize == CGSize(width: 330, height: 305))
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(h.collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 0, width: 310, height: 20))
        #expect(h.collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 290, width: 310, height: 15))
        #expect(h.collectionView.visibleCells.count == 10)
        #expect(h.shownValues.allSatisfy { $0.key.item == $0.value })
    }

    /// Three copies sharing 310 less two 5-point gaps: 100 each, at x 10, 115, 220.
    /// A second section from a provider: a 165-wide item beside a column of two 50-high
    /// items, in a group 100 high; sections 30 apart.
    @Test func countedAndNestedGroups() {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            #expect(environment.container.effectiveContentSize == CGSize(width: 330, height: 400))
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                               subitem: item, count: 3)
                group.interItemSpacing = .fixed(5)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
                return section
            }
            let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                                          subitems: [small])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                           subitems: [big, column])
            return NSCollectionLayoutSection(group: group)
        })
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        layout.configuration = configuration
        let h = CollectionHarness(counts: [3, 6], customLayout: layout)
        #expect((0..<3).map { Self.frame(h, $0) } == [CGRect(x: 10, y: 0, width: 100, height: 50), CGRect(x: 115, y: 0, width: 100, height: 50),
                                                      CGRect(x: 220, y: 0, width: 100, height: 50)])
        // Section 1 starts at 50 + 30 = 80; its second group at 180.
        #expect((0..<6).map { Self.frame(h, $0, section: 1) } == [
            CGRect(x: 0, y: 80, width: 165, height: 100), CGRect(x: 165, y: 80, width: 165, height: 50),
            CGRect(x: 165, y: 130, width: 165, height: 50), CGRect(x: 0, y: 180, width: 165, height: 100),
            CGRect(x: 165, y: 180, width: 165, height: 50), CGRect(x: 165, y: 230, width: 165, height: 50),
        ])
        #expect(h.collectionView.contentSize.height == 280)
    }

    /// A list: rows the section's width (inset grouped: 330 − 2 × 20 = 290 at x 20) that
    /// size their height from their constraints (30 + 5·item), starting 20 down.
    @Test func aListSizesItsRowsFromTheirConstraints() {
        let h = CollectionHarness(counts: [], customLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let source = RowDataSource()
        h.collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
        h.collectionView.dataSource = source
        h.touches.window.layoutIfNeeded()
        #expect((0..<4).map { Self.frame(h, $0) } == [CGRect(x: 20, y: 20, width: 290, height: 30), CGRect(x: 20, y: 50, width: 290, height: 35),
                                                      CGRect(x: 20, y: 85, width: 290, height: 40), CGRect(x: 20, y: 125, width: 290, height: 45)])
        #expect(h.collectionView.contentSize.height == 190)  // 125 + 45 + 20
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.height == 45)
    }

    /// Six items three to a row of 110-point columns: item i at x 110·(i mod 3), y rowHeight·⌊i / 3⌋.
    static func threeColumns(rowHeight: CGFloat) -> [CGRect] {
        (0..<6).map { (i: Int) -> CGRect in
            CGRect(x: 110 * CGFloat(i % 3), y: rowHeight * CGFloat(i / 3), width: 110, height: rowHeight)
        }
    }

    /// A provider that, like a photo grid, picks its columns from the container's width:
    /// three above 300 points, else two, each an absolute third or half of the width, in
    /// groups a quarter of the collection view's height. Made at width 0 (before Auto
    /// Layout gave the view a size), then widened to 330: UIKit asks the provider again for
    /// the new width, so the items are 110 wide, three to a 100-high row (400 / 4).
    /// A height change alone (400 → 300) keeps the sections: the provider is not asked,
    /// and the rows become 75 high as their fractional height follows the container.
    @Test func aNewWidthAsksTheProviderForNewSections() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            let width = environment.container.effectiveContentSize.width
            widths.append(width)
            let columns: CGFloat = width > 300 ? 3 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width / columns),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                              heightDimension: .fractionalHeight(0.25)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        })
        let h = CollectionHarness(frame: CGRect(x: 0, y: 0, width: 0, height: 400), counts: [6], customLayout: layout)
        #expect(widths.last == 0)
        widths = []
        h.collectionView.frame = CGRect(x: 0, y: 0, width: 330, height: 400)
        h.touches.window.layoutIfNeeded()
        #expect(widths == [330])
        #expect((0..<6).map { Self.frame(h, $0) } == Self.threeColumns(rowHeight: 100))
        #expect(h.collectionView.visibleCells.count == 6)

        h.collectionView.bounds.size.height = 300
        h.touches.window.layoutIfNeeded()
        #expect(widths == [330])
        #expect((0..<6).map { Self.frame(h, $0) } == Self.threeColumns(rowHeight: 75))

        // A narrower bounds, two columns of 100: asked again.
        h.collectionView.bounds.size.width = 200
        h.touches.window.layoutIfNeeded()
        #expect(widths == [330, 200])
        #expect(Self.frame(h, 3) == CGRect(x: 100, y: 75, width: 100, height: 75))
        // `invalidateLayout()` asks again at the same width.
        layout.invalidateLayout()
        h.touches.window.layoutIfNeeded()
        #expect(widths == [330, 200, 200])
    }
}

/// A list row whose content holds a box pinned to its edges, 30 + 5·value high.
final class RowCell: UICollectionViewCell {
    private var height: NSLayoutConstraint!
    var value = 0 { didSet { height.constant = 30 + 5 * CGFloat(value) } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            height,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor final class RowDataSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! RowCell
        cell.value = indexPath.item
        return cell
    }
}
