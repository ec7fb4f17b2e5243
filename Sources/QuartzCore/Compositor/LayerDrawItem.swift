// Vitrine — Apache License 2.0

/// What one layer puts on screen in a frame, resolved to pixels: the compositor's unit of
/// drawing and of damage.
///
/// Two frames' items for the same layer compare equal exactly when the layer would paint
/// the same pixels, so comparing items finds the damage without any bookkeeping in the
/// layer setters.
struct LayerDrawItem: Equatable {
    /// The background: the layer's bounds after its transform, the screen scale and every
    /// ancestor's clip, and its premultiplied colour.
    var background: (shape: ConvexPolygon, color: UInt32)?
    /// The contents image, where it goes.
    var contents: LayerContentsDraw?
    /// The product of the layer's and its ancestors' opacities, 0...255.
    var opacity: UInt32
    /// The pixels the item touches.
    var bounds: PixelRect

    static func == (a: LayerDrawItem, b: LayerDrawItem) -> Bool {
        a.opacity == b.opacity && a.bounds == b.bounds && a.contents == b.contents
            && a.background?.shape == b.background?.shape && a.background?.color == b.background?.color
    }
}

/// A layer's contents image placed on the screen.
struct LayerContentsDraw: Equatable {
    let image: CGImage
    /// The layer's `contentsVersion`: a redraw into the same image changes it.
    var version: UInt64
    /// The rectangle the image fills, in the layer's coordinates (from its gravity).
    var rect: CGRect
    /// Layer coordinates to screen pixels; affine unless the layer or an ancestor has perspective.
    var toScreen: ProjectiveTransform
    /// Where the ancestors' clips (and the layer's own, when it masks) let it show.
    var clip: ConvexPolygon
    /// Whether the image lands on whole screen pixels at its own size (a plain copy).
    var isPixelAligned: Bool

    static func == (a: LayerContentsDraw, b: LayerContentsDraw) -> Bool {
        a.image === b.image && a.version == b.version && a.rect == b.rect && a.toScreen == b.toScreen && a.clip == b.clip
    }
}
