// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Orthogonally scrolling compositional sections in a CollectionHarness (330 × 400
/// points at (100, 100)): one row of 100 × 50-point groups 10 points apart, 10 items, so
/// group i starts at 110·i and the row's content is 10·100 + 9·10 = 1090 points wide.
@MainActor
@Suite struct UICollectionViewOrthogonalScrollingTests {
    private func makeHarness(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                             insets: NSDirectionalEdgeInsets = .zero) -> CollectionHarness {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        section.contentInsets = insets
        let harness = CollectionHarness(counts: [10], customLayout: UICollectionViewCompositionalLayout(section: section))
        harness.wait(0.05)
        return harness
    }

    /// A finger dragging the row from window x `from` to `to` (at the row's middle) and
    /// lifting, then the glide run out.
    private func swipe(_ harness: CollectionHarness, from: CGFloat, to: CGFloat, steps: Int = 10) {
        harness.touches.drag(from: CGPoint(x: from, y: 125), to: CGPoint(x: to, y: 125), steps: steps, start: harness.now + 0.001)
        harness.wait(3)
    }

    @Test func theRowGetsAScrollViewAsWideAsItsGroups() {
        let harness = makeHarness(.continuous)
        let scroller = try! #require(harness.collectionView.orthogonalScrollers[0])
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 330, height: 50))
        #expect(scroller.contentSize == CGSize(width: 1090, height: 50))
        // Items past the right edge are not shown until the row scrolls.
        #expect(harness.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) == nil)
    }

    /// Section insets of 20 points each side scroll with the row: the scroll view spans
    /// the collection view (330 wide), its content is 20 + 1090 + 20 = 1130 points, item
    /// 0 starts at x 20, 0 once the row has scrolled 20 points, and at the end of the row
    /// (offset 1130 − 330 = 800) item 9 ends 20 points from the right edge:
    /// 20 + 1090 − 800 = 310.
    @Test func theSectionsInsetsScrollWithTheRow() throws {
        let harness = makeHarness(.continuous, insets: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        let scroller = try #require(harness.collectionView.orthogonalScrollers[0])
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 330, height: 50))
        #expect(scroller.contentSize == CGSize(width: 1130, height: 50))
        #expect(harness.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 20)
        scroller.contentOffset = CGPoint(x: 20, y: 0)
        harness.wait(0.05)
        #expect(harness.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        scroller.contentOffset = CGPoint(x: 800, y: 0)
        harness.wait(0.05)
        #expect(harness.collectionView.cellForItem(at: IndexPath(item: 9, section: 0))?.frame.maxX == 310)
    }

    @Test func aHorizontalDragScrollsTheRowAndItsItemsFollow() {
        let harness = makeHarness(.continuous)
        // A slow drag (rest before lifting) of 200 points: the row moves 200 less the
        // pan's 10-point start at most; items move left by the row's offset.
        harness.touches.drag(from: CGPoint(x: 400, y: 125), to: CGPoint(x: 200, y: 125), steps: 20, start: harness.now + 0.001, lift: false)
        harness.wait(0.3)
        harness.touches.send(.moved, CGPoint(x: 200, y: 125), at: harness.now + 0.01)
        harness.wait(0.1)
        harness.touches.send(.ended, CGPoint(x: 200, y: 125), at: harness.now + 0.01)
        harness.wait(1)
        let offset = harness.collectionView.orthogonalScrollOffset(forSection: 0)
        #expect(offset > 150 && offset <= 200)
        let cell = try! #require(harness.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.frame.minX == 330 - offset)
        #expect(harness.collectionView.contentOffset == .zero)
    }

    @Test func groupPagingSettlesOnTheNextGroupPerFlick() {
        let harness = makeHarness(.groupPaging)
        swipe(harness, from: 400, to: 250, steps: 5)
        #expect(harness.collectionView.orthogonalScrollOffset(forSection: 0) == 110)
        let first = try! #require(harness.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame.minX == 0)
        swipe(harness, from: 400, to: 250, steps: 5)
        #expect(harness.collectionView.orthogonalScrollOffset(forSection: 0) == 220)
        swipe(harness, from: 250, to: 400, steps: 5)
        #expect(harness.collectionView.orthogonalScrollOffset(forSection: 0) == 110)
    }

    @Test func groupPagingCenteredCentresTheGroup() {
        let harness = makeHarness(.groupPagingCentered)
        // Centring group i (110·i … 110·i + 100) in 330 points takes offset 110·i + 50 − 165:
        // −115, −5, 105, 215… At rest (0) the nearest is group 1's (−5); a flick goes one on.
        swipe(harness, from: 400, to: 250, steps: 5)
        #expect(harness.collectionView.orthogonalScrollOffset(forSection: 0) == 105)
        swipe(harness, from: 400, to: 250, steps: 5)
        #expect(harness.collectionView.orthogonalScrollOffset(forSection: 0) == 215)
    }

    @Test func pagingSettlesOnWholeRowWidths() {
        let harness = makeHarness(.paging)
        swipe(harness, from: 400, to: 250, steps: 5)
        #expect(harness.collectionView.orthogonalScrollOffset(forSection: 0) == 330)
    }

    @Test func aTapOnAScrolledRowSelectsTheItemUnderTheFinger() {
        let harness = makeHarness(.groupPaging)
        swipe(harness, from: 400, to: 250, steps: 5)
        // Offset 110: item 2 (220…320) shows at 110…210, window x 210…310.
        harness.touches.tap(CGPoint(x: 260, y: 125), at: harness.now + 0.001)
        harness.wait(0.1)
        #expect(harness.log.events.contains("didSelect 0.2"))
    }
}
