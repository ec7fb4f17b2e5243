// Vitrine — Apache License 2.0

/// Receives the coverage a scan converter produces, one horizontal run of pixels at a time.
/// Runs never overlap; scan converters send them left to right and top to bottom;
/// rectangles and `RectangleFrame`s send bands of rows (`coverRows`) top to bottom.
/// Coverage is 0...255; runs of zero coverage are never sent.
///
/// Interior runs, where coverage is the same for every pixel (usually 255), come as one
/// value so the receiver can store them without looking at each pixel.
protocol SpanSink {
    /// `count` pixels from (x, y) rightwards, all covered by `coverage` (1...255).
    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UInt8)

    /// `count` pixels from (x, y) rightwards, pixel i covered by `coverage[i]`.
    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>)

    /// Every pixel of `rect` covered by `coverage` (1...255): the same run on each of its
    /// rows. Rectangles and the sides of stroked rectangles come this way, so a receiver
    /// decides once for a whole block (a one-pixel column is one loop down the rows).
    mutating func coverRect(_ rect: PixelRect, coverage: UInt8)

    /// The same `runs` (left to right, not overlapping, coverage 1...255) on every row of
    /// `rows`: a band of rows such as a rectangle's between its top and bottom edges, or a
    /// stroked rectangle's along its sides. A one-colour receiver draws each run as a block
    /// down the rows (a side becomes a column at one stride, which the hardware prefetcher
    /// follows); a receiver that shades per span shades each row once.
    mutating func coverRows(_ rows: Range<Int>, runs: UnsafeBufferPointer<CoverageRun>)

    /// The same coverage row (`count` pixels from column `x`, pixel i covered by
    /// `coverage[i]`, zeros allowed) on every row of `rows`: a cluster of `coverRows` runs, or
    /// a band of a shape's rows multiplied by a rectangle's. A receiver that shades does it
    /// once for the block.
    mutating func coverRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UnsafePointer<UInt8>)

    /// Every pixel of `rect` covered by its byte of a mask: row r's coverage starts at
    /// `coverage + r · stride` (a glyph, a clip or shadow mask laid down in one call).
    mutating func coverMask(_ rect: PixelRect, coverage: UnsafePointer<UInt8>, stride: Int)

    /// Whether a short stretch of one coverage between two per-pixel runs of a row is better
    /// sent inside one longer run: true for a receiver whose cost is per call (one that asks
    /// a shader for each span), which must then draw the same pixels either way.
    var prefersJoinedRuns: Bool { get }
}

extension SpanSink {
    var prefersJoinedRuns: Bool { false }

    mutating func coverRect(_ rect: PixelRect, coverage: UInt8) {
        for y in rect.minY..<rect.maxY { coverSpan(x: rect.x, y: y, count: rect.width, coverage: coverage) }
    }

    mutating func coverMask(_ rect: PixelRect, coverage: UnsafePointer<UInt8>, stride: Int) {
        for row in 0..<rect.height {
            coverSpan(x: rect.x, y: rect.y + row, count: rect.width, coverage: coverage + row * stride)
        }
    }

    mutating func coverRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        for y in rows { coverSpan(x: x, y: y, count: count, coverage: coverage) }
    }

    /// `coverRows(_:runs:)` for a receiver that shades: each cluster of runs (CoverageRun.
    /// forEachCluster), laid out in `buffer`, as one coverage row down the band.
    mutating func coverClusters(_ rows: Range<Int>, runs: UnsafeBufferPointer<CoverageRun>, buffer: UnsafeMutablePointer<UInt8>) {
        CoverageRun.forEachCluster(of: runs, buffer: buffer) { x, count, pattern in
            coverRows(rows, x: x, count: count, coverage: pattern)
        }
    }

    mutating func coverRows(_ rows: Range<Int>, runs: UnsafeBufferPointer<CoverageRun>) {
        for run in runs {
            coverRect(PixelRect(x: run.x, y: rows.lowerBound, width: run.count, height: rows.count), coverage: run.coverage)
        }
    }
}

/// Writes coverage into an 8-bit mask whose top-left pixel is device (originX, originY):
/// how clip paths and shadow shapes are rendered. Pixels not covered keep their value.
struct MaskSpanSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    let originX: Int
    let originY: Int

    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        (pixels + (y - originY) * width + (x - originX)).update(repeating: coverage, count: count)
    }

    mutating func coverSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        (pixels + (y - originY) * width + (x - originX)).update(from: coverage, count: count)
    }
}
