// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Flow layout positions against arithmetic (each test shows it). The collection view is
/// 330 × 400 points with 100 × 50 items unless a test says otherwise; spacing defaults
/// to 10 and 10, as Apple documents.
@MainActor @Suite struct UICollectionViewFlowLayoutTests {
    static func frame(_ h: CollectionHarness, _ item: Int, section: Int = 0) -> CGRect {
        h.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    @Test func defaultsAreApples() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.estimatedItemSize == .zero && layout.scrollDirection == .vertical)
        #expect(layout.sectionInset == .zero && layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
    }

    /// Three items take 100 + 10 + 100 + 10 + 100 = 320 ≤ 330 points, a fourth would
    /// need 430: three a line, spread so the gaps are (330 − 300) / 2 = 15, at x 0, 115,
    /// 230. Lines are 50 + 10 apart: y 0, 60, 120. The seventh item is alone on its line,
    /// centred at (330 − 100) / 2 = 115. Content: 330 × (3 × 50 + 2 × 10) = 170.
    @Test func itemsWrapIntoJustifiedLines() {
        let h = CollectionHarness(counts: [7])
        let xs = (0..<7).map { Self.frame(h, $0).minX }
        let ys = (0..<7).map { Self.frame(h, $0).minY }
        #expect(xs == [0, 115, 230, 0, 115, 230, 115])
        #expect(ys == [0, 0, 0, 60, 60, 60, 120])
        #expect(Self.frame(h, 4).size == CGSize(width: 100, height: 50))
        #expect(h.collectionView.contentSize == CGSize(width: 330, height: 170))
    }

    /// Header 40 and footer 30 high, insets top 5, left 8, bottom 7, right 12: lines are
    /// 330 − 20 = 310 wide, so two items a line (three need 320), spread to x 8 and
    /// 8 + 100 + (310 − 200) = 218. Section 0: header y 0–40, lines at 40 + 5 = 45 and
    /// 45 + 60 = 105, footer from 105 + 50 + 7 = 162 to 192. Section 1 starts at 192:
    /// header 192–232, lines 237 and 297, footer 354–384, the content's height.
    @Test func sectionsStackHeadersInsetsAndFooters() {
        let h = CollectionHarness(counts: [4, 4]) { layout in
            layout.headerReferenceSize = CGSize(width: 999, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionInset = UIEdgeInsets(top: 5, left: 8, bottom: 7, right: 12)
        }
        #expect((0..<4).map { Self.frame(h, $0).origin } == [CGPoint(x: 8, y: 45), CGPoint(x: 218, y: 45),
                                                              CGPoint(x: 8, y: 105), CGPoint(x: 218, y: 105)])
        #expect((0..<4).map { Self.frame(h, $0, section: 1).minY } == [237, 237, 297, 297])
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        let cv = h.collectionView
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 330, height: 40))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 162, width: 330, height: 30))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 192, width: 330, height: 40))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 354, width: 330, height: 30))
        #expect(cv.contentSize.height == 384)
        // The headers and footers on screen are the data source's views, in front of the cells.
        let shownHeader = cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) as? TitleView
        #expect(shownHeader?.title == "header 1" && shownHeader?.frame == CGRect(x: 0, y: 192, width: 330, height: 40))
        #expect(cv.visibleSupplementaryViews(ofKind: footer).count == 2)
        let cellIndex = cv.subviews.firstIndex { $0 is ValueCell }!
        let headerIndex = cv.subviews.firstIndex { $0 === shownHeader }!
        #expect(cellIndex < headerIndex)
    }

    /// Sizes from the delegate: 100 × 40, 60 × 80 and 100 × 20 fit one line (260 + 20 ≤
    /// 330), spread by (330 − 260) / 2 = 35: x 0, 135, 230. The line is 80 deep and
    /// centres each item in it: y (80 − 40) / 2 = 20, 0, (80 − 20) / 2 = 30.
    @Test func itemsOfDifferentSizesAreCentredOnTheirLine() {
        let h = CollectionHarness(counts: [3])
        let sizes = [CGSize(width: 100, height: 40), CGSize(width: 60, height: 80), CGSize(width: 100, height: 20)]
        h.log.itemSize = { sizes[$0.item] }
        h.layout.invalidateLayout()
        #expect((0..<3).map { Self.frame(h, $0) } == [CGRect(x: 0, y: 20, width: 100, height: 40),
                                                      CGRect(x: 135, y: 0, width: 60, height: 80),
                                                      CGRect(x: 230, y: 30, width: 100, height: 20)])
        #expect(h.collectionView.contentSize.height == 80)
        // Bad sizes read as zero rather than breaking the layout.
        h.log.itemSize = { $0.item == 0 ? CGSize(width: CGFloat.nan, height: -5) : sizes[$0.item] }
        h.layout.invalidateLayout()
        #expect(Self.frame(h, 0).size == .zero)
    }

    /// Scrolling horizontally, lines are columns 400 high: six items need 6 × 50 + 5 × 10
    /// = 350 ≤ 400 (seven need 410), spread by (400 − 300) / 5 = 20: y 0, 70 … 350.
    /// Columns are 100 + 10 apart. Eight items leave two in the second column, spread to
    /// y 0 and 350. Content: (100 + 10 + 100) × 400.
    @Test func horizontalScrollingFillsColumns() {
        let h = CollectionHarness(counts: [8]) { $0.scrollDirection = .horizontal }
        #expect((0..<8).map { Self.frame(h, $0).minY } == [0, 70, 140, 210, 280, 350, 0, 350])
        #expect((0..<8).map { Self.frame(h, $0).minX } == [0, 0, 0, 0, 0, 0, 110, 110])
        #expect(h.collectionView.contentSize == CGSize(width: 210, height: 400))
    }

    /// Pinned headers: two sections of 30 items (10 lines: 10 × 60 − 10 = 590) under
    /// 40-point headers, so section 0 spans 0–630 and section 1 starts at 630. Scrolled to
    /// 100, header 0 sits at the top, 100; at 600 its section's end pushes it up to
    /// 630 − 40 = 590 while header 1 is at its place, 630; at 700 header 1 is pinned, 700.
    @Test func pinnedHeadersStayOnTopUntilTheirSectionEnds() {
        let h = CollectionHarness(counts: [30, 30]) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        let cv = h.collectionView, kind = UICollectionView.elementKindSectionHeader
        func headerY(_ section: Int) -> CGFloat? { cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame.minY }
        for (offset, expected0, expected1) in [(100, 100, nil), (600, 590, 630), (700, nil, 700)] as [(CGFloat, CGFloat?, CGFloat?)] {
            cv.contentOffset = CGPoint(x: 0, y: offset)
            h.touches.window.layoutIfNeeded()
            #expect(headerY(0) == expected0 && headerY(1) == expected1, "at \(offset)")
        }
        // The pinned header is in front of the cells.
        let header = cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))!
        let frontCell = cv.subviews.lastIndex { $0 is ValueCell && !$0.isHidden }!
        #expect(cv.subviews.firstIndex { $0 === header }! > frontCell)
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1))?.zIndex == 1024)
    }

    /// A resize lays the lines out again: at 220 wide two items a line, at (220 − 200) = 20
    /// apart.
    @Test func aResizeReflowsTheLines() {
        let h = CollectionHarness(counts: [4])
        h.collectionView.frame.size.width = 220
        h.touches.window.layoutIfNeeded()
        #expect((0..<4).map { Self.frame(h, $0).origin } == [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 0),
                                                             CGPoint(x: 0, y: 60), CGPoint(x: 120, y: 60)])
        #expect(h.collectionView.contentSize == CGSize(width: 220, height: 110))
    }
}
