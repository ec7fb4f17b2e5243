// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A table in a touch harness's window, fed by a data source of numbered rows, driven
/// through the real touch path, with frames run on the manual clock (FrameStepper). The table is 400 × 440 points at (100, 100):
/// ten 44-point rows fill it.
@MainActor
final class TableHarness {
    let touches = TouchHarness()
    let table: UITableView
    let source: NumberedRows
    let frames: FrameStepper
    /// A data source or delegate a test put in place of `source` (the table holds them weakly).
    var replacement: AnyObject?

    init(rows: [Int] = [100], style: UITableView.Style = .plain, frame: CGRect = CGRect(x: 100, y: 100, width: 400, height: 440),
         configure: (UITableView, NumberedRows) -> Void = { _, _ in }) {
        frames = FrameStepper(touches: touches)
        table = UITableView(frame: frame, style: style)
        source = NumberedRows(rows: rows)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        configure(table, source)
        table.dataSource = source
        table.delegate = source
        touches.window.backgroundColor = .white
        touches.window.addSubview(table)
        touches.window.layoutIfNeeded()
    }

    var now: Double { touches.loop.now }

    /// Moves the clock on by `seconds`, running a frame every 1/60 s.
    func wait(_ seconds: Double) { frames.wait(seconds) }

    /// The window point at the middle of a row's left half.
    func point(of indexPath: IndexPath) -> CGPoint {
        let rect = table.rectForRow(at: indexPath)
        return table.convert(CGPoint(x: rect.minX + 100, y: rect.midY), to: touches.window)
    }

    /// A quick tap on the row (down and up 50 ms apart).
    func tap(_ indexPath: IndexPath) {
        touches.tap(point(of: indexPath), at: now + 0.001)
        wait(0.1)
    }
}

/// A cell that counts its creations and `prepareForReuse` calls.
@MainActor
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var created = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountingCell.created += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Sections of numbered rows, and a log of what the table tells its delegate.
@MainActor
final class NumberedRows: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var heights: [IndexPath: CGFloat] = [:]
    var events: [String] = []
    var redirect: ((IndexPath) -> IndexPath?)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var configureCell: ((UITableViewCell, IndexPath) -> Void)?
    var cellRequests = 0

    init(rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        configureCell?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath] ?? tableView.rowHeight }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        return redirect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("unhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { events.append("accessory \(indexPath.row)") }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }
}
