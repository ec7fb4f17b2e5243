// Vitrine — Apache License 2.0
// UIKit's drawing space is y-down, Core Graphics draws an image's first row at the
// rectangle's maxY (y-up convention), so a plain `CGContext.draw` shows it upside down.
// These methods flip around the target rectangle first, so the image appears upright, as
// UIImage's drawing methods do on iOS.

extension UIImage {
    /// Draws the image with its top-left corner at `point` (in points), at its own size,
    /// normal blend mode and full opacity, into the current context.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at `point` with `blendMode` and opacity `alpha`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the whole image scaled to fill `rect`, normal blend mode, full opacity.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the whole image scaled to fill `rect` with `blendMode` and opacity `alpha` into
    /// the current context (its saved state is restored after); does nothing when there is
    /// no current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        let r = rect.standardized
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if resizing != nil {
            drawResizable(in: r, context: context)
            return
        }
        context.translateBy(x: r.minX, y: r.maxY)
        context.scaleBy(x: 1, y: -1)
        // Now y is up with the origin at the rectangle's bottom-left, as in a Quartz bitmap
        // context; orient the pixels there.
        context.concatenate(orientationTransform(width: r.width, height: r.height))
        context.draw(cgImage, in: pixelRect(width: r.width, height: r.height))
    }

    /// In a y-up space holding the displayed image in (0, 0, width, height), the transform
    /// that places the stored pixels so they appear in `imageOrientation`.
    func orientationTransform(width w: CGFloat, height h: CGFloat) -> CGAffineTransform {
        var t = CGAffineTransform.identity
        switch imageOrientation {
        case .up, .upMirrored: break
        case .down, .downMirrored: t = t.translatedBy(x: w, y: h).rotated(by: .pi)
        case .left, .leftMirrored: t = t.translatedBy(x: w, y: 0).rotated(by: .pi / 2)
        case .right, .rightMirrored: t = t.translatedBy(x: 0, y: h).rotated(by: -.pi / 2)
        }
        switch imageOrientation {
        case .upMirrored, .downMirrored: t = t.translatedBy(x: w, y: 0).scaledBy(x: -1, y: 1)
        case .leftMirrored, .rightMirrored: t = t.translatedBy(x: h, y: 0).scaledBy(x: -1, y: 1)
        default: break
        }
        return t
    }

    /// The rectangle the stored pixels fill after `orientationTransform`: the displayed size,
    /// with width and height swapped for the quarter-turn orientations.
    func pixelRect(width w: CGFloat, height h: CGFloat) -> CGRect {
        switch imageOrientation {
        case .left, .leftMirrored, .right, .rightMirrored: return CGRect(x: 0, y: 0, width: h, height: w)
        default: return CGRect(x: 0, y: 0, width: w, height: h)
        }
    }

    /// The pixels as displayed: `cgImage` itself for `.up`, else an oriented copy.
    func orientedCGImage() -> CGImage? {
        guard let cgImage else { return nil }
        guard imageOrientation != .up else { return cgImage }
        let quarterTurn = [.left, .leftMirrored, .right, .rightMirrored].contains(imageOrientation)
        let w = quarterTurn ? cgImage.height : cgImage.width, h = quarterTurn ? cgImage.width : cgImage.height
        guard let bitmap = Bitmap(width: w, height: h) else { return nil }
        let context = CGContext(bitmap: bitmap)
        // Make the copy's space y-up like a Quartz bitmap context, then draw as above.
        context.translateBy(x: 0, y: CGFloat(h))
        context.scaleBy(x: 1, y: -1)
        context.concatenate(orientationTransform(width: CGFloat(w), height: CGFloat(h)))
        context.draw(cgImage, in: pixelRect(width: CGFloat(w), height: CGFloat(h)))
        return CGImage(bitmap: bitmap)
    }

    /// Fills `rect` with copies of the image at its size in points, upright, tiled from
    /// the user-space origin.
    @preconcurrency @MainActor
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let tile = orientedCGImage() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        // In the flipped space the tile (0, 0, w, h) covers y ∈ [−h, 0] of the original with
        // its first row at the top; tiles repeat every h, so the grid stays on the origin.
        context.scaleBy(x: 1, y: -1)
        context.draw(tile, in: CGRect(origin: .zero, size: size), byTiling: true)
    }
}
