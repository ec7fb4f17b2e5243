// Vitrine — Apache License 2.0
// Swipe actions, shared by tables and list collection views: a horizontal drag on a row
// slides its content aside and reveals the buttons of its leading (drag right) or
// trailing (drag left) `UISwipeActionsConfiguration`.
//
// The list's own pan recognizer (`swipePan`) begins only for a drag more horizontal than
// vertical over a row that has actions for that side; the scroll view's pan refuses such
// drags in a list that cannot scroll sideways, so the two never compete. On lift the
// row stays open when dragged past half its buttons' width (or flicked open), performs
// the first action when dragged past 60 % of the row's width and the configuration
// allows a full swipe, else closes. A tap on a button runs its action; a tap elsewhere
// on the list closes the row. Button width: at least 74 points, or the title plus
// 15 points each side (iOS's look; not documented).

/// A row whose content slides aside to show swipe actions: a table cell or a list cell.
/// Its layout moves the content by `swipeOffset`.
@MainActor
protocol SwipeableRow: UIView {
    /// How far the content is moved aside (negative: trailing actions showing).
    var swipeOffset: CGFloat { get set }
}

/// A list that shows swipe actions: it finds the row under a point and its actions; the
/// rest (following the finger, opening, closing, running an action) is shared.
@MainActor
protocol SwipeActionsList: UIView {
    /// The row whose actions are showing.
    var swipe: RowSwipe? { get set }
    var swipePan: UIPanGestureRecognizer { get }
    var swipeStartOffset: CGFloat { get set }
    /// The row under `point` (the list's coordinates) that may swipe, with its index path.
    func swipeableRow(at point: CGPoint) -> (row: SwipeableRow, indexPath: IndexPath)?
    /// The actions of the row at `indexPath` for one side; nil or empty for none.
    func swipeActionsConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// The row's actions were put beside it (the list drops its highlight).
    func swipeActionsWillShow(in row: SwipeableRow)
}

/// The row whose swipe actions are showing, and how far.
struct RowSwipe {
    unowned let cell: SwipeableRow
    let indexPath: IndexPath
    let configuration: UISwipeActionsConfiguration
    /// True for the trailing actions (content moved left).
    let trailing: Bool
    let actionsView: UIView
    /// The buttons' natural widths, in action order (the first at the swipe's edge).
    let widths: [CGFloat]
    let openWidth: CGFloat
}

/// The narrowest swipe-action button.
let minimumSwipeButtonWidth: CGFloat = 74

extension SwipeActionsList {
    /// Adds the pan that reveals the actions.
    func installSwipeRecognizer() {
        swipePan.addHandler { [weak self] _ in self?.handleSwipePan() }
        addGestureRecognizer(swipePan)
    }

    /// Whether the swipe pan may begin: a horizontal drag over a row with actions.
    func swipeMayBegin() -> Bool {
        let translation = swipePan.translation(in: self)
        guard abs(translation.x) > abs(translation.y) else { return false }
        if swipe != nil { return true }
        guard let found = swipeableRow(at: swipeStart), !found.row.isHidden else { return false }
        return nonEmptyConfiguration(for: found.indexPath, trailing: translation.x < 0) != nil
    }

    /// Where the finger went down: the pan's location less its translation.
    private var swipeStart: CGPoint {
        let location = swipePan.location(in: self), translation = swipePan.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    private func nonEmptyConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let configuration = swipeActionsConfiguration(for: indexPath, trailing: trailing), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    func handleSwipePan() {
        switch swipePan.state {
        case .began:
            if swipe == nil { openSwipe() }
            swipeStartOffset = swipe?.cell.swipeOffset ?? 0
            followSwipe()
        case .changed:
            followSwipe()
        case .ended:
            endSwipe(velocity: swipePan.velocity(in: self).x)
        case .cancelled:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    private func openSwipe() {
        let trailing = swipePan.translation(in: self).x < 0
        guard let found = swipeableRow(at: swipeStart),
              let configuration = nonEmptyConfiguration(for: found.indexPath, trailing: trailing) else { return }
        showSwipeActions(of: found.row, at: found.indexPath, configuration: configuration, trailing: trailing)
    }

    /// Puts the buttons of `configuration` beside the row (closed: the content still
    /// covers them) and makes it the swiped row.
    func showSwipeActions(of cell: SwipeableRow, at indexPath: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) {
        let actionsView = UIView()
        actionsView.clipsToBounds = true
        var x: CGFloat = 0
        var buttons: [UIButton] = []
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            if let image = action.image { button.setImage(image, for: .normal) }
            button.backgroundColor = action.backgroundColor
            let width = max(minimumSwipeButtonWidth, button.intrinsicContentSize.width + 30)
            button.frame = CGRect(x: x, y: 0, width: width, height: cell.bounds.height)
            button.addAction(UIAction { [weak self, weak cell] _ in
                guard let self, let cell else { return }
                self.perform(action, in: cell)
            }, for: .touchUpInside)
            x += width
            buttons.append(button)
        }
        for button in buttons { actionsView.addSubview(button) }
        actionsView.frame = CGRect(x: trailing ? cell.bounds.width : -x, y: 0, width: x, height: cell.bounds.height)
        cell.addSubview(actionsView)
        swipe = RowSwipe(cell: cell, indexPath: indexPath, configuration: configuration, trailing: trailing, actionsView: actionsView,
                         widths: buttons.map(\.frame.width), openWidth: x)
        swipeActionsWillShow(in: cell)
    }

    private func followSwipe() {
        guard let swipe else { return }
        var offset = swipeStartOffset + swipePan.translation(in: self).x
        offset = swipe.trailing ? min(offset, 0) : max(offset, 0)
        offset = max(min(offset, swipe.cell.bounds.width), -swipe.cell.bounds.width)
        setSwipeOffset(offset, of: swipe)
    }

    private func setSwipeOffset(_ offset: CGFloat, of swipe: RowSwipe) {
        let cell = swipe.cell
        cell.swipeOffset = offset
        let width = cell.bounds.width, height = cell.bounds.height
        let shown = abs(offset)
        swipe.actionsView.frame = swipe.trailing ? CGRect(x: width - shown, y: 0, width: shown, height: height)
            : CGRect(x: 0, y: 0, width: shown, height: height)
        // Below full open the buttons share the strip in proportion; past it the first
        // action's button (at the swipe's edge) takes the extra.
        let ratio = swipe.openWidth > 0 ? min(shown / swipe.openWidth, 1) : 0
        var widths = swipe.widths.map { $0 * ratio }
        if shown > swipe.openWidth, !widths.isEmpty { widths[0] += shown - swipe.openWidth }
        var edge: CGFloat = 0
        for (index, button) in swipe.actionsView.subviews.enumerated() where index < widths.count {
            let x = swipe.trailing ? shown - edge - widths[index] : edge
            button.frame = CGRect(x: x, y: 0, width: widths[index], height: height)
            edge += widths[index]
        }
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
    }

    private func endSwipe(velocity: CGFloat) {
        guard let swipe else { return }
        let shown = abs(swipe.cell.swipeOffset)
        if swipe.configuration.performsFirstActionWithFullSwipe, shown > swipe.cell.bounds.width * 0.6, let first = swipe.configuration.actions.first {
            perform(first, in: swipe.cell)
            return
        }
        let flickOpen = swipe.trailing ? velocity < -0.3 : velocity > 0.3
        if shown > swipe.openWidth / 2 || (flickOpen && shown > 0) {
            animateSwipe(to: swipe.trailing ? -swipe.openWidth : swipe.openWidth, of: swipe)
        } else {
            closeSwipe(animated: true)
        }
    }

    func animateSwipe(to offset: CGFloat, of swipe: RowSwipe, completion: (() -> Void)? = nil) {
        UIView.animate(withDuration: 0.25, animations: {
            self.setSwipeOffset(offset, of: swipe)
        }, completion: { _ in completion?() })
    }

    private func perform(_ action: UIContextualAction, in cell: SwipeableRow) {
        action.handler(action, cell) { [weak self] _ in
            self?.closeSwipe(animated: true)
        }
    }

    /// Closes the row whose actions show.
    func closeSwipe(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        let finish = {
            swipe.actionsView.removeFromSuperview()
            swipe.cell.swipeOffset = 0
            swipe.cell.setNeedsLayout()
        }
        if animated {
            animateSwipe(to: 0, of: swipe, completion: finish)
        } else {
            setSwipeOffset(0, of: swipe)
            finish()
        }
    }
}
