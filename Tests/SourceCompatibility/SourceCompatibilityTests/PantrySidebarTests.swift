// Vitrine — Apache License 2.0
// The sidebar of both source-compatibility apps: an outline fed with section snapshots.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct PantrySidebarTests {
    @Test func bothLanguageModesShowAndExpandTheOutline() {
        let sidebars: [(UICollectionView, () -> [String], (String) -> Void, (String) -> Int, UIViewController)] = [
            { let s = Swift5App.PantrySidebar(); return (s.collectionView, { s.shownTitles }, s.expand, s.level, s.controller) }(),
            { let s = Swift6App.PantrySidebar(); return (s.collectionView, { s.shownTitles }, s.expand, s.level, s.controller) }(),
        ]
        for (collectionView, shown, expand, level, controller) in sidebars {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
            window.addSubview(collectionView)
            window.layoutIfNeeded()
            #expect(shown() == ["Pantry", "Spices", "Tins…"])
            // The first row shows a sidebar header's configuration.
            let header = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration
            #expect(header?.isHeader == true && header?.textProperties.color === UIColor.secondaryLabel)
            #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)?.indentationLevel == 1)
            expand("Tins…")
            #expect(shown() == ["Pantry", "Spices", "Tins…", "Tins… A", "Tins… B"])
            #expect(level("Tins… A") == 2)
            #expect(controller.navigationItem.rightBarButtonItem?.menu?.children.count == 2)
        }
    }
}
