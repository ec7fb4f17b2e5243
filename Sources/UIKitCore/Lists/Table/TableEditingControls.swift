// Vitrine — Apache License 2.0
// The controls of a row in an editing table, built from layers (nothing drawn): the
// delete control, a red circle with a white bar (iOS's system red), the insert control,
// a green circle with a white cross, and the reorder control, three gray lines.

/// The delete or insert control at a row's leading edge; a tap tells the table.
@MainActor
final class TableEditingControl: UIControl {
    private let circle = CALayer.controlPart()
    private let horizontalBar = CALayer.controlPart()
    private let verticalBar = CALayer.controlPart()

    var style: UITableViewCell.EditingStyle = .delete {
        didSet { applyStyle() }
    }

    /// The circle's colour in place of the style's (a list accessory's option).
    var circleColor: UIColor? {
        didSet { applyStyle() }
    }

    /// Where the circle's centre is, in the control.
    var circleCentre: CGPoint = .zero {
        didSet { placeLayers() }
    }

    init() {
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        let diameter = UITableViewCell.editingControlDiameter
        circle.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        circle.cornerRadius = diameter / 2
        for bar in [horizontalBar, verticalBar] {
            bar.backgroundColor = UIColor.white.cgColor
            bar.cornerRadius = 1
            circle.addSublayer(bar)
        }
        // A 12 × 2 point bar through the middle; the cross adds the upright one.
        horizontalBar.frame = CGRect(x: 5, y: 10, width: 12, height: 2)
        verticalBar.frame = CGRect(x: 10, y: 5, width: 2, height: 12)
        layer.addSublayer(circle)
        applyStyle()
    }

    required init?(coder: NSCoder) { nil }

    /// The whole leading strip takes the tap, not only the circle.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    private func applyStyle() {
        circle.backgroundColor = (circleColor ?? (style == .insert ? UIColor.systemGreen : UIColor.systemRed)).cgColor
        verticalBar.isHidden = style != .insert
    }

    private func placeLayers() {
        circle.position = circleCentre
    }
}

/// The grip at a row's trailing edge: a finger on it moves the row.
@MainActor
final class TableReorderControl: UIView {
    weak var cell: UITableViewCell?
    /// The list cell whose reorder accessory this is (a list moves the item by hand).
    weak var listCell: UICollectionViewListCell?
    /// The moving list cell's centre less the finger, held during the move.
    private var listGrip: CGPoint = .zero
    private let lines = (0..<3).map { _ in CALayer.controlPart() }

    init() {
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        for line in lines {
            line.backgroundColor = UIColor.systemGray.cgColor
            layer.addSublayer(line)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Three 18 × 2 point lines, 5 points apart, in the middle.
        for (index, line) in lines.enumerated() {
            line.frame = CGRect(x: (bounds.width - 18) / 2, y: bounds.midY - 6 + CGFloat(index) * 5, width: 18, height: 2)
        }
    }

    /// A finger on the grip moves the row: the table's pans (scrolling, swipe actions)
    /// do not take its touches.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === self
    }

    private func fingerY(_ touches: Set<UITouch>) -> CGFloat? {
        guard let table = cell?.tableView, let touch = touches.first else { return nil }
        return touch.location(in: table).y
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let listCell, let list = listCell.owningCollectionView, let touch = touches.first, let indexPath = list.indexPath(for: listCell) {
            let finger = touch.location(in: list)
            listGrip = CGPoint(x: listCell.center.x - finger.x, y: listCell.center.y - finger.y)
            _ = list.beginInteractiveMovementForItem(at: indexPath)
            return
        }
        guard let cell, let y = fingerY(touches) else { return }
        cell.tableView?.reorderBegan(cell, fingerY: y)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let list = listCell?.owningCollectionView, let touch = touches.first {
            // The point of the cell under the finger stays under it.
            let finger = touch.location(in: list)
            list.updateInteractiveMovementTargetPosition(CGPoint(x: finger.x + listGrip.x, y: finger.y + listGrip.y))
            return
        }
        guard let cell, let y = fingerY(touches) else { return }
        cell.tableView?.reorderMoved(cell, fingerY: y)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        listCell?.owningCollectionView?.endInteractiveMovement()
        cell?.tableView?.reorderEnded()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        listCell?.owningCollectionView?.cancelInteractiveMovement()
        cell?.tableView?.reorderEnded(cancelled: true)
    }
}
