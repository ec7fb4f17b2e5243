// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A list configuration's `backgroundColor` and `headerTopPadding` (iOS 14, iOS 15), in
/// the harness's 330 × 400 collection view, against arithmetic on the frames the layout
/// gives. Apple documents a nil `backgroundColor` as the appearance's system background
/// and a nil `headerTopPadding` as automatic padding (none in Vitrine, as for a table's
/// `sectionHeaderTopPadding`).
@MainActor @Suite struct UICollectionLayoutListConfigurationTests {
    static let header = UICollectionView.elementKindSectionHeader

    /// Sections of 3 and 2 rows in a list of `configuration`'s making.
    static func harness(_ configure: (inout UICollectionLayoutListConfiguration) -> Void) -> CollectionHarness {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        configure(&list)
        return CollectionHarness(counts: [3, 2], customLayout: UICollectionViewCompositionalLayout.list(using: list))
    }

    static func item(_ h: CollectionHarness, _ item: Int, _ section: Int) -> CGRect {
        h.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    static func headerFrame(_ h: CollectionHarness, _ section: Int) -> CGRect {
        h.collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: section))!.frame
    }

    // MARK: - headerTopPadding

    /// Without padding a plain list's header starts its section: section 0's at 0,
    /// section 1's where section 0's last row ends. With 12 points each header is 12
    /// points lower than its section's start, its rows follow it at once, and the content
    /// is 2 × 12 points taller.
    @Test func headerTopPaddingGoesAboveEachSupplementaryHeader() {
        let automatic = Self.harness { $0.headerMode = .supplementary }
        #expect(Self.headerFrame(automatic, 0).minY == 0)
        #expect(Self.headerFrame(automatic, 1).minY == Self.item(automatic, 2, 0).maxY)

        let padded = Self.harness {
            $0.headerMode = .supplementary
            $0.headerTopPadding = 12
        }
        let header0 = Self.headerFrame(padded, 0), header1 = Self.headerFrame(padded, 1)
        #expect(header0.minY == 12)
        #expect(Self.item(padded, 0, 0).minY == header0.maxY)
        #expect(header1.minY == Self.item(padded, 2, 0).maxY + 12)
        #expect(Self.item(padded, 0, 1).minY == header1.maxY)
        #expect(padded.collectionView.contentSize.height == automatic.collectionView.contentSize.height + 24)
    }

    /// A negative padding counts as none; with `.firstItemInSection` the padding goes
    /// above the first row, which is the header.
    @Test func negativePaddingIsNoneAndAFirstItemHeaderIsPaddedToo() {
        let negative = Self.harness {
            $0.headerMode = .supplementary
            $0.headerTopPadding = -8
        }
        #expect(Self.headerFrame(negative, 0).minY == 0)

        let firstItem = Self.harness {
            $0.headerMode = .firstItemInSection
            $0.headerTopPadding = 8
        }
        #expect(Self.item(firstItem, 0, 0).minY == 8)
        #expect(Self.item(firstItem, 0, 1).minY == Self.item(firstItem, 2, 0).maxY + 8)
    }

    // MARK: - backgroundColor

    /// The background layers, in section order.
    static func backgrounds(_ h: CollectionHarness) -> [CALayer] { h.collectionView.listBackgroundLayers }

    static func resolved(_ color: UIColor, _ h: CollectionHarness) -> CGColor {
        color.resolvedColor(with: h.collectionView.traitCollection).cgColor
    }

    /// An inset grouped list without a colour shows the grouped background behind each
    /// section, across the whole 330-point width (the rows are inset to 290), from the
    /// section's top to its bottom: section 0 from 0 to its last row's end plus the
    /// 20-point bottom inset, section 1 from there to the content's end.
    @Test func aGroupedListShowsTheGroupedBackgroundBehindEachSection() throws {
        let h = Self.harness { $0.appearance = .insetGrouped }
        let layers = Self.backgrounds(h)
        try #require(layers.count == 2)
        let end0 = Self.item(h, 2, 0).maxY + 20
        #expect(layers[0].frame == CGRect(x: 0, y: 0, width: 330, height: end0))
        #expect(layers[1].frame == CGRect(x: 0, y: end0, width: 330, height: h.collectionView.contentSize.height - end0))
        #expect(Self.item(h, 0, 0).minX == 20 && Self.item(h, 0, 0).width == 290)
        for layer in layers { #expect(layer.backgroundColor == Self.resolved(.systemGroupedBackground, h)) }
        // Behind every cell: the layers come before the cells' among the sublayers.
        let sublayers = h.collectionView.layer.sublayers ?? []
        let cellIndices = h.collectionView.visibleCells.compactMap { cell in sublayers.firstIndex { $0 === cell.layer } }
        let backgroundIndices = layers.compactMap { layer in sublayers.firstIndex { $0 === layer } }
        #expect(backgroundIndices.count == 2 && cellIndices.count == 5)
        #expect(backgroundIndices.max()! < cellIndices.min()!)
    }

    /// A plain list's default is the system background; a colour set on the
    /// configuration replaces the appearance's.
    @Test func aPlainListShowsTheSystemBackgroundOrTheColourSet() {
        let plain = Self.harness { _ in }
        #expect(Self.backgrounds(plain).map(\.backgroundColor) == [Self.resolved(.systemBackground, plain), Self.resolved(.systemBackground, plain)])
        let tinted = Self.harness {
            $0.appearance = .insetGrouped
            $0.backgroundColor = .orange
        }
        #expect(Self.backgrounds(tinted).map(\.backgroundColor) == [UIColor.orange.cgColor, UIColor.orange.cgColor])
    }

    /// A section that leaves takes its background with it; sections of other layouts
    /// (a flow layout) have none.
    @Test func backgroundsFollowTheSections() {
        let h = Self.harness { _ in }
        h.source.sections = [[0, 1]]
        h.collectionView.reloadData()
        h.touches.window.layoutIfNeeded()
        #expect(Self.backgrounds(h).count == 1)
        #expect(Self.backgrounds(h).first?.frame == CGRect(x: 0, y: 0, width: 330, height: Self.item(h, 1, 0).maxY))
        let remaining = Self.backgrounds(h)
        h.collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
        h.touches.window.layoutIfNeeded()
        #expect(Self.backgrounds(h).isEmpty)
        #expect(remaining.allSatisfy { $0.superlayer == nil })
    }
}
