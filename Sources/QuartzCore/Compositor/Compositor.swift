// Vitrine — Apache License 2.0

/// Draws layer trees into the screen backing store and reports what changed.
///
/// Design: each frame the compositor flattens the visible layer trees (windows, back to
/// front) into a `PaintList`: `LayerDrawItem`s in paint order — every layer resolved to a
/// convex polygon in screen pixels, already clipped by its ancestors' `masksToBounds`,
/// with its colour and opacity — and brackets around the members of compositing groups.
/// Damage is the difference between this frame's items and the previous frame's: the old
/// and new bounds of every item that changed, appeared, disappeared or moved in paint
/// order. Only damaged rectangles are repainted, and only those are handed to the display
/// to copy. Diffing resolved items, instead of having every setter report damage, keeps
/// layers simple and makes it impossible to forget a property: anything that changes
/// pixels changes the item. An unchanged tree gives no damage and so no frame.
///
/// The screen backing store lives in RAM (premultiplied ARGB32) and is kept between frames,
/// so a display never needs to read its scanout buffers back.
///
/// Group opacity: a layer with `opacity` below 1 (and `allowsGroupOpacity`, the default)
/// is composited as Core Animation does, as one group with its sublayers: inside each
/// damage rectangle its subtree is drawn into a transparent offscreen bitmap covering the
/// group's part of that rectangle, which is then blended once at the layer's opacity
/// through the parts nothing opaque above covers.
/// Overlapping children of a half-transparent parent therefore do not show through each
/// other. A group whose subtree draws one thing (one background or one contents image) is
/// dissolved while flattening and its opacity multiplied into that item, which gives the
/// same pixels without the offscreen pass. Items carry the chain of groups (layer and
/// opacity) they are drawn in, so a group's opacity changing damages all its members.
/// Rejected: multiplying opacity down the tree, which was cheaper but wrong wherever
/// translucent siblings overlap inside a translucent parent (and for a translucent layer's
/// own contents over its own background).
///
/// Occlusion culling: within a damage rectangle, `OcclusionCuller` subtracts from each
/// item (and from the screen background) the pixels that items above it paint opaque —
/// the whole-pixel interior of an axis-aligned background of an opaque colour at full
/// opacity. Whole-pixel rectangles (and the screen background) are then drawn only
/// through the rectangles left; an item with antialiased edges or contents is skipped
/// when nothing of it is left and otherwise drawn through the whole damage rectangle,
/// because its edge pixels are computed on its polygon clipped to the clip rectangle, and
/// clipping it to the pieces instead moved some of them by a rounding step. An opaque
/// background colour is definitive; `isOpaque` alone is a hint (it promises content the
/// compositor cannot check) and culls nothing. Antialiased edges of unaligned or
/// transformed layers blend with what lies beneath, so only the aligned interior counts,
/// and transformed layers do not occlude. Inside a group, occluders hide only the group's
/// own members beneath them. A whole-pixel translucent background lying on pixels of one
/// known colour (an opaque background beneath, the screen background) is filled with the
/// blended colour, computed once, instead of blended pixel by pixel, and then occludes
/// like an opaque one. Culling never changes a pixel: what it skips is overwritten
/// exactly by the item above. `lastFrameStatistics` counts what was drawn and culled.
/// Measured with `vitrine bench-compose` (1080p, 64 panels at alpha 0.9 on an opaque
/// window, 20 labels, 10 images, 5 turned cards) on a quiet 2-core EPYC VM, a full frame
/// took 2.1–2.2 ms without culling and folding (and with scalar rectangle and edge
/// blends), and 1.2–1.3 ms with them.
/// Not done: dropping damage wholly under an unchanged opaque layer. A change nobody can
/// see still repaints (to the same pixels) and presents its rectangle.
///
/// Scrolling: when a layer clipping its sublayers to a pixel-aligned rectangle (a scroll
/// view) moves them by whole device pixels, the pixels already composed there are shifted
/// within `screen` and only the exposed strip and what really changed are repainted
/// (Compositor+ScrollBlit.swift says when that gives exactly a full repaint's pixels).
/// The rectangles returned then cover the shifted region once and the repainted ones
/// outside it; returned rectangles never overlap, so no pixel is copied twice.
///
/// Layer contents (a `draw(_:)` backing store, an image) are drawn through the
/// rasterizer's image path.
///
/// Transforms: each layer's plane maps to the screen by a `ProjectiveTransform`, the
/// product of every ancestor's. A 3-D `transform` (and a superlayer's
/// `sublayerTransform`) is flattened into the superlayer's plane as Core Animation does
/// without CATransformLayer: the 4×4 matrix loses its depth row and column. Layers whose
/// whole chain is affine take the 2-D path unchanged (the same arithmetic, the same
/// pixels). A perspective layer's bounds are cut where W falls below
/// `ConvexPolygon.minimumW` (at and behind the viewer), then projected to a convex
/// polygon; its background fills that polygon, its contents are sampled through the
/// inverse homography per pixel (`ProjectiveImageShader`). With `isDoubleSided` false a
/// layer whose projected bounds wind backwards is left out with its sublayers.
@preconcurrency @MainActor
public final class Compositor {
    /// The composed screen, in pixels.
    public let screen: Bitmap
    /// Pixels per point.
    public let scale: CGFloat
    /// What shows where no layer paints: opaque black, as an unlit panel.
    public var backgroundPixel: UInt32 = 0xFF00_0000

    /// What one `compose` drew, for diagnostics and tests.
    public struct FrameStatistics: Equatable, Sendable {
        /// Layers drawn, counted once for each damage rectangle they were drawn in.
        public var layersDrawn = 0
        /// Layers inside a damage rectangle left undrawn because opaque layers above
        /// cover all of their part of it.
        public var layersCulled = 0
        /// Of `layersDrawn`, translucent solid-colour layers lying on one known colour,
        /// filled with the blended colour instead of blended pixel by pixel.
        public var layersFolded = 0
        /// Compositing groups drawn offscreen and laid down, once per damage rectangle.
        public var groupsComposited = 0
        /// Screen pixels filled with `backgroundPixel`.
        public var backgroundPixelsFilled = 0
        /// Screen pixels moved by a scroll instead of repainted.
        public var pixelsScrolled = 0

        public init(layersDrawn: Int = 0, layersCulled: Int = 0, layersFolded: Int = 0, groupsComposited: Int = 0,
                    backgroundPixelsFilled: Int = 0, pixelsScrolled: Int = 0) {
            self.layersDrawn = layersDrawn
            self.layersCulled = layersCulled
            self.layersFolded = layersFolded
            self.groupsComposited = groupsComposited
            self.backgroundPixelsFilled = backgroundPixelsFilled
            self.pixelsScrolled = pixelsScrolled
        }
    }

    /// What the last `compose` drew; all zero when it found nothing to repaint.
    public private(set) var lastFrameStatistics = FrameStatistics()

    private var previousList = PaintList()
    private var previousIndex: [PaintItemID: Int] = [:]
    /// Keeps last frame's layers alive so their identifiers cannot be reused by new layers.
    private var previousLayers: [CALayer] = []
    private var hasComposedOnce = false
    /// Draws layer contents into `screen` (device pixels, identity CTM).
    private let screenContext: CGContext
    /// The shadow images of the layers on screen.
    let shadowCache = ShadowCache()
    private var culler = OcclusionCuller()
    /// Whether occluded pixels are skipped; tests turn it off to compare against drawing everything.
    var cullsOccludedPixels = true

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
        var list = PaintList()
        list.items.reserveCapacity(previousList.items.count)
        list.layers.reserveCapacity(previousList.items.count)
        list.entries.reserveCapacity(previousList.entries.count)
        var layers: [CALayer] = []
        layers.reserveCapacity(previousLayers.count)
        let toScreen = ProjectiveTransform(CGAffineTransform(scaleX: scale, y: scale))
        let screenPolygon = ConvexPolygon(
            rect: CGRect(x: 0, y: 0, width: screen.width, height: screen.height), transform: .identity)
        let top = FlatteningState(parentToScreen: toScreen, parentSublayerTransform: nil, clip: screenPolygon, drawClip: screenPolygon,
                                  opacity: 255, groups: [])
        for root in roots {
            flatten(root, top, into: &list, layers: &layers)
        }
        var index: [PaintItemID: Int] = [:]
        index.reserveCapacity(list.layers.count)
        for (i, id) in list.layers.enumerated() { index[id] = i }

        var damage = DamageTracker()
        var blits: [ScrollBlit] = []
        if hasComposedOnce {
            blits = scrollBlits(list, previous: previousList)
            func blit(new i: Int) -> ScrollBlit? { blits.first { $0.newItems.contains(i) } }
            func blit(old j: Int) -> ScrollBlit? { blits.first { $0.oldItems.contains(j) } }
            // Where an old item's pixels are now: moved with its region's shift, if scrolled.
            func addOld(_ j: Int) {
                let bounds = previousList.items[j].bounds
                if let b = blit(old: j) { damage.add(b.shifted(bounds)) } else { damage.add(bounds) }
            }
            for (i, id) in list.layers.enumerated() {
                let item = list.items[i]
                if let j = previousIndex[id] {
                    let old = previousList.items[j]
                    let scroll = blit(new: i)
                    if let scroll, let before = blit(old: j), before.layer == scroll.layer,
                       item.isTranslation(of: old, dx: scroll.dx, dy: scroll.dy, clippedBy: scroll.layer) {
                        continue  // shifted with its region
                    }
                    if old != item || scroll != nil || blit(old: j) != nil {
                        damage.add(item.bounds)
                        addOld(j)
                    }
                } else {
                    damage.add(item.bounds)
                }
            }
            for (j, id) in previousList.layers.enumerated() where index[id] == nil {
                addOld(j)
            }
            for id in paintOrderChanges(from: previousList.layers, to: list.layers) {
                if let i = index[id] { damage.add(list.items[i].bounds) }
            }
            for b in blits {
                // What is painted above the region was shifted with it: repaint it where it
                // is and where its old pixels went.
                for i in b.newItems.upperBound..<list.items.count where list.items[i].bounds.intersects(b.region) {
                    damage.add(list.items[i].bounds.intersection(b.region))
                }
                for j in b.oldItems.upperBound..<previousList.items.count where previousList.items[j].bounds.intersects(b.region) {
                    damage.add(b.shifted(previousList.items[j].bounds))
                }
                for strip in b.exposed { damage.add(strip) }
            }
        } else {
            damage.add(screen.bounds)
            hasComposedOnce = true
        }

        let rectangles = damage.mergedRectangles(clippedTo: screen.bounds).disjoint()
        var statistics = FrameStatistics()
        for b in blits {
            shiftPixels(b)
            statistics.pixelsScrolled += b.destination.area
        }
        for rect in rectangles {
            repaint(rect, list, statistics: &statistics)
        }
        lastFrameStatistics = statistics
        shadowCache.endFrame()
        previousList = list
        previousIndex = index
        previousLayers = layers
        // The display copies what was shifted and what was repainted, each pixel once.
        let shifted = blits.map(\.destination)
        return shifted.isEmpty ? rectangles : shifted + rectangles.flatMap { rect in
            shifted.reduce([rect]) { pieces, moved in pieces.flatMap { $0.subtracting(moved) } }
        }
    }

    /// Repaints `rect` from `list`: the screen background where nothing opaque covers it,
    /// then every entry back to front through its visible parts, groups through offscreen
    /// targets.
    private func repaint(_ rect: PixelRect, _ list: PaintList, statistics: inout FrameStatistics) {
        culler.cull(list, in: rect, backgroundPixel: backgroundPixel, usingOccluders: cullsOccludedPixels)
        for part in culler.rectangles(culler.background) {
            screen.fill(part, with: backgroundPixel)
            statistics.backgroundPixelsFilled += part.area
        }
        var targets = [RenderTarget(screen: screen, context: screenContext)]
        var e = 0
        while e < list.entries.count {
            switch list.entries[e] {
            case .item(let i):
                let item = list.items[i]
                guard item.bounds.intersects(rect) else { break }
                let parts = culler.parts[e]
                if parts.isEmpty {
                    statistics.layersCulled += 1
                } else {
                    statistics.layersDrawn += 1
                    // The last target is the innermost open group's, else the screen.
                    let target = targets[targets.count - 1]
                    if let color = culler.folded[e] {
                        statistics.layersFolded += 1
                        for part in culler.rectangles(parts) {
                            target.bitmap.fill(target.local(part), with: color)
                        }
                    } else if item.contents == nil, item.backgroundRect != nil {
                        for part in culler.rectangles(parts) {
                            draw(item, into: target, clip: part)
                        }
                    } else {
                        // Antialiased edges and sampled contents are computed through the
                        // clip, to within a rounding step; drawn through the whole damage
                        // rectangle they come out exactly as without culling (the layers
                        // above then cover the hidden part).
                        draw(item, into: target, clip: rect)
                    }
                }
            case .beginGroup(let g):
                // The offscreen bitmap covers the whole group in `rect`, visible or not, so
                // that what is drawn into it does not depend on what culling hid.
                let area = culler.parts[e].isEmpty ? .zero : list.groups[g].bounds.intersection(rect)
                guard !area.isEmpty, let offscreen = RenderTarget(offscreen: area) else {
                    // Nothing of the group shows in `rect` (a non-empty area always fits a bitmap).
                    statistics.layersCulled += memberCount(of: list.groups[g], in: list, intersecting: rect)
                    e = list.groups[g].end + 1
                    continue
                }
                targets.append(offscreen)
            case .endGroup(let g):
                let group = list.groups[g]
                let offscreen = targets.removeLast()
                if let mask = group.mask { apply(mask, to: offscreen) }
                let parent = targets[targets.count - 1]
                let at = (x: offscreen.origin.x - parent.origin.x, y: offscreen.origin.y - parent.origin.y)
                for part in culler.rectangles(culler.parts[group.begin]) {
                    parent.bitmap.blend(offscreen.bitmap, at: at, opacity: group.opacity, clip: parent.local(part))
                }
                statistics.groupsComposited += 1
            }
            e += 1
        }
    }

    /// Multiplies the group's offscreen pixels by the alpha of what its mask draws there.
    private func apply(_ mask: [LayerDrawItem], to target: RenderTarget) {
        let area = PixelRect(x: target.origin.x, y: target.origin.y, width: target.bitmap.width, height: target.bitmap.height)
        guard let coverage = RenderTarget(offscreen: area) else { return }
        for item in mask where item.bounds.intersects(area) {
            draw(item, into: coverage, clip: area)
        }
        target.bitmap.multiply(byAlphaOf: coverage.bitmap)
    }

    /// The items of `group` whose bounds meet `rect`.
    private func memberCount(of group: CompositingGroup, in list: PaintList, intersecting rect: PixelRect) -> Int {
        list.entries[group.begin...group.end].reduce(0) { count, entry in
            if case .item(let i) = entry, list.items[i].bounds.intersects(rect) { return count + 1 }
            return count
        }
    }

    /// Forgets the previous frame, so the next `compose` repaints the whole screen.
    public func invalidateAll() {
        hasComposedOnce = false
    }

    /// The layers present in both frames whose position in paint order changed relative to
    /// the others: after dropping layers that appeared or disappeared, those whose index differs.
    private func paintOrderChanges(from old: [PaintItemID], to new: [PaintItemID]) -> [PaintItemID] {
        let newSet = Set(new), oldSet = Set(old)
        let keptOld = old.filter { newSet.contains($0) }
        let keptNew = new.filter { oldSet.contains($0) }
        guard keptOld != keptNew else { return [] }
        return zip(keptOld, keptNew).filter { $0 != $1 }.flatMap { [$0.0, $0.1] }
    }
}
