// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Prefetching on a TableHarness table (440 points high, 44-point rows, 100 rows): the
/// stretch prefetched is one view height (ten rows) beyond the bounds, in the scrolling
/// direction.
@MainActor
@Suite struct UITableViewPrefetchingTests {
    @MainActor
    final class PrefetchLog: UITableViewDataSourcePrefetching {
        var prefetched: [[Int]] = []
        var cancelled: [[Int]] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths.map(\.row)) }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths.map(\.row))
        }
    }

    private func makeHarness() -> (TableHarness, PrefetchLog) {
        let harness = TableHarness()
        let log = PrefetchLog()
        harness.table.prefetchDataSource = log
        harness.wait(0.05)
        return (harness, log)
    }

    @Test func nothingIsPrefetchedBeforeTheFirstScroll() {
        let (_, log) = makeHarness()
        #expect(log.prefetched.isEmpty)
    }

    @Test func scrollingDownPrefetchesTheNextViewOfRowsNearestFirst() {
        let (harness, log) = makeHarness()
        // Offset 22: rows 0…10 show (0…462); the next 440 points, 462…902, hold rows 10…20,
        // less row 10 on screen.
        harness.table.contentOffset = CGPoint(x: 0, y: 22)
        harness.table.layoutIfNeeded()
        #expect(log.prefetched == [Array(11...20)])
        // 44 more points: row 21 joins the stretch (506…946); row 11 came on screen.
        harness.table.contentOffset = CGPoint(x: 0, y: 66)
        harness.table.layoutIfNeeded()
        #expect(log.prefetched == [Array(11...20), [21]])
        #expect(log.cancelled.isEmpty)
    }

    @Test func turningBackCancelsTheRowsAheadAndPrefetchesAbove() {
        let (harness, log) = makeHarness()
        harness.table.contentOffset = CGPoint(x: 0, y: 440)
        harness.table.layoutIfNeeded()
        // Rows 10…19 show (440…880); the stretch 880…1320 holds rows 20…29.
        #expect(log.prefetched == [Array(20...29)])
        // Up by one row: rows 9…18 show; ahead now is 0…396, rows 0…8, nearest first, and
        // the rows below are no longer wanted.
        harness.table.contentOffset = CGPoint(x: 0, y: 396)
        harness.table.layoutIfNeeded()
        #expect(log.cancelled == [Array(20...29)])
        #expect(log.prefetched.last == Array((0...8).reversed()))
    }

    @Test func aFingerScrollingTheTablePrefetchesBelowWhatItShows() {
        let (harness, log) = makeHarness()
        harness.touches.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 300, y: 300), steps: 10, start: harness.now + 0.001, lift: false)
        harness.wait(0.1)
        let shown = Set(harness.table.indexPathsForVisibleRows?.map(\.row) ?? [])
        let asked = log.prefetched.flatMap { $0 }
        #expect(!asked.isEmpty)
        #expect(shown.isDisjoint(with: asked))
        #expect(asked.allSatisfy { $0 > shown.max()! })
        harness.touches.send(.ended, CGPoint(x: 300, y: 300), at: harness.now + 0.01)
        harness.wait(2)
    }
}
