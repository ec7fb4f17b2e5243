// Vitrine — Apache License 2.0
// Registering cell and header-footer classes, and handing out reused ones.

extension UITableView {
    /// Registers `cellClass` (a `UITableViewCell` subclass) for `identifier`; nil
    /// removes the registration.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            fatalError("UITableView.register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass")
        }
        cellClasses[identifier] = type
    }

    /// Registers `aClass` (a `UITableViewHeaderFooterView` subclass) for `identifier`;
    /// nil removes the registration.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { headerFooterClasses[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            fatalError("UITableView.register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView subclass")
        }
        headerFooterClasses[identifier] = type
    }

    /// A cell for `identifier` from the reuse pool, else a new one of the registered
    /// class. Stops the program, as UIKit does, when no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError("UITableView.dequeueReusableCell(withIdentifier:for:): no class registered for identifier '\(identifier)'; "
                + "call register(_:forCellReuseIdentifier:) first")
        }
        return cell
    }

    /// A cell for `identifier` from the reuse pool, else a new one of the registered
    /// class, else nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusableCells[identifier], let cell = pool.popLast() {
            reusableCells[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] else { return nil }
        cellsCreated += 1
        return type.init(registeredWithReuseIdentifier: identifier)
    }

    /// A header or footer view for `identifier` from the reuse pool, else a new one of
    /// the registered class, else nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = reusableHeaderFooters[identifier], let view = pool.popLast() {
            reusableHeaderFooters[identifier] = pool
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier]?.init(registeredWithReuseIdentifier: identifier)
    }

    /// Takes `cell` off the screen: hidden (kept as a subview, so reuse moves no layer
    /// in the tree), into the pool if it has a reuse identifier.
    func enqueue(_ cell: UITableViewCell, from indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath] = nil
        if touchedCell === cell { touchedCell = nil }
        if swipe?.cell === cell { closeSwipe(animated: false) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier {
            cell.isHidden = true
            reusableCells[identifier, default: []].append(cell)
        } else {
            cell.removeFromSuperview()
            cell.tableView = nil
        }
    }

    /// Takes a header or footer view off the screen.
    func enqueueHeaderFooter(_ view: UIView) {
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            reusable.isHidden = true
            reusableHeaderFooters[identifier, default: []].append(reusable)
        } else {
            view.removeFromSuperview()
        }
    }
}
