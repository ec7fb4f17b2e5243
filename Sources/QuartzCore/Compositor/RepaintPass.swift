// Vitrine — Apache License 2.0

/// One frame's repaint: what every damage rectangle (or band of one) is drawn from.
///
/// Everything here is fixed for the frame — the flattened list is a value, the images and
/// colours it holds are immutable — so several threads may repaint from one pass at once.
/// Each uses its own `RepaintLane` (culling scratch, a context), and each writes only the
/// screen pixels of the rectangle it repaints, through a clip of that rectangle; the
/// rectangles of one frame are disjoint, so no pixel is written by two threads. That
/// invariant is why `screen` can be shared unchecked.
struct RepaintPass: Sendable {
    /// The screen bitmap, written by each thread only inside the rectangle it repaints.
    struct SharedScreen: @unchecked Sendable {
        let bitmap: Bitmap
    }

    let list: PaintList
    let screen: SharedScreen
    let backgroundPixel: UInt32
    let cullsOccludedPixels: Bool
    /// What culling and the whole-pixel fills read of each item, indexed like `list.items`.
    let coverage: [ItemCoverage]
    /// Each entry's bounds, indexed like `list.entries`: an item's, a group's at both of
    /// its brackets. A rectangle visits the entries whose bounds meet it.
    let entryBounds: [PixelRect]
    /// The blurred backdrops of the items that have one, by item index (`BackdropCache`).
    let backdrops: [Int: CGImage]

    init(list: PaintList, screen: SharedScreen, backgroundPixel: UInt32, cullsOccludedPixels: Bool,
         backdrops: [Int: CGImage] = [:]) {
        self.list = list
        self.backdrops = backdrops
        self.screen = screen
        self.backgroundPixel = backgroundPixel
        self.cullsOccludedPixels = cullsOccludedPixels
        // Read in place: `map` would hand each item over as a copy, retaining what it holds.
        coverage = list.items.withUnsafeBufferPointer { items in
            [ItemCoverage](unsafeUninitializedCapacity: items.count) { buffer, count in
                for i in items.indices { (buffer.baseAddress! + i).initialize(to: ItemCoverage(items[i])) }
                count = items.count
            }
        }
        entryBounds = list.entries.map { [coverage] entry in
            switch entry {
            case .item(let i): coverage[i].bounds
            case .beginGroup(let g), .endGroup(let g): list.groups[g].bounds
            }
        }
    }

    /// Repaints `rect` from `list`: the screen background where nothing opaque covers it,
    /// then every entry that meets it back to front through its visible parts, groups
    /// through offscreen targets.
    func repaint(_ rect: PixelRect, in lane: RepaintLane) {
        lane.culler.cull(list, coverage: coverage, entryBounds: entryBounds, in: rect, backgroundPixel: backgroundPixel,
                         usingOccluders: cullsOccludedPixels)
        let culler = lane.culler
        let visited = culler.visited
        lane.entriesVisited += visited.count
        var statistics = Compositor.FrameStatistics()
        defer { lane.statistics.add(statistics) }
        for part in culler.rectangles(culler.background) {
            screen.bitmap.fill(part, with: backgroundPixel)
            statistics.backgroundPixelsFilled += part.area
        }
        let screenTarget = RenderTarget(screen: screen.bitmap, context: lane.context)
        // The offscreen targets of the open groups, innermost last; empty (and allocating
        // nothing) while no group is open.
        var groupTargets: [RenderTarget] = []
        var position = 0
        while position < visited.count {
            let e = visited[position]
            switch list.entries[e] {
            case .item(let i):
                let parts = culler.parts[e]
                if parts.isEmpty {
                    statistics.layersCulled += 1
                } else {
                    statistics.layersDrawn += 1
                    // The innermost open group's target, else the screen.
                    let target = groupTargets.last ?? screenTarget
                    let item = coverage[i]
                    if let color = culler.folded[e] {
                        statistics.layersFolded += 1
                        for part in culler.rectangles(parts) {
                            target.bitmap.fill(target.local(part), with: color)
                        }
                    } else if item.isWholePixelFill, let rect = item.backgroundRect {
                        // What `draw(_:into:clip:)` does for such an item, read from the coverage.
                        for part in culler.rectangles(parts) {
                            target.bitmap.blend(target.local(rect.intersection(part)), color: item.backgroundColor,
                                                opacity: item.opacity)
                        }
                    } else {
                        // Antialiased edges and sampled contents are computed through the
                        // clip, to within a rounding step; drawn through the whole damage
                        // rectangle they come out exactly as without culling (the layers
                        // above then cover the hidden part).
                        draw(list.items[i], into: target, clip: rect, backdrop: backdrops.isEmpty ? nil : backdrops[i])
                    }
                }
            case .beginGroup(let g):
                // The offscreen bitmap covers the whole group in `rect`, visible or not, so
                // that what is drawn into it does not depend on what culling hid.
                let group = list.groups[g]
                let area = culler.parts[e].isEmpty ? .zero : group.bounds.intersection(rect)
                guard !area.isEmpty, let offscreen = RenderTarget(offscreen: area) else {
                    // Nothing of the group shows in `rect` (a non-empty area always fits a bitmap).
                    statistics.layersCulled += memberCount(of: group, intersecting: rect)
                    while visited[position] != group.end { position += 1 }
                    position += 1
                    continue
                }
                groupTargets.append(offscreen)
            case .endGroup(let g):
                let group = list.groups[g]
                let offscreen = groupTargets.removeLast()
                if let mask = group.mask { apply(mask, to: offscreen) }
                let parent = groupTargets.last ?? screenTarget
                let at = (x: offscreen.origin.x - parent.origin.x, y: offscreen.origin.y - parent.origin.y)
                for part in culler.rectangles(culler.parts[group.begin]) {
                    parent.bitmap.blend(offscreen.bitmap, at: at, opacity: group.opacity, clip: parent.local(part))
                }
                statistics.groupsComposited += 1
            }
            position += 1
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
    private func memberCount(of group: CompositingGroup, intersecting rect: PixelRect) -> Int {
        list.entries[group.begin...group.end].reduce(0) { count, entry in
            if case .item(let i) = entry, coverage[i].bounds.intersects(rect) { return count + 1 }
            return count
        }
    }
}

/// What one thread repaints with: its culling scratch, a context over the screen and the
/// statistics of what it drew. Used by one thread at a time; reused from frame to frame.
final class RepaintLane: @unchecked Sendable {
    // @unchecked: a lane is handed to one participant of a repaint at a time (its lane
    // number), and read back by the compositor only after the repaint has finished.
    var culler = OcclusionCuller()
    /// Draws layer contents into the screen (device pixels, identity CTM).
    let context: CGContext
    var statistics = Compositor.FrameStatistics()
    /// How many paint-list entries culling visited, over every rectangle since the last reset.
    var entriesVisited = 0

    init(screen: Bitmap) {
        context = CGContext(bitmap: screen)
    }
}

extension Compositor.FrameStatistics {
    /// Adds `other`'s counts to these.
    mutating func add(_ other: Self) {
        layersDrawn += other.layersDrawn
        layersCulled += other.layersCulled
        layersFolded += other.layersFolded
        groupsComposited += other.groupsComposited
        backgroundPixelsFilled += other.backgroundPixelsFilled
        pixelsScrolled += other.pixelsScrolled
        backdropsBlurred += other.backdropsBlurred
    }
}
