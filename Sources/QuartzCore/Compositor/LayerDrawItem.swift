// Vitrine — Apache License 2.0

/// What one layer puts on screen in a frame, resolved to pixels: the compositor's unit of
/// drawing and of damage.
///
/// Two frames' items for the same layer compare equal exactly when the layer would paint
/// the same pixels, so comparing items finds the damage without any bookkeeping in the
/// layer setters.
struct LayerDrawItem: Equatable {
    /// The layer's background after its transform, the screen scale and every ancestor's clip.
    var shape: ConvexPolygon
    /// Premultiplied background colour.
    var color: UInt32
    /// The product of the layer's and its ancestors' opacities, 0...255.
    var opacity: UInt32
    /// The pixels `shape` touches.
    var bounds: PixelRect
}
