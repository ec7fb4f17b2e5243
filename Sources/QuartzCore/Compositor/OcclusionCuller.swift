// Vitrine — Apache License 2.0

/// Finds, for one damage rectangle, the parts of each paint-list entry that nothing
/// opaque above covers: the rectangles the compositor fills or blends a whole-pixel
/// rectangle through, and for any other item whether it is drawn at all.
///
/// Only the entries that meet the damage rectangle are visited (`visited`), so a band of
/// a large repaint costs what lies in it, not the whole list. They are walked top down,
/// collecting the `opaqueRect` of every item passed. An item's visible parts are its
/// bounds inside the damage rectangle minus what has been collected so far; the screen background's are the damage rectangle minus everything.
/// Inside a group the occluders count only for the group's own members, since the
/// group is laid down translucent: they are dropped again at the group's beginning.
/// Occluders from above a group cover its members and the group itself.
///
/// Before that, a forward pass folds solid colours: it follows which rectangles of the
/// target hold one known colour (the screen background, whole-pixel opaque backgrounds, a
/// group's transparent start) and, for a whole-pixel translucent background lying wholly
/// on one such colour, computes the blended colour once (`folded`). That item is then a
/// fill of the blended colour, bit for bit what blending would give, so it occludes what
/// lies beneath it like an opaque item. (Translucent panels over an opaque backdrop, the
/// common case, then cost one fill instead of a fill and a blend per pixel.)
///
/// Culling only ever removes pixels that an item above repaints completely, so
/// drawing more than the visible parts is never wrong, only slower. When a subtraction
/// would split an entry into more than `maximumPieces` rectangles the entry keeps its
/// whole box instead, which bounds the per-rectangle overhead of a fragmented layer.
struct OcclusionCuller {
    static let maximumPieces = 24

    /// The entries that meet the damage rectangle, in paint order: all that culling
    /// visits, and all that drawing it needs to walk (an entry outside it draws nothing
    /// there, occludes nothing there and, for a group, holds no member that does).
    private(set) var visited: [Int] = []

    /// The visible parts of each visited entry, as ranges of `rectangles`, indexed like
    /// the paint list's entries (other entries hold stale ranges). A group's parts are
    /// stored at its `.beginGroup` entry; the members of a group with no visible parts are
    /// left stale (drawing skips them).
    private(set) var parts: [Range<Int>] = []
    private(set) var rectangles: [PixelRect] = []
    /// The damage rectangle minus every occluder: where the screen background shows.
    private(set) var background: Range<Int> = 0..<0

    /// For each visited entry, the colour its item is filled with instead of blended, if any.
    private(set) var folded: [UInt32?] = []

    private var covered: [PixelRect] = []
    /// Rectangles of the target drawn so far, newest last: a known colour, or nil for
    /// pixels of no single known colour.
    private var known: [(rect: PixelRect, color: UInt32?)] = []
    private var knownMarks: [Int] = []
    private var groupMarks: [Int] = []
    private var pieces: [PixelRect] = []
    private var split: [PixelRect] = []

    /// The rectangles of `range`.
    func rectangles(_ range: Range<Int>) -> ArraySlice<PixelRect> { rectangles[range] }

    /// Computes the folded colours and the visible parts of every entry of `list` inside
    /// `damage`, on a screen first filled with `backgroundPixel`; with `usingOccluders`
    /// false nothing is folded and every entry keeps its whole box (for comparison in tests).
    /// `coverage` is the list's items' (`ItemCoverage`), `entryBounds` each entry's bounds
    /// (an item's, a group's for both its brackets).
    mutating func cull(_ list: PaintList, coverage: [ItemCoverage], entryBounds: [PixelRect], in damage: PixelRect,
                       backgroundPixel: UInt32, usingOccluders: Bool = true) {
        if parts.count != list.entries.count {
            parts = [Range<Int>](repeating: 0..<0, count: list.entries.count)
            folded = [UInt32?](repeating: nil, count: list.entries.count)
        }
        visited.removeAll(keepingCapacity: true)
        for (index, bounds) in entryBounds.enumerated() where bounds.intersects(damage) {
            visited.append(index)
        }
        if usingOccluders {
            foldSolidColors(list, coverage: coverage, in: damage, backgroundPixel: backgroundPixel)
        } else {
            for index in visited { folded[index] = nil }
        }
        rectangles.removeAll(keepingCapacity: true)
        covered.removeAll(keepingCapacity: true)
        groupMarks.removeAll(keepingCapacity: true)
        var position = visited.count - 1
        while position >= 0 {
            let index = visited[position]
            switch list.entries[index] {
            case .item(let i):
                let item = coverage[i]
                parts[index] = visibleParts(of: item.bounds.intersection(damage))
                if usingOccluders, let opaque = (folded[index] == nil ? item.opaqueRect : item.backgroundRect)?
                    .intersection(damage), !opaque.isEmpty {
                    covered.append(opaque)
                }
            case .endGroup(let g):
                let group = list.groups[g]
                let visible = visibleParts(of: group.bounds.intersection(damage))
                parts[group.begin] = visible
                if visible.isEmpty {
                    // Nothing of the group shows here: skip its members and its beginning.
                    while visited[position] != group.begin { position -= 1 }
                    position -= 1
                    continue
                }
                groupMarks.append(covered.count)
            case .beginGroup:
                let mark = groupMarks.removeLast()
                covered.removeLast(covered.count - mark)
            }
            position -= 1
        }
        background = visibleParts(of: damage)
    }

    /// The forward pass: sets `folded` for every item that is a whole-pixel translucent
    /// background over pixels of one known colour.
    private mutating func foldSolidColors(_ list: PaintList, coverage: [ItemCoverage], in damage: PixelRect,
                                          backgroundPixel: UInt32) {
        known.removeAll(keepingCapacity: true)
        knownMarks.removeAll(keepingCapacity: true)
        known.append((damage, backgroundPixel))
        for index in visited {
            folded[index] = nil
            switch list.entries[index] {
            case .item(let i):
                let item = coverage[i]
                let box = item.bounds.intersection(damage)
                guard item.hasBackground, !item.hasContents, item.backgroundRect != nil else {
                    // Pixels of no single colour, except an opaque background's whole interior.
                    known.append((box, nil))
                    if let opaque = item.opaqueRect?.intersection(damage), !opaque.isEmpty {
                        known.append((opaque, item.backgroundColor))
                    }
                    continue
                }
                let color = item.backgroundColor
                let source = item.opacity == 255 ? color : PremultipliedPixel.scale(color, by: item.opacity)
                if source >> 24 == 255 {
                    known.append((box, source))
                } else if let beneath = knownColor(under: box) {
                    let color = PremultipliedPixel.sourceOver(source, beneath)
                    folded[index] = color
                    known.append((box, color))
                } else {
                    known.append((box, nil))
                }
            case .beginGroup(let g):
                // A group draws into a transparent bitmap of its own.
                knownMarks.append(known.count)
                known.append((list.groups[g].bounds.intersection(damage), 0))
            case .endGroup(let g):
                known.removeLast(known.count - knownMarks.removeLast())
                known.append((list.groups[g].bounds.intersection(damage), nil))
            }
        }
    }

    /// The one colour all of `rect` holds, if the newest drawing that touches it holds it
    /// all; nil when that drawing has no single colour or covers only part of `rect`.
    private func knownColor(under rect: PixelRect) -> UInt32? {
        for entry in known.reversed() where entry.rect.intersects(rect) {
            return entry.rect.contains(rect) ? entry.color : nil
        }
        return nil
    }

    /// Appends `box` minus the covered rectangles to `rectangles` and returns their range.
    private mutating func visibleParts(of box: PixelRect) -> Range<Int> {
        let start = rectangles.count
        guard !box.isEmpty else { return start..<start }
        pieces.removeAll(keepingCapacity: true)
        pieces.append(box)
        for occluder in covered where occluder.intersects(box) {
            split.removeAll(keepingCapacity: true)
            for piece in pieces {
                Self.subtract(occluder, from: piece, into: &split)
            }
            swap(&pieces, &split)
            if pieces.isEmpty { break }
            if pieces.count > Self.maximumPieces {
                pieces.removeAll(keepingCapacity: true)
                pieces.append(box)
                break
            }
        }
        rectangles.append(contentsOf: pieces)
        return start..<rectangles.count
    }

    /// Appends `rect` minus `hole` as up to four rectangles: full-width bands above and
    /// below the hole, then the parts left and right of it.
    static func subtract(_ hole: PixelRect, from rect: PixelRect, into output: inout [PixelRect]) {
        let h = hole.intersection(rect)
        guard !h.isEmpty else {
            output.append(rect)
            return
        }
        if h.minY > rect.minY {
            output.append(PixelRect(x: rect.minX, y: rect.minY, width: rect.width, height: h.minY - rect.minY))
        }
        if h.maxY < rect.maxY {
            output.append(PixelRect(x: rect.minX, y: h.maxY, width: rect.width, height: rect.maxY - h.maxY))
        }
        if h.minX > rect.minX {
            output.append(PixelRect(x: rect.minX, y: h.minY, width: h.minX - rect.minX, height: h.height))
        }
        if h.maxX < rect.maxX {
            output.append(PixelRect(x: h.maxX, y: h.minY, width: rect.maxX - h.maxX, height: h.height))
        }
    }
}
