// Vitrine — Apache License 2.0
// UIKit's drawing space is y-down, Core Graphics draws an image's first row at the
// rectangle's maxY (y-up convention), so a plain `CGContext.draw` shows it upside down.
// These methods flip around the target rectangle first, so the image appears upright, as
// UIImage's drawing methods do on iOS.

extension UIImage {
    /// Draws the image with its top-left corner at `point` (in points), at its own size,
    /// normal blend mode and full opacity, into the current context.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at `point` with `blendMode` and opacity `alpha`.
    @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the whole image scaled to fill `rect`, normal blend mode, full opacity.
    @MainActor
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the whole image scaled to fill `rect` with `blendMode` and opacity `alpha` into
    /// the current context (its saved state is restored after); does nothing when there is
    /// no current context.
    @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        let r = rect.standardized
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.translateBy(x: r.minX, y: r.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: r.size))
    }

    /// Fills `rect` with copies of the image at its size in points, upright, tiled from
    /// the user-space origin.
    @MainActor
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        // In the flipped space the tile (0, 0, w, h) covers y ∈ [−h, 0] of the original with
        // its first row at the top; tiles repeat every h, so the grid stays on the origin.
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: size), byTiling: true)
    }
}
