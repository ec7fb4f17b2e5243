// Vitrine — Apache License 2.0

/// Exact area coverage of a polygon over a pixel grid, by signed-area accumulation.
///
/// Each edge adds, to the cells it crosses, the signed area it sweeps toward the right
/// (CellArea); a running sum along each row then gives
/// every pixel's winding-weighted coverage in one pass, with no supersampling. For a
/// polygon that does not overlap itself the result is the exact fraction of each pixel
/// the polygon covers.
///
/// Guarantees: the accumulation row is `width + 2` cells wide, so an edge that ends
/// exactly on the right border writes inside the buffer; callers keep every point within
/// `0...width` × `0...height` (clip first).
public struct CoverageAccumulator {
    public let width: Int
    public let height: Int
    private var cells: [Float]
    private var rowStride: Int { width + 2 }

    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "CoverageAccumulator: empty size \(width)x\(height)")
        self.width = width
        self.height = height
        self.cells = Array(repeating: 0, count: (width + 2) * height)
    }

    /// Adds the closed polygon through `points`, given relative to the grid's origin.
    public mutating func addPolygon(_ points: [CGPoint]) {
        guard points.count >= 3 else { return }
        for i in points.indices {
            addLine(from: points[i], to: points[(i + 1) % points.count])
        }
    }

    /// Adds one directed edge. Downward edges add, upward edges subtract.
    public mutating func addLine(from p0: CGPoint, to p1: CGPoint) {
        guard p0.y != p1.y else { return }
        let (top, bottom, direction): (CGPoint, CGPoint, Float) = p0.y < p1.y ? (p0, p1, 1) : (p1, p0, -1)
        let y0 = Float(top.y), y1 = Float(bottom.y)
        let dxdy = Float((bottom.x - top.x) / (bottom.y - top.y))
        var x = Float(top.x)
        let stride = rowStride
        let maxX = Float(width)
        let firstRow = max(0, Int(y0.rounded(.down)))
        let lastRow = min(height, Int(y1.rounded(.up)))
        guard firstRow < lastRow else { return }
        if y0 < Float(firstRow) { x += dxdy * (Float(firstRow) - y0) }
        cells.withUnsafeMutableBufferPointer { cells in
            for row in firstRow..<lastRow {
                let rowStart = row * stride
                let dy = min(Float(row + 1), y1) - max(Float(row), y0)
                let xNext = x + dxdy * dy
                let d = dy * direction
                // Clipping leaves points a rounding error outside the grid; keep them on it.
                CellArea.add(to: cells.baseAddress! + rowStart, top: max(0, min(maxX, x)), bottom: max(0, min(maxX, xNext)), d: d)
                x = xNext
            }
        }
    }

    /// Calls `body(row, coverage)` for each row with the nonzero-rule coverage of its
    /// `width` pixels in `0...1`.
    public func forEachRow(_ body: (Int, UnsafeBufferPointer<Float>) -> Void) {
        var coverage = [Float](repeating: 0, count: width)
        cells.withUnsafeBufferPointer { cells in
            coverage.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    var sum: Float = 0
                    let rowStart = row * rowStride
                    for x in 0..<width {
                        sum += cells[rowStart + x]
                        out[x] = min(1, abs(sum))
                    }
                    body(row, UnsafeBufferPointer(out))
                }
            }
        }
    }
}
