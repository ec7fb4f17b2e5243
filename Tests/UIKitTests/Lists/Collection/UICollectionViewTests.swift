// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// UICollectionView: views for the visible elements, reuse, selection through the real
/// touch path, updates, queries. 330 × 400 points at (100, 100) with 100 × 50 items:
/// three a line at x 0, 115, 230, lines 60 apart (UICollectionViewFlowLayoutTests).
@MainActor @Suite struct UICollectionViewTests {
    /// Lines meeting the 400-point view at offset y: from ⌊y / 60⌋ to ⌊(y + 400) / 60⌋
    /// (a line ending exactly at the top does not meet it), three items each.
    @Test func onlyTheVisibleItemsHaveCellsFromTheDataSource() {
        let h = CollectionHarness(counts: [100])
        let cv = h.collectionView
        // 400 / 60 = 6.67: lines 0 to 6, items 0 to 20.
        #expect(Set(cv.indexPathsForVisibleItems) == Set((0..<21).map { IndexPath(item: $0, section: 0) }))
        #expect(h.shownValues.allSatisfy { $0.key.item == $0.value })
        #expect(cv.numberOfSections == 1 && cv.numberOfItems(inSection: 0) == 100 && cv.numberOfItems(inSection: 3) == 0)
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
        #expect(cell.frame == CGRect(x: 115, y: 60, width: 100, height: 50))
        #expect(cv.indexPath(for: cell) == IndexPath(item: 4, section: 0))
        #expect(cell.reuseIdentifier == "value")
        #expect(cv.cellForItem(at: IndexPath(item: 40, section: 0)) == nil)
        // Points between items hit none; the content's coordinates are the view's.
        #expect(cv.indexPathForItem(at: CGPoint(x: 150, y: 80)) == IndexPath(item: 4, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 107, y: 80)) == nil)
        // Item 57: line 19, y 1140–1190 (the bottom edge belongs to the gap).
        #expect(cv.indexPathForItem(at: CGPoint(x: 20, y: 1189)) == IndexPath(item: 57, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 20, y: 1190)) == nil)
        #expect(cv.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 5)) == nil)
        // Scrolling to y 1000: lines 16 (960–1010) to 23 (1380–1430): items 48 to 71.
        cv.contentOffset = CGPoint(x: 0, y: 1000)
        h.touches.window.layoutIfNeeded()
        #expect(Set(cv.indexPathsForVisibleItems) == Set((48..<72).map { IndexPath(item: $0, section: 0) }))
        #expect(h.shownValues.allSatisfy { $0.key.item == $0.value })
        #expect(cv.visibleCells.allSatisfy { !$0.isHidden && $0.superview === cv })
    }

    /// 10,000 items scrolled through in 37-point steps, then flicked by a finger: at most
    /// 9 lines (27 cells) ever meet the view, and the cells are reused, never more made
    /// than were on screen at once plus one line.
    @Test func scrollingTenThousandItemsReusesABoundedNumberOfCells() {
        let h = CollectionHarness(counts: [10_000])
        let cv = h.collectionView
        // 3334 lines: 3334 × 60 − 10.
        #expect(cv.contentSize.height == 200_030)
        var mostShown = 0
        var offset: CGFloat = 0
        while offset < cv.contentSize.height - 400 {
            offset += 37
            cv.contentOffset = CGPoint(x: 0, y: min(offset, cv.contentSize.height - 400))
            h.touches.window.layoutIfNeeded()
            mostShown = max(mostShown, cv.visibleCells.count)
        }
        #expect(mostShown <= 27)
        #expect(cv.cellsCreated <= mostShown + 3, "made \(cv.cellsCreated) cells for at most \(mostShown) on screen")
        #expect(Set(cv.indexPathsForVisibleItems).contains(IndexPath(item: 9_999, section: 0)))
        #expect(h.shownValues.allSatisfy { $0.key.item == $0.value })
        // A finger flicks back up through the real touch path; the glide scrolls many lines.
        let created = cv.cellsCreated
        h.touches.drag(from: CGPoint(x: 400, y: 200), to: CGPoint(x: 400, y: 450), steps: 5, start: h.now + 0.01)
        h.wait(3)
        #expect(cv.contentOffset.y < cv.contentSize.height - 400 - 1000)
        #expect(cv.cellsCreated == created)
        #expect(h.shownValues.allSatisfy { $0.key.item == $0.value })
    }

    /// A tap on a cell (through the touch path and the scroll view's content-touch delay)
    /// highlights it, then selects it on lift; another tap selects another item and
    /// deselects the first. The delegate hears each step, in UIKit's order.
    @Test func aTapHighlightsThenSelects() {
        let h = CollectionHarness(counts: [20])
        let cv = h.collectionView
        let item4 = IndexPath(item: 4, section: 0), item8 = IndexPath(item: 8, section: 0)
        h.touches.tap(h.centre(of: item4), at: h.now + 0.01)
        h.wait(0.3)
        #expect(h.log.events == ["shouldHighlight 0.4", "didHighlight 0.4", "didUnhighlight 0.4", "shouldSelect 0.4", "didSelect 0.4"])
        #expect(cv.indexPathsForSelectedItems == [item4])
        #expect(cv.cellForItem(at: item4)!.isSelected && !cv.cellForItem(at: item4)!.isHighlighted)
        h.log.events = []
        // A finger resting past the 0.15 s delay shows the highlight while it is down.
        h.touches.send(.began, h.centre(of: item8), at: h.now + 0.01)
        h.wait(0.2)
        #expect(cv.cellForItem(at: item8)!.isHighlighted)
        h.touches.send(.ended, h.centre(of: item8), at: h.now + 0.01)
        h.wait(0.1)
        #expect(h.log.events == ["shouldHighlight 0.8", "didHighlight 0.8", "didUnhighlight 0.8", "shouldSelect 0.8",
                                 "didDeselect 0.4", "didSelect 0.8"])
        #expect(cv.indexPathsForSelectedItems == [item8])
        #expect(!cv.cellForItem(at: item4)!.isSelected && cv.cellForItem(at: item8)!.isSelected)
    }

    /// With multiple selection a tap toggles; a delegate refusing keeps the item as it is;
    /// a tap between items selects nothing.
    @Test func multipleSelectionTogglesAndTheDelegateCanRefuse() {
        let h = CollectionHarness(counts: [20])
        let cv = h.collectionView
        cv.allowsMultipleSelection = true
        let a = IndexPath(item: 1, section: 0), b = IndexPath(item: 5, section: 0), c = IndexPath(item: 6, section: 0)
        h.log.allowsSelecting = { $0 != c }
        for path in [a, b, c, a] {
            h.touches.tap(h.centre(of: path), at: h.now + 0.01)
            h.wait(0.1)
        }
        #expect(cv.indexPathsForSelectedItems == [b])
        #expect(h.log.events.filter { !$0.contains("ighlight") } == ["shouldSelect 0.1", "didSelect 0.1", "shouldSelect 0.5", "didSelect 0.5",
                                                                      "shouldSelect 0.6", "shouldDeselect 0.1", "didDeselect 0.1"])
        h.log.events = []
        h.touches.tap(h.windowPoint(CGPoint(x: 107, y: 20)), at: h.now + 0.01)
        h.wait(0.1)
        #expect(h.log.events.isEmpty)
        // With selection off, taps do nothing.
        cv.allowsSelection = false
        #expect(cv.indexPathsForSelectedItems == nil)
        h.touches.tap(h.centre(of: a), at: h.now + 0.01)
        h.wait(0.1)
        #expect(h.log.events.isEmpty && cv.indexPathsForSelectedItems == nil)
    }

    /// A tap on a pinned header covering a cell selects nothing.
    @Test func aTapOnAPinnedHeaderSelectsNothing() {
        let h = CollectionHarness(counts: [30]) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        h.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        h.touches.window.layoutIfNeeded()
        // Content y 120 is under the header (100–140) and on item 3 (the second line, 40 + 60 = 100 to 150).
        #expect(h.collectionView.indexPathForItem(at: CGPoint(x: 50, y: 120)) == IndexPath(item: 3, section: 0))
        h.touches.tap(h.windowPoint(CGPoint(x: 50, y: 120)), at: h.now + 0.01)
        h.wait(0.2)
        #expect(h.log.events.isEmpty && h.collectionView.indexPathsForSelectedItems == nil)
    }

    /// A finger that rests on a cell (highlighting it) and then drags scrolls the content:
    /// the scroll takes the touch, the highlight goes, nothing is selected.
    @Test func aDragCancelsTheHighlightAndSelectsNothing() {
        let h = CollectionHarness(counts: [60])
        let cv = h.collectionView
        let start = h.centre(of: IndexPath(item: 10, section: 0))
        h.touches.send(.began, start, at: h.now + 0.01)
        h.wait(0.2)
        #expect(cv.cellForItem(at: IndexPath(item: 10, section: 0))!.isHighlighted)
        var time = h.now
        for step in 1...10 {
            time += 0.01
            h.touches.send(.moved, CGPoint(x: start.x, y: start.y - CGFloat(step) * 10), at: time)
        }
        h.touches.send(.ended, CGPoint(x: start.x, y: start.y - 100), at: time + 0.01)
        h.wait(2)
        #expect(cv.contentOffset.y > 0)
        #expect(h.log.events == ["shouldHighlight 0.10", "didHighlight 0.10", "didUnhighlight 0.10"])
        #expect(cv.indexPathsForSelectedItems == nil)
    }

    /// selectItem and deselectItem by the app do not tell the delegate; a scroll position
    /// scrolls the item there, within the content.
    @Test func selectingFromCodeScrollsAndStaysQuiet() {
        let h = CollectionHarness(counts: [100])
        let cv = h.collectionView
        let item = IndexPath(item: 50, section: 0)  // line 16: y 960–1010 (three items a line)
        cv.selectItem(at: item, animated: false, scrollPosition: .top)
        #expect(cv.contentOffset.y == 960)
        h.touches.window.layoutIfNeeded()
        #expect(cv.cellForItem(at: item)?.isSelected == true)
        cv.selectItem(at: IndexPath(item: 51, section: 0), animated: false, scrollPosition: .centeredVertically)
        // Line 17, y 1020–1070: its centre 1045 in the middle of 400, 1045 − 200.
        #expect(cv.contentOffset.y == 845)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 51, section: 0)])
        cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        // Bottom 50 at the bottom of 400 would be −350; the content starts at 0.
        #expect(cv.contentOffset.y == 0)
        cv.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        // Line 33 at y 1980 on top would pass the end: the content is 34 × 60 − 10 = 2030 high.
        #expect(cv.contentOffset.y == 1630)  // 2030 − 400
        cv.deselectItem(at: IndexPath(item: 51, section: 0), animated: false)
        cv.selectItem(at: IndexPath(item: 5_000, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(h.log.events.isEmpty)
    }

    /// Inserts, deletes and moves keep each cell with its item: the cell that showed a value
    /// shows it at its new index path, only new items ask the data source, and the
    /// selection follows its item.
    @Test func batchUpdatesMoveCellsWithTheirItems() {
        let h = CollectionHarness(counts: [9])
        let cv = h.collectionView
        cv.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        let cellFor5 = cv.cellForItem(at: IndexPath(item: 5, section: 0))
        let cellFor0 = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        h.source.cellRequests = []
        var completed: Bool?
        // [0 … 8] → delete 1 and 2, insert 100 at 0, move 8 to 1: [100, 8, 0, 3, 4, 5, 6, 7].
        cv.performBatchUpdates({
            h.source.sections[0] = [100, 8, 0, 3, 4, 5, 6, 7]
            cv.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
            cv.insertItems(at: [IndexPath(item: 0, section: 0)])
            cv.moveItem(at: IndexPath(item: 8, section: 0), to: IndexPath(item: 1, section: 0))
        }, completion: { completed = $0 })
        #expect(h.source.cellRequests == [IndexPath(item: 0, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cellFor0)
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0)) === cellFor5)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        // The moves animate: run the 0.3 s animation to its end.
        h.wait(0.5)
        #expect(completed == true)
        #expect(h.shownValues == Dictionary(uniqueKeysWithValues: [100, 8, 0, 3, 4, 5, 6, 7].enumerated().map {
            (IndexPath(item: $0, section: 0), $1)
        }))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))!.frame.origin == CGPoint(x: 230, y: 0))
        // Sections: insert one before, delete it again.
        h.source.sections.insert([200, 201], at: 0)
        cv.insertSections(IndexSet(integer: 0))
        h.wait(0.5)
        #expect(cv.numberOfSections == 2 && cv.numberOfItems(inSection: 0) == 2)
        #expect(h.shownValues[IndexPath(item: 0, section: 1)] == 100)
        h.source.sections.remove(at: 0)
        cv.deleteSections(IndexSet(integer: 0))
        h.wait(0.5)
        #expect(h.shownValues[IndexPath(item: 0, section: 0)] == 100 && cv.numberOfSections == 1)
        // Reloading an item asks for its cell again.
        h.source.cellRequests = []
        h.source.sections[0][3] = 33
        cv.reloadItems(at: [IndexPath(item: 3, section: 0)])
        h.wait(0.5)
        #expect(h.source.cellRequests == [IndexPath(item: 3, section: 0)] && h.shownValues[IndexPath(item: 3, section: 0)] == 33)
    }

    /// A batch animates: mid-way through the 0.3 s, a cell moving from x 115 to x 0 (its
    /// centre from 165 to 50) is between the two on screen, the deleted item's cell is
    /// fading out and the item that arrives on screen fading in; at the end the deleted
    /// cell is hidden and queued for reuse.
    /// A layout's `initialLayoutAttributesForAppearingItem` and
    /// `finalLayoutAttributesForDisappearingItem` shape an animated update, as in UIKit:
    /// the item arriving on screen starts 200 points right of its place and slides in
    /// (mid-way between the two), the deleted one ends as the layout's final attributes
    /// say (a 10-point square at the origin, half transparent).
    @Test func theLayoutsAppearingAndDisappearingAttributesShapeAnUpdate() throws {
        let layout = SlidingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let h = CollectionHarness(counts: [21], customLayout: layout)
        let cv = h.collectionView
        let deleted = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        h.source.sections[0].removeFirst()
        h.source.sections[0].append(21)
        cv.performBatchUpdates({
            cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
            cv.insertItems(at: [IndexPath(item: 20, section: 0)])
        })
        #expect(deleted.center == CGPoint(x: 5, y: 5) && deleted.bounds.size == CGSize(width: 10, height: 10))
        #expect(deleted.alpha == 0.5)
        let arriving = try #require(cv.cellForItem(at: IndexPath(item: 20, section: 0)))
        let place = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 20, section: 0))).center.x
        #expect(arriving.center.x == place, "the model is at the end at once")
        h.wait(0.15)
        let x = try #require(arriving.layer.presentation()).position.x
        #expect(x > place && x < place + 200, "on its way in: \(x)")
        h.wait(0.3)
        #expect(arriving.layer.presentation()?.position.x == place)
    }

    @Test func batchUpdatesAnimate() {
        let h = CollectionHarness(counts: [21])  // items 0–20 fill the 7 visible lines
        let cv = h.collectionView
        let deleted = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let moving = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        h.source.sections[0].removeFirst()
        h.source.sections[0].append(21)
        var finished: Bool?
        cv.performBatchUpdates({
            cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
            cv.insertItems(at: [IndexPath(item: 20, section: 0)])
        }, completion: { finished = $0 })
        #expect(moving.center.x == 50, "the model is at the end at once")
        let arriving = cv.cellForItem(at: IndexPath(item: 20, section: 0))!
        #expect((arriving as! ValueCell).value == 21)
        h.wait(0.15)
        let x = moving.layer.presentation()!.position.x
        #expect(x > 50 && x < 165, "centre on screen \(x)")
        let fading = deleted.layer.presentation()!.opacity, appearing = arriving.layer.presentation()!.opacity
        #expect(fading > 0 && fading < 1 && appearing > 0 && appearing < 1)
        #expect(!deleted.isHidden && finished == nil)
        h.wait(0.3)
        #expect(finished == true)
        #expect(deleted.isHidden && moving.layer.presentation()!.position.x == 50)
        #expect(cv.visibleCells.count == 21 && !cv.visibleCells.contains { $0 === deleted })
        #expect(cv.reusePool.count == 1)
    }

    /// Updates that do not add up to the data source's counts reload the data instead of
    /// stopping the app.
    @Test func updatesThatDisagreeWithTheDataSourceReload() {
        let h = CollectionHarness(counts: [5])
        let cv = h.collectionView
        h.source.sections[0] = [0, 1, 2, 3, 4, 5, 6]
        cv.insertItems(at: [IndexPath(item: 5, section: 0)])  // one announced, two added
        h.wait(0.5)
        #expect(cv.numberOfItems(inSection: 0) == 7)
        #expect(h.shownValues.count == 7 && h.shownValues.allSatisfy { $0.key.item == $0.value })
    }

    /// reloadData asks again and clears the selection; without animation, deleted items
    /// leave at once.
    @Test func reloadDataAndUpdatesWithoutAnimation() {
        let h = CollectionHarness(counts: [6])
        let cv = h.collectionView
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        h.source.sections[0] = [9, 8, 7]
        cv.reloadData()
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(cv.visibleCells.isEmpty)  // until the next layout pass asks again
        h.touches.window.layoutIfNeeded()
        #expect(h.shownValues == [IndexPath(item: 0, section: 0): 9, IndexPath(item: 1, section: 0): 8, IndexPath(item: 2, section: 0): 7])
        var completed = false
        UIView.performWithoutAnimation {
            h.source.sections[0] = [9, 7]
            cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 1, section: 0)]) }, completion: { completed = $0 })
        }
        #expect(completed)
        #expect(h.shownValues == [IndexPath(item: 0, section: 0): 9, IndexPath(item: 1, section: 0): 7])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.frame.minX == 230)
        #expect(cv.subviews.filter { $0 is ValueCell && !$0.isHidden }.count == 2)
    }

    /// A registered cell class that overrides init(frame:) is made through its own
    /// initializer (which fills its content view), sized by the layout.
    @Test func registeredSubclassesAreMadeThroughTheirOwnInitializer() {
        let h = CollectionHarness(counts: [1])
        let cell = h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ValueCell
        #expect(cell?.contentView.backgroundColor == .blue)
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}

/// A collection view controller subclass as iOS code writes one.
@MainActor final class NumbersController: UICollectionViewController {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "value", for: indexPath) as! ValueCell
        cell.value = indexPath.item * 10
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor @Suite struct UICollectionViewControllerTests {
    /// The controller's view is a collection view it feeds; a tap through the touch path
    /// reaches its override; the selection is cleared when the view appears again.
    @Test func theControllerFeedsItsCollectionView() {
        let touches = TouchHarness()
        touches.loop.advanceTime(by: 100)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let controller = NumbersController(collectionViewLayout: layout)
        #expect(!controller.isViewLoaded)
        let cv = controller.collectionView!
        #expect(controller.isViewLoaded && controller.collectionViewLayout === layout)
        #expect(cv.dataSource === controller && cv.delegate === controller && cv.collectionViewLayout === layout)
        cv.frame = CGRect(x: 0, y: 0, width: 330, height: 400)
        touches.window.addSubview(cv)
        touches.window.layoutIfNeeded()
        #expect((cv.cellForItem(at: IndexPath(item: 4, section: 0)) as? ValueCell)?.value == 40)
        // Item 4: line 1, x 115–215, y 60–110.
        touches.tap(CGPoint(x: 160, y: 80), at: touches.loop.now + 0.01)
        touches.wait(until: touches.loop.now + 0.2)
        #expect(controller.selected == [IndexPath(item: 4, section: 0)])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        controller.viewWillAppear(false)
        #expect(cv.indexPathsForSelectedItems == nil)
    }
}

/// A flow layout whose appearing items start 200 points right of their places and whose
/// disappearing ones end as a half-transparent 10-point square at the origin.
final class SlidingFlowLayout: UICollectionViewFlowLayout {
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.center.x += 200
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.alpha = 0.5
        return attributes
    }
}
