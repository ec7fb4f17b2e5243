// Vitrine — Apache License 2.0
// A layer's shadow is drawn as an image: its shape filled, blurred and tinted once, in
// the layer's plane at the screen's scale, then placed under the layer through the
// layer's transform like contents. Moving, fading or turning the layer reuses the image;
// only a change of shape, size, blur, scale or colour renders a new one.
//
// Blur: `shadowRadius` is the Gaussian's standard deviation in points. Apple does not
// document the relation; Bjango's cross-platform measurements ("Matching drop shadows
// across CSS, Android, iOS, Figma, and Sketch") find that iOS needs half the CSS blur
// radius for the same shadow, and CSS defines σ as half its blur radius (CSS Backgrounds
// 3, §shadow-blur), so σ = shadowRadius.

/// What a layer's shadow is cast by, at a blur, scale and colour.
struct ShadowKey: Hashable {
    enum Shape {
        /// The layer's rounded background.
        case outline(LayerOutline)
        /// `shadowPath`, in the layer's coordinates.
        case path(CGPath)
        /// The alpha of the contents image, placed in `rect` of the layer.
        case contents(CGImage, version: UInt64, rect: CGRect)
    }

    var shape: Shape
    /// The blur's standard deviation in pixels.
    var sigma: CGFloat
    /// Pixels per point of the image.
    var scale: CGFloat
    /// The premultiplied colour, with `shadowOpacity` applied.
    var color: UInt32

    /// The shape's box in the layer's coordinates.
    var shapeBox: CGRect {
        switch shape {
        case .outline(let outline): outline.rect
        case .path(let path): path.boundingBox
        case .contents(_, _, let rect): rect
        }
    }

    static func == (a: ShadowKey, b: ShadowKey) -> Bool {
        guard a.sigma == b.sigma, a.scale == b.scale, a.color == b.color else { return false }
        switch (a.shape, b.shape) {
        case (.outline(let x), .outline(let y)): return x == y
        case (.path(let x), .path(let y)): return x == y
        case (.contents(let x, let v, let r), .contents(let y, let w, let s)): return x === y && v == w && r == s
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        let box = shapeBox
        hasher.combine(box.minX); hasher.combine(box.minY); hasher.combine(box.width); hasher.combine(box.height)
        hasher.combine(sigma); hasher.combine(scale); hasher.combine(color)
    }
}

/// The shadow images of the layers on screen, rendered once and kept while used.
final class ShadowCache {
    /// A rendered shadow: the image and the rectangle of the layer's plane it covers
    /// (before `shadowOffset`).
    struct Shadow {
        var image: CGImage
        var rect: CGRect
    }

    /// Shadows larger than this many pixels are not drawn (a blur of thousands of points).
    static let maximumPixels = 4096 * 4096

    private var entries: [ShadowKey: (shadow: Shadow, lastUse: UInt64)] = [:]
    private var frame: UInt64 = 0

    /// How many shadows were rendered (not found in the cache) so far, for tests.
    private(set) var renderCount = 0

    /// The shadow for `key`, rendered if it is not cached; nil when there is nothing to draw.
    func shadow(for key: ShadowKey) -> Shadow? {
        if let entry = entries[key] {
            entries[key]?.lastUse = frame
            return entry.shadow
        }
        guard let shadow = Self.render(key) else { return nil }
        renderCount += 1
        entries[key] = (shadow, frame)
        return shadow
    }

    /// Ends a frame: shadows unused in this frame and the one before are dropped.
    func endFrame() {
        let keepFrom = frame == 0 ? 0 : frame - 1
        entries = entries.filter { $0.value.lastUse >= keepFrom }
        frame += 1
    }

    private static func render(_ key: ShadowKey) -> Shadow? {
        let box = key.shapeBox, s = key.scale
        guard box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite,
              s > 0, key.sigma.isFinite, key.sigma >= 0 else { return nil }
        let pad = CGFloat(Bitmap.shadowExtent(sigma: key.sigma) + 1)
        let x0 = (box.minX * s).rounded(.down) - pad, y0 = (box.minY * s).rounded(.down) - pad
        let x1 = (box.maxX * s).rounded(.up) + pad, y1 = (box.maxY * s).rounded(.up) + pad
        guard (x1 - x0) * (y1 - y0) <= CGFloat(maximumPixels),
              let shape = Bitmap(width: Int(x1 - x0), height: Int(y1 - y0)) else { return nil }
        let context = CGContext(bitmap: shape)
        context.translateBy(x: -x0, y: -y0)
        context.scaleBy(x: s, y: s)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        switch key.shape {
        case .outline(let outline):
            context.addPath(outline.path())
            context.fillPath()
        case .path(let path):
            context.addPath(path)
            context.fillPath()
        case .contents(let image, _, let rect):
            // Images put their first row at the rectangle's maxY (y-up); layers are y-down.
            context.translateBy(x: 0, y: rect.minY + rect.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(image, in: rect)
        }
        guard let blurred = shape.shadow(sigma: key.sigma, color: key.color) else { return nil }
        return Shadow(image: CGImage(bitmap: blurred),
                      rect: CGRect(x: x0 / s, y: y0 / s, width: (x1 - x0) / s, height: (y1 - y0) / s))
    }
}
