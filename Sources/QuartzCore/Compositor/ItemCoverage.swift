// Vitrine — Apache License 2.0

/// What culling and the whole-pixel fills read of a `LayerDrawItem`, worked out once per
/// frame: rectangles and colours only.
///
/// An item holds arrays, images and paths; reading a copy of it retains and releases
/// them, and when several repaint threads do so for the same items at once they fight
/// over those reference counts. Each band reads these plain values instead, and touches
/// an item itself only to draw something the fast paths do not (contents, shapes, edges).
struct ItemCoverage: Sendable {
    /// The pixels the item touches (`LayerDrawItem.bounds`).
    var bounds: PixelRect
    /// The pixels it paints opaque whatever lies beneath (`LayerDrawItem.opaqueRect`).
    var opaqueRect: PixelRect?
    /// Its background when that covers whole pixels exactly (`LayerDrawItem.backgroundRect`).
    var backgroundRect: PixelRect?
    /// The background's premultiplied colour; meaningful when `hasBackground`.
    var backgroundColor: UInt32
    var hasBackground: Bool
    var hasContents: Bool
    /// `LayerDrawItem.opacity`, 0...255.
    var opacity: UInt32

    init(_ item: LayerDrawItem) {
        bounds = item.bounds
        // Both ask whether the background's polygon is an axis-aligned rectangle: ask once.
        let rect = item.background?.shape.axisAlignedRectWithoutAllocating
        opaqueRect = item.opaqueRect(axisAlignedBackground: rect)
        backgroundRect = item.backgroundRect(axisAlignedBackground: rect)
        backgroundColor = item.background?.color ?? 0
        hasBackground = item.background != nil
        hasContents = item.contents != nil
        opacity = item.opacity
    }

    /// Whether the item is a whole-pixel rectangle of one colour and nothing else: then
    /// drawing it through a rectangle is a fill or blend of that rectangle.
    var isWholePixelFill: Bool { !hasContents && backgroundRect != nil }
}
