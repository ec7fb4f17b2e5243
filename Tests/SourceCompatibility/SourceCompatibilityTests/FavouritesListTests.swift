// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct FavouritesListTests {
    /// In both language modes the list's cells carry the accessories the registration set
    /// (not editing: the chevron, the label, the leading custom view and the header
    /// chevron; the checkmark is hidden), indented one level, the size button's menu is
    /// its primary action, and the banner holds a context menu interaction.
    @Test func bothLanguageModesConfigureTheList() {
        let owners: [NSObject] = [Swift5App.FavouritesList(frame: CGRect(x: 0, y: 0, width: 400, height: 600)),
                                  Swift6App.FavouritesList(frame: CGRect(x: 0, y: 0, width: 400, height: 600))]
        let lists = [(owners[0] as! Swift5App.FavouritesList).collectionView, (owners[1] as! Swift6App.FavouritesList).collectionView]
        let buttons = [(owners[0] as! Swift5App.FavouritesList).sizeButton, (owners[1] as! Swift6App.FavouritesList).sizeButton]
        let banners = [(owners[0] as! Swift5App.FavouritesList).banner, (owners[1] as! Swift6App.FavouritesList).banner]
        #expect(banners.allSatisfy { $0.interactions.first is UIContextMenuInteraction })
        for (list, button) in zip(lists, buttons) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            window.layer.isHidden = false
            window.addSubview(list)
            window.layoutIfNeeded()
            let cell = list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
            #expect(cell?.accessories.count == 7)
            #expect(cell?.indentationLevel == 1)
            #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "Espresso")
            #expect(button.showsMenuAsPrimaryAction && button.menu?.children.count == 4)
            #expect(button.menu?.options == .singleSelection)
        }
    }
}
