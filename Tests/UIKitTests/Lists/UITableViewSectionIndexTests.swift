// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// The section index strip and filler rows on a TableHarness table (400 × 440 points
/// at (100, 100), 44-point rows).
@MainActor
@Suite struct UITableViewSectionIndexTests {
    /// Sections A…J of ten rows each, indexed by their letters.
    @MainActor
    final class LetteredSections: NSObject, UITableViewDataSource {
        let letters = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]
        var titles: [String]?
        var requests: [String] = []
        override init() {
            titles = letters
            super.init()
        }
        func numberOfSections(in tableView: UITableView) -> Int { letters.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            requests.append(title)
            return index
        }
    }

    private func makeHarness(_ source: LetteredSections) -> TableHarness {
        let harness = TableHarness()
        harness.replacement = source
        harness.table.dataSource = source
        harness.wait(0.05)
        return harness
    }

    @Test func theStripStandsAtTheTrailingEdgeAndStaysThereWhileScrolling() {
        let source = LetteredSections()
        let harness = makeHarness(source)
        let strip = try! #require(harness.table.sectionIndex)
        // 16 points wide at the right edge, the table's whole height (no insets).
        #expect(strip.frame == CGRect(x: 384, y: 0, width: 16, height: 440))
        #expect(strip.titles == source.letters)
        harness.table.contentOffset = CGPoint(x: 0, y: 500)
        harness.table.layoutIfNeeded()
        #expect(strip.frame == CGRect(x: 384, y: 500, width: 16, height: 440))
        #expect(harness.table.subviews.last === strip)
    }

    @Test func noTitlesNoStrip() {
        let source = LetteredSections()
        source.titles = nil
        let harness = makeHarness(source)
        #expect(harness.table.sectionIndex == nil)
        source.titles = ["A"]
        harness.table.reloadSectionIndexTitles()
        #expect(harness.table.sectionIndex != nil)
        harness.table.sectionIndexMinimumDisplayRowCount = 101
        #expect(harness.table.sectionIndex == nil)
    }

    @Test func touchingATitleScrollsToItsSectionAndScrubbingFollowsTheFinger() {
        let source = LetteredSections()
        let harness = makeHarness(source)
        // Ten 15-point lines centred in 440 points: the first starts at (440 − 150) / 2 = 145,
        // so title k spans 145 + 15k … 160 + 15k in the strip (window y + 100).
        let x: CGFloat = 100 + 392
        func titleY(_ k: Int) -> CGFloat { 100 + 145 + 15 * CGFloat(k) + 7 }
        harness.touches.send(.began, CGPoint(x: x, y: titleY(2)), at: harness.now + 0.001)
        harness.wait(0.2)
        // Section C (index 2): sections hold 10 rows of 44 points, no headers: y = 880.
        #expect(source.requests == ["C"])
        #expect(harness.table.contentOffset.y == 880)
        #expect(harness.table.sectionIndex?.isTracking == true)
        for (step, k) in [3, 4, 5].enumerated() {
            harness.touches.send(.moved, CGPoint(x: x, y: titleY(k)), at: harness.now + 0.01 * Double(step + 1))
        }
        harness.wait(0.05)
        #expect(source.requests.last == "F")
        #expect(harness.table.contentOffset.y == 2200)
        #expect(!harness.table.isDragging)
        harness.touches.send(.ended, CGPoint(x: x, y: titleY(5)), at: harness.now + 0.01)
        harness.wait(0.5)
        #expect(harness.table.contentOffset.y == 2200)
        #expect(harness.table.sectionIndex?.isTracking == false)
    }

    @Test func theLastSectionScrollsOnlyAsFarAsTheContentGoes() {
        let source = LetteredSections()
        let harness = makeHarness(source)
        harness.touches.tap(CGPoint(x: 492, y: 100 + 145 + 15 * 9 + 7), at: harness.now + 0.001)
        harness.wait(0.1)
        // Section J starts at 3960, but the content (4400) ends 440 points below 3960.
        #expect(harness.table.contentOffset.y == 3960)
        harness.touches.tap(CGPoint(x: 492, y: 100 + 2), at: harness.now + 0.001)
        harness.wait(0.1)
        // Above the first line: the first title.
        #expect(harness.table.contentOffset.y == 0)
    }

    @Test func noFillerRowsByDefaultAsSinceIOS15() {
        let harness = TableHarness(rows: [3])
        #expect(harness.table.fillerRowHeight == 0)
        #expect(harness.table.fillerSeparators.isEmpty)
    }

    @Test func fillerRowsDrawSeparatorsBelowTheLastRow() {
        let harness = TableHarness(rows: [3])
        harness.table.fillerRowHeight = UITableView.automaticDimension
        harness.wait(0.05)
        // Rows end at 132; filler rows of the last row's 44 points have their lines at
        // 176, 220 … 440 (the one at 440 lies at the bottom edge, still inside): 7 lines,
        // each a hairline at the bottom of its row, from the separator inset (the 20-point
        // margin of the harness's regular-width screen).
        let lines = harness.table.fillerSeparators
        #expect(lines.count == 7)
        #expect(lines.first?.frame == CGRect(x: 20, y: 175, width: 380, height: 1))
        harness.table.fillerRowHeight = 100
        harness.wait(0.05)
        // Rows of 100 points: lines at 232, 332 and 432 (the next, at 532, is below the table).
        #expect(harness.table.fillerSeparators.map(\.frame.minY) == [231, 331, 431])
        harness.table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        harness.wait(0.05)
        #expect(harness.table.fillerSeparators.isEmpty)
    }
}
