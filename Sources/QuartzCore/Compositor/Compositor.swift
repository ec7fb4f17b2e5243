// Vitrine — Apache License 2.0

/// Draws layer trees into the screen backing store and reports what changed.
///
/// Design: each frame the compositor flattens the visible layer trees (windows, back to
/// front) into `LayerDrawItem`s — every layer resolved to a convex polygon in screen
/// pixels, already clipped by its ancestors' `masksToBounds`, with its colour and
/// accumulated opacity. Damage is the difference between this frame's items and the
/// previous frame's: the old and new bounds of every item that changed, appeared,
/// disappeared or moved in paint order. Only damaged rectangles are repainted, and only
/// those are handed to the display to copy. Diffing resolved items, instead of having
/// every setter report damage, keeps layers simple and makes it impossible to forget a
/// property: anything that changes pixels changes the item.
///
/// The screen backing store lives in RAM (premultiplied ARGB32) and is kept between frames,
/// so a display never needs to read its scanout buffers back.
///
/// Layer contents (a `draw(_:)` backing store, an image) are drawn through the
/// rasterizer's image path. Not yet here (the rendering-model issue): group opacity (opacity is multiplied down the tree for now, which differs
/// from Core Animation only where translucent siblings overlap inside a translucent
/// parent), and occlusion culling.
@MainActor
public final class Compositor {
    /// The composed screen, in pixels.
    public let screen: Bitmap
    /// Pixels per point.
    public let scale: CGFloat
    /// What shows where no layer paints: opaque black, as an unlit panel.
    public var backgroundPixel: UInt32 = 0xFF00_0000

    private var previousItems: [ObjectIdentifier: LayerDrawItem] = [:]
    private var previousOrder: [ObjectIdentifier] = []
    /// Keeps last frame's layers alive so their identifiers cannot be reused by new layers.
    private var previousLayers: [CALayer] = []
    private var hasComposedOnce = false
    /// Draws layer contents into `screen` (device pixels, identity CTM).
    private let screenContext: CGContext

    /// Creates a compositor for a screen of `pixelWidth × pixelHeight` at `scale` pixels per point.
    public init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        guard let screen = Bitmap(width: pixelWidth, height: pixelHeight), scale > 0 else { return nil }
        self.screen = screen
        self.scale = scale
        self.screenContext = CGContext(bitmap: screen)
    }

    /// Composes `roots` (back to front) into `screen` and returns the rectangles that changed.
    /// An empty result means the screen is unchanged and nothing needs presenting.
    @discardableResult
    public func compose(_ roots: [CALayer]) -> [PixelRect] {
        var items: [ObjectIdentifier: LayerDrawItem] = [:]
        var order: [ObjectIdentifier] = []
        var layers: [CALayer] = []
        let toScreen = CGAffineTransform(scaleX: scale, y: scale)
        let screenPolygon = ConvexPolygon(
            rect: CGRect(x: 0, y: 0, width: screen.width, height: screen.height), transform: .identity)
        for root in roots {
            flatten(root, parentToScreen: toScreen, clip: screenPolygon, opacity: 255,
                    into: &items, order: &order, layers: &layers)
        }

        var damage = DamageTracker()
        if hasComposedOnce {
            for (id, item) in items where previousItems[id] != item {
                damage.add(item.bounds)
                if let old = previousItems[id] { damage.add(old.bounds) }
            }
            for (id, old) in previousItems where items[id] == nil {
                damage.add(old.bounds)
            }
            for id in paintOrderChanges(from: previousOrder, to: order) {
                if let item = items[id] { damage.add(item.bounds) }
            }
        } else {
            damage.add(screen.bounds)
            hasComposedOnce = true
        }

        let rectangles = damage.mergedRectangles(clippedTo: screen.bounds)
        for rect in rectangles {
            screen.fill(rect, with: backgroundPixel)
            for id in order {
                guard let item = items[id], item.bounds.intersects(rect) else { continue }
                if let background = item.background {
                    screen.blend(background.shape, color: background.color, opacity: item.opacity, clip: rect)
                }
                if let contents = item.contents {
                    draw(contents, opacity: item.opacity, clip: rect)
                }
            }
        }
        previousItems = items
        previousOrder = order
        previousLayers = layers
        return rectangles
    }

    /// Draws a layer's contents through the rasterizer: the image mapped onto its rectangle
    /// under the layer's transform, bilinear unless it lands on whole pixels at its own
    /// size, antialiased at its edges, through the ancestors' clip and the damage rectangle.
    private func draw(_ contents: LayerContentsDraw, opacity: UInt32, clip: PixelRect) {
        let context = screenContext
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: CGRect(x: clip.x, y: clip.y, width: clip.width, height: clip.height))
        if let rect = contents.clip.axisAlignedRect {
            context.clip(to: rect)
        } else {
            let path = CGMutablePath()
            path.addLines(between: contents.clip.points)
            path.closeSubpath()
            context.addPath(path)
            context.clip()
        }
        context.setAlpha(CGFloat(opacity) / 255)
        context.interpolationQuality = contents.isPixelAligned ? .none : .low
        context.concatenate(contents.toScreen)
        // CGContext.draw puts an image's first row at the rectangle's maxY (Quartz's y-up
        // convention); layers are y-down, so flip about the rectangle.
        let rect = contents.rect
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(contents.image, in: rect)
    }

    /// Forgets the previous frame, so the next `compose` repaints the whole screen.
    public func invalidateAll() {
        hasComposedOnce = false
    }

    private func flatten(
        _ model: CALayer, parentToScreen: CGAffineTransform, clip: ConvexPolygon, opacity: UInt32,
        into items: inout [ObjectIdentifier: LayerDrawItem], order: inout [ObjectIdentifier], layers: inout [CALayer]
    ) {
        // What animations show this frame; the tree and the item's identity stay the model's.
        let layer = model.presentationForCompositing(at: AnimationClock.shared.currentTime)
        guard !layer.isHidden else { return }
        let layerOpacity = PremultipliedPixel.multiply(opacity, UInt32((min(max(layer.opacity, 0), 1) * 255).rounded()))
        guard layerOpacity > 0 else { return }
        let toScreen = layer.layerToParentTransform().concatenating(parentToScreen)
        let outline = ConvexPolygon(rect: layer.bounds, transform: toScreen)

        let childClip = layer.masksToBounds ? clip.clipped(to: outline) : clip
        var item = LayerDrawItem(background: nil, contents: nil, opacity: layerOpacity, bounds: .zero)
        if let color = layer.backgroundColor?.premultipliedARGB32, color != 0 {
            let shape = outline.clipped(to: clip)
            if !shape.isEmpty {
                item.background = (shape, color)
                item.bounds = shape.pixelBounds
            }
        }
        if let image = layer.contents as? CGImage, image.width > 0, image.height > 0, !childClip.isEmpty {
            let scale = max(layer.contentsScale, 0.0001)
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            let rect = layer.contentsGravity.rect(forContentsOfSize: size, in: layer.bounds)
            let visible = ConvexPolygon(rect: rect, transform: toScreen).clipped(to: childClip)
            if !visible.isEmpty {
                let corner = CGPoint(x: rect.minX, y: rect.minY).applying(toScreen)
                let aligned = toScreen.b == 0 && toScreen.c == 0
                    && abs(toScreen.a * rect.width - CGFloat(image.width)) < 1e-9
                    && abs(toScreen.d * rect.height - CGFloat(image.height)) < 1e-9
                    && corner.x == corner.x.rounded() && corner.y == corner.y.rounded()
                item.contents = LayerContentsDraw(
                    image: image, version: layer.contentsVersion, rect: rect, toScreen: toScreen, clip: childClip,
                    isPixelAligned: aligned)
                item.bounds = item.bounds.union(visible.pixelBounds)
            }
        }
        if item.background != nil || item.contents != nil {
            let id = ObjectIdentifier(model)
            items[id] = item
            order.append(id)
            layers.append(model)
        }
        if childClip.isEmpty { return }
        for sublayer in model.sublayers ?? [] {
            flatten(sublayer, parentToScreen: toScreen, clip: childClip, opacity: layerOpacity,
                    into: &items, order: &order, layers: &layers)
        }
    }

    /// The layers present in both frames whose position in paint order changed relative to
    /// the others: after dropping layers that appeared or disappeared, those whose index differs.
    private func paintOrderChanges(from old: [ObjectIdentifier], to new: [ObjectIdentifier]) -> [ObjectIdentifier] {
        let newSet = Set(new), oldSet = Set(old)
        let keptOld = old.filter { newSet.contains($0) }
        let keptNew = new.filter { oldSet.contains($0) }
        guard keptOld != keptNew else { return [] }
        return zip(keptOld, keptNew).filter { $0 != $1 }.flatMap { [$0.0, $0.1] }
    }
}
