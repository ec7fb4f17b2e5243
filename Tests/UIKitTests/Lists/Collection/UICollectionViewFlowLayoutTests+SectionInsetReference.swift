// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// `sectionInsetReference`: section insets measured from the content inset, the safe area
/// or the layout margins. 330-point-wide collection view, 100 × 50 items, spacing 10.
@MainActor @Suite struct UICollectionViewFlowLayoutSectionInsetReferenceTests {
    static func xs(_ h: CollectionHarness, _ count: Int) -> [CGFloat] {
        (0..<count).map { h.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minX }
    }

    @Test func theDefaultIsTheContentInset() {
        #expect(UICollectionViewFlowLayout().sectionInsetReference == .fromContentInset)
        #expect(UICollectionViewFlowLayout.SectionInsetReference.fromSafeArea.rawValue == 1)
        #expect(UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins.rawValue == 2)
        // Margins of 20 a side do not count: three items a line at x 0, 115, 230 (see
        // UICollectionViewFlowLayoutTests.itemsWrapIntoJustifiedLines).
        let h = CollectionHarness(counts: [3])
        h.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        h.collectionView.collectionViewLayout.invalidateLayout()
        h.collectionView.layoutIfNeeded()
        #expect(Self.xs(h, 3) == [0, 115, 230])
    }

    /// From margins of 20 a side plus a section inset of 5 a side, lines are
    /// 330 − 2 × 25 = 280 wide: two items a line (three need 320), at x 25 and
    /// 25 + 280 − 100 = 205; the third alone on its line, centred at 25 + (280 − 100) / 2 = 115.
    @Test func fromTheLayoutMarginsTheMarginsAddToTheInsets() {
        let h = CollectionHarness(counts: [3]) { layout in
            layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
            layout.sectionInsetReference = .fromLayoutMargins
        }
        h.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        h.collectionView.collectionViewLayout.invalidateLayout()
        h.collectionView.layoutIfNeeded()
        #expect(Self.xs(h, 3) == [25, 205, 115])
        // A content inset of 30 on the left already covers the margin there: the lines are
        // 330 − 30 − (5) − (25) = 270 wide from x 5 (content coordinates), two a line at 5 and 175.
        h.collectionView.contentInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        h.collectionView.collectionViewLayout.invalidateLayout()
        h.collectionView.layoutIfNeeded()
        #expect(Self.xs(h, 2) == [5, 175])
    }

    @Test func fromTheSafeAreaWithNoneTheLayoutIsUnchanged() {
        let h = CollectionHarness(counts: [3]) { layout in layout.sectionInsetReference = .fromSafeArea }
        #expect(h.collectionView.safeAreaInsets == .zero)
        #expect(Self.xs(h, 3) == [0, 115, 230])
    }
}
