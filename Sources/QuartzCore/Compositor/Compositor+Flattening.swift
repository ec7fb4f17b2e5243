// Vitrine — Apache License 2.0

extension Compositor {
    /// What flattening passes from a layer to its sublayers.
    struct FlatteningState {
        var parentToScreen: ProjectiveTransform
        var parentSublayerTransform: CATransform3D?
        /// The ancestors' clips, in screen pixels: where anything below may show.
        var clip: ConvexPolygon
        /// The ancestors' clips that are drawn as a polygon: `clip` without the bounds of
        /// ancestors that mask to rounded outlines, which `clipShapes` clip by (clipping
        /// by both would antialias their straight sides twice).
        var drawClip: ConvexPolygon
        /// The rounded outlines of ancestors that mask to their bounds.
        var clipShapes: [PlacedOutline] = []
        /// The product of the opacities below the innermost enclosing group, 0...255.
        var opacity: UInt32
        /// The enclosing groups, outermost first.
        var groups: [CompositingGroupKey]
        /// The innermost ancestor that masks to its bounds.
        var clipOwner: ObjectIdentifier? = nil
        /// How far the subtree's animations run behind, in each layer's local time: a
        /// replicator instance's delay (taken as is below layers with other speeds).
        var timeShift: CFTimeInterval = 0
        /// The colour a replicator instance multiplies its subtree's colour channels by
        /// (its alpha is in `opacity`); nil outside replicators.
        var tint: InstanceColor? = nil
        /// Tells the replicator instances drawing the same layers apart; 0 outside them.
        var instance: Int = 0
        /// Whether the layers keep their depth in their superlayer's space (its superlayer
        /// is a transform layer, or a replicator that preserves depth): `zPosition` then
        /// places them in depth.
        var keepsDepth = false
    }

    /// Appends `model`'s subtree to `list` in paint order.
    ///
    /// A layer whose opacity is below 1 and that allows group opacity opens a group: its
    /// own item and its sublayers' are drawn at their opacities below it, and the group
    /// carries its opacity. When the subtree turns out to draw one thing or nothing, the
    /// group is dissolved again and its opacity multiplied into that one item, which
    /// paints the same pixels without an offscreen pass.
    /// `presentation` is what the layer shows this frame when the caller has made it already.
    func flatten(_ model: CALayer, _ state: FlatteningState, into list: inout PaintList, layers: inout [CALayer],
                 presentation: CALayer? = nil) {
        // What animations show this frame; the tree and the item's identity stay the model's.
        let layer = presentation ?? model.presentationForCompositing(at: AnimationClock.shared.currentTime, lag: state.timeShift)
        // Every read of the layer's visual properties happens here, at the top.
        guard !layer.isHidden else { return }
        let ownOpacity = UInt32((min(max(layer.opacity, 0), 1) * 255).rounded())
        let layerOpacity = PremultipliedPixel.multiply(state.opacity, ownOpacity)
        guard layerOpacity > 0 else { return }
        if model is CATransformLayer {
            flattenTransformLayer(model, shownAs: layer, state, opacity: layerOpacity, into: &list, layers: &layers)
            return
        }
        let toParent: ProjectiveTransform
        if state.parentSublayerTransform == nil, CATransform3DIsAffine(layer.transform) {
            // The 2-D path, with the same arithmetic as before 3-D transforms existed.
            toParent = ProjectiveTransform(layer.layerToParentTransform())
        } else {
            toParent = ProjectiveTransform(flattening: Self.toPlane3D(layer, state))
        }
        let bounds = layer.bounds
        let isDoubleSided = layer.isDoubleSided
        let masksToBounds = layer.masksToBounds
        let tint = state.tint
        let backgroundPixel = layer.backgroundColor.map { tint?.tinting($0.premultipliedARGB32) ?? $0.premultipliedARGB32 }
        let image = layer.shownContents()
        let contentsScale = layer.contentsScale
        let contentsGravity = layer.contentsGravity
        let contentsVersion = layer.contentsVersion
        // What a transition added before the next frame starts from.
        if let image {
            let scale = max(contentsScale, 0.0001)
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            let rect = contentsGravity.rect(forContentsOfSize: size, in: bounds)
            // Stored only when it changes: the compositor passes every image layer every frame.
            if model.lastShownContents?.image !== image || model.lastShownContents?.rect != rect {
                model.lastShownContents = PlacedContents(image: image, rect: rect)
            }
        } else if model.lastShownContents != nil {
            model.lastShownContents = nil
        }
        let sublayerTransform = layer.sublayerTransformAboutAnchor()
        let roundedOutline = LayerOutline(of: layer)
        let backgroundColor = layer.backgroundColor.map { tint?.tinting($0) ?? $0 }
        let border = Self.border(of: layer).map { (width: $0.width, color: tint?.tinting($0.color) ?? $0.color) }
        var shadowStyle = ShadowStyle(of: layer)
        if let tint, let color = shadowStyle?.color { shadowStyle?.color = tint.tinting(color) }
        let backdropFilter = layer.backdropFilter
        let sublayers = model.sublayersInDrawingOrder

        let toScreen = toParent.concatenating(state.parentToScreen)
        // A mask applies to the layer and its sublayers together: they form a group.
        let maskItems = model.mask.map { maskPaintItems($0, toScreen: toScreen) }
        let opensGroup = (ownOpacity < 255 && layer.allowsGroupOpacity) || maskItems != nil
        let outline = ConvexPolygon(rect: bounds, projection: toScreen)
        // The bounds run clockwise on screen when the layer faces the viewer; a turn past
        // 90° about x or y (or a mirror) reverses them. The sublayers are flattened into
        // this plane, so they turn away with it.
        if !isDoubleSided, outline.signedArea < 0 { return }

        let id = ObjectIdentifier(model)
        let placedOutline = PlacedOutline(outline: roundedOutline, hole: nil, toScreen: toScreen)
        let groupIndex = list.groups.count
        let beginEntry = list.entries.count
        var innerGroups = state.groups
        if opensGroup {
            list.groups.append(CompositingGroup(opacity: layerOpacity, bounds: .zero, begin: beginEntry, end: beginEntry,
                                                mask: maskItems))
            list.entries.append(.beginGroup(groupIndex))
            innerGroups.append(CompositingGroupKey(layer: id, opacity: layerOpacity, mask: maskItems))
        }
        // A constant, so that each sublayer's call borrows it rather than copying it.
        let inner = FlatteningState(
            parentToScreen: toScreen, parentSublayerTransform: sublayerTransform,
            clip: masksToBounds ? state.clip.clipped(to: outline) : state.clip,
            drawClip: masksToBounds && roundedOutline.isRectangle ? state.drawClip.clipped(to: outline) : state.drawClip,
            clipShapes: masksToBounds && !roundedOutline.isRectangle ? state.clipShapes + [placedOutline] : state.clipShapes,
            opacity: opensGroup ? 255 : layerOpacity, groups: innerGroups, clipOwner: masksToBounds ? id : state.clipOwner,
            timeShift: state.timeShift, tint: tint, instance: state.instance)

        // The item's parts are plain locals until it is known to draw: a layer drawing
        // nothing builds no item, and the one built is moved into the list, not copied.
        var shadowDraw: LayerContentsDraw?
        var backgroundDraw: (shape: ConvexPolygon, color: UInt32)?
        var fillDraw: LayerShapeFill?
        var contentsDraw: LayerContentsDraw?
        var itemBounds = PixelRect.zero
        // Core Animation clips the shadow with the layer when it masks to its bounds.
        if let shadowStyle, !masksToBounds, !state.clip.isEmpty {
            let shape: ShadowKey.Shape?
            if let path = shadowStyle.path {
                shape = .path(path)
            } else if let color = backgroundPixel, color >> 24 != 0 {
                shape = .outline(roundedOutline)
            } else if let image, image.width > 0, image.height > 0 {
                let scale = max(contentsScale, 0.0001)
                let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
                shape = .contents(image, version: contentsVersion, rect: contentsGravity.rect(forContentsOfSize: size, in: bounds))
            } else {
                shape = nil
            }
            let key = shape.map { ShadowKey(shape: $0, sigma: shadowStyle.radius * self.scale, scale: self.scale, color: shadowStyle.color) }
            if let key, let shadow = shadowCache.shadow(for: key) {
                let rect = shadow.rect.offsetBy(dx: shadowStyle.offset.width, dy: shadowStyle.offset.height)
                let visible = ConvexPolygon(rect: rect, projection: toScreen).clipped(to: state.clip)
                if !visible.isEmpty {
                    shadowDraw = LayerContentsDraw(
                        image: shadow.image, version: 0, rect: rect, toScreen: toScreen, clip: state.drawClip,
                        isPixelAligned: Self.isPixelAligned(rect, of: shadow.image, under: toScreen))
                    itemBounds = visible.pixelBounds
                }
            }
        }
        // The bounds inside the ancestors' clips, which the backdrop and the background share.
        let drawsBackground = backgroundPixel.map { $0 != 0 } == true && backgroundColor != nil
        let visibleOutline = backdropFilter != nil || drawsBackground ? outline.clipped(to: state.clip) : outline
        var backdropDraw: BackdropDraw?
        // An opaque rectangular background on an opaque layer hides its backdrop wholly: no
        // blur is made. (Rounded, the antialiased edge would let some of the blur through.)
        let hidesBackdrop = backgroundPixel.map { $0 >> 24 == 0xFF } == true && inner.opacity == 255
            && roundedOutline.isRectangle && state.clipShapes.isEmpty
        if let backdropFilter, !hidesBackdrop {
            backdropDraw = backdrop(backdropFilter, outline: outline, visible: visibleOutline,
                                    rounded: roundedOutline.isRectangle ? nil : placedOutline, state)
            if backdropDraw != nil { itemBounds = itemBounds.union(visibleOutline.pixelBounds) }
        }
        if drawsBackground, let color = backgroundPixel, let backgroundColor {
            let shape = visibleOutline
            if !shape.isEmpty {
                if roundedOutline.isRectangle && state.clipShapes.isEmpty {
                    backgroundDraw = (shape, color)
                } else {
                    fillDraw = LayerShapeFill(shape: placedOutline, color: backgroundColor)
                }
                itemBounds = itemBounds.union(shape.pixelBounds)
            }
        }
        let childClip = inner.clip
        if let image, image.width > 0, image.height > 0, !childClip.isEmpty {
            let scale = max(contentsScale, 0.0001)
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            let rect = contentsGravity.rect(forContentsOfSize: size, in: bounds)
            let visible = ConvexPolygon(rect: rect, projection: toScreen).clipped(to: childClip)
            if !visible.isEmpty {
                contentsDraw = LayerContentsDraw(
                    image: tint.map { tintedImages.image(image, version: contentsVersion, tintedBy: $0) } ?? image,
                    version: contentsVersion, rect: rect, toScreen: toScreen, clip: inner.drawClip,
                    roundedClipReference: masksToBounds && !roundedOutline.isRectangle ? Reference(placedOutline) : nil,
                    isPixelAligned: Self.isPixelAligned(rect, of: image, under: toScreen))
                itemBounds = itemBounds.union(visible.pixelBounds)
            }
        }
        let hasContents = contentsDraw != nil
        if backgroundDraw != nil || hasContents || shadowDraw != nil || fillDraw != nil || backdropDraw != nil {
            let item = LayerDrawItem(
                background: backgroundDraw, contents: contentsDraw, opacity: inner.opacity, groups: inner.groups,
                bounds: itemBounds,
                style: LayerDrawStyle.of(shadow: shadowDraw, fill: fillDraw, clip: state.drawClip, clipShapes: state.clipShapes,
                                         backdrop: backdropDraw),
                placement: toScreen, layerBounds: bounds, clipOwner: state.clipOwner)
            if backdropDraw != nil { list.backdropEntries.append(list.entries.count) }
            list.entries.append(.item(list.items.count))
            list.items.append(item)  // its last use: moved, not copied
            list.layers.append(PaintItemID(layer: id, instance: state.instance))
            layers.append(model)
        }
        // A layer clipping its sublayers to an axis-aligned rectangle, outside any group,
        // with no contents of its own: a scroll of its bounds may shift the pixels.
        var candidate: Int?
        // (Not inside a replicator: its instances share the layer.)
        if masksToBounds, roundedOutline.isRectangle, state.clipShapes.isEmpty, inner.groups.isEmpty, !hasContents,
           state.instance == 0,
           let affine = toScreen.affineTransform, childClip.axisAlignedRectWithoutAllocating != nil {
            candidate = list.scrollCandidates.count
            list.scrollCandidates.append(ScrollCandidate(layer: id, toScreen: affine, clip: childClip,
                                                         items: list.items.count..<list.items.count))
        }
        if !childClip.isEmpty {
            flattenSublayers(sublayers, of: model, shownAs: layer, inner, into: &list, layers: &layers)
        }
        if let candidate {
            let start = list.scrollCandidates[candidate].items.lowerBound
            list.scrollCandidates[candidate].items = start..<list.items.count
        }
        // The border lies inside the bounds, above the contents and the sublayers.
        if let border {
            let visible = outline.clipped(to: state.clip)
            if !visible.isEmpty {
                let ring = PlacedOutline(outline: roundedOutline, hole: roundedOutline.inset(by: border.width), toScreen: toScreen)
                let style = LayerDrawStyle(shadow: nil, fill: LayerShapeFill(shape: ring, color: border.color),
                                           clip: state.drawClip, clipShapes: state.clipShapes)
                let borderItem = LayerDrawItem(
                    background: nil, contents: nil, opacity: inner.opacity, groups: inner.groups, bounds: visible.pixelBounds,
                    style: Reference(style), placement: toScreen, layerBounds: bounds, clipOwner: state.clipOwner)
                list.entries.append(.item(list.items.count))
                list.items.append(borderItem)
                list.layers.append(PaintItemID(layer: id, isBorder: true, instance: state.instance))
                layers.append(model)
            }
        }
        if opensGroup {
            closeGroup(groupIndex, beginEntry: beginEntry, in: &list)
        }
    }

    /// What a mask layer draws, in the masked layer's plane (`toScreen`): its tree
    /// flattened on its own, back to front. Groups inside a mask are not composited
    /// offscreen; their opacity multiplies into their members.
    private func maskPaintItems(_ mask: CALayer, toScreen: ProjectiveTransform) -> [LayerDrawItem] {
        var list = PaintList(), layers: [CALayer] = []
        let screenPolygon = ConvexPolygon(
            rect: CGRect(x: 0, y: 0, width: screen.width, height: screen.height), transform: .identity)
        flatten(mask, FlatteningState(parentToScreen: toScreen, parentSublayerTransform: nil, clip: screenPolygon,
                                      drawClip: screenPolygon, opacity: 255, groups: []),
                into: &list, layers: &layers)
        return list.entries.compactMap { entry -> LayerDrawItem? in
            guard case .item(let i) = entry else { return nil }
            var item = list.items[i]
            for key in item.groups { item.opacity = PremultipliedPixel.multiply(item.opacity, key.opacity) }
            item.groups = []
            return item
        }
    }

    /// Where a layer with `filter` shows the blur of what lies beneath it: its bounds'
    /// `outline` on screen, `visible` inside the ancestors' clips (and its `rounded`
    /// outline), reading the pixels around them as far as the blur reaches. Nil when none
    /// of it shows, or when the filter leaves the pixels as they are (no blur, saturation
    /// 1: the start or end of a blur animated in or out).
    private func backdrop(_ filter: BackdropFilter, outline: ConvexPolygon, visible: ConvexPolygon, rounded: PlacedOutline?,
                          _ state: FlatteningState) -> BackdropDraw? {
        guard !visible.isEmpty else { return nil }
        let sigma = filter.radius.isFinite ? max(filter.radius, 0) * scale : 0
        let saturation = filter.saturation.isFinite ? max(filter.saturation, 0) : 1
        let extent = Bitmap.blurExtent(sigma: sigma)
        guard extent > 0 || saturation != 1 else { return nil }
        let bounds = visible.pixelBounds
        let region = PixelRect(x: bounds.x - extent, y: bounds.y - extent,
                               width: bounds.width + 2 * extent, height: bounds.height + 2 * extent)
        return BackdropDraw(sigma: sigma, saturation: saturation, region: region, clip: outline.clipped(to: state.drawClip),
                            roundedClip: rounded.map { Reference($0) })
    }

    /// The border a layer draws: a positive finite width and a colour that shows.
    private static func border(of layer: CALayer) -> (width: CGFloat, color: CGColor)? {
        let width = layer.borderWidth
        guard width.isFinite, width > 0, let color = layer.borderColor, color.alpha > 0 else { return nil }
        return (width, color)
    }

    /// Whether `rect` of a layer, holding `image`, lands on whole screen pixels at the
    /// image's own size under `toScreen`: then drawing it is a plain copy.
    static func isPixelAligned(_ rect: CGRect, of image: CGImage, under toScreen: ProjectiveTransform) -> Bool {
        guard let m = toScreen.affineTransform else { return false }
        let corner = CGPoint(x: rect.minX, y: rect.minY).applying(m)
        return m.b == 0 && m.c == 0
            && abs(m.a * rect.width - CGFloat(image.width)) < 1e-9
            && abs(m.d * rect.height - CGFloat(image.height)) < 1e-9
            && corner.x == corner.x.rounded() && corner.y == corner.y.rounded()
    }

    /// Ends the group opened at `beginEntry`: keeps it when its members draw more than one
    /// thing, else folds its opacity into the single item (or drops it when empty).
    private func closeGroup(_ groupIndex: Int, beginEntry: Int, in list: inout PaintList) {
        var draws = 0
        var bounds = PixelRect.zero
        var firstItem: Int?
        // Through the buffer: an array's subscript would copy each item to read two fields.
        list.items.withUnsafeBufferPointer { items in
            for entry in list.entries[(beginEntry + 1)...] {
                switch entry {
                case .item(let i):
                    draws += items[i].drawCount
                    bounds = bounds.union(items[i].bounds)
                    if firstItem == nil { firstItem = i }
                case .beginGroup:
                    draws += 2  // a kept inner group draws at least two things
                case .endGroup:
                    break
                }
            }
        }
        if draws > 1 || list.groups[groupIndex].mask != nil {
            list.groups[groupIndex].bounds = bounds
            list.groups[groupIndex].end = list.entries.count
            list.entries.append(.endGroup(groupIndex))
            return
        }
        // Groups nested inside were dissolved already, so this one is the last opened and
        // its members are at most one item, drawn right after its beginning.
        let opacity = list.groups[groupIndex].opacity
        list.groups.removeLast()
        list.entries.remove(at: beginEntry)
        if let i = firstItem {
            list.items[i].opacity = PremultipliedPixel.multiply(list.items[i].opacity, opacity)
            list.items[i].groups.removeLast()
        }
    }
}
