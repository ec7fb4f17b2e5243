// Vitrine — Apache License 2.0

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinates:
    /// background colours, contents, transforms, opacity and masks-to-bounds — what a
    /// screenshot of a view tree needs. Hidden layers are skipped. Contents are not
    /// redrawn first; call `displayIfNeeded()` on the tree for that.
    ///
    /// Opacity is group opacity, as in the compositor: a translucent layer that draws more
    /// than one thing (and `allowsGroupOpacity`) is drawn into a transparent bitmap the
    /// size of the context's, which is then laid down once at its opacity.
    public func render(in ctx: CGContext) {
        render(in: ctx, inheritedAlpha: 1)
    }

    private func render(in ctx: CGContext, inheritedAlpha: CGFloat) {
        guard !isHidden, opacity > 0 else { return }
        let alpha = inheritedAlpha * CGFloat(opacity)
        if opacity < 1, allowsGroupOpacity, drawsMoreThanOneThing, let group = Bitmap(width: ctx.width, height: ctx.height) {
            let offscreen = CGContext(bitmap: group)
            offscreen.concatenate(ctx.ctm)
            renderLayerAndSublayers(in: offscreen, alpha: 1)
            // Lay the group's device pixels onto the context's, through its clip.
            ctx.saveGState()
            defer { ctx.restoreGState() }
            ctx.concatenate(ctx.ctm.inverted())
            ctx.setAlpha(alpha)
            ctx.interpolationQuality = .none
            // CGContext.draw puts the first row at maxY; device rows run down, so flip.
            ctx.translateBy(x: 0, y: CGFloat(group.height))
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(CGImage(bitmap: group), in: CGRect(x: 0, y: 0, width: group.width, height: group.height))
            return
        }
        renderLayerAndSublayers(in: ctx, alpha: alpha)
    }

    /// Whether more than one thing would be drawn: background, contents, visible sublayers.
    private var drawsMoreThanOneThing: Bool {
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
        for sublayer in sublayers ?? [] {
            ctx.saveGState()
            ctx.concatenate(sublayer.layerToParentTransform())
            sublayer.render(in: ctx, inheritedAlpha: alpha)
            ctx.restoreGState()
        }
    }
}
