// Vitrine — Apache License 2.0
// The layout pass: every layer marked by `setNeedsLayout()` lays out once, parents
// before their sublayers, so a parent's layout may still mark or move its children.

extension CALayer {
    /// Lays out this layer if it is marked, then its sublayers' trees, top down. The frame's
    /// layout pass runs this on each window's layer.
    package func layoutTreeIfNeeded() {
        if CALayer.layoutPassDepth == 0 { CALayer.layoutPass &+= 1 }
        CALayer.layoutPassDepth += 1
        defer { CALayer.layoutPassDepth -= 1 }
        visitForLayout()
    }

    private func visitForLayout() {
        layoutVisit = CALayer.layoutPass
        if layoutIsNeeded {
            layoutIsNeeded = false
            layoutSublayers()
        }
        mask?.visitForLayout()
        // The sublayers as they are after this layer's layout, which may have changed them.
        for sublayer in sublayerStorage {
            sublayer.visitForLayout()
        }
    }
}
