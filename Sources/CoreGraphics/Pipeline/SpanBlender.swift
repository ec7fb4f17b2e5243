// Vitrine — Apache License 2.0
// Design note. The span blender is the last stage of every fill: coverage runs from the
// scan converter (or a glyph/clip mask) → × global alpha → × clip mask → shader pixels →
// blend formula → destination. Decisions are taken once per span (or once per band of
// rows, `coverRect`/`coverRows`/`coverMask`), never per pixel:
//   - an opaque solid source at full coverage with source-over or copy is a plain store
//     (`update(repeating:)`), the memory-speed fast path;
//   - a solid source with source-over goes through the SIMD kernel;
//   - a solid source with copy, clear, another Porter–Duff mode or plus-lighter/darker over
//     runs of one coverage goes through SolidCompositeKernel, its mode chosen per run;
//   - anything else asks the shader for the span's pixels (the blender is specialized per
//     shader type, so that is a direct call) and runs the blend formula per pixel.
// Coverage applies to the source for modes a transparent source leaves unchanged, and by
// interpolation between destination and result for the others (copy, clear, source-in …),
// so pixels outside a shape never change.

/// Rows longer than this are a stream the hardware prefetcher follows: hinting them slowed
/// a full-screen fill (by 10 % for spans, from 2.75× to 2.40× for blocks).
private let longestHintedRow = 512
/// Solid blocks and shaded bands at least this wide hint each row's lines ahead
/// (`SpanBlender.coverRect`, `coverRows`); narrower ones are not worth it: a stroked
/// rectangle's sides, 3 pixels wide, hinted row by row ran 5–10 % slower (StrokeRect/Linear).
private let narrowestHintedBlock = 32
/// An opaque shader's band whose fully covered middle is at least this wide shades the
/// middle straight into the bitmap (`SpanBlender.coverRows`); narrower middles measured
/// faster through the block (64 pixels: 1.45× → 1.30× Cairo).
private let narrowestDirectBand = 96

/// Blends a shader through coverage runs into a bitmap, with a global alpha, a blend mode
/// and an optional clip mask.
struct SpanBlender<Source: Shader>: SpanSink {
    // The destination as plain values, which the context keeps alive: a `Bitmap` reference
    // cost a retain and a release per fill (FillRectA/Solid/8 3.3→3.8×), and an
    // `unowned(unsafe)` one was loaded again inside the span loops (FillRectA/Linear
    // 2.9→2.2×). The scratch stays a reference: with its four buffers as values too, the
    // blender grew past what the optimizer borrows in place, and calls to the shader copied
    // the whole blender, shader and retains included, per run (FillRound/Pattern −8 %).
    let bitmap: BitmapRows
    /// Generic rather than `any Shader`: each shader's spans are called (and small ones
    /// inlined) directly, without an existential call per run.
    let shader: Source
    /// The premultiplied colour when the shader is a `SolidShader`.
    let solid: UInt32?
    let mode: CGBlendMode
    /// The global alpha, 0...255.
    let alpha: UInt32
    /// The clip mask over `clipBounds` (stride `clipBounds.width`), nil when the clip is a rectangle.
    let clipMask: UnsafePointer<UInt8>?
    let clipBounds: PixelRect
    let scratch: SpanScratch

    init(bitmap: Bitmap, shader: Source, mode: CGBlendMode, alpha: UInt32, clipMask: UnsafePointer<UInt8>?, clipBounds: PixelRect, scratch: SpanScratch) {
        self.bitmap = BitmapRows(bitmap)
        self.shader = shader
        var solid = shader.solidPixel
        var alpha = alpha
        if mode == .copy, let pixel = solid {
            // Copy replaces the destination, so global alpha belongs to the source colour.
            solid = alpha == 255 ? pixel : PremultipliedPixel.scale(pixel, by: alpha)
            alpha = 255
        }
        self.solid = solid
        self.mode = mode
        self.alpha = alpha
        self.clipMask = clipMask
        self.clipBounds = clipBounds
        self.scratch = scratch
        scratch.reserve(bitmap.width)
    }

    /// Runs are better joined for a shader that prefers long spans; with source-over, full
    /// alpha and no clip mask, a constant coverage and the same bytes blend alike.
    /// Inlined: read through a pointer (RectangleCoverageSink), a call copied the whole
    /// blender first, with a retain of each reference in it.
    @inline(__always)
    var prefersJoinedRuns: Bool { shader.prefersLongSpans && mode == .normal && alpha == 255 && clipMask == nil }

    /// Whether row pixels from `x` up to `count` rounded up to eight lie in the bitmap, so a
    /// kernel may blend the last of them as one block of eight (SourceOverKernel's `blockTail`).
    @inline(__always)
    private func hasRoomForBlocks(x: Int, count: Int) -> Bool {
        x &+ ((count &+ 7) & ~7) <= bitmap.width
    }

    /// The clip mask row at device (x, y).
    @inline(__always)
    private func clipRow(x: Int, y: Int) -> UnsafePointer<UInt8>? {
        guard let mask = clipMask else { return nil }
        let row: Int = (y &- clipBounds.y) &* clipBounds.width
        return mask + (row &+ (x &- clipBounds.x))
    }

    /// Starts loading the destination two rows below a span, where the next spans of most
    /// shapes lie. Shapes at random places of a large canvas are cold in the cache, and a
    /// thin shape's spans (a stroke's sides, a glyph) alternate between places the hardware
    /// prefetcher cannot follow: without this, the blends wait for memory. A span of 64
    /// pixels up to `longestHintedRow` has every line of the row below hinted (a 256-pixel
    /// disc +5 %); longer ones are left to the hardware prefetcher.
    @inline(__always)
    private func prefetchBelow(x: Int, y: Int, count: Int) {
        guard count <= longestHintedRow, y &+ 2 < bitmap.height else { return }
        let below = bitmap.row(y &+ 2) + x
        if count >= 64 { Self.prefetchLines(below, count: count); return }
        prefetchForWrite(below)
        if count > 16 { prefetchForWrite(below + (count &- 1)) }
    }

    /// Starts loading every cache line of `count` pixels from `pixels`.
    @inline(__always)
    private static func prefetchLines(_ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        var i = 0
        while i < count {
            prefetchForWrite(pixels + i)
            i &+= 16
        }
        prefetchForWrite(pixels + (count &- 1))
    }

    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        prefetchBelow(x: x, y: y, count: count)
        let c = PremultipliedPixel.multiply(UInt32(coverage), alpha)
        guard c != 0 else { return }  // zero coverage leaves the destination, in every mode
        if let clip = clipRow(x: x, y: y) {
            if c == 255 {
                // Full coverage: the clip mask row is the coverage as it is.
                blendMasked(x: x, y: y, count: count, coverage: clip)
                return
            }
            let combined = scratch.coverage
            CoverageRow.multiply(clip, by: c, into: combined, count: count)
            blendMasked(x: x, y: y, count: count, coverage: combined)
            return
        }
        let destination = bitmap.row(y) + x
        if let pixel = solid {
            switch mode {
            case .normal:
                let s = c == 255 ? pixel : PremultipliedPixel.scale(pixel, by: c)
                if s >> 24 == 255 { destination.update(repeating: s, count: count) }
                else if s != 0 { SourceOverKernel.blendSolid(destination, count: count, source: s, blockTail: hasRoomForBlocks(x: x, count: count)) }
                return
            case .copy where c == 255, .clear where c == 255:
                destination.update(repeating: mode == .copy ? pixel : 0, count: count)
                return
            case _ where SolidCompositeKernel.handles(mode):
                SolidCompositeKernel.composite(destination, count: count, source: pixel, mode: mode, coverage: c)
                return
            default:
                scratch.sources.update(repeating: pixel, count: count)
            }
        } else if c == 255 && (mode == .normal || mode == .copy) && shader.isOpaque {
            // Opaque image or gradient at full coverage: the shader writes the row itself.
            shader.shadeSpan(x: x, y: y, count: count, into: destination)
            return
        } else if mode == .normal && c == 255, let pixels = shader.pixelsInPlace(x: x, y: y, count: count) {
            SourceOverKernel.blend(destination, count: count, sources: pixels, coverage: nil)
            return
        } else {
            shader.shadeSpan(x: x, y: y, count: count, into: scratch.sources)
            if mode == .copy && alpha != 255 { scaleSources(count) }
            if mode == .normal || (mode == .copy && c == 255) {
                if c == 255 && (mode == .copy || shader.isOpaque) {
                    destination.update(from: scratch.sources, count: count)
                } else {
                    if c != 255 { scaleSources(count, by: c) }
                    SourceOverKernel.blend(destination, count: count, sources: scratch.sources, coverage: nil)
                }
                return
            }
        }
        blendGeneral(destination, count: count, coverage: nil, constant: c)
    }

    mutating func coverRect(_ rect: PixelRect, coverage: UInt8) {
        if solid == nil, clipMask == nil, coverage == 255, alpha == 255, mode == .normal || mode == .copy, shader.isOpaque {
            // An opaque image or gradient over whole rows (a blit): each row is written by
            // the shader, or copied from the image where it holds the row as it is.
            let destination = bitmap.row(rect.y) + rect.x
            guard shader.pixelsInPlace(x: rect.x, y: rect.y, count: rect.width) != nil else {
                shader.shadeRows(x: rect.x, y: rect.y, count: rect.width, rows: rect.height, into: destination, stride: bitmap.stride)
                return
            }
            if readsImageUpward(rect) {
                for r in (0..<rect.height).reversed() {
                    _ = blitRows(from: r, of: rect, joiningRows: false, into: destination + r &* bitmap.stride)
                }
                return
            }
            // Rows of an unpadded bitmap follow each other in memory, so runs of image rows
            // that do too can go in one copy.
            let joiningRows = rect.width == bitmap.stride
            var r = 0
            while r < rect.height {
                r &+= blitRows(from: r, of: rect, joiningRows: joiningRows, into: destination + r &* bitmap.stride)
            }
            return
        }
        if clipMask == nil, let pixel = solid, mode == .copy || mode == .clear, PremultipliedPixel.multiply(UInt32(coverage), alpha) == 255 {
            // Copy and clear at full coverage replace the block (UIRectFill is `.copy`): a fill
            // at memset speed, as an opaque source-over one is.
            fillBlock(rect, with: mode == .copy ? pixel : 0)
            return
        }
        if clipMask == nil, let pixel = solid, SolidCompositeKernel.handles(mode) {
            compositeBlock(rect, pixel: pixel, coverage: PremultipliedPixel.multiply(UInt32(coverage), alpha))
            return
        }
        guard clipMask == nil, let pixel = solid, mode == .normal else {
            for y in rect.minY..<rect.maxY { coverSpan(x: rect.x, y: y, count: rect.width, coverage: coverage) }
            return
        }
        // One colour, source-over, no clip mask: the colour is scaled once for the block.
        let c = PremultipliedPixel.multiply(UInt32(coverage), alpha)
        let s = c == 255 ? pixel : PremultipliedPixel.scale(pixel, by: c)
        guard s != 0 else { return }
        let stride = bitmap.stride
        var row = bitmap.row(rect.y) + rect.x
        if s >> 24 == 255 {
            fillBlock(rect, with: s)
        } else if rect.width >= 8 {
            // The block in one call to the CPU's kernel: rows as short as a small box's are
            // then AVX2 blocks where the CPU has them, not SSE2 ones in Swift.
            SolidRowKernels.blend(row, stride: stride, count: rect.width, rows: rect.height, source: s,
                                  roomy: hasRoomForBlocks(x: rect.x, count: rect.width))
        } else if rect.width == 1 {
            for _ in 0..<rect.height { row[0] = PremultipliedPixel.sourceOver(s, row[0]); row += stride }
        } else {
            // Two to seven pixels a row (a frame's sides): one block a row where the bitmap
            // has room for it, else pixel by pixel.
            let roomy = hasRoomForBlocks(x: rect.x, count: rect.width)
            for _ in 0..<rect.height {
                SourceOverKernel.blendSolid(row, count: rect.width, source: s, blockTail: roomy)
                row += stride
            }
        }
    }

    /// `pixel` composited with the mode over every pixel of `rect` (a mode SolidCompositeKernel
    /// handles), at `coverage` (global alpha included): one row after another, the mode's
    /// constants taken once per row. As for source-over blocks, each row of a block up to
    /// `longestHintedRow` wide starts loading the row two below: the kernel reads the
    /// destination, and a block's rows lie apart in memory where the prefetcher sees no stream.
    private func compositeBlock(_ rect: PixelRect, pixel: UInt32, coverage: UInt32) {
        let stride = bitmap.stride
        var row = bitmap.row(rect.y) + rect.x
        if SolidRowKernels.handles(mode) && (coverage == 255 || mode.isBoundedBySource) {
            // The saturating modes and destination-over, the colour scaled by coverage where
            // the mode is bounded by it (SolidCompositeKernel's rule): the whole block in one call.
            let s = coverage == 255 ? pixel : PremultipliedPixel.scale(pixel, by: coverage)
            SolidRowKernels.composite(mode, row, stride: stride, count: rect.width, rows: rect.height, source: s)
            return
        }
        let hinted = rect.width >= narrowestHintedBlock && rect.width <= longestHintedRow
        for r in 0..<rect.height {
            if hinted && r &+ 2 < rect.height { Self.prefetchLines(row + 2 &* stride, count: rect.width) }
            SolidCompositeKernel.composite(row, count: rect.width, source: pixel, mode: mode, coverage: coverage)
            row += stride
        }
    }

    /// Stores `pixel` in every pixel of `rect`, in one call for the block (stores aligned to
    /// whole vectors, which never straddle a cache line).
    @inline(__always)
    private func fillBlock(_ rect: PixelRect, with pixel: UInt32) {
        let stride = bitmap.stride
        let row = bitmap.row(rect.y) + rect.x
        if rect.width == stride {
            // Whole rows of a bitmap without padding: one fill over the block (`rep stos` for
            // large blocks on x86-64, libc's 32-bit memset otherwise).
            fill32(row, pixel, count: rect.width &* rect.height)
            return
        }
        SolidRowKernels.fill(row, stride: stride, count: rect.width, rows: rect.height, pixel: pixel)
    }

    /// Whether the shader copies `rect`'s rows from an image that holds them bottom-up (a
    /// flipped image: a y-down context drawing it as Core Graphics does). An opaque blit of
    /// such a block goes from its last row up, so the image is still read front to back,
    /// which the prefetcher streams; read back to front, a full-screen copy is about 15 %
    /// slower. (A blend reads the destination too, so one of the two runs backwards anyway.)
    @inline(__always)
    private func readsImageUpward(_ rect: PixelRect) -> Bool {
        guard rect.height > 1, let first = shader.pixelsInPlace(x: rect.x, y: rect.y, count: rect.width),
              let last = shader.pixelsInPlace(x: rect.x, y: rect.maxY &- 1, count: rect.width)
        else { return false }
        return last < first
    }

    /// Writes row `r` of an opaque blit over `rect` into `destination`: copied from the image
    /// where it holds the row as it is, else shaded. When `joiningRows`, the rows after it
    /// that the image holds right after it go in the same copy (libc streams one long copy
    /// faster than row by row). Returns the rows written.
    @inline(__always)
    private func blitRows(from r: Int, of rect: PixelRect, joiningRows: Bool, into destination: UnsafeMutablePointer<UInt32>) -> Int {
        guard let pixels = shader.pixelsInPlace(x: rect.x, y: rect.y &+ r, count: rect.width) else {
            shader.shadeSpan(x: rect.x, y: rect.y &+ r, count: rect.width, into: destination)
            return 1
        }
        var rows = 1
        while joiningRows, r &+ rows < rect.height,
              shader.pixelsInPlace(x: rect.x, y: rect.y &+ r &+ rows, count: rect.width) == pixels + rows &* rect.width {
            rows &+= 1
        }
        destination.update(from: pixels, count: rect.width &* rows)
        return rows
    }

    mutating func coverRows(_ rows: Range<Int>, runs: UnsafeBufferPointer<CoverageRun>) {
        guard !runs.isEmpty else { return }
        if clipMask == nil, let pixel = solid, mode == .normal {
            // Wide runs first (an unaligned rectangle's inside): their blocks prefetch their
            // rows, whose lines then hold the one-pixel edge columns beside them; edges first
            // waited for each row's line (FillRectU/Solid/64 1.94→2.24×).
            for run in runs where run.count >= narrowestHintedBlock {
                coverRect(PixelRect(x: run.x, y: rows.lowerBound, width: run.count, height: rows.count), coverage: run.coverage)
            }
            // The others: each run is a block with its colour scaled once, except that runs
            // within eight pixels of each other (a stroked rectangle's side: its edge pixels
            // and what lies between) take one masked block of eight per row, not a pixel each.
            var k = 0
            while k < runs.count {
                if runs[k].count >= narrowestHintedBlock { k &+= 1; continue }
                var end = k &+ 1
                while end < runs.count && runs[end].x &+ runs[end].count &- runs[k].x <= 8 { end &+= 1 }
                let cluster = UnsafeBufferPointer(rebasing: runs[k..<end])
                if cluster.count > 1 && alpha == 255 && hasRoomForBlocks(x: runs[k].x, count: 8) {
                    coverNarrowRuns(rows, cluster, pixel: pixel)
                } else {
                    for run in cluster {
                        coverRect(PixelRect(x: run.x, y: rows.lowerBound, width: run.count, height: rows.count), coverage: run.coverage)
                    }
                }
                k = end
            }
            return
        }
        if clipMask == nil, solid != nil, SolidCompositeKernel.handles(mode) {
            // One colour with copy, clear or another Porter–Duff mode: each run is a block of
            // one coverage (UIRectFill's whole rows are one store, an unaligned rectangle's
            // edge columns are mixed by their coverage), not a coverage row per pixel.
            for run in runs {
                coverRect(PixelRect(x: run.x, y: rows.lowerBound, width: run.count, height: rows.count), coverage: run.coverage)
            }
            return
        }
        // A shader is asked once per row for each cluster of runs, laid out as one coverage
        // row (gaps at 0); full coverage over opaque pixels is still a plain store.
        coverClusters(rows, runs: runs, buffer: scratch.pattern)
    }

    /// `pixel` through `runs`, all within eight pixels of the first, over `rows`: their
    /// coverage laid out once as a block's bytes and the colour scaled by it once, then one
    /// block per row, all rows in one call to the CPU's kernel.
    private func coverNarrowRuns(_ rows: Range<Int>, _ runs: UnsafeBufferPointer<CoverageRun>, pixel: UInt32) {
        let x = runs[0].x
        var lanes: UInt64 = 0
        for run in runs {
            for p in (run.x &- x)..<(run.x &- x &+ run.count) { lanes |= UInt64(run.coverage) &<< UInt64(truncatingIfNeeded: 8 &* p) }
        }
        SolidRowKernels.blendColumn(bitmap.row(rows.lowerBound) + x, stride: bitmap.stride, rows: rows.count, source: pixel,
                                    coverage: lanes)
    }

    mutating func coverRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let rowsPerBlock = SpanScratch.blockCapacity / max(count, 1)
        guard solid == nil, clipMask == nil, alpha == 255, mode == .normal, rows.count > 1, rowsPerBlock > 1 else {
            for y in rows { coverSpan(x: x, y: y, count: count, coverage: coverage) }
            return
        }
        if shader.isOpaque, count >= narrowestDirectBand {
            // An opaque image over a band whose middle is fully covered (a rectangle through a
            // clip shape): the middle is shaded straight into the bitmap, as a blit is, and
            // only the edges go through the block and the blend.
            var first = 0, last = count
            while first < count && coverage[first] != 255 { first &+= 1 }
            while last > first && coverage[last &- 1] != 255 { last &-= 1 }
            if last &- first >= narrowestDirectBand && !(first..<last).contains(where: { coverage[$0] != 255 }) {
                if first > 0 { coverRows(rows, x: x, count: first, coverage: coverage) }
                coverRect(PixelRect(x: x &+ first, y: rows.lowerBound, width: last &- first, height: rows.count), coverage: 255)
                if last < count { coverRows(rows, x: x &+ last, count: count &- last, coverage: coverage + last) }
                return
            }
        }
        // A shader over a band (a stroked rectangle's side, a rectangle through a clip shape):
        // its pixels are shaded for as many rows at a time as the block holds, then blended
        // row by row through the one coverage row.
        let block = scratch.block, stride = bitmap.stride
        // A narrow band (a stroked rectangle's side) blends each row as one block when the row has room.
        let roomy = hasRoomForBlocks(x: x, count: count)
        let hinted = count >= narrowestHintedBlock
        var y = rows.lowerBound
        while y < rows.upperBound {
            let n = min(rowsPerBlock, rows.upperBound &- y)
            shader.shadeRows(x: x, y: y, count: count, rows: n, into: block, stride: count)
            var destination = bitmap.row(y) + x
            for r in 0..<n {
                if hinted { prefetchBelow(x: x, y: y &+ r, count: count) }
                SourceOverKernel.blend(destination, count: count, sources: block + r &* count, coverage: coverage,
                                       blockTail: roomy)
                destination += stride
            }
            y &+= n
        }
    }

    mutating func coverMask(_ rect: PixelRect, coverage: UnsafePointer<UInt8>, stride: Int) {
        guard clipMask == nil, alpha == 255, let pixel = solid, mode == .normal else {
            for row in 0..<rect.height {
                coverSpan(x: rect.x, y: rect.y &+ row, count: rect.width, coverage: coverage + row &* stride)
            }
            return
        }
        // One colour through a mask (glyphs): the kernel row after row, nothing else per row.
        // In whole blocks of eight where the bitmap row has the room and eight coverage bytes
        // stay inside the mask (its last row's bytes end it); elsewhere the exact count.
        var destination = bitmap.row(rect.y) + rect.x
        var mask = coverage
        let blocks = (rect.width &+ 7) & ~7
        let maskEnd = (rect.height &- 1) &* stride &+ rect.width
        let roomy = hasRoomForBlocks(x: rect.x, count: rect.width)
        if roomy {
            // Rows whose eight-byte coverage reads stay inside the mask go in one call.
            let rows = maskEnd >= blocks ? min(rect.height, (maskEnd &- blocks) / max(stride, 1) &+ 1) : 0
            if rows > 0 {
                SolidRowKernels.blendMask(destination, stride: bitmap.stride, count: rect.width, rows: rows, source: pixel,
                                          coverage: mask, maskStride: stride)
                destination += rows &* bitmap.stride
                mask += rows &* stride
            }
            for _ in rows..<rect.height {
                SourceOverKernel.blendSolid(destination, count: rect.width, source: pixel, coverage: mask)
                destination += bitmap.stride
                mask += stride
            }
            return
        }
        for row in 0..<rect.height {
            if roomy && row &* stride &+ blocks <= maskEnd {
                SourceOverKernel.blendSolidInBlocks(destination, count: rect.width, source: pixel, coverage: mask)
            } else {
                SourceOverKernel.blendSolid(destination, count: rect.width, source: pixel, coverage: mask)
            }
            destination += bitmap.stride
            mask += stride
        }
    }

    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        prefetchBelow(x: x, y: y, count: count)
        let combined = scratch.coverage
        if let clip = clipRow(x: x, y: y) {
            // Coverage × alpha, then × clip: the order (and so the rounding) of constant runs.
            if alpha != 255 {
                CoverageRow.multiply(coverage, by: alpha, into: combined, count: count)
                CoverageRow.multiply(combined, clip, into: combined, count: count)
            } else {
                CoverageRow.multiply(coverage, clip, into: combined, count: count)
            }
        } else if alpha != 255 {
            CoverageRow.multiply(coverage, by: alpha, into: combined, count: count)
        } else {
            blendMasked(x: x, y: y, count: count, coverage: coverage)
            return
        }
        blendMasked(x: x, y: y, count: count, coverage: combined)
    }

    /// Blends with per-pixel coverage already combined with alpha and clip.
    private mutating func blendMasked(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        if solid != nil {
            blendMaskedRun(x: x, y: y, count: count, coverage: coverage)
            return
        }
        // A shader costs per pixel asked for, so stretches without coverage are skipped: a
        // gradient or image clipped to a stroke or a round shape shades the shape, not its box.
        // Zero coverage leaves the destination in every mode. Gaps shorter than 16 pixels are
        // shaded through, so runs stay long.
        let bytes = UnsafeRawPointer(coverage)
        var start = 0
        while start < count {
            while start &+ 8 <= count && bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self) == 0 { start &+= 8 }
            while start < count && coverage[start] == 0 { start &+= 1 }
            guard start < count else { return }
            var end = start
            while end < count {
                if coverage[end] != 0 { end &+= 1; continue }
                var gapEnd = end
                while gapEnd < count && coverage[gapEnd] == 0 && gapEnd &- end < 16 { gapEnd &+= 1 }
                if gapEnd &- end >= 16 || gapEnd == count { break }
                end = gapEnd
            }
            // A long span through a mask (a rectangle through a stroke's clip) is short runs
            // far apart: each is prefetched below as a short span would be.
            if count >= 64 { prefetchBelow(x: x &+ start, y: y, count: end &- start) }
            blendMaskedRun(x: x &+ start, y: y, count: end &- start, coverage: coverage + start)
            start = end
        }
    }

    /// `blendMasked` for one run.
    private mutating func blendMaskedRun(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let destination = bitmap.row(y) + x
        if let pixel = solid {
            if mode == .normal {
                // Runs at a shape's edges are a few pixels: one block when the row has room.
                SourceOverKernel.blendSolid(destination, count: count, source: pixel, coverage: coverage,
                                            blockTail: hasRoomForBlocks(x: x, count: count))
                return
            }
            scratch.sources.update(repeating: pixel, count: count)
        } else if mode == .normal, let pixels = shader.pixelsInPlace(x: x, y: y, count: count) {
            SourceOverKernel.blend(destination, count: count, sources: pixels, coverage: coverage)
            return
        } else {
            shader.shadeSpan(x: x, y: y, count: count, into: scratch.sources)
            if mode == .copy && alpha != 255 { scaleSources(count) }
            if mode == .normal {
                SourceOverKernel.blend(destination, count: count, sources: scratch.sources, coverage: coverage,
                                       blockTail: hasRoomForBlocks(x: x, count: count))
                return
            }
        }
        blendGeneral(destination, count: count, coverage: coverage, constant: 255)
    }

    private func scaleSources(_ count: Int) { scaleSources(count, by: alpha) }

    private func scaleSources(_ count: Int, by factor: UInt32) {
        let s = scratch.sources
        for i in 0..<count { s[i] = PremultipliedPixel.scale(s[i], by: factor) }
    }

    /// Any mode, per pixel: sources are in `scratch.sources`; coverage per pixel or constant.
    private func blendGeneral(_ destination: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>?, constant: UInt32) {
        let sources = scratch.sources
        let bounded = mode.isBoundedBySource
        let mode = self.mode
        // The blend modes' whole blocks go to the kernels (the same bits); the rest per pixel.
        let blended = BlendModeSpan.blend(mode, destination, count: count, sources: sources, coverage: coverage, constant: constant)
        for i in blended..<count {
            let c = coverage.map { UInt32($0[i]) } ?? constant
            if c == 0 { continue }
            let d = destination[i]
            if bounded {
                let s = c == 255 ? sources[i] : PremultipliedPixel.scale(sources[i], by: c)
                destination[i] = BlendFormula.composite(mode, s, d)
            } else {
                let r = BlendFormula.composite(mode, sources[i], d)
                destination[i] = c == 255 ? r : PremultipliedPixel.scale(r, by: c) &+ PremultipliedPixel.scale(d, by: 255 - c)
            }
        }
    }
}
