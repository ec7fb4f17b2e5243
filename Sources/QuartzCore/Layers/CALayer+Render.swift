// Vitrine — Apache License 2.0

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinates:
    /// background colours, contents, transforms, opacity and masks-to-bounds — what a
    /// screenshot of a view tree needs. Hidden layers are skipped. Contents are not
    /// redrawn first; call `displayIfNeeded()` on the tree for that.
    public func render(in ctx: CGContext) {
        render(in: ctx, inheritedAlpha: 1)
    }

    private func render(in ctx: CGContext, inheritedAlpha: CGFloat) {
        guard !isHidden, opacity > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        // Opacity multiplies down the tree, as the compositor does (no group opacity yet).
        let alpha = inheritedAlpha * CGFloat(opacity)
        ctx.setAlpha(alpha)
        if let color = backgroundColor, color.alpha > 0 {
            ctx.setFillColor(color)
            ctx.fill(bounds)
        }
        if masksToBounds {
            ctx.clip(to: bounds)
        }
        if let image = contents as? CGImage, image.width > 0, image.height > 0 {
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
