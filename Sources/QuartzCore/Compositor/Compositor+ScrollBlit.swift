// Vitrine — Apache License 2.0
// Scrolling by shifting pixels: when a layer that clips its sublayers to an axis-aligned
// rectangle of whole pixels (a scroll view) moves its sublayers by a whole number of
// device pixels, the composed screen already holds most of the next frame inside that
// rectangle, shifted. The compositor moves those pixels (a memmove per row within the
// screen bitmap, which the compositor keeps in RAM between frames, so no display buffer
// is ever read) and repaints only the strip the scroll exposes and what really changed.
//
// When a shift gives the same pixels as a full repaint. Inside the region R (the clip
// rectangle, on the screen) a pixel p of the new frame equals the old frame's pixel at
// p − d unless something differs under the shift, so the damage inside R is:
// - the exposed strip: R minus R shifted by d (its source lies outside R);
// - every item of the subtree, or painted above it, that is not the same drawing moved
//   by d: its new bounds, and its old bounds moved by d (where its old pixels landed);
// - everything else the ordinary diff finds.
// Beneath the subtree, what shows through inside R must look the same everywhere in R
// (then it looks the same after the shift): every item beneath that meets R is a plain
// axis-aligned background covering all of R, down to the first opaque one. Otherwise,
// or when the offset is fractional, the region is repainted as before.
// An item of the subtree is "the same drawing moved by d" when its transform to the
// screen differs by exactly that translation and everything else it draws is equal, and
// its innermost clipping ancestor is the scrolling layer itself (a nested clip would move
// with it but is not compared here, so such items are repainted).

/// A layer that clips its sublayers to an axis-aligned rectangle, as flattened this frame.
struct ScrollCandidate: Sendable {
    var layer: ObjectIdentifier
    /// The layer's bounds coordinates to screen pixels: a scroll of its bounds' origin
    /// translates this and nothing of the layer's own outline.
    var toScreen: CGAffineTransform
    /// Where its sublayers may show (its bounds and its ancestors' clips), in screen pixels.
    var clip: ConvexPolygon
    /// The items of its sublayers, a contiguous run of the paint list.
    var items: Range<Int>
}

/// One region shifted this frame instead of repainted.
struct ScrollBlit {
    var layer: ObjectIdentifier
    /// The clip rectangle in screen pixels (within the screen).
    var region: PixelRect
    /// The shift in device pixels.
    var dx: Int, dy: Int
    /// The subtree's items in this frame's list and in the previous frame's.
    var newItems: Range<Int>
    var oldItems: Range<Int>

    /// Where shifted pixels land: the region's part whose source also lies in the region.
    var destination: PixelRect { region.intersection(region.offsetBy(dx: dx, dy: dy)) }

    /// The parts of the region nothing shifts into: at most a horizontal and a vertical strip.
    var exposed: [PixelRect] { region.subtracting(destination) }

    /// Where an old pixel of `rect` lands after the shift, within the region.
    func shifted(_ rect: PixelRect) -> PixelRect {
        rect.intersection(region).offsetBy(dx: dx, dy: dy).intersection(region)
    }
}

extension Compositor {
    /// The regions of `list` that scrolled by whole pixels since `previous` and can be
    /// shifted: their layer clipped its sublayers to the same pixel-aligned rectangle in
    /// both frames, its bounds moved by a whole-pixel translation, and what lies beneath
    /// the rectangle is uniform across it. Nested or overlapping regions: the first
    /// (outermost) one found wins.
    func scrollBlits(_ list: PaintList, previous: PaintList) -> [ScrollBlit] {
        guard !list.scrollCandidates.isEmpty, !previous.scrollCandidates.isEmpty else { return [] }
        var before: [ObjectIdentifier: Int] = [:]
        for (k, candidate) in previous.scrollCandidates.enumerated() { before[candidate.layer] = k }
        var blits: [ScrollBlit] = []
        for candidate in list.scrollCandidates {
            guard let k = before[candidate.layer] else { continue }
            let old = previous.scrollCandidates[k]
            guard candidate.clip == old.clip, let rect = candidate.clip.axisAlignedRectWithoutAllocating,
                  rect.minX == rect.minX.rounded(), rect.minY == rect.minY.rounded(),
                  rect.maxX == rect.maxX.rounded(), rect.maxY == rect.maxY.rounded() else { continue }
            let m = candidate.toScreen, p = old.toScreen
            guard m.a == p.a, m.b == p.b, m.c == p.c, m.d == p.d else { continue }
            let dx = m.tx - p.tx, dy = m.ty - p.ty
            // Fractional shifts resample every pixel: those repaint.
            guard dx == dx.rounded(), dy == dy.rounded(), abs(dx) < 1_000_000, abs(dy) < 1_000_000, dx != 0 || dy != 0 else { continue }
            let region = candidate.clip.pixelBounds.intersection(screen.bounds)
            let blit = ScrollBlit(layer: candidate.layer, region: region, dx: Int(dx), dy: Int(dy),
                                  newItems: candidate.items, oldItems: old.items)
            guard !blit.destination.isEmpty,
                  !blits.contains(where: { $0.region.intersects(region) }),
                  Self.isUniform(beneath: old.items.lowerBound, in: previous, across: region) else { continue }
            blits.append(blit)
        }
        return blits
    }

    /// Whether the items painted before item `end` of `list` show the same colour at every
    /// pixel of `region`: each one that meets it is a plain axis-aligned background whose
    /// whole pixels cover the region, outside any group, down to the first opaque one
    /// (the screen background beneath is one colour).
    private static func isUniform(beneath end: Int, in list: PaintList, across region: PixelRect) -> Bool {
        var i = end - 1
        while i >= 0 {
            let item = list.items[i]
            i -= 1
            guard item.bounds.intersects(region) else { continue }
            guard item.isPlain, item.contents == nil, item.groups.isEmpty, let background = item.background,
                  let rect = background.shape.axisAlignedRectWithoutAllocating else { return false }
            let inner = PixelRect(x: Int(rect.minX.rounded(.up)), y: Int(rect.minY.rounded(.up)),
                                  width: max(0, Int(rect.maxX.rounded(.down)) - Int(rect.minX.rounded(.up))),
                                  height: max(0, Int(rect.maxY.rounded(.down)) - Int(rect.minY.rounded(.up))))
            guard inner.contains(region) else { return false }
            if background.color >> 24 == 255, item.opacity == 255 { return true }
        }
        return true
    }

    /// Moves the pixels of `blit`'s region by its shift, within the screen.
    func shiftPixels(_ blit: ScrollBlit) {
        let destination = blit.destination
        guard !destination.isEmpty else { return }
        let bytes = destination.width * 4
        // Rows are visited away from the direction of the shift, so a source row is read
        // before a destination row overwrites it.
        for step in 0..<destination.height {
            let y = blit.dy > 0 ? destination.maxY - 1 - step : destination.minY + step
            let target = screen.row(y) + destination.minX
            let source = screen.row(y - blit.dy) + (destination.minX - blit.dx)
            // memmove: within a row (horizontal shifts) source and target overlap.
            UnsafeMutableRawPointer(target).copyMemory(from: UnsafeRawPointer(source), byteCount: bytes)
        }
    }
}

extension LayerDrawItem {
    /// Whether this item draws what `old` drew, moved by (`dx`, `dy`) screen pixels, both
    /// clipped by `owner` alone (the scrolling layer).
    func isTranslation(of old: LayerDrawItem, dx: Int, dy: Int, clippedBy owner: ObjectIdentifier) -> Bool {
        guard clipOwner == owner, old.clipOwner == owner, clipShapes.isEmpty, old.clipShapes.isEmpty,
              let m = placement, let p = old.placement, m.isAffine, p.isAffine,
              m.m11 == p.m11, m.m12 == p.m12, m.m21 == p.m21, m.m22 == p.m22,
              m.m31 - p.m31 == CGFloat(dx), m.m32 - p.m32 == CGFloat(dy),
              layerBounds == old.layerBounds, opacity == old.opacity, groups == old.groups,
              (background == nil) == (old.background == nil), background?.color == old.background?.color,
              fill?.color == old.fill?.color, fill?.shape.outline == old.fill?.shape.outline,
              fill?.shape.hole == old.fill?.shape.hole else { return false }
        return Self.sameDrawing(contents, old.contents) && Self.sameDrawing(shadow, old.shadow)
    }

    /// Whether two contents (or shadow) draws paint the same image the same way, wherever
    /// their layers sit.
    private static func sameDrawing(_ a: LayerContentsDraw?, _ b: LayerContentsDraw?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.image === b.image && a.version == b.version && a.rect == b.rect && a.isPixelAligned == b.isPixelAligned
            && a.roundedClip?.outline == b.roundedClip?.outline && a.roundedClip?.hole == b.roundedClip?.hole
    }
}

extension PixelRect {
    /// The rectangle moved by whole pixels.
    func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The parts of this rectangle outside `other`: at most four disjoint rectangles
    /// (full-width bands above and below, then the pieces left and right).
    func subtracting(_ other: PixelRect) -> [PixelRect] {
        let cut = intersection(other)
        guard !cut.isEmpty else { return isEmpty ? [] : [self] }
        var parts: [PixelRect] = []
        if cut.minY > minY { parts.append(PixelRect(x: minX, y: minY, width: width, height: cut.minY - minY)) }
        if cut.maxY < maxY { parts.append(PixelRect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY)) }
        if cut.minX > minX { parts.append(PixelRect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height)) }
        if cut.maxX < maxX { parts.append(PixelRect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height)) }
        return parts
    }
}

extension Array where Element == PixelRect {
    /// The same pixels as non-overlapping rectangles: each rectangle keeps only what the
    /// ones before it do not cover, so nothing is repainted or copied twice.
    func disjoint() -> [PixelRect] {
        var result: [PixelRect] = []
        for rect in self where !rect.isEmpty {
            var pieces = [rect]
            for earlier in result where earlier.intersects(rect) {
                pieces = pieces.flatMap { $0.subtracting(earlier) }
                if pieces.isEmpty { break }
            }
            result.append(contentsOf: pieces)
        }
        return result
    }
}
