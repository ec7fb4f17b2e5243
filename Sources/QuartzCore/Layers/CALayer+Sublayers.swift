// Vitrine — Apache License 2.0
// Editing the layer tree. All insertions go through `insertSublayer(_:atIndex:)`, which
// detaches the layer from its old superlayer first and tells both trees' hosts.

extension CALayer {
    /// The layer's sublayers, back to front; nil when it has none.
    ///
    /// Setting it removes the current sublayers and adds the new ones in order.
    public var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.superlayer = nil }
            sublayerStorage = []
            for layer in newValue ?? [] { insertSublayer(layer, atIndex: sublayerStorage.count) }
            setNeedsComposite()
        }
    }

    /// The sublayers in the order they are drawn, back to front: by `zPosition`, those with
    /// equal values in sublayer order.
    var sublayersInDrawingOrder: [CALayer] {
        guard sublayerStorage.contains(where: { $0.zPosition != 0 }) else { return sublayerStorage }
        // A NaN depth sorts as 0, so the order stays a total one.
        func depth(_ layer: CALayer) -> CGFloat { layer.zPosition.isNaN ? 0 : layer.zPosition }
        return sublayerStorage.enumerated()
            .sorted { (depth($0.element), $0.offset) < (depth($1.element), $1.offset) }
            .map(\.element)
    }

    /// Appends `layer` to the sublayers, in front of all others.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, atIndex: sublayerStorage.count)
    }

    /// Inserts `layer` at `index` in the sublayers (clamped to the end).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insertSublayer(layer, atIndex: Int(index))
    }

    /// Inserts `layer` just in front of `sibling`; at the front when `sibling` is nil or
    /// not a sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer, sibling.superlayer === self else {
            if sibling === layer { return }
            return addSublayer(layer)
        }
        layer.removeFromSuperlayer()
        // Looked up after the removal, which may have shifted the sibling. The `!` is
        // safe: the guard proved `sibling` is a sublayer, and removing `layer` (a
        // different object) leaves it there.
        let index = sublayerStorage.firstIndex { $0 === sibling }! + 1
        insertSublayer(layer, atIndex: index)
    }

    /// Inserts `layer` just behind `sibling`; at the back when `sibling` is nil or not a
    /// sublayer.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer, sibling.superlayer === self else {
            if sibling === layer { return }
            return insertSublayer(layer, atIndex: 0)
        }
        layer.removeFromSuperlayer()
        // Safe for the reason given in `insertSublayer(_:above:)`.
        let index = sublayerStorage.firstIndex { $0 === sibling }!
        insertSublayer(layer, atIndex: index)
    }

    /// Replaces `oldLayer`, one of the sublayers, with `newLayer` at the same index.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self, oldLayer !== newLayer else { return }
        // Safe: the guard proved `oldLayer` is a sublayer.
        let index = sublayerStorage.firstIndex { $0 === oldLayer }!
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, atIndex: index)
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerStorage.removeAll { $0 === self }
        superlayer = nil
        parent.setNeedsComposite()
    }

    /// Whether `self` is `layer` or one of its descendants.
    func isInSubtree(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// The one place sublayers are inserted.
    func insertSublayer(_ layer: CALayer, atIndex index: Int) {
        precondition(!isInSubtree(of: layer), "CALayer.insertSublayer: 'layer' is the receiver or one of its ancestors")
        layer.removeFromSuperlayer()
        sublayerStorage.insert(layer, at: min(max(index, 0), sublayerStorage.count))
        layer.superlayer = self
        setNeedsComposite()
    }
}
