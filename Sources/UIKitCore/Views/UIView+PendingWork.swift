// Vitrine — Apache License 2.0

extension UIView {
    /// Whether a view of this tree waits for `layoutSubviews()`, or a visible layer of it
    /// for `display()`: work a frame's passes have not done yet.
    var hasPendingLayoutOrDisplay: Bool {
        needsLayoutInTree || layer.needsDisplayInVisibleTree
    }

    private var needsLayoutInTree: Bool {
        needsLayout || subviews.contains { $0.needsLayoutInTree }
    }
}

extension CALayer {
    /// Whether this layer or a visible sublayer needs drawing, as the display pass
    /// (`displayTreeIfNeeded()`, which skips hidden layers) would find it.
    fileprivate var needsDisplayInVisibleTree: Bool {
        guard !isHidden else { return false }
        return needsDisplay() || (sublayers ?? []).contains { $0.needsDisplayInVisibleTree }
    }
}
