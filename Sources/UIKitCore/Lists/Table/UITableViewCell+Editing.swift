// Vitrine — Apache License 2.0
// A cell while its table edits: the delete or insert control at the leading edge (the
// content moves aside for it unless the cell or the table's delegate says not to), the
// reorder control at the trailing edge when the row can move and `showsReorderControl`
// is on, and the editing accessory in place of the accessory.
//
// Metrics (Apple shows the controls, it does not give numbers; ours, after iOS's look):
// the circle is 22 points across, centred in the side margin plus its own width, so the
// content moves aside by margin + 22 points; the reorder control is 44 points wide (a
// touch target's minimum) at the trailing edge.

extension UITableViewCell {
    static let editingControlDiameter: CGFloat = 22
    static let reorderControlWidth: CGFloat = 44

    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingFlag else { return }
        editingFlag = editing
        updateEditingControls()
        updateAccessory()
        setNeedsUpdateConfiguration()
        if animated, UIView.areAnimationsEnabled, window != nil, tableView == nil {
            UIView.animate(withDuration: UITableView.editingAnimationDuration) { self.layoutIfNeeded() }
        }
    }

    /// Adds or removes the editing and reorder controls for the current state.
    func updateEditingControls() {
        if editingFlag, editingStyle != .none {
            let control = editingControl ?? TableEditingControl()
            if editingControl == nil {
                control.addAction(UIAction { [weak self] _ in
                    guard let self else { return }
                    self.tableView?.editingControlTapped(in: self)
                }, for: .touchUpInside)
                addSubview(control)
                editingControl = control
            }
            control.style = editingStyle
        } else {
            editingControl?.removeFromSuperview()
            editingControl = nil
        }
        if editingFlag, showsReorderControl, rowCanMove {
            if reorderControl == nil {
                let control = TableReorderControl()
                control.cell = self
                addSubview(control)
                reorderControl = control
            }
        } else {
            reorderControl?.removeFromSuperview()
            reorderControl = nil
        }
        setNeedsLayout()
    }

    /// How far the content is moved in from each side for the editing controls.
    var editingInsets: (leading: CGFloat, trailing: CGFloat) {
        let leading = editingControl != nil && shouldIndentWhileEditing && tableIndentsWhileEditing
            ? sideMargin + Self.editingControlDiameter : 0
        let trailing = reorderControl != nil ? Self.reorderControlWidth : 0
        return (leading, trailing)
    }

    func layoutEditingControls(insets: (leading: CGFloat, trailing: CGFloat)) {
        let height = bounds.height
        editingControl?.frame = CGRect(x: swipeOffset, y: 0, width: sideMargin + Self.editingControlDiameter, height: height)
        editingControl?.circleCentre = CGPoint(x: sideMargin + Self.editingControlDiameter / 2, y: height / 2)
        reorderControl?.frame = CGRect(x: bounds.width - Self.reorderControlWidth + swipeOffset, y: 0,
                                       width: Self.reorderControlWidth, height: height)
    }
}
