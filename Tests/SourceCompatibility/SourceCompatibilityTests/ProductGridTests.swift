// Vitrine — Apache License 2.0
// The product grid of both source-compatibility apps, laid out headless.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct ProductGridTests {
    /// 400 × 600 window, insets 8, spacing 8, headers 32 high. Section 0: header 0–32, the
    /// featured item 400 − 16 = 384 wide at (8, 32 + 8), ending at 40 + 80 + 8 = 128.
    /// Section 1: header 128–160, 96-point items from y 168, three to a 384-point line
    /// (a fourth needs 408), spread by (384 − 288) / 2 = 48: x 8, 152, 296.
    @Test func bothLanguageModesShowTheGrid() {
        let grids: [(UIViewController, () -> UICollectionView, () -> [String], (Bool) -> Void)] = [
            { let c = Swift5App.ProductGridViewController()
              return (c, { c.collectionView }, { c.chosen }, { c.show(featured: [], all: ["Tea", "Latte"], animated: $0) }) }(),
            { let c = Swift6App.ProductGridViewController()
              return (c, { c.collectionView }, { c.chosen }, { c.show(featured: [], all: ["Tea", "Latte"], animated: $0) }) }(),
        ]
        for (controller, collectionView, chosen, showFewer) in grids {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            window.layer.isHidden = false
            window.rootViewController = controller
            window.layoutIfNeeded()
            let cv = collectionView()
            #expect(cv.numberOfSections == 2 && cv.numberOfItems(inSection: 1) == 3)
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 8, y: 40, width: 384, height: 80))
            #expect((0..<3).map { cv.cellForItem(at: IndexPath(item: $0, section: 1))?.frame.origin }
                    == [CGPoint(x: 8, y: 168), CGPoint(x: 152, y: 168), CGPoint(x: 296, y: 168)])
            let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            #expect(header?.frame == CGRect(x: 0, y: 128, width: 400, height: 32) && header?.backgroundColor == .systemGray)
            (controller as? UICollectionViewDelegate)?.collectionView(cv, didSelectItemAt: IndexPath(item: 2, section: 1))
            #expect(chosen() == ["Tea"])
            let tea = cv.cellForItem(at: IndexPath(item: 2, section: 1))
            showFewer(false)
            #expect(cv.numberOfItems(inSection: 0) == 0 && cv.numberOfItems(inSection: 1) == 2)
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1)) === tea)
        }
    }
}

@MainActor
@Suite struct SwatchGalleryTests {
    /// 300 wide: 60-point swatches with at least 4 between them, four to a line
    /// (4 × 60 + 3 × 4 = 252; five need 316), spread by (300 − 240) / 3 = 20: x 0, 80,
    /// 160, 240; the fifth alone on the next line, centred at 120, 24 (header) + 60 + 10 down.
    @Test func bothLanguageModesShowTheGallery() {
        let galleries: [(UICollectionViewController, () -> [Int], (UIColor) -> Void)] = [
            { let c = Swift5App.SwatchGalleryViewController(); return (c, { c.picked }, c.rotate) }(),
            { let c = Swift6App.SwatchGalleryViewController(); return (c, { c.picked }, c.rotate) }(),
        ]
        for (controller, picked, rotate) in galleries {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
            window.layer.isHidden = false
            window.rootViewController = controller
            window.layoutIfNeeded()
            let cv = controller.collectionView!
            #expect(cv.dataSource === controller && cv.delegate === controller)
            #expect((0..<5).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.origin } == [
                CGPoint(x: 0, y: 24), CGPoint(x: 80, y: 24), CGPoint(x: 160, y: 24), CGPoint(x: 240, y: 24), CGPoint(x: 120, y: 94),
            ])
            #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.contentView.backgroundColor == .systemBlue)
            controller.collectionView(cv, didSelectItemAt: IndexPath(item: 3, section: 0))
            #expect(picked() == [3])
            rotate(.black)
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.contentView.backgroundColor == .black)
            #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.contentView.backgroundColor == .systemBlue)
        }
    }
}

@MainActor
@Suite struct CompositionalCatalogueTests {
    /// 400 wide: banners 0.9 × 400 = 360 wide side by side 8 apart, 120 high; the grid 16
    /// below (136), its header 30 high across 400 − 2 × 12 = 376; two columns (400 is not
    /// over 500) of 376 / 2 = 188 by 376 / 4 = 94, each cell inset 4: 180 × 86 at x 16 and
    /// 204, from y 170, lines 94 apart; four lines end at 166 + 4 × 94 = 542. The list
    /// starts 16 below, inset grouped: rows 400 − 40 = 360 wide at x 20, from y 578.
    @Test func bothLanguageModesLayOutTheCatalogue() {
        // The catalogues are kept: each owns its diffable data source, which the view holds weakly.
        let owners: [NSObject] = [Swift5App.CompositionalCatalogue(frame: CGRect(x: 0, y: 0, width: 400, height: 800)),
                                  Swift6App.CompositionalCatalogue(frame: CGRect(x: 0, y: 0, width: 400, height: 800))]
        let views = [(owners[0] as! Swift5App.CompositionalCatalogue).collectionView, (owners[1] as! Swift6App.CompositionalCatalogue).collectionView]
        for catalogue in views {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.layer.isHidden = false
            window.addSubview(catalogue)
            window.layoutIfNeeded()
            func frame(_ item: Int, _ section: Int) -> CGRect? { catalogue.cellForItem(at: IndexPath(item: item, section: section))?.frame }
            #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 360, height: 120))
            #expect(frame(1, 0) == CGRect(x: 368, y: 0, width: 360, height: 120))
            let header = catalogue.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            #expect(header?.frame == CGRect(x: 12, y: 136, width: 376, height: 30) && header?.backgroundColor == .systemGray)
            #expect(frame(0, 1) == CGRect(x: 16, y: 170, width: 180, height: 86))
            #expect(frame(1, 1) == CGRect(x: 204, y: 170, width: 180, height: 86))
            #expect(frame(2, 1) == CGRect(x: 16, y: 264, width: 180, height: 86))
            #expect(frame(0, 1).map { _ in catalogue.cellForItem(at: IndexPath(item: 0, section: 1))!.contentView.backgroundColor } == .systemTeal)
            #expect(frame(0, 2)?.origin == CGPoint(x: 20, y: 578) && frame(0, 2)?.width == 360)
        }
        withExtendedLifetime(owners) {}
    }
}
