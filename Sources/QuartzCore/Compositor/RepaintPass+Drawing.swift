// Vitrine — Apache License 2.0

/// A bitmap the compositor draws into: the screen, or the offscreen pixels of a group,
/// which cover only part of the screen. Everything is given in screen pixels; `origin`
/// is the screen pixel the bitmap's top-left pixel stands for.
struct RenderTarget {
    let bitmap: Bitmap
    /// Draws contents; its CTM maps screen pixels to the bitmap's.
    let context: CGContext
    let origin: (x: Int, y: Int)

    /// A target over the whole screen.
    init(screen: Bitmap, context: CGContext) {
        self.bitmap = screen
        self.context = context
        self.origin = (0, 0)
    }

    /// A transparent target standing for `area` of the screen.
    init?(offscreen area: PixelRect) {
        guard let bitmap = Bitmap(width: area.width, height: area.height) else { return nil }
        self.bitmap = bitmap
        self.context = CGContext(bitmap: bitmap)
        self.origin = (area.x, area.y)
        context.translateBy(x: CGFloat(-area.x), y: CGFloat(-area.y))
    }

    /// `rect` in the bitmap's pixels.
    func local(_ rect: PixelRect) -> PixelRect {
        PixelRect(x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
    }

    /// `polygon` in the bitmap's pixels.
    func local(_ polygon: ConvexPolygon) -> ConvexPolygon {
        if origin == (0, 0) { return polygon }
        let dx = CGFloat(origin.x), dy = CGFloat(origin.y)
        return ConvexPolygon(polygon.points.map { CGPoint(x: $0.x - dx, y: $0.y - dy) })
    }
}

extension RepaintPass {
    /// Draws `item` into `target` through `clip` (screen pixels): its shadow, its
    /// backdrop, its background, then its contents (or, for a border item, its border).
    /// `backdrop` is the item's blurred backdrop, when it has one.
    func draw(_ item: LayerDrawItem, into target: RenderTarget, clip: PixelRect, backdrop: CGImage? = nil) {
        guard item.isPlain else {
            drawStyled(item, into: target, clip: clip, backdrop: backdrop)
            return
        }
        if let background = item.background {
            if let rect = item.backgroundRect {
                target.bitmap.blend(target.local(rect.intersection(clip)), color: background.color, opacity: item.opacity)
            } else {
                target.bitmap.blend(target.local(background.shape), color: background.color, opacity: item.opacity,
                                    clip: target.local(clip))
            }
        }
        if let contents = item.contents {
            draw(contents, opacity: item.opacity, into: target, clip: clip)
        }
    }

    /// Draws an item with a shadow, a rounded shape or a rounded clip above it: its shapes
    /// are paths filled through the context, inside the ancestors' convex clip and
    /// rounded outlines.
    private func drawStyled(_ item: LayerDrawItem, into target: RenderTarget, clip: PixelRect, backdrop: CGImage?) {
        let context = target.context
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: CGRect(x: clip.x, y: clip.y, width: clip.width, height: clip.height))
        for shape in item.clipShapes {
            context.addPath(shape.screenPath())
            context.clip()
        }
        if let shadow = item.shadow {
            draw(shadow, opacity: item.opacity, into: target, clip: clip)
        }
        if let placement = item.backdrop, let backdrop {
            // The blurred pixels lie on the screen's own pixels: a copy through the layer's shape.
            let region = placement.region
            let contents = LayerContentsDraw(
                image: backdrop, version: 0,
                rect: CGRect(x: region.x, y: region.y, width: region.width, height: region.height),
                toScreen: ProjectiveTransform(CGAffineTransform.identity), clip: placement.clip,
                roundedClipReference: placement.roundedClip, isPixelAligned: true)
            draw(contents, opacity: item.opacity, into: target, clip: clip)
        }
        if let background = item.background {
            // Square corners and no rounded clip above: the polygon fill of plain items.
            target.bitmap.blend(target.local(background.shape), color: background.color, opacity: item.opacity,
                                clip: target.local(clip))
        }
        if let fill = item.fill {
            context.saveGState()
            if let convex = item.clip { Self.clip(context, to: convex) }
            context.setAlpha(CGFloat(item.opacity) / 255)
            context.setFillColor(fill.color)
            context.addPath(fill.shape.screenPath())
            context.fillPath(using: fill.shape.hole == nil ? .winding : .evenOdd)
            context.restoreGState()
        }
        if let contents = item.contents {
            draw(contents, opacity: item.opacity, into: target, clip: clip)
        }
    }

    /// Clips `context` to a convex polygon in screen pixels (a rectangle when it is one).
    private static func clip(_ context: CGContext, to polygon: ConvexPolygon) {
        if let rect = polygon.axisAlignedRectWithoutAllocating {
            context.clip(to: rect)
        } else {
            let path = CGMutablePath()
            path.addLines(between: polygon.points)
            path.closeSubpath()
            context.addPath(path)
            context.clip()
        }
    }

    /// Draws a layer's contents through the rasterizer: the image mapped onto its rectangle
    /// under the layer's transform, bilinear unless it lands on whole pixels at its own
    /// size, antialiased at its edges, through the ancestors' clip and `clip`.
    private func draw(_ contents: LayerContentsDraw, opacity: UInt32, into target: RenderTarget, clip: PixelRect) {
        guard let toScreen = contents.toScreen.affineTransform else {
            drawProjected(contents, opacity: opacity, into: target, clip: clip)
            return
        }
        let context = target.context
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: CGRect(x: clip.x, y: clip.y, width: clip.width, height: clip.height))
        Self.clip(context, to: contents.clip)
        if let rounded = contents.roundedClip {
            context.addPath(rounded.screenPath())
            context.clip()
        }
        context.setAlpha(CGFloat(opacity) / 255)
        context.interpolationQuality = contents.isPixelAligned ? .none : .low
        context.concatenate(toScreen)
        // CGContext.draw puts an image's first row at the rectangle's maxY (Quartz's y-up
        // convention); layers are y-down, so flip about the rectangle.
        let rect = contents.rect
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(contents.image, in: rect)
    }

    /// Draws contents under a perspective transform: the image rectangle projected to a
    /// convex quadrilateral, through the clip, each pixel sampled through the inverse
    /// homography (perspective-correct bilinear), edges antialiased by polygon coverage.
    private func drawProjected(_ contents: LayerContentsDraw, opacity: UInt32, into target: RenderTarget, clip: PixelRect) {
        let rect = contents.rect
        let image = contents.image
        // Image pixels → the layer's rectangle → screen → the target's pixels.
        let imageToLayer = CGAffineTransform(
            a: rect.width / CGFloat(image.width), b: 0, c: 0, d: rect.height / CGFloat(image.height),
            tx: rect.minX, ty: rect.minY)
        var imageToTarget = ProjectiveTransform(imageToLayer).concatenating(contents.toScreen)
        if target.origin != (0, 0) {
            imageToTarget = imageToTarget.concatenating(ProjectiveTransform(
                CGAffineTransform(translationX: CGFloat(-target.origin.x), y: CGFloat(-target.origin.y))))
        }
        guard let targetToImage = imageToTarget.inverted() else { return }
        let shape = ConvexPolygon(rect: rect, projection: contents.toScreen).clipped(to: contents.clip)
        target.bitmap.blend(target.local(shape), shader: ProjectiveImageShader(image: image, deviceToImage: targetToImage),
                            opacity: opacity, clip: target.local(clip))
    }
}
