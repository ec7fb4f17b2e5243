// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Geometry, reuse and self-sizing of UITableView.
@MainActor @Suite struct UITableViewTests {
    @Test func indexPathHasRowAndSection() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        path.row = 5
        #expect(path == IndexPath(indexes: [1, 5]))
    }

    @Test func contentSizeIsTheSumOfHeightsWithoutLayingOutInvisibleRows() {
        let h = TableHarness(rows: [10_000]) { table, _ in table.rowHeight = 44 }
        // 10,000 rows × 44 points.
        #expect(h.table.contentSize == CGSize(width: 400, height: 440_000))
        // Ten rows fill 440 points; only they were asked for.
        #expect(h.source.cellRequests == 10)
        #expect(h.table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(h.table.numberOfSections == 1 && h.table.numberOfRows(inSection: 0) == 10_000)
    }

    @Test func aSettledTableTakesNoFurtherLayout() {
        final class CountingTable: UITableView {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                super.layoutSubviews()
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let table = CountingTable(frame: window.bounds, style: .plain)
        let source = NumberedRows(rows: [100])
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        // The first layout adds the ten visible cells, and an added subview marks its
        // superview for layout (UIKit's rule): one more round finds every cell in place.
        #expect(table.layouts == 2)
        #expect(!window.layer.needsLayout() && !table.layer.needsLayout())
        window.layoutIfNeeded()
        #expect(table.layouts == 2)
        // Scrolling by half a row brings one new row in: one round adds it, one settles.
        table.contentOffset = CGPoint(x: 0, y: 22)
        window.layoutIfNeeded()
        #expect(table.layouts == 4)
        window.layoutIfNeeded()
        #expect(table.layouts == 4)
    }

    @Test func defaultRowsAre44PointsHigh() {
        let h = TableHarness(rows: [5])
        #expect(h.table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 400, height: 44))
        #expect(h.table.contentSize.height == 220)
    }

    @Test func scrollingTenThousandRowsReusesCells() {
        let h = TableHarness(rows: [10_000]) { table, _ in table.rowHeight = 44 }
        let before = h.table.cellsCreated
        var y: CGFloat = 0
        while y < 440_000 - 440 {
            y += 37  // not a multiple of the row height, so rows straddle the edges
            h.table.contentOffset = CGPoint(x: 0, y: min(y, 440_000 - 440))
            h.table.layoutIfNeeded()
        }
        // At most 11 rows show at once (440 / 44 + 1 straddling); cells ≤ visible + 2.
        #expect(h.table.cellsCreated <= 12)
        #expect(before == 10)
        let cells = h.table.visibleCells.compactMap { $0 as? CountingCell }
        #expect(cells.allSatisfy { $0.reuses > 0 }, "cells on screen came back from the pool")
        #expect(h.table.indexPathsForVisibleRows?.last == IndexPath(row: 9_999, section: 0))
    }

    @Test func heightForRowAtSetsEachRowsRectangle() {
        let h = TableHarness(rows: [4]) { table, source in
            table.rowHeight = 44
            source.heights[IndexPath(row: 1, section: 0)] = 100
        }
        // Row 2 starts after 44 + 100.
        #expect(h.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 144)
        #expect(h.table.contentSize.height == CGFloat(44 * 3 + 100))
        #expect(h.table.indexPathForRow(at: CGPoint(x: 10, y: 143)) == IndexPath(row: 1, section: 0))
        #expect(h.table.indexPathForRow(at: CGPoint(x: 10, y: 144)) == IndexPath(row: 2, section: 0))
        #expect(h.table.indexPathForRow(at: CGPoint(x: 10, y: 1000)) == nil)
    }

    @Test func sectionsWithTitlesHaveHeadersAndFooters() throws {
        let h = TableHarness(rows: [2, 3]) { table, source in
            table.rowHeight = 44
            source.headerTitles = [0: "Fruit", 1: "Vegetables"]
            source.footerTitles = [1: "Seasonal"]
        }
        // Plain: 28-point titled headers and footers. Section 1 starts after 28 + 2 × 44.
        #expect(h.table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 116, width: 400, height: 28))
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144)
        #expect(h.table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 144 + 132, width: 400, height: 28))
        let header = try #require(h.table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "Fruit")
        #expect(h.table.contentSize.height == CGFloat(116 + 28 + 132 + 28))
    }

    /// Header and footer views from the delegate take their section's place: a 60-point
    /// header view (its frame's height) above rows 0 and 1 (44 each, from 60), a footer
    /// view whose height the delegate gives (30) after them at 60 + 88 = 148; section 1
    /// starts at 178 without a header. The views are the delegate's, in the table.
    @Test func headerAndFooterViewsFromTheDelegateTakeTheirPlaces() {
        let h = TableHarness(rows: [2, 1]) { table, _ in table.rowHeight = 44 }
        let views = SectionViews()
        h.replacement = views
        h.table.delegate = views
        h.table.reloadData()
        h.touches.window.layoutIfNeeded()
        #expect(h.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 400, height: 60))
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        #expect(h.table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 148, width: 400, height: 30))
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 178)
        #expect(views.header.superview === h.table && views.header.frame == CGRect(x: 0, y: 0, width: 400, height: 60))
        #expect(views.footer.superview === h.table && views.footer.frame == CGRect(x: 0, y: 148, width: 400, height: 30))
        #expect(h.table.contentSize.height == CGFloat(178 + 44))
    }

    /// `sectionHeaderTopPadding` (iOS 15) adds space above each header: with 10 points,
    /// section 0's header is at 10 and its rows from 38; section 1 starts at
    /// 10 + 28 + 88 = 126, its header at 136 and its first row at 164. The default adds
    /// none (Vitrine's choice), 0 neither.
    @Test func sectionHeaderTopPaddingSpacesTheHeaders() {
        let h = TableHarness(rows: [2, 3]) { table, source in
            table.rowHeight = 44
            source.headerTitles = [0: "Fruit", 1: "Vegetables"]
        }
        #expect(h.table.sectionHeaderTopPadding == UITableView.automaticDimension)
        #expect(h.table.rectForHeader(inSection: 1).minY == 116)
        h.table.sectionHeaderTopPadding = 10
        #expect(h.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 10, width: 400, height: 28))
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
        #expect(h.table.rectForHeader(inSection: 1).minY == 136)
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 164)
        #expect(h.table.indexPathForRow(at: CGPoint(x: 10, y: 165)) == IndexPath(row: 0, section: 1))
        #expect(h.table.indexPathForRow(at: CGPoint(x: 10, y: 130)) == nil, "the padding holds no row")
        #expect(h.table.contentSize.height == CGFloat(164 + 132))
        h.table.sectionHeaderTopPadding = 0
        #expect(h.table.rectForHeader(inSection: 1).minY == 116)
    }

    /// `reconfigureRows(at:)` (iOS 15) asks the data source again for the row's cell.
    @Test func reconfigureRowsAsksForTheCellAgain() {
        let h = TableHarness(rows: [5])
        let before = h.source.cellRequests
        h.table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        h.wait(0.1)
        h.table.layoutIfNeeded()
        #expect(h.source.cellRequests == before + 1)
    }

    @Test func plainHeadersFloatAtTheTop() throws {
        let h = TableHarness(rows: [20, 20]) { table, source in
            table.rowHeight = 44
            source.headerTitles = [0: "A", 1: "B"]
        }
        h.table.contentOffset = CGPoint(x: 0, y: 200)
        h.table.layoutIfNeeded()
        #expect(try #require(h.table.headerView(forSection: 0)).frame.minY == 200)
        // Section 0 ends at 28 + 880 = 908: at offset 890 its header is pushed up to 880.
        h.table.contentOffset = CGPoint(x: 0, y: 890)
        h.table.layoutIfNeeded()
        #expect(try #require(h.table.headerView(forSection: 0)).frame.minY == 880)
    }

    @Test func groupedTablesSpaceTheirSections() {
        let h = TableHarness(rows: [2, 2], style: .grouped) { table, _ in table.rowHeight = 44 }
        // 35 points above the first section; 9 + 9 between sections.
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(35 + 88 + 18))
    }

    @Test func insetGroupedRowsAreInsetByTheMargin() {
        let h = TableHarness(rows: [2], style: .insetGrouped) { table, _ in table.rowHeight = 44 }
        let rect = h.table.rectForRow(at: IndexPath(row: 0, section: 0))
        // The harness's 1000-point screen is a regular width: 20-point margins.
        #expect(h.table.traitCollection.horizontalSizeClass == .regular && h.table.sideMargin == 20)
        #expect(rect.minX == 20 && rect.width == CGFloat(400 - 40))
        #expect(h.table.cellForRow(at: IndexPath(row: 0, section: 0))?.layer.cornerRadius == 10)
    }

    @Test func tableHeaderAndFooterViewsFrameTheSections() {
        let h = TableHarness(rows: [3]) { table, _ in
            table.rowHeight = 44
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
            table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        }
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        #expect(h.table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 400, height: 60))
        #expect(h.table.tableFooterView?.frame == CGRect(x: 0, y: 60 + 132, width: 400, height: 30))
        #expect(h.table.contentSize.height == CGFloat(60 + 132 + 30))
    }

    @Test func selfSizingRowsTakeTheirConstraintsHeight() {
        final class TallCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 100),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let h = TableHarness(rows: [50]) { table, _ in
            table.register(TallCell.self, forCellReuseIdentifier: "row")
            table.estimatedRowHeight = 60
        }
        // Shown rows: 10 + 100 + 10; rows not shown yet keep the 60-point estimate.
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120)
        #expect(h.table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 120)
        #expect(h.table.rectForRow(at: IndexPath(row: 40, section: 0)).height == 60)
    }

    @Test func standardCellsSizeToAtLeast44Points() {
        let h = TableHarness(rows: [3])
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    @Test func dequeueWithoutRegistrationReturnsNil() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
    }

    @Test func scrollToRowPutsItWhereAsked() {
        let h = TableHarness(rows: [100]) { table, _ in table.rowHeight = 44 }
        let row = IndexPath(row: 50, section: 0)  // y 2200…2244
        h.table.scrollToRow(at: row, at: .top, animated: false)
        #expect(h.table.contentOffset.y == 2200)
        h.table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(h.table.contentOffset.y == CGFloat(2244 - 440))
        h.table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(h.table.contentOffset.y == CGFloat(2222 - 220))
        h.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(h.table.contentOffset.y == CGFloat(4400 - 440), "clamped to the content")
    }
}

/// UITableViewController: its view is its table, and it clears the selection on appearing.
@MainActor @Suite struct UITableViewControllerTests {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    }

    @Test func theViewIsATableFedByTheController() {
        let controller = Rows(style: .grouped)
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 4)
    }

    @Test func selectionIsClearedOnAppearingUnlessAskedNotTo() {
        for clears in [true, false] {
            let controller = Rows(style: .plain)
            controller.clearsSelectionOnViewWillAppear = clears
            controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            controller.viewWillAppear(false)
            #expect((controller.tableView.indexPathForSelectedRow == nil) == clears)
        }
    }
}

/// A header view 60 points high for section 0 and a footer view the delegate makes
/// 30 points high; none for other sections.
@MainActor
final class SectionViews: UITableViewDelegate {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { section == 0 ? header : nil }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { section == 0 ? footer : nil }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        section == 0 ? 30 : UITableView.automaticDimension
    }
}
