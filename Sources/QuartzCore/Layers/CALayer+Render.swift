// Vitrine — Apache License 2.0

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinates:
    /// background colours, contents, transforms, opacity and masks-to-bounds — what a
    /// screenshot of a view tree needs. Hidden layers are skipped. Contents are not
    /// redrawn first; call `displayIfNeeded()` on the tree for that.
    ///
    /// A replicator draws its sublayers once per instance, through the instance's transform
    /// (its affine part), colour and alpha; a transform layer draws only its sublayers.
    ///
    /// A layer with a backdrop filter blurs what is already drawn in the context beneath
    /// its bounds, as the compositor blurs what is composed beneath it.
    ///
    /// Opacity is group opacity, as in the compositor: a translucent layer that draws more
    /// than one thing (and `allowsGroupOpacity`) is drawn into a transparent bitmap the
    /// size of the context's, which is then laid down once at its opacity.
    public func render(in ctx: CGContext) {
        render(in: ctx, inheritedAlpha: 1)
    }

    fileprivate func render(in ctx: CGContext, inheritedAlpha: CGFloat) {
        guard !isHidden, opacity > 0 else { return }
        let alpha = inheritedAlpha * CGFloat(opacity)
        // A transform layer has no group: its opacity applies to each sublayer.
        if opacity < 1, allowsGroupOpacity, !(self is CATransformLayer), drawsMoreThanOneThing,
           let group = Bitmap(width: ctx.width, height: ctx.height) {
            let offscreen = CGContext(bitmap: group)
            offscreen.concatenate(ctx.ctm)
            renderLayerAndSublayers(in: offscreen, alpha: 1)
            Self.layDown(group, in: ctx, alpha: alpha)
            return
        }
        renderLayerAndSublayers(in: ctx, alpha: alpha)
    }

    /// Lays `bitmap`, the size of `ctx`'s device, onto the context's pixels through its clip.
    fileprivate static func layDown(_ bitmap: Bitmap, in ctx: CGContext, alpha: CGFloat) {
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.concatenate(ctx.ctm.inverted())
        ctx.setAlpha(alpha)
        ctx.interpolationQuality = .none
        // CGContext.draw puts the first row at maxY; device rows run down, so flip.
        ctx.translateBy(x: 0, y: CGFloat(bitmap.height))
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(CGImage(bitmap: bitmap), in: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
    }

    /// Whether more than one thing would be drawn: background, contents, visible sublayers.
    private var drawsMoreThanOneThing: Bool {
        if let replicator = self as? CAReplicatorLayer, replicator.instanceCount > 1, !sublayerStorage.isEmpty { return true }
        var count = 0
        if let color = backgroundColor, color.alpha > 0 { count += 1 }
        if let image = contents as? CGImage, image.width > 0, image.height > 0 { count += 1 }
        for sublayer in sublayers ?? [] where !sublayer.isHidden && sublayer.opacity > 0 {
            count += 1
            if count > 1 { break }
        }
        return count > 1
    }

    /// Draws the layer's background and contents with `alpha`, then its sublayers.
    private func renderLayerAndSublayers(in ctx: CGContext, alpha: CGFloat) {
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setAlpha(alpha)
        if let replicator = self as? CAReplicatorLayer {
            renderOwnDrawing(in: ctx)
            replicator.renderInstances(in: ctx, alpha: alpha)
            return
        }
        if !(self is CATransformLayer) { renderOwnDrawing(in: ctx) }
        renderSublayers(in: ctx, alpha: alpha)
    }

    /// Draws each sublayer through its transform, at `alpha` times its own opacity.
    fileprivate func renderSublayers(in ctx: CGContext, alpha: CGFloat) {
        for sublayer in sublayers ?? [] {
            ctx.saveGState()
            ctx.concatenate(sublayer.layerToParentTransform())
            sublayer.render(in: ctx, inheritedAlpha: alpha)
            ctx.restoreGState()
        }
    }

    /// Draws the layer's backdrop, background and contents, and clips to its bounds when
    /// it masks to them.
    private func renderOwnDrawing(in ctx: CGContext) {
        if let backdropFilter {
            renderBackdrop(backdropFilter, in: ctx)
        }
        if let color = backgroundColor, color.alpha > 0 {
            ctx.setFillColor(color)
            ctx.fill(bounds)
        }
        if masksToBounds {
            ctx.clip(to: bounds)
        }
        if let image = shownContents() {
            let scale = max(contentsScale, 0.0001)
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            let rect = contentsGravity.rect(forContentsOfSize: size, in: bounds)
            ctx.saveGState()
            // Layers are y-down; CGContext.draw puts the first row at maxY, so flip.
            ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: rect)
            ctx.restoreGState()
        }
    }

    /// Draws the blur of the context's pixels around the layer's bounds inside its
    /// rounded outline: the device pixels its bounds touch plus the blur's extent (the
    /// context's edge pixels repeating beyond it), blurred and saturated.
    private func renderBackdrop(_ filter: BackdropFilter, in ctx: CGContext) {
        let ctm = ctx.ctm
        let pixelsPerPoint = (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot()
        let sigma = filter.radius.isFinite ? max(filter.radius, 0) * pixelsPerPoint : 0
        let device = bounds.applying(ctm)
        guard device.width > 0, device.height > 0, device.minX.isFinite, device.minY.isFinite else { return }
        let extent = Bitmap.blurExtent(sigma: sigma)
        let x0 = Int(device.minX.rounded(.down)), y0 = Int(device.minY.rounded(.down))
        let x1 = Int(device.maxX.rounded(.up)), y1 = Int(device.maxY.rounded(.up))
        let region = PixelRect(x: x0 - extent, y: y0 - extent, width: x1 - x0 + 2 * extent, height: y1 - y0 + 2 * extent)
        guard region.intersects(ctx.bitmap.bounds),
              let blurred = ctx.bitmap.backdrop(of: region, sigma: sigma, saturation: filter.saturation.isFinite ? filter.saturation : 1)
        else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.addPath(LayerOutline(of: self).path())
        ctx.clip()
        // The blurred pixels lie on the device's own: draw them with an identity CTM.
        ctx.concatenate(ctm.inverted())
        ctx.interpolationQuality = .none
        // CGContext.draw puts the first row at maxY; device rows run down, so flip.
        ctx.translateBy(x: 0, y: CGFloat(region.minY + region.maxY))
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(CGImage(bitmap: blurred),
                 in: CGRect(x: region.x, y: region.y, width: region.width, height: region.height))
    }
}

extension CAReplicatorLayer {
    /// Draws the sublayers once per instance: through the instance transform's affine
    /// part, at the instance's alpha, and, for an instance colour that changes the colour
    /// channels, drawn apart and multiplied by it before being laid down.
    fileprivate func renderInstances(in ctx: CGContext, alpha: CGFloat) {
        for instance in instances {
            let instanceAlpha = alpha * CGFloat(instance.color.alpha)
            guard instanceAlpha > 0 else { continue }
            let transform = instance.transform.map(CATransform3DGetAffineTransform) ?? .identity
            guard !instance.color.keepsColorChannels, let apart = Bitmap(width: ctx.width, height: ctx.height) else {
                ctx.saveGState()
                ctx.concatenate(transform)
                renderSublayers(in: ctx, alpha: instanceAlpha)
                ctx.restoreGState()
                continue
            }
            let offscreen = CGContext(bitmap: apart)
            offscreen.concatenate(ctx.ctm)
            offscreen.concatenate(transform)
            renderSublayers(in: offscreen, alpha: instanceAlpha)
            for y in 0..<apart.height {
                let row = apart.row(y)
                for x in 0..<apart.width where row[x] != 0 { row[x] = instance.color.tinting(row[x]) }
            }
            Self.layDown(apart, in: ctx, alpha: 1)
        }
    }
}
