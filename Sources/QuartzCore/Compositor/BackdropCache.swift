// Vitrine — Apache License 2.0

/// The blurred backdrops of the layers on screen: for each item with a backdrop, the
/// pixels the paint list draws beneath it around its bounds, blurred and saturated.
///
/// Design: a backdrop is made from the paint list, not read back from the screen. The
/// entries before the item (the groups it sits in closed around them) are repainted into
/// a scratch bitmap over the backdrop's region — its bounds plus the blur's extent,
/// clamped to the screen — on the calling thread, before the frame's repaint starts; the
/// blurred result is an image the repaint draws like contents. So a backdrop never reads
/// pixels another band is still drawing, every thread count gives the same pixels, and
/// occlusion culling above the backdrop (which skips pixels it would read) cannot leave
/// stale pixels in it. A backdrop beneath another is made first and drawn into the upper
/// one's repaint. Rejected: reading the screen after a barrier between what lies beneath
/// and what lies above, which needs a second pass over every band and breaks with culling.
///
/// Damage: what lies beneath a backdrop is the list of items before it whose bounds meet
/// its region. When that list differs from the last frame's (an item moved, changed,
/// appeared or left; a scroll), the backdrop's bounds are damaged and its image made
/// again; when it is the same, nothing is added and the last image is drawn again if
/// something above the backdrop needs repainting. A frame that changes nothing beneath
/// therefore blurs nothing.
@preconcurrency @MainActor
final class BackdropCache {
    private struct Entry {
        var draw: BackdropDraw
        var beneath: [(id: PaintItemID, item: LayerDrawItem)]
        var backgroundPixel: UInt32
        var image: CGImage?

        func hasSameBeneath(as other: Entry) -> Bool {
            draw == other.draw && backgroundPixel == other.backgroundPixel && beneath.count == other.beneath.count
                && zip(beneath, other.beneath).allSatisfy { $0.id == $1.id && $0.item == $1.item }
        }
    }

    private var entries: [PaintItemID: Entry] = [:]
    /// The entries of this frame's list, by entry index, from `update`.
    private var current: [Int: Entry] = [:]
    /// Where what lies beneath a backdrop is repainted: a screen-sized bitmap, made on
    /// first use and freed (with the images) by the first frame with no backdrop.
    private var scratch: (bitmap: Bitmap, lane: RepaintLane)?

    /// The bytes the scratch bitmap holds; 0 while there is none.
    var scratchBytes: Int { scratch.map { $0.bitmap.bytesPerRow * $0.bitmap.height } ?? 0 }

    /// Compares what lies beneath each backdrop of `list` with the last frame's and
    /// returns the items whose backdrop must be made again: their bounds are damage.
    func update(_ list: PaintList, backgroundPixel: UInt32) -> [Int] {
        guard !list.backdropEntries.isEmpty else {
            if scratch != nil || !entries.isEmpty {
                scratch = nil
                entries = [:]
                current = [:]
            }
            return []
        }
        current.removeAll(keepingCapacity: true)
        var stale: [Int] = []
        var staleEntries: [Int] = []
        var seen: [PaintItemID: Entry] = [:]
        for e in list.backdropEntries {
            guard case .item(let i) = list.entries[e], let draw = list.items[i].backdrop else { continue }
            var beneath: [(id: PaintItemID, item: LayerDrawItem)] = []
            var overStale = false
            // Read in place: an array's subscript would copy every item to read its bounds.
            list.items.withUnsafeBufferPointer { items in
                for (before, entry) in list.entries[..<e].enumerated() {
                    guard case .item(let j) = entry, items[j].bounds.intersects(draw.region) else { continue }
                    beneath.append((list.layers[j], items[j]))
                    if staleEntries.contains(before) { overStale = true }
                }
            }
            var entry = Entry(draw: draw, beneath: beneath, backgroundPixel: backgroundPixel, image: nil)
            let id = list.layers[i]
            if !overStale, let old = entries[id], old.hasSameBeneath(as: entry) {
                entry.image = old.image
            } else {
                stale.append(i)
                staleEntries.append(e)
            }
            current[e] = entry
            seen[id] = entry
        }
        entries = seen
        return stale
    }

    /// The images of the backdrops drawn in `rectangles`, by item index, made where
    /// `update` found them stale (and for backdrops beneath those), counting each made in
    /// `made`. Call after `update` with the same list.
    func images(for list: PaintList, in rectangles: [PixelRect], screen: Bitmap, backgroundPixel: UInt32,
                cullsOccludedPixels: Bool, made: inout Int) -> [Int: CGImage] {
        guard !list.backdropEntries.isEmpty else { return [:] }
        // Which backdrops are drawn: those meeting the damage, and those beneath a drawn one
        // that must be made (it draws them into its own).
        var needed = Set<Int>()
        for e in list.backdropEntries.reversed() {
            guard case .item(let i) = list.entries[e], current[e] != nil else { continue }
            let drawn = rectangles.contains { $0.intersects(list.items[i].bounds) }
            let beneathNeeded = needed.contains { upper in
                guard let other = current[upper], other.image == nil, upper > e else { return false }
                return list.items[i].bounds.intersects(other.draw.region)
            }
            if drawn || beneathNeeded { needed.insert(e) }
        }
        var images: [Int: CGImage] = [:]
        for e in list.backdropEntries where needed.contains(e) {
            guard case .item(let i) = list.entries[e], var entry = current[e] else { continue }
            if entry.image == nil {
                entry.image = makeImage(beneath: e, entry.draw, list: list, images: images, screen: screen,
                                        backgroundPixel: backgroundPixel, cullsOccludedPixels: cullsOccludedPixels)
                made += 1
                current[e] = entry
                entries[list.layers[i]] = entry
            }
            images[i] = entry.image
        }
        return images
    }

    /// Repaints the entries before `entry` over the backdrop's region and blurs them.
    private func makeImage(beneath entry: Int, _ draw: BackdropDraw, list: PaintList, images: [Int: CGImage],
                           screen: Bitmap, backgroundPixel: UInt32, cullsOccludedPixels: Bool) -> CGImage? {
        let area = draw.region.intersection(screen.bounds)
        guard !area.isEmpty else { return nil }
        if scratch?.bitmap.width != screen.width || scratch?.bitmap.height != screen.height {
            guard let bitmap = Bitmap(width: screen.width, height: screen.height) else { return nil }
            scratch = (bitmap, RepaintLane(screen: bitmap))
        }
        guard let scratch else { return nil }
        var prefix = list
        prefix.entries = Array(list.entries[..<entry])
        // The groups the backdrop sits in are closed after what precedes it, so a backdrop
        // inside a translucent group reads the group's earlier members at the group's
        // opacity over what lies beneath the group. It is an approximation, kept because
        // the alternative (a second offscreen composite per open group) is costly for a
        // case iOS itself does not draw faithfully: UIKit warns that an alpha below 1 on a
        // visual effect view or its superviews makes the effect look wrong.
        var open: [Int] = []
        for item in prefix.entries {
            switch item {
            case .beginGroup(let g): open.append(g)
            case .endGroup: open.removeLast()
            case .item: break
            }
        }
        for g in open.reversed() {
            prefix.groups[g].end = prefix.entries.count
            prefix.entries.append(.endGroup(g))
        }
        let pass = RepaintPass(list: prefix, screen: .init(bitmap: scratch.bitmap), backgroundPixel: backgroundPixel,
                               cullsOccludedPixels: cullsOccludedPixels, backdrops: images)
        pass.repaint(area, in: scratch.lane)
        return scratch.bitmap.backdrop(of: draw.region, sigma: draw.sigma, saturation: draw.saturation).map(CGImage.init(bitmap:))
    }
}
