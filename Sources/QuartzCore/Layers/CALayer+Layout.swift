// Vitrine — Apache License 2.0
// The layout pass: every layer marked by `setNeedsLayout()` lays out once, parents
// before their sublayers, so a parent's layout may still mark or move its children.

extension CALayer {
    /// Lays out this layer if it is marked, then its sublayers' trees, top down. The frame's
    /// layout pass runs this on each window's layer.
    package func layoutTreeIfNeeded() {
        if layoutIsNeeded {
            layoutIsNeeded = false
            layoutSublayers()
        }
        mask?.layoutTreeIfNeeded()
        // The sublayers as they are after this layer's layout, which may have changed them.
        for sublayer in sublayerStorage {
            sublayer.layoutTreeIfNeeded()
        }
    }

    /// Whether a layer of this tree (or a mask) is marked for layout.
    package var hasPendingLayout: Bool {
        if layoutIsNeeded { return true }
        if let mask, mask.hasPendingLayout { return true }
        return sublayerStorage.contains { $0.hasPendingLayout }
    }
}
