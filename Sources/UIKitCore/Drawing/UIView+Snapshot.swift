// Vitrine — Apache License 2.0

extension UIView {
    /// Draws the view and its subviews, as they are on screen, into the current context,
    /// scaled to fill `rect` — how UIKit apps take screenshots:
    /// `UIGraphicsImageRenderer(bounds: view.bounds).image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }`.
    /// With `afterScreenUpdates`, pending layout and `draw(_:)` run first.
    /// - Returns: false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates {
            layoutIfNeeded()
            layer.displayTreeIfNeeded()
        }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0, bounds.height > 0 {
            context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        return true
    }
}
