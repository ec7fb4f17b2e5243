// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A finger that lands before the frame that lays out what it touches picks its view from
/// that layout. `vitrine replay` of the showcase met this: its first tap, on a table row
/// at launch, came before the first frame, when the table had no rows yet, so it
/// selected nothing (and the next tap, seconds later, seemed to select it late).
@MainActor
@Suite struct TouchBeforeLayoutTests {
    final class Galleries: UITableViewController {
        var selected: [IndexPath] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    /// A navigation stack over a table at launch, tapped at once, as the replay's first tap.
    final class Delegate: UIResponder, ScriptedInputAppDelegate {
        var window: UIWindow?
        let galleries = Galleries(style: .plain)
        var source: ScriptedInputSource?
        var rowsWhenTapped = -1
        /// (640, 300) on the 1280 × 800 screen: under the bar, on the table's rows
        /// (5 × 100 points from the bar's bottom).
        static let tap = CGPoint(x: 640, y: 300)

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            galleries.tableView.rowHeight = 100
            window.rootViewController = UINavigationController(rootViewController: galleries)
            window.makeKeyAndVisible()
            self.window = window
            rowsWhenTapped = galleries.tableView.visibleCells.count
            // Down and up 80 ms apart, the content-touch delay (0.15 s) not yet over.
            source?.send(.began, x: Self.tap.x / 1280, y: Self.tap.y / 800, at: 0)
            source?.send(.ended, x: Self.tap.x / 1280, y: Self.tap.y / 800, at: 0.08)
            return true
        }
    }

    @Test func aTapBeforeTheFirstFrameSelectsTheRowTheFrameShowsUnderIt() throws {
        let delegate = Delegate()
        try runWithScriptedInput(delegate)
        // The finger came before any layout: the table had no rows on screen then.
        #expect(delegate.rowsWhenTapped == 0)
        let table: UITableView = delegate.galleries.tableView
        let window = try #require(delegate.window)
        let row = try #require(table.indexPathForRow(at: window.convert(Delegate.tap, to: table)))
        #expect(delegate.galleries.selected == [row])
    }
}
