// Vitrine — Apache License 2.0
// Drawing a rectangle through a clip shape covers each pixel by the product of the two
// coverages, and the product does not care which is the shape and which the clip. When the
// clip is a shape not yet rendered (`ClipRegion.pendingPath`), filling that shape through
// this sink, which multiplies in the rectangle's coverage, draws the same pixels as filling
// the rectangle through the shape's mask, without rendering the mask. The rectangle's
// coverage is the scan converter's for rectangles (PixelOverlap) and the product the
// blender's (CoverageRow), so the two routes agree bit for bit.

/// Passes coverage on to `base` multiplied by an axis-aligned rectangle's coverage.
struct RectangleCoverageSink<Base: SpanSink>: SpanSink {
    /// The caller's sink, borrowed for the fill: a copy would retain the blender's shader
    /// and scratch once more per drawing.
    let base: UnsafeMutablePointer<Base>
    let rect: CGRect
    let antialias: Bool
    /// Per-pixel products for spans that reach the rectangle's edge pixels.
    let scratch: UnsafeMutablePointer<UInt8>
    /// The pixels the rectangle touches, and those it covers fully.
    let outer: PixelRect
    let inner: PixelRect

    /// A sink for `rect` (device pixels, positive finite size); `scratch` holds a row of
    /// the widest span sent.
    init(base: UnsafeMutablePointer<Base>, rect: CGRect, antialias: Bool, scratch: UnsafeMutablePointer<UInt8>) {
        self.base = base
        self.rect = rect
        self.antialias = antialias
        self.scratch = scratch
        if antialias {
            outer = ScanConverter.pixelBox(of: rect, within: PixelRect(x: -(1 << 24), y: -(1 << 24), width: 1 << 25, height: 1 << 25))
            let x0 = Int(rect.minX.rounded(.up)), y0 = Int(rect.minY.rounded(.up))
            let x1 = Int(rect.maxX.rounded(.down)), y1 = Int(rect.maxY.rounded(.down))
            inner = PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        } else {
            let x0 = PixelOverlap.firstCentre(atOrAfter: rect.minX), x1 = PixelOverlap.firstCentre(atOrAfter: rect.maxX)
            let y0 = PixelOverlap.firstCentre(atOrAfter: rect.minY), y1 = PixelOverlap.firstCentre(atOrAfter: rect.maxY)
            outer = PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
            inner = outer
        }
    }

    /// Products are per pixel whichever way the coverage comes.
    var prefersJoinedRuns: Bool { base.pointee.prefersJoinedRuns }

    /// The rectangle's coverage of pixel (x, y), as the scan converter rounds it.
    @inline(__always)
    private func coverage(x: Int, y: Int) -> UInt32 {
        guard antialias else { return 255 }  // `outer` holds exactly the pixels inside
        return UInt32(PixelOverlap.byte(PixelOverlap.overlap(x, rect.minX, rect.maxX) * PixelOverlap.overlap(y, rect.minY, rect.maxY)))
    }

    /// Writes `coverage[i] × rectangle coverage` for pixels start ..< end of row y into
    /// `scratch` (`coverage` may be `scratch`): the row's interior columns share one factor,
    /// the (at most one) edge pixel on each side has its own.
    @inline(__always)
    private func multiply(_ coverage: UnsafePointer<UInt8>, y: Int, start: Int, end: Int) {
        let middle = !antialias || (y >= inner.minY && y < inner.maxY) ? UInt32(255) : self.coverage(x: inner.minX, y: y)
        let lo = min(max(inner.minX, start), end), hi = max(min(inner.maxX, end), lo)
        for x in start..<lo { scratch[x - start] = UInt8(PremultipliedPixel.multiply(UInt32(coverage[x - start]), self.coverage(x: x, y: y))) }
        if middle != 255 {
            CoverageRow.multiply(coverage + (lo - start), by: middle, into: scratch + (lo - start), count: hi - lo)
        } else if coverage != UnsafePointer(scratch) {
            (scratch + (lo - start)).update(from: coverage + (lo - start), count: hi - lo)
        }
        for x in hi..<end { scratch[x - start] = UInt8(PremultipliedPixel.multiply(UInt32(coverage[x - start]), self.coverage(x: x, y: y))) }
    }

    mutating func coverSpan(x: Int, y: Int, count: Int, coverage c: UInt8) {
        guard y >= outer.minY, y < outer.maxY else { return }
        let start = max(x, outer.minX), end = min(x + count, outer.maxX)
        guard end > start else { return }
        if y >= inner.minY, y < inner.maxY, start >= inner.minX, end <= inner.maxX {
            base.pointee.coverSpan(x: start, y: y, count: end - start, coverage: c)
            return
        }
        scratch.update(repeating: c, count: end - start)
        multiply(scratch, y: y, start: start, end: end)
        base.pointee.coverSpan(x: start, y: y, count: end - start, coverage: scratch)
    }

    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        guard y >= outer.minY, y < outer.maxY else { return }
        let start = max(x, outer.minX), end = min(x + count, outer.maxX)
        guard end > start else { return }
        let source = coverage + (start - x)
        if y >= inner.minY, y < inner.maxY, start >= inner.minX, end <= inner.maxX {
            base.pointee.coverSpan(x: start, y: y, count: end - start, coverage: source)
            return
        }
        multiply(source, y: y, start: start, end: end)
        base.pointee.coverSpan(x: start, y: y, count: end - start, coverage: scratch)
    }

    /// Bands of runs become one row of coverage per cluster of runs, so a shader is asked
    /// once per block for each.
    mutating func coverRows(_ rows: Range<Int>, runs: UnsafeBufferPointer<CoverageRun>) {
        guard let first = runs.first, let last = runs.last else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: last.x + last.count - first.x) { buffer in
            coverClusters(rows, runs: runs, buffer: buffer.baseAddress!)
        }
    }

    /// Rows inside the rectangle's fully covered rows share one product, so they go on as
    /// one band; the (at most two) edge rows above and below go row by row.
    mutating func coverRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let rows = rows.clamped(to: outer.minY..<outer.maxY)
        let start = max(x, outer.minX), end = min(x + count, outer.maxX)
        guard !rows.isEmpty, end > start else { return }
        let band = rows.clamped(to: inner.minY..<max(inner.minY, inner.maxY))
        guard band.count > 1 else {
            for y in rows { coverSpan(x: x, y: y, count: count, coverage: coverage) }
            return
        }
        for y in rows.lowerBound..<band.lowerBound { coverSpan(x: x, y: y, count: count, coverage: coverage) }
        let source = coverage + (start - x)
        if start >= inner.minX, end <= inner.maxX {
            base.pointee.coverRows(band, x: start, count: end - start, coverage: source)
        } else {
            multiply(source, y: band.lowerBound, start: start, end: end)
            base.pointee.coverRows(band, x: start, count: end - start, coverage: scratch)
        }
        for y in band.upperBound..<rows.upperBound { coverSpan(x: x, y: y, count: count, coverage: coverage) }
    }
}
