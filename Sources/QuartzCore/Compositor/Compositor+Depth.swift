// Vitrine — Apache License 2.0
// The layers that draw their sublayers other than once, flat, in sublayer order:
// replicators (every sublayer once per instance, each instance transformed, tinted and
// delayed) and transform layers (the sublayers keep their depth in the superlayer's
// space and are painted back to front by it).
//
// A transform layer draws nothing itself; its sublayers are flattened with the 3-D map
// from their superlayer's space into the plane the transform layer's own superlayer
// draws in (`parentSublayerTransform`), so a chain of transform layers multiplies 4×4
// matrices and flattens once, where the chain meets a layer that is not a transform
// layer. Depth is sorted, not buffered: see CATransformLayer.swift.

extension Compositor {
    /// The 3-D map from `layer`'s bounds coordinates into the plane its subtree is
    /// flattened into: its own map to its superlayer (moved by `zPosition` when it keeps
    /// its depth), then the superlayer's sublayer transform and any transform layers above.
    static func toPlane3D(_ layer: CALayer, _ state: FlatteningState) -> CATransform3D {
        var toParent = layer.layerToParentTransform3D()
        if state.keepsDepth, layer.zPosition.isFinite, layer.zPosition != 0 {
            toParent = CATransform3DConcat(toParent, CATransform3DMakeTranslation(0, 0, layer.zPosition))
        }
        guard let parentSublayerTransform = state.parentSublayerTransform else { return toParent }
        return CATransform3DConcat(toParent, parentSublayerTransform)
    }

    /// Flattens `sublayers` of `model` (shown this frame as `layer`) with `inner`: once
    /// each, or once per instance for a replicator.
    func flattenSublayers(_ sublayers: [CALayer], of model: CALayer, shownAs layer: CALayer, _ inner: FlatteningState,
                          into list: inout PaintList, layers: inout [CALayer]) {
        guard let replicator = model as? CAReplicatorLayer else {
            for sublayer in sublayers { flatten(sublayer, inner, into: &list, layers: &layers) }
            return
        }
        // A presentation copy of a replicator may be a plain layer: the model's settings then.
        let shown = layer as? CAReplicatorLayer ?? replicator
        var placed: [(layer: CALayer, state: FlatteningState)] = []
        for instance in shown.instances {
            var state = inner
            if let transform = instance.transform {
                state.parentSublayerTransform = inner.parentSublayerTransform.map { CATransform3DConcat(transform, $0) }
                    ?? transform
            }
            state.timeShift += instance.delay
            state.opacity = PremultipliedPixel.multiply(state.opacity, instance.color.alphaByte)
            guard state.opacity > 0 else { continue }
            if !instance.color.keepsColorChannels {
                // The alpha went into the opacity; the tint keeps the colour channels.
                var color = instance.color
                color.alpha = 1
                state.tint = inner.tint.map { $0.multiplied(by: color) } ?? color
            }
            state.instance = Self.instanceID(inner.instance, instance.index)
            state.keepsDepth = shown.preservesDepth
            for sublayer in sublayers { placed.append((sublayer, state)) }
        }
        if shown.preservesDepth {
            flattenInDepthOrder(placed, into: &list, layers: &layers)
        } else {
            for (sublayer, state) in placed { flatten(sublayer, state, into: &list, layers: &layers) }
        }
    }

    /// A transform layer: nothing of its own; its sublayers in its superlayer's space,
    /// back to front, each at the layer's opacity (`opacity`, already multiplied in).
    func flattenTransformLayer(_ model: CALayer, shownAs layer: CALayer, _ state: FlatteningState, opacity: UInt32,
                               into list: inout PaintList, layers: inout [CALayer]) {
        var toPlane = Self.toPlane3D(layer, state)
        if let sublayerTransform = layer.sublayerTransformAboutAnchor() {
            toPlane = CATransform3DConcat(sublayerTransform, toPlane)
        }
        var inner = state
        inner.parentSublayerTransform = toPlane
        inner.opacity = opacity
        inner.keepsDepth = true
        let placed = model.sublayersInDrawingOrder.map { (layer: $0, state: inner) }
        flattenInDepthOrder(placed, into: &list, layers: &layers)
    }

    /// Flattens `placed` back to front by the depth of each layer's centre in the plane
    /// it is flattened into (z after its 3-D map, divided by w under perspective); equal
    /// depths keep the given order.
    private func flattenInDepthOrder(_ placed: [(layer: CALayer, state: FlatteningState)], into list: inout PaintList,
                                     layers: inout [CALayer]) {
        // Each layer's presentation is made once: its depth and its drawing read the same values.
        let shown = placed.map { $0.layer.presentationForCompositing(at: AnimationClock.shared.currentTime, lag: $0.state.timeShift) }
        let depths = zip(shown, placed).map { layer, place -> CGFloat in
            let depth = Self.depth(of: layer, place.state)
            return depth.isNaN ? 0 : depth
        }
        let order = placed.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }
        for i in order {
            flatten(placed[i].layer, placed[i].state, into: &list, layers: &layers, presentation: shown[i])
        }
    }

    /// The depth of `layer`'s bounds centre in the plane `state` flattens into: larger is
    /// nearer the viewer, as `zPosition` is.
    static func depth(of layer: CALayer, _ state: FlatteningState) -> CGFloat {
        let m = toPlane3D(layer, state)
        let x = layer.bounds.midX, y = layer.bounds.midY
        let z = x * m.m13 + y * m.m23 + m.m43
        let w = x * m.m14 + y * m.m24 + m.m44
        return w > 0 ? z / w : z
    }

    /// The identifier of instance `index` of a replicator drawn inside instance `outer`
    /// of the replicators above it (0: none).
    static func instanceID(_ outer: Int, _ index: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(outer)
        hasher.combine(index)
        let id = hasher.finalize()
        return id == 0 ? 1 : id
    }
}
