// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// List cells: accessories at the edges in UIKit's order, indentation, editing-only
/// accessories, a checkmark toggled by a tap, and swipe actions from the list
/// configuration's providers, all through the real touch path.
///
/// Metrics are Vitrine's (Apple documents the order, not the numbers): the table's side
/// margins, 20 points in the harness's 1000-point (regular-width) window, 16 in a compact
/// one; accessories 8 points apart at their own sizes; 10-point indentation steps.
@MainActor
@Suite struct UICollectionViewListCellTests {
    static let chevronWidth = UIImage(systemName: "chevron.right")!.size.width
    static let checkmarkWidth = UIImage(systemName: "checkmark")!.size.width
    static let margin: CGFloat = 20

    /// A checkmark and a disclosure indicator, given in either order: the chevron sits at
    /// the trailing margin (330 − 20 − chevron), the checkmark 8 points before it, and
    /// the content view ends at the checkmark, its text 8 points before.
    @Test(arguments: [false, true]) func trailingAccessoriesSitInUIKitsOrder(reversed: Bool) throws {
        let h = ListHarness()
        h.source.accessories = { _ in reversed ? [.disclosureIndicator(), .checkmark()] : [.checkmark(), .disclosureIndicator()] }
        h.collectionView.reloadData()
        h.touches.window.layoutIfNeeded()
        let cell = try #require(h.cell(1))
        #expect(cell.bounds.size == CGSize(width: 330, height: 44))
        // The views are kept in the array's order.
        let views = cell.shownAccessories.map(\.view)
        try #require(views.count == 2)
        let (chevron, checkmark) = reversed ? (views[0], views[1]) : (views[1], views[0])
        #expect(chevron.bounds.width == Self.chevronWidth && checkmark.bounds.width == Self.checkmarkWidth)
        let chevronX = 330 - Self.margin - Self.chevronWidth
        let checkmarkX = chevronX - 8 - Self.checkmarkWidth
        #expect(chevron.frame.minX == chevronX)
        #expect(checkmark.frame.minX == checkmarkX)
        #expect(abs(chevron.frame.midY - 22) <= 0.5 && abs(checkmark.frame.midY - 22) <= 0.5, "centred in the 44-point row")
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: checkmarkX, height: 44))
        let list = try #require(cell.configuredContentView as? UIListContentView)
        #expect(list.sideMargins?.leading == Self.margin && list.sideMargins?.trailing == 8)
    }

    /// A label accessory (trailing) and a 30 × 20 custom view placed leading: the view at
    /// the leading margin (x 20), the content view from its end (50), text 8 points in;
    /// the label at the trailing margin.
    @Test func labelAndLeadingCustomView() throws {
        let h = ListHarness()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        h.source.accessories = { indexPath in
            indexPath.item == 0 ? [.label(text: "12"),
                                   .customView(configuration: UICellAccessory.CustomViewConfiguration(customView: custom, placement: .leading()))] : []
        }
        h.collectionView.reloadData()
        h.touches.window.layoutIfNeeded()
        let cell = try #require(h.cell(0))
        #expect(custom.superview === cell)
        #expect(custom.frame == CGRect(x: 20, y: 12, width: 30, height: 20))  // (44 − 20) / 2 = 12
        let label = try #require(cell.shownAccessories.map(\.view).first { $0 is UILabel } as? UILabel)
        #expect(label.text == "12" && label.textColor == .secondaryLabel)
        #expect(label.frame.maxX == 330 - Self.margin)
        #expect(cell.contentView.frame.minX == 50 && cell.contentView.frame.maxX == label.frame.minX)
        #expect((cell.configuredContentView as? UIListContentView)?.sideMargins?.leading == 8)
    }

    /// Indentation level 2 of 10-point steps moves the text 20 points in (20 + 20); with
    /// `indentsAccessories` a leading delete control moves in with it.
    @Test func indentationMovesTheTextAndLeadingAccessories() throws {
        let h = ListHarness()
        h.source.accessories = { indexPath in indexPath.item == 1 ? [.delete()] : [] }
        h.collectionView.reloadData()
        h.touches.window.layoutIfNeeded()
        let plain = try #require(h.cell(0))
        plain.indentationLevel = 2
        plain.layoutIfNeeded()
        #expect((plain.configuredContentView as? UIListContentView)?.sideMargins?.leading == 40)
        h.collectionView.isEditing = true
        h.touches.window.layoutIfNeeded()
        let editing = try #require(h.cell(1))
        editing.indentationLevel = 2
        editing.layoutIfNeeded()
        let control = try #require(editing.shownAccessories.first?.view as? TableEditingControl)
        #expect(control.frame.minX == 40)
        #expect(editing.contentView.frame.minX == 40 + UITableViewCell.editingControlDiameter)
    }

    /// Delete and reorder show only while the list edits (their default), a
    /// `.whenNotEditing` chevron only while it does not.
    @Test func displayedStatesFollowEditing() throws {
        let h = ListHarness()
        h.source.accessories = { _ in [.delete(), .disclosureIndicator(displayed: .whenNotEditing), .reorder()] }
        h.collectionView.reloadData()
        h.touches.window.layoutIfNeeded()
        let cell = try #require(h.cell(0))
        #expect(cell.shownAccessories.map { "\(type(of: $0.view))" } == ["UIImageView"])
        h.collectionView.isEditing = true
        h.touches.window.layoutIfNeeded()
        #expect(cell.shownAccessories.map { "\(type(of: $0.view))" } == ["TableEditingControl", "TableReorderControl"])
        #expect(cell.configurationState.isEditing)
        let grip = try #require(cell.shownAccessories.last?.view)
        #expect(grip.frame.maxX == 330 - Self.margin && grip.frame.height == 44)
        h.collectionView.isEditing = false
        h.touches.window.layoutIfNeeded()
        #expect(cell.shownAccessories.count == 1)
    }

    /// A tap on a row toggles its checkmark, as a settings list does from
    /// `didSelectItemAt`; a second tap removes it.
    @Test func aTapTogglesTheCheckmark() throws {
        let h = ListHarness()
        var checked: Set<Int> = []
        h.source.accessories = { indexPath in checked.contains(indexPath.item) ? [.checkmark()] : [] }
        h.source.didSelect = { collectionView, indexPath in
            collectionView.deselectItem(at: indexPath, animated: true)
            if checked.contains(indexPath.item) { checked.remove(indexPath.item) } else { checked.insert(indexPath.item) }
            (collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell)?.accessories =
                checked.contains(indexPath.item) ? [.checkmark()] : []
        }
        let cell = try #require(h.cell(3))
        #expect(cell.shownAccessories.isEmpty)
        h.tap(h.point(of: 3))
        #expect(h.source.selections == [3])
        let mark = try #require(cell.shownAccessories.first?.view as? UIImageView)
        #expect(mark.bounds.width == Self.checkmarkWidth && mark.superview === cell)
        #expect(mark.frame.maxX == 330 - Self.margin)
        h.tap(h.point(of: 3))
        #expect(h.source.selections == [3, 3])
        #expect(cell.shownAccessories.isEmpty && mark.superview == nil)
    }

    /// A 100-point drag to the left on a row opens the list configuration's trailing
    /// actions (the content moves aside by the buttons' width, at least 74 points); a
    /// tap on the button runs its handler, whose completion closes the row.
    @Test func aTrailingSwipeRevealsTheProvidersActions() throws {
        var deleted: [Int] = []
        var asked: [IndexPath] = []
        let h = ListHarness { list in
            list.trailingSwipeActionsConfigurationProvider = { indexPath in
                asked.append(indexPath)
                let action = UIContextualAction(style: .destructive, title: "Delete") { _, view, done in
                    #expect(view is UICollectionViewListCell)
                    deleted.append(indexPath.item)
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [action])
            }
        }
        let cell = try #require(h.cell(2))
        let from = h.point(of: 2)
        h.touches.drag(from: CGPoint(x: from.x + 200, y: from.y), to: CGPoint(x: from.x + 100, y: from.y), steps: 10, start: h.now + 0.001)
        h.wait(0.5)
        #expect(asked.contains(IndexPath(item: 2, section: 0)))
        let swipe = try #require(h.collectionView.swipe)
        #expect(swipe.cell === cell && swipe.trailing)
        #expect(cell.swipeOffset == -swipe.openWidth && swipe.openWidth >= 74)
        #expect(cell.contentView.frame.minX == -swipe.openWidth)
        #expect(cell.configurationState.isSwiped)
        #expect(h.collectionView.contentOffset.y == 0, "a sideways drag does not scroll")
        #expect(h.source.selections.isEmpty)
        let button = try #require(swipe.actionsView.subviews.first)
        h.tap(h.centre(of: button))
        h.wait(0.5)
        #expect(deleted == [2])
        #expect(h.collectionView.swipe == nil && cell.swipeOffset == 0 && cell.contentView.frame.minX == 0)
    }

    /// A leading swipe shows the leading provider's actions; a tap elsewhere on the list
    /// closes them without selecting.
    @Test func aLeadingSwipeOpensAndATapElsewhereCloses() throws {
        let h = ListHarness { list in
            list.leadingSwipeActionsConfigurationProvider = { _ in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
            }
        }
        let cell = try #require(h.cell(1))
        let from = h.point(of: 1)
        h.touches.drag(from: from, to: CGPoint(x: from.x + 100, y: from.y), steps: 10, start: h.now + 0.001)
        h.wait(0.5)
        let swipe = try #require(h.collectionView.swipe)
        #expect(!swipe.trailing && cell.swipeOffset == swipe.openWidth)
        h.tap(h.point(of: 6))
        h.wait(0.5)
        #expect(h.collectionView.swipe == nil && cell.swipeOffset == 0)
        #expect(h.source.selections.isEmpty)
    }

    /// The delete accessory without a handler opens the row's trailing swipe actions,
    /// as UIKit documents; with a handler it runs the handler.
    @Test func theDeleteAccessoryRevealsTheTrailingActions() throws {
        var handled = 0
        let h = ListHarness { list in
            list.trailingSwipeActionsConfigurationProvider = { _ in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
            }
        }
        h.source.accessories = { indexPath in indexPath.item == 0 ? [.delete()] : [.delete(actionHandler: { handled += 1 })] }
        h.collectionView.reloadData()
        h.collectionView.isEditing = true
        h.touches.window.layoutIfNeeded()
        let cell = try #require(h.cell(0))
        let control = try #require(cell.shownAccessories.first?.view as? TableEditingControl)
        h.tap(h.centre(of: control))
        h.wait(0.5)
        let swipe = try #require(h.collectionView.swipe)
        #expect(swipe.cell === cell && cell.swipeOffset == -swipe.openWidth)
        let other = try #require(h.cell(1)?.shownAccessories.first?.view)
        h.tap(h.centre(of: other))
        #expect(handled == 1)
    }
}
