// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A plain list (compositional list layout) 330 × 440 points at (100, 100) in a touch
/// harness's window, showing `count` rows of list cells "Row n" (44 points high: the
/// body line and its margins round up to the 44-point minimum), driven through the real
/// touch path with a 60 Hz frame clock.
@MainActor
final class ListHarness {
    let touches = TouchHarness()
    let frames: FrameStepper
    let collectionView: UICollectionView
    let source: ListSource

    init(count: Int = 20, configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) {
        frames = FrameStepper(touches: touches)
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        configure(&list)
        collectionView = UICollectionView(frame: CGRect(x: 100, y: 100, width: 330, height: 440),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        source = ListSource(count: count)
        collectionView.dataSource = source
        collectionView.delegate = source
        touches.window.backgroundColor = .white
        touches.window.addSubview(collectionView)
        touches.window.layoutIfNeeded()
    }

    var now: Double { touches.loop.now }

    /// Moves the clock on by `seconds`, running a frame every 1/60 s.
    func wait(_ seconds: Double) { frames.wait(seconds) }

    func cell(_ item: Int) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    /// The window point at the middle of the row's left half.
    func point(of item: Int) -> CGPoint {
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return collectionView.convert(CGPoint(x: frame.minX + 100, y: frame.midY), to: nil)
    }

    /// The window point at the centre of `view`.
    func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func tap(_ point: CGPoint) {
        touches.tap(point, at: now + 0.001)
        wait(0.3)
    }

    /// A finger held still at `point` for `seconds`, then lifted.
    func press(_ point: CGPoint, for seconds: Double = 0.6) {
        touches.send(.began, point, at: now + 0.001)
        wait(seconds)
        touches.send(.ended, point, at: now + 0.001)
        wait(0.1)
    }

    /// The menu shown in the window, if any.
    var menu: MenuOverlayView? { touches.window.subviews.compactMap { $0 as? MenuOverlayView }.last }
}

/// Rows "Row n" in list cells; their accessories come from `accessories`, context menus
/// from `menu`; it records selections.
@MainActor
final class ListSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [Int]
    var accessories: (IndexPath) -> [UICellAccessory] = { _ in [] }
    var menu: ((IndexPath) -> UIContextMenuConfiguration?)?
    var didSelect: ((UICollectionView, IndexPath) -> Void)?
    var selections: [Int] = []
    let registration: UICollectionView.CellRegistration<UICollectionViewListCell, Int>

    init(count: Int) {
        items = Array(0..<count)
        registration = UICollectionView.CellRegistration { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
        cell.accessories = accessories(indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath.item)
        didSelect?(collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        menu?(indexPath)
    }
}
