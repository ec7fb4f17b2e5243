// Vitrine — Apache License 2.0

extension CALayer {
    /// Whether a layer of this tree waits for layout, or a visible one for `display()`:
    /// work a frame's passes have not done yet (the display pass skips hidden layers).
    var hasPendingLayoutOrDisplay: Bool { hasPendingWork(isVisible: true) }

    private func hasPendingWork(isVisible: Bool) -> Bool {
        let shown = isVisible && !isHidden
        if needsLayout() || (shown && needsDisplay()) { return true }
        if let mask, mask.hasPendingWork(isVisible: shown) { return true }
        return (sublayers ?? []).contains { $0.hasPendingWork(isVisible: shown) }
    }
}
