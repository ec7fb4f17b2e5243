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
/// Not yet here (the rendering-model issue): layer contents (backing stores from
/// `draw(_:)`), group opacity (opacity is multiplied down the tree for now, which differs
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

    /// Creates a compositor for a screen of `pixelWidth × pixelHeight` at `scale` pixels per point.
    public init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        guard let screen = Bitmap(width: pixelWidth, height: pixelHeight), scale > 0 else { return nil }
        self.screen = screen
        self.scale = scale
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
                screen.blend(item.shape, color: item.color, opacity: item.opacity, clip: rect)
            }
        }
        previousItems = items
        previousOrder = order
        previousLayers = layers
        return rectangles
    }

    /// Forgets the previous frame, so the next `compose` repaints the whole screen.
    public func invalidateAll() {
        hasComposedOnce = false
    }

    private func flatten(
        _ layer: CALayer, parentToScreen: CGAffineTransform, clip: ConvexPolygon, opacity: UInt32,
        into items: inout [ObjectIdentifier: LayerDrawItem], order: inout [ObjectIdentifier], layers: inout [CALayer]
    ) {
        guard !layer.isHidden else { return }
        let layerOpacity = PremultipliedPixel.multiply(opacity, UInt32((min(max(layer.opacity, 0), 1) * 255).rounded()))
        guard layerOpacity > 0 else { return }
        let toScreen = layer.layerToParentTransform().concatenating(parentToScreen)
        let outline = ConvexPolygon(rect: layer.bounds, transform: toScreen)

        if let color = layer.backgroundColor?.premultipliedARGB32, color != 0 {
            let shape = outline.clipped(to: clip)
            if !shape.isEmpty {
                let id = ObjectIdentifier(layer)
                items[id] = LayerDrawItem(shape: shape, color: color, opacity: layerOpacity, bounds: shape.pixelBounds)
                order.append(id)
                layers.append(layer)
            }
        }
        let childClip = layer.masksToBounds ? clip.clipped(to: outline) : clip
        if childClip.isEmpty { return }
        for sublayer in layer.sublayers ?? [] {
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
