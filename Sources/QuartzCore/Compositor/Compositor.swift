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
/// Threads: flattening and damage run on the main actor; the repaint of large damage
/// (at least `minimumBandedArea` pixels, a full frame or a transition) is shared out.
/// Its rectangles are cut into bands at every multiple of `bandHeight` screen rows and the
/// bands handed to `RepaintWorkers`, a fixed pool, with the calling thread taking bands
/// too; each thread repaints from the frame's `RepaintPass` (the paint list is a
/// `Sendable` value) with its own `RepaintLane`, writing only inside its band. The cut
/// depends only on the damage, never on the number of threads, so every thread count
/// gives the same pixels: a band edge clips an antialiased edge as a damage rectangle's
/// edge does (within a rounding step of not cutting at all), and does so for one thread
/// too. Smaller damage is repainted on the calling thread as before, waking no thread:
/// a moving card or a label gains a few hundredths of a millisecond from a second thread,
/// and when the other CPUs are busy (a VNC encoder) waiting for one costs more.
/// Bands the same as the last frame's (a transition, a full repaint again) are taken
/// slowest first, by their last repaint, so that the bands left at the end are short and
/// the threads finish close together; the order changes which thread draws a band, never
/// its pixels.
/// A band costs little beyond its pixels: its culling visits only the entries that meet
/// it, and reads each item's rectangles and colours from `ItemCoverage`, plain values
/// worked out once per frame, so threads never share an item's reference counts (each
/// copy of an item retains its arrays and images, and two threads doing so for the same
/// items stall each other). Bands of whole rows rather than square tiles: a band is one
/// run of memory and cuts fewer items. Not Dispatch's `concurrentPerform`: its thread count is Dispatch's, not
/// the one the board file or the cgroup quota gives.
///
/// Backdrops: a layer with a `backdropFilter` (UIKit's materials) shows the pixels
/// composed beneath it, blurred. Each is made before the frame's repaint, on the calling
/// thread, by repainting the entries beneath it over its bounds plus the blur's extent
/// into a scratch bitmap (`BackdropCache`), so bands on any number of threads draw the
/// same finished image and culling above cannot hide what it reads. A change beneath
/// (within that extent) damages the backdrop's bounds; with none, the last image serves.
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
        /// Backdrops (the blur beneath a material) made again because what lies beneath changed.
        public var backdropsBlurred = 0

        public init(layersDrawn: Int = 0, layersCulled: Int = 0, layersFolded: Int = 0, groupsComposited: Int = 0,
                    backgroundPixelsFilled: Int = 0, pixelsScrolled: Int = 0, backdropsBlurred: Int = 0) {
            self.backdropsBlurred = backdropsBlurred
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
    /// An empty list whose storage the next frame's list reuses.
    private var spareList = PaintList()
    /// Keeps last frame's layers alive so their identifiers cannot be reused by new layers.
    private var previousLayers: [CALayer] = []
    private var hasComposedOnce = false
    /// The shadow images of the layers on screen.
    let shadowCache = ShadowCache()
    /// Replicator instances' contents, tinted by their instance colours.
    let tintedImages = TintedImageCache()
    /// The blurred backdrops of the layers on screen.
    private let backdropCache = BackdropCache()

    /// The bytes the blurred backdrops hold besides their images: the scratch bitmap a
    /// backdrop is made in, kept while any layer on screen has one, freed when none has.
    package var backdropScratchBytes: Int { backdropCache.scratchBytes }
    /// Whether occluded pixels are skipped; tests turn it off to compare against drawing everything.
    var cullsOccludedPixels = true

    /// How many threads repaint large damage: the calling thread and `threadCount - 1`
    /// helpers of a pool the process's compositors share. 1 repaints on the calling thread only.
    public let threadCount: Int
    /// What each repaint thread draws with; lane 0 is the calling thread's, the others are
    /// made on the first repaint that uses them.
    private var lanes: [RepaintLane]
    /// Damage rectangles of at least this many pixels are cut into bands at every multiple
    /// of `bandHeight` screen rows (0: never cut); tests and `vitrine-bench` change both.
    package var minimumBandedArea = Compositor.defaultMinimumBandedArea
    package var bandHeight = Compositor.defaultBandHeight
    /// How many frames were repainted on more than one thread, for tests.
    private(set) var parallelRepaintCount = 0
    /// The bands of the last shared repaint and the seconds each took to repaint.
    private var lastSharedBands: (bands: [PixelRect], durations: [Double]) = ([], [])
    /// How many paint-list entries the last `compose`'s culling visited, summed over its
    /// rectangles and bands, for tests.
    private(set) var lastEntriesVisited = 0
    /// Seconds the last `compose` spent repainting (culling and drawing, on every thread),
    /// for `vitrine-bench`: the part of a frame that bands share out.
    package private(set) var lastRepaintDuration = 0.0

    /// Creates a compositor for a screen of `pixelWidth × pixelHeight` at `scale` pixels per point.
    /// - Parameter threads: how many threads repaint large damage (clamped to 1...64);
    ///   nil for one per CPU the process may use (`AllowedProcessors.count`).
    public init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, threads: Int? = nil) {
        guard let screen = Bitmap(width: pixelWidth, height: pixelHeight), scale > 0 else { return nil }
        self.screen = screen
        self.scale = scale
        self.threadCount = min(max(threads ?? AllowedProcessors.count, 1), RepaintWorkers.maximumHelpers + 1)
        self.lanes = [RepaintLane(screen: screen)]
    }

    /// Composes `roots` (back to front) into `screen` and returns the rectangles that changed.
    /// An empty result means the screen is unchanged and nothing needs presenting.
    @discardableResult
    public func compose(_ roots: [CALayer]) -> [PixelRect] {
        var list = spareList
        spareList = PaintList()
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
        // Most frames draw the same layers in the same order as the last: then item i was
        // item i, and the last frame's index serves again without hashing anything.
        let sameOrder = list.layers == previousList.layers
        let index: [PaintItemID: Int]
        if sameOrder {
            index = previousIndex
        } else {
            var built: [PaintItemID: Int] = [:]
            built.reserveCapacity(list.layers.count)
            for (i, id) in list.layers.enumerated() { built[id] = i }
            index = built
        }

        var damage = DamageTracker()
        var blits: [ScrollBlit] = []
        // A backdrop whose beneath changed shows other pixels: its bounds are damage.
        let staleBackdrops = backdropCache.update(list, backgroundPixel: backgroundPixel)
        if hasComposedOnce {
            for i in staleBackdrops { damage.add(list.items[i].bounds) }
            blits = scrollBlits(list, previous: previousList)
            func blit(new i: Int) -> ScrollBlit? { blits.first { $0.newItems.contains(i) } }
            func blit(old j: Int) -> ScrollBlit? { blits.first { $0.oldItems.contains(j) } }
            // Where an old item's pixels are now: moved with its region's shift, if scrolled.
            func addOld(_ j: Int) {
                let bounds = previousList.items[j].bounds
                if let b = blit(old: j) { damage.add(b.shifted(bounds)) } else { damage.add(bounds) }
            }
            // Items are read in place: an array's subscript would copy each one (and
            // retain everything it holds) to compare it.
            let oldList = previousList
            list.items.withUnsafeBufferPointer { items in
                oldList.items.withUnsafeBufferPointer { oldItems in
                    for (i, id) in list.layers.enumerated() {
                        if let j = sameOrder ? i : previousIndex[id] {
                            let scroll = blit(new: i)
                            if let scroll, let before = blit(old: j), before.layer == scroll.layer,
                               items[i].isTranslation(of: oldItems[j], dx: scroll.dx, dy: scroll.dy, clippedBy: scroll.layer) {
                                continue  // shifted with its region
                            }
                            if oldItems[j] != items[i] || scroll != nil || blit(old: j) != nil {
                                damage.add(items[i].bounds)
                                addOld(j)
                            }
                        } else {
                            damage.add(items[i].bounds)
                        }
                    }
                }
            }
            if !sameOrder {
                for (j, id) in previousList.layers.enumerated() where index[id] == nil {
                    addOld(j)
                }
                for id in paintOrderChanges(from: previousList.layers, to: list.layers) {
                    if let i = index[id] { damage.add(list.items[i].bounds) }
                }
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
        let repaintStart = CACurrentMediaTime()
        let backdrops = list.backdropEntries.isEmpty || rectangles.isEmpty ? [:] : backdropCache.images(
            for: list, in: rectangles, screen: screen, backgroundPixel: backgroundPixel,
            cullsOccludedPixels: cullsOccludedPixels, made: &statistics.backdropsBlurred)
        repaint(rectangles, list, backdrops: backdrops, statistics: &statistics)
        lastRepaintDuration = CACurrentMediaTime() - repaintStart
        lastFrameStatistics = statistics
        shadowCache.endFrame()
        tintedImages.endFrame()
        swap(&previousList, &list)
        list.removeAll(keepingCapacity: true)  // last frame's items go; their storage serves the next frame
        spareList = list
        previousIndex = index
        previousLayers = layers
        // The display copies what was shifted and what was repainted, each pixel once.
        let shifted = blits.map(\.destination)
        return shifted.isEmpty ? rectangles : shifted + rectangles.flatMap { rect in
            shifted.reduce([rect]) { pieces, moved in pieces.flatMap { $0.subtracting(moved) } }
        }
    }

    /// Repaints the disjoint `rectangles` from `list`. Large damage is cut into bands (the
    /// cut depends on the rectangles alone, so the pixels do not depend on the number of
    /// threads) and the bands are shared out among `threadCount` threads; small damage is
    /// repainted here, as one rectangle each, with no thread woken.
    private func repaint(_ rectangles: [PixelRect], _ list: PaintList, backdrops: [Int: CGImage],
                         statistics: inout FrameStatistics) {
        let pieces = Self.bands(of: rectangles, height: bandHeight, minimumArea: minimumBandedArea)
        let pass = RepaintPass(list: list, screen: .init(bitmap: screen), backgroundPixel: backgroundPixel,
                               cullsOccludedPixels: cullsOccludedPixels, backdrops: backdrops)
        let area = rectangles.reduce(0) { $0 + $1.area }
        let participants = min(threadCount, pieces.count)
        guard participants > 1, area >= minimumBandedArea else {
            let lane = lanes[0]
            lane.statistics = FrameStatistics()
            lane.entriesVisited = 0
            for piece in pieces { pass.repaint(piece, in: lane) }
            statistics.add(lane.statistics)
            lastEntriesVisited = lane.entriesVisited
            return
        }
        while lanes.count < participants { lanes.append(RepaintLane(screen: screen)) }
        for lane in lanes {
            lane.statistics = FrameStatistics()
            lane.entriesVisited = 0
        }
        parallelRepaintCount += 1
        let lanes = self.lanes
        let order = pieces == lastSharedBands.bands && lastSharedBands.durations.count == pieces.count
            ? pieces.indices.sorted { lastSharedBands.durations[$0] > lastSharedBands.durations[$1] }
            : Array(pieces.indices)
        let durations = BandDurations(count: pieces.count)
        RepaintWorkers.shared.run(taskCount: pieces.count, participants: participants) { task, lane in
            let band = order[task]
            let start = CACurrentMediaTime()
            pass.repaint(pieces[band], in: lanes[lane])
            durations.record(CACurrentMediaTime() - start, for: band)
        }
        lastSharedBands = (pieces, durations.values)
        lastEntriesVisited = 0
        for lane in lanes {
            statistics.add(lane.statistics)
            lastEntriesVisited += lane.entriesVisited
        }
    }

    /// `rectangles` with each of at least `minimumArea` pixels cut at every multiple of
    /// `height` screen rows: bands that do not depend on how many threads draw them.
    package static func bands(of rectangles: [PixelRect], height: Int, minimumArea: Int) -> [PixelRect] {
        guard height > 0 else { return rectangles }
        var bands: [PixelRect] = []
        bands.reserveCapacity(rectangles.count)
        for rect in rectangles {
            guard rect.area >= minimumArea, rect.height > height else {
                bands.append(rect)
                continue
            }
            var y = rect.minY
            while y < rect.maxY {
                // The first multiple of `height` below y, rounding toward minus infinity.
                let row = y >= 0 ? y / height : -((-y + height - 1) / height)
                let end = min((row + 1) * height, rect.maxY)
                bands.append(PixelRect(x: rect.minX, y: y, width: rect.width, height: end - y))
                y = end
            }
        }
        return bands
    }

    /// Rows of a band of large damage: a 1080p frame is 9 bands, enough to keep two to
    /// four threads busy to the end. Each band draws again the items crossing its edges
    /// and sets up their clips again, so thinner bands cost more on one thread. Ours.
    static let defaultBandHeight = 128
    /// Below this many damaged pixels a frame is repainted on the calling thread: an eighth
    /// of a 1080p frame, about two tenths of a millisecond of repainting on one thread, of
    /// which a second thread could save a tenth less the tens of microseconds of waking it.
    /// A card moving across the screen (the VNC bench's 490 × 320 pixels) stays below it.
    /// Ours.
    static let defaultMinimumBandedArea = 256 * 1024

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

/// How long each band of a shared repaint took, written by the thread that repainted it.
private final class BandDurations: @unchecked Sendable {
    // @unchecked: each band's slot is written by the one thread that repaints the band,
    // and read only after the repaint has finished (the pool orders the two).
    private let storage: UnsafeMutableBufferPointer<Double>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: 0)
    }

    deinit {
        storage.deallocate()
    }

    func record(_ seconds: Double, for band: Int) {
        storage[band] = seconds
    }

    var values: [Double] { Array(storage) }
}
