// Vitrine — Apache License 2.0

/// What one layer puts on screen in a frame, resolved to pixels: the compositor's unit of
/// drawing and of damage.
///
/// Two frames' items for the same layer compare equal exactly when the layer would paint
/// the same pixels, so comparing items finds the damage without any bookkeeping in the
/// layer setters.
struct LayerDrawItem: Equatable, Sendable {
    /// The background: the layer's bounds after its transform, the screen scale and every
    /// ancestor's clip, and its premultiplied colour (square corners only).
    var background: (shape: ConvexPolygon, color: UInt32)?
    /// The contents image, where it goes.
    var contents: LayerContentsDraw?
    /// The product of the opacities from the innermost enclosing group (exclusive) down to
    /// the layer, 0...255; the groups apply theirs when they are laid down.
    var opacity: UInt32
    /// The compositing groups the item is drawn in, outermost first. Part of equality: a
    /// group's opacity changing changes every pixel of its members.
    var groups: [CompositingGroupKey] = []
    /// The pixels the item touches.
    var bounds: PixelRect
    /// What only some layers have (a shadow, a shape fill, rounded clips), behind one
    /// reference: the list copies every item as it is built and read, and most layers
    /// are a plain background or image. Nil exactly when the item is plain.
    var style: Reference<LayerDrawStyle>? = nil
    /// Where the layer sits, for recognising a scroll (not part of equality, which
    /// compares what is drawn): its transform to screen pixels, its bounds, and the
    /// innermost ancestor whose bounds clip it.
    var placement: ProjectiveTransform? = nil
    var layerBounds: CGRect = .zero
    var clipOwner: ObjectIdentifier? = nil

    /// The layer's shadow, drawn first, beneath everything of the layer.
    var shadow: LayerContentsDraw? { style?.value.shadow }
    /// A shape filled through the rasterizer: a rounded background, or a border (the
    /// item a layer adds after its sublayers).
    var fill: LayerShapeFill? { style?.value.fill }
    /// The ancestors' clips that a path fill must respect: their convex part (screen
    /// pixels) and their rounded outlines (layers that mask to rounded bounds).
    var clip: ConvexPolygon? { style?.value.clip }
    var clipShapes: [PlacedOutline] { style?.value.clipShapes ?? [] }
    /// The blur of what lies beneath, drawn after the shadow and before the background.
    var backdrop: BackdropDraw? { style?.value.backdrop }

    /// Whether the item is a plain background and contents, drawn by the fast paths.
    var isPlain: Bool { style == nil }

    /// The background's shape when it covers whole pixels exactly (an axis-aligned
    /// rectangle on pixel edges): then it is a plain fill or blend of that rectangle.
    var backgroundRect: PixelRect? { backgroundRect(axisAlignedBackground: background?.shape.axisAlignedRectWithoutAllocating) }

    /// `backgroundRect`, given the background's `axisAlignedRect`.
    func backgroundRect(axisAlignedBackground rect: CGRect?) -> PixelRect? {
        guard isPlain, let shape = background?.shape, let rect,
              rect.minX == rect.minX.rounded(), rect.minY == rect.minY.rounded(),
              rect.maxX == rect.maxX.rounded(), rect.maxY == rect.maxY.rounded() else { return nil }
        return shape.pixelBounds
    }

    /// The pixels the item paints opaque whatever lies beneath, within its group: the
    /// whole pixels inside an axis-aligned background of an opaque colour at full
    /// opacity. Partly covered edge pixels blend with what is beneath, so they are left out.
    var opaqueRect: PixelRect? { opaqueRect(axisAlignedBackground: background?.shape.axisAlignedRectWithoutAllocating) }

    /// `opaqueRect`, given the background's `axisAlignedRect`.
    func opaqueRect(axisAlignedBackground rect: CGRect?) -> PixelRect? {
        guard clipShapes.isEmpty, let background, background.color >> 24 == 255, opacity == 255,
              let rect else { return nil }
        let x0 = Int(rect.minX.rounded(.up)), y0 = Int(rect.minY.rounded(.up))
        let x1 = Int(rect.maxX.rounded(.down)), y1 = Int(rect.maxY.rounded(.down))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// How many things the item draws (its background, its contents): a translucent layer
    /// whose subtree draws more than one needs a group.
    var drawCount: Int {
        (background == nil ? 0 : 1) + (contents == nil ? 0 : 1) + (shadow == nil ? 0 : 1) + (fill == nil ? 0 : 1)
            + (backdrop == nil ? 0 : 1)
    }

    static func == (a: LayerDrawItem, b: LayerDrawItem) -> Bool {
        a.opacity == b.opacity && a.bounds == b.bounds && a.contents == b.contents && a.groups == b.groups
            && a.background?.shape == b.background?.shape && a.background?.color == b.background?.color
            && a.style == b.style
    }
}

/// The parts of a `LayerDrawItem` that only some layers have.
struct LayerDrawStyle: Equatable, Sendable {
    var shadow: LayerContentsDraw?
    var fill: LayerShapeFill?
    var clip: ConvexPolygon?
    var clipShapes: [PlacedOutline]
    var backdrop: BackdropDraw? = nil

    /// The style of an item with these parts, or nil when they leave it plain (no shadow,
    /// no shape fill, no rounded clip, no backdrop; the convex clip is then not needed).
    static func of(shadow: LayerContentsDraw?, fill: LayerShapeFill?, clip: ConvexPolygon,
                   clipShapes: [PlacedOutline], backdrop: BackdropDraw? = nil) -> Reference<LayerDrawStyle>? {
        guard shadow != nil || fill != nil || !clipShapes.isEmpty || backdrop != nil else { return nil }
        return Reference(LayerDrawStyle(shadow: shadow, fill: fill, clip: clip, clipShapes: clipShapes, backdrop: backdrop))
    }
}

/// A layer's backdrop blur placed on the screen: which pixels beneath it reads and the
/// shape it shows them through. The blurred pixels themselves are made for each frame
/// that repaints the item (`BackdropCache`), from what the paint list draws beneath it.
struct BackdropDraw: Equatable, Sendable {
    /// The blur's standard deviation and the saturation, in screen pixels.
    var sigma: CGFloat
    var saturation: CGFloat
    /// The pixels read: the shape's pixel bounds grown by the blur's extent. It may reach
    /// past the screen, where the screen's edge pixels repeat.
    var region: PixelRect
    /// The layer's bounds clipped by its ancestors, in screen pixels.
    var clip: ConvexPolygon
    /// The layer's rounded outline when its corners are rounded.
    var roundedClip: Reference<PlacedOutline>?
}

/// A shape a layer fills: its rounded background, or its border (an outline with the
/// inner outline cut out), in a colour.
struct LayerShapeFill: Equatable, Sendable {
    var shape: PlacedOutline
    var color: CGColor
}

/// A layer's contents image placed on the screen.
struct LayerContentsDraw: Equatable, Sendable {
    let image: CGImage
    /// The layer's `contentsVersion`: a redraw into the same image changes it.
    var version: UInt64
    /// The rectangle the image fills, in the layer's coordinates (from its gravity).
    var rect: CGRect
    /// Layer coordinates to screen pixels; affine unless the layer or an ancestor has perspective.
    var toScreen: ProjectiveTransform
    /// Where the ancestors' clips (and the layer's own, when it masks) let it show.
    var clip: ConvexPolygon
    /// The layer's own rounded outline when it masks to its bounds (rare, so held by reference).
    var roundedClip: PlacedOutline? { roundedClipReference?.value }
    var roundedClipReference: Reference<PlacedOutline>? = nil
    /// Whether the image lands on whole screen pixels at its own size (a plain copy).
    var isPixelAligned: Bool

    static func == (a: LayerContentsDraw, b: LayerContentsDraw) -> Bool {
        a.image === b.image && a.version == b.version && a.rect == b.rect && a.toScreen == b.toScreen && a.clip == b.clip
            && a.roundedClipReference == b.roundedClipReference
    }
}

/// Identifies a compositing group in an item's `groups`: the layer that forms it and the
/// opacity the group is laid down with.
struct CompositingGroupKey: Equatable, Sendable {
    var layer: ObjectIdentifier
    var opacity: UInt32
    /// What the group's mask draws: a change of the mask changes every member's pixels.
    var mask: [LayerDrawItem]? = nil
}

/// A translucent layer with its sublayers, drawn offscreen and laid down at once.
struct CompositingGroup: Sendable {
    /// The opacity the group's pixels are scaled by when laid down, 1...254.
    var opacity: UInt32
    /// The union of its members' bounds.
    var bounds: PixelRect
    /// The indices of its `.beginGroup` and `.endGroup` entries in the paint list.
    var begin: Int
    var end: Int
    /// What the layer's `mask` draws; the group's pixels are multiplied by its alpha.
    var mask: [LayerDrawItem]? = nil
}

/// One frame's drawing in paint order: items, and the brackets around the members of
/// each group (nested as the groups are).
struct PaintList: Sendable {
    enum Entry: Sendable {
        case item(Int)
        case beginGroup(Int)
        case endGroup(Int)
    }

    var items: [LayerDrawItem] = []
    /// The layer (and part) each item draws, parallel to `items`.
    var layers: [PaintItemID] = []
    var groups: [CompositingGroup] = []
    var entries: [Entry] = []
    /// The layers that clip their sublayers to an axis-aligned rectangle, in paint order:
    /// where a scroll may shift pixels instead of repainting them.
    var scrollCandidates: [ScrollCandidate] = []
    /// The entries of items with a backdrop, in paint order.
    var backdropEntries: [Int] = []

    /// Empties the list; with `keepingCapacity`, its storage serves the next frame.
    mutating func removeAll(keepingCapacity: Bool) {
        items.removeAll(keepingCapacity: keepingCapacity)
        layers.removeAll(keepingCapacity: keepingCapacity)
        groups.removeAll(keepingCapacity: keepingCapacity)
        entries.removeAll(keepingCapacity: keepingCapacity)
        scrollCandidates.removeAll(keepingCapacity: keepingCapacity)
        backdropEntries.removeAll(keepingCapacity: keepingCapacity)
    }
}

/// Which layer an item draws, and which of its two items: the main one (shadow,
/// background, contents) or the border drawn after its sublayers; within a replicator,
/// which copy of the layer.
struct PaintItemID: Hashable, Sendable {
    var layer: ObjectIdentifier
    var isBorder = false
    /// Which replicator instance draws it (FlatteningState.instance); 0 outside replicators.
    var instance = 0
}
