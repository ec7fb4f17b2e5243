// Vitrine — Apache License 2.0
// Tab and Shift-Tab from a text field with a hardware keyboard, as on iPadOS: the next
// (or previous) text field of the window becomes first responder. The order is reading
// order of the fields' frames in the window: top to bottom, then left to right (right to
// left in a right-to-left window), a field whose top is within half a row's first field's
// height of it sharing that row; past the last field it wraps to the first. UIKit's focus system
// does not document its order; this one is Vitrine's choice. Fields that are hidden (or
// inside a hidden view), disabled, or refuse to begin editing are skipped.

/// The text fields of a window in the order Tab moves through them.
@MainActor
enum TextFieldTabOrder {
    /// Makes the field after `field` (before it with `backwards`) first responder;
    /// false when there is no other field to go to.
    static func advance(from field: UITextField, backwards: Bool) -> Bool {
        guard let window = field.window else { return false }
        let order = fields(in: window)
        guard order.count > 1, let index = order.firstIndex(where: { $0 === field }) else { return false }
        for step in 1..<order.count {
            let offset = backwards ? -step : step
            let candidate = order[((index + offset) % order.count + order.count) % order.count]
            if candidate.becomeFirstResponder() { return true }
        }
        return false
    }

    /// The window's visible, enabled text fields in reading order.
    static func fields(in window: UIWindow) -> [UITextField] {
        var found: [(field: UITextField, frame: CGRect)] = []
        collect(in: window, window: window, into: &found)
        let rightToLeft = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Rows from the top: a field joins the row whose first field's top is within half
        // that field's height of its own.
        var rows: [[(field: UITextField, frame: CGRect)]] = []
        for entry in found.sorted(by: { $0.frame.minY < $1.frame.minY }) {
            if let first = rows.last?.first, entry.frame.minY - first.frame.minY < first.frame.height / 2 {
                rows[rows.count - 1].append(entry)
            } else {
                rows.append([entry])
            }
        }
        return rows.flatMap { row in
            row.sorted { rightToLeft ? $0.frame.maxX > $1.frame.maxX : $0.frame.minX < $1.frame.minX }.map(\.field)
        }
    }

    private static func collect(in view: UIView, window: UIWindow, into found: inout [(field: UITextField, frame: CGRect)]) {
        guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
        if let field = view as? UITextField {
            if field.isEnabled { found.append((field, field.convert(field.bounds, to: window))) }
            return
        }
        for subview in view.subviews { collect(in: subview, window: window, into: &found) }
    }
}
