// Vitrine — Apache License 2.0
// Scrolling a long table must not leave anything behind per row: after a sweep over a
// few rows and after a sweep over a thousand more, back at the same offset, the table
// holds the same views, layers and cells (reuse, not growth). Counts, not memory: what a
// row left behind would show as one more of them per row.
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor @Suite struct TableSweepBoundsTests {
    /// Views and layers under `view`, itself included.
    private func census(_ view: UIView) -> (views: Int, layers: Int) {
        func layers(_ layer: CALayer) -> Int { 1 + (layer.sublayers ?? []).reduce(0) { $0 + layers($1) } }
        func views(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + views($1) } }
        return (views(view), layers(view.layer))
    }

    @Test func aThousandMoreRowsScrolledLeaveTheSameViewsLayersAndCells() {
        // 2,000 rows of 44 points in a 440-point table: ten on screen.
        let harness = TableHarness(rows: [2000])
        let table = harness.table
        let start = CGPoint(x: 0, y: 44 * 50)
        // Three rows a frame, down `rows` rows and back up to `start`.
        func sweep(rows: Int) {
            for step in stride(from: 3, through: rows, by: 3) {
                table.contentOffset = CGPoint(x: 0, y: start.y + CGFloat(step) * 44)
                harness.wait(FrameStepper.period)
            }
            for step in stride(from: rows, through: 0, by: -3) {
                table.contentOffset = CGPoint(x: 0, y: start.y + CGFloat(step) * 44)
                harness.wait(FrameStepper.period)
            }
            table.contentOffset = start
            // Past the indicators' fade, so both counts see them in the same state.
            harness.wait(2)
        }
        sweep(rows: 30)
        let before = census(table)
        let cellsBefore = table.cellsCreated
        let pooledBefore = table.reusableCells.values.reduce(0) { $0 + $1.count }
        sweep(rows: 1200)
        let after = census(table)
        #expect(after.views == before.views && after.layers == before.layers,
                "views \(before.views) → \(after.views), layers \(before.layers) → \(after.layers)")
        #expect(table.cellsCreated == cellsBefore)
        #expect(table.reusableCells.values.reduce(0) { $0 + $1.count } == pooledBefore)
        #expect(table.visibleCells.count <= 11)
    }
}
