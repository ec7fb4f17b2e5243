// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Moving items by hand: the collection view's interactive movement API on a
/// CollectionHarness grid (100 × 50-point items three to a line), the collection view
/// controller's standard long press through the real touch path, and a diffable data
/// source's reordering handlers.
@MainActor
@Suite struct UICollectionViewInteractiveMovementTests {
    private func contentCentre(_ harness: CollectionHarness, _ item: Int) -> CGPoint {
        let frame = harness.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func itemsTheDataSourceDoesNotLetMoveDoNotBegin() {
        let harness = CollectionHarness(counts: [12])
        #expect(!harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test func theOtherItemsMakeRoomAndTheDataSourceHearsOnlyAtTheEnd() {
        let harness = CollectionHarness(counts: [12])
        harness.source.movable = true
        let collectionView = harness.collectionView
        let moving = try! #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try! #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        let target = contentCentre(harness, 4)
        collectionView.updateInteractiveMovementTargetPosition(target)
        harness.wait(0.5)
        // The moving cell stays under the finger and now stands for index 4; item 1 took index 0.
        #expect(moving.center == target)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(second.frame == collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame)
        #expect(harness.source.moves.isEmpty)
        collectionView.endInteractiveMovement()
        harness.wait(0.5)
        #expect(harness.source.moves == ["0 -> 4"])
        #expect(harness.source.sections[0].prefix(5) == [1, 2, 3, 4, 0])
        #expect(moving.frame == collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame)
    }

    @Test func cancellingPutsTheItemBackAndTellsNothing() {
        let harness = CollectionHarness(counts: [12])
        harness.source.movable = true
        let collectionView = harness.collectionView
        let moving = try! #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(contentCentre(harness, 7))
        harness.wait(0.5)
        collectionView.cancelInteractiveMovement()
        harness.wait(0.5)
        #expect(harness.source.moves.isEmpty)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === moving)
        #expect(moving.frame == collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame)
    }

    @Test func theDelegateRetargetsTheMove() {
        final class KeepFirst: UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                                toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                IndexPath(item: max(proposedIndexPath.item, 1), section: proposedIndexPath.section)
            }
        }
        let harness = CollectionHarness(counts: [12])
        let delegate = KeepFirst()
        harness.collectionView.delegate = delegate
        harness.source.movable = true
        harness.wait(0.05)
        #expect(harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        harness.collectionView.updateInteractiveMovementTargetPosition(contentCentre(harness, 0))
        harness.collectionView.endInteractiveMovement()
        #expect(harness.source.moves == ["3 -> 1"])
    }

    /// A grid controller whose items move by the standard long press.
    final class MovableGrid: UICollectionViewController {
        var items = Array(0..<12)
        var moves: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "value", for: indexPath) as! ValueCell
            cell.value = items[indexPath.item]
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.item) -> \(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    /// Moves a finger already down from `from` to `to` in 10 steps 10 ms apart from `start`.
    private func slide(_ touches: TouchHarness, from: CGPoint, to: CGPoint, start: Double) {
        for step in 1...10 {
            let f = CGFloat(step) / 10
            touches.send(.moved, CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), at: start + 0.01 * Double(step))
        }
    }

    @Test func theControllersLongPressMovesAnItemThroughTheTouchPath() {
        let touches = TouchHarness()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let controller = MovableGrid(collectionViewLayout: layout)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        controller.view.frame = CGRect(x: 100, y: 100, width: 330, height: 400)
        touches.window.addSubview(controller.view)
        touches.window.layoutIfNeeded()
        let collectionView = controller.collectionView!
        func windowCentre(_ item: Int) -> CGPoint {
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        }
        let start = windowCentre(0), end = windowCentre(5)
        touches.send(.began, start, at: 1)
        // Held past the long press's 0.5 s, then dragged to item 5 and lifted there.
        touches.wait(until: 1.6)
        slide(touches, from: start, to: end, start: 1.6)
        touches.send(.ended, end, at: 1.8)
        #expect(controller.moves == ["0 -> 5"])
        #expect(controller.items.prefix(6) == [1, 2, 3, 4, 5, 0])
        #expect(collectionView.contentOffset == .zero)

        controller.installsStandardGestureForInteractiveMovement = false
        touches.send(.began, windowCentre(1), at: 3)
        touches.wait(until: 3.6)
        slide(touches, from: windowCentre(1), to: windowCentre(4), start: 3.6)
        touches.send(.ended, windowCentre(4), at: 3.8)
        #expect(controller.moves == ["0 -> 5"])
    }

    @Test func aDiffableDataSourceReordersThroughItsHandlers() {
        let harness = CollectionHarness(counts: [0])
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: harness.collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "value", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        source.apply(snapshot, animatingDifferences: false)
        harness.wait(0.05)
        #expect(!harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        var log: [String] = []
        source.reorderingHandlers.canReorderItem = { $0 != "d" }
        source.reorderingHandlers.willReorder = { log.append("will \($0.initialSnapshot.itemIdentifiers.joined())") }
        source.reorderingHandlers.didReorder = { transaction in
            log.append("did \(transaction.finalSnapshot.itemIdentifiers.joined()) \(transaction.difference.count)")
        }
        #expect(!harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        harness.collectionView.updateInteractiveMovementTargetPosition(contentCentre(harness, 2))
        harness.collectionView.endInteractiveMovement()
        // "a" moved after "c": one removal and one insertion.
        #expect(log == ["will abcd", "did bcad 2"])
        #expect(source.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
    }
}

/// Moving an item by hand into another section.
@MainActor
@Suite struct UICollectionViewCrossSectionMovementTests {
    /// Two sections of three 100 × 50 items (one line each: section 0 at y 0, section 1
    /// at y 50). Item 0 of section 0 dragged over item 1 of section 1 takes its place:
    /// section 0 shows two items, section 1 four, and at the end the data source hears
    /// (0, 0) → (1, 1) once: its sections become [1, 2] and [3, 0, 4, 5].
    @Test func anItemMovesIntoAnotherSection() throws {
        let harness = CollectionHarness(counts: [3, 3])
        harness.source.movable = true
        let collectionView = harness.collectionView
        let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = CGPoint(x: 150, y: 75)  // the middle of item (1, 1)
        collectionView.updateInteractiveMovementTargetPosition(target)
        harness.wait(0.5)
        #expect(collectionView.numberOfItems(inSection: 0) == 2 && collectionView.numberOfItems(inSection: 1) == 4)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) === moving)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(moving.center == target)
        #expect(harness.source.moves.isEmpty)
        collectionView.endInteractiveMovement()
        harness.wait(0.5)
        #expect(harness.source.moves == ["0 -> 1"])
        #expect(harness.source.sections == [[1, 2], [3, 0, 4, 5]])
        #expect(moving.frame == collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))!.frame)
        #expect(collectionView.numberOfItems(inSection: 1) == 4)
    }

    /// `moveItem(at:to:)` between sections in a batch: the cell follows its item.
    @Test func aBatchMoveAcrossSectionsKeepsTheCell() throws {
        let harness = CollectionHarness(counts: [3, 3])
        let collectionView = harness.collectionView
        let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)))
        collectionView.performBatchUpdates({
            let value = harness.source.sections[1].remove(at: 2)
            harness.source.sections[0].insert(value, at: 0)
            collectionView.moveItem(at: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 0))
        })
        harness.wait(0.5)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === moving)
        #expect(moving.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(harness.shownValues[IndexPath(item: 0, section: 0)] == 5)
    }
}
