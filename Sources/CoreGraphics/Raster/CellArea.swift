// Vitrine — Apache License 2.0

/// The signed-area accumulation step shared by the scan converter and `CoverageAccumulator`
/// (the idea of Raph Levien's font-rs): an edge's part within one pixel row adds, to each
/// cell it crosses, the area it sweeps toward the right, and the rest of its height to the
/// next cell, so a running sum along the row is each pixel's covered fraction.
enum CellArea {
    /// Adds the part of an edge from x `top` (at the part's top) to `bottom` (at its bottom),
    /// both within 0...width, of height × direction `d`, to the row `line` (width + 2 cells).
    /// Returns the first and last cells written.
    @inline(__always)
    @discardableResult
    static func add(to line: UnsafeMutablePointer<Float>, top x: Float, bottom xNext: Float, d: Float) -> (first: Int, last: Int) {
        let (left, right) = x < xNext ? (x, xNext) : (xNext, x)
        let leftFloor = left.nonNegativeFloor
        let leftCell = leftFloor.nearestSmallWhole
        let rightCeil = right.nonNegativeCeiling
        let rightCell = rightCeil.nearestSmallWhole
        if rightCell <= leftCell + 1 {
            // The edge stays within one pixel column on this row.
            let mid = 0.5 * (x + xNext) - leftFloor
            line[leftCell] += d - d * mid
            line[leftCell + 1] += d * mid
            return (leftCell, leftCell + 1)
        }
        let inverseSpan = 1 / (right - left)
        let leftFraction = left - leftFloor
        let firstArea = 0.5 * inverseSpan * (1 - leftFraction) * (1 - leftFraction)
        let rightFraction = right - rightCeil + 1
        let lastArea = 0.5 * inverseSpan * rightFraction * rightFraction
        line[leftCell] += d * firstArea
        if rightCell == leftCell + 2 {
            line[leftCell + 1] += d * (1 - firstArea - lastArea)
        } else {
            let secondArea = inverseSpan * (1.5 - leftFraction)
            line[leftCell + 1] += d * (secondArea - firstArea)
            var cell = leftCell + 2
            while cell < rightCell - 1 {
                line[cell] += d * inverseSpan
                cell += 1
            }
            let beforeLast = secondArea + Float(rightCell - leftCell - 3) * inverseSpan
            line[rightCell - 1] += d * (1 - beforeLast - lastArea)
        }
        line[rightCell] += d * lastArea
        return (leftCell, rightCell)
    }
}
