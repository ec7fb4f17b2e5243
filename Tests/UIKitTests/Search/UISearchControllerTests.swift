// Vitrine — Apache License 2.0
// The search controller through the touch and key paths: a tap on its bar's field makes
// it active (delegate, Cancel button, dimming, updater), typing updates the results and
// shows the results controller, Cancel empties the query and ends the search; a tap on
// the obscured background ends it too; the on-screen keyboard shows the Search key.
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// Records a search controller's delegate calls and its updater's, by name.
@MainActor
final class SearchControllerLog: UISearchControllerDelegate, UISearchResultsUpdating {
    var calls: [String] = []

    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) {
        calls.append("update \(searchController.searchBar.text ?? "")")
    }
}

@MainActor @Suite struct UISearchControllerTests {
    /// A screen whose view holds the search bar at its top (y 0...56), as a kiosk's own
    /// layout would, defining the presentation context.
    private func makeSearch(_ window: UIWindow, results: UIViewController?) -> (UIViewController, UISearchController, SearchControllerLog) {
        let screen = UIViewController()
        screen.definesPresentationContext = true
        let search = UISearchController(searchResultsController: results)
        let log = SearchControllerLog()
        search.delegate = log
        search.searchResultsUpdater = log
        window.rootViewController = screen
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 1000, height: 56)
        screen.view.addSubview(search.searchBar)
        window.layoutIfNeeded()
        return (screen, search, log)
    }

    @Test func defaultsAreUIKits() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        #expect(search.searchResultsController === results && results.parent === search)
        #expect(!search.isActive && search.obscuresBackgroundDuringPresentation)
        #expect(search.hidesNavigationBarDuringPresentation && search.automaticallyShowsCancelButton)
        #expect(search.automaticallyShowsScopeBar && search.automaticallyShowsSearchResultsController)
        #expect(!search.showsSearchResultsController)
        #expect(search.searchBar.frame.height == 56)
    }

    @Test func aTapActivatesTypingUpdatesAndCancelEnds() {
        let harness = KeyboardHarness()
        let results = UIViewController()
        let (screen, search, log) = makeSearch(harness.window, results: results)
        let bar = search.searchBar
        harness.touches.tap(CGPoint(x: 300, y: 28), at: 0)
        #expect(search.isActive && bar.searchTextField.isFirstResponder)
        #expect(log.calls == ["willPresent", "didPresent", "update "])
        // Active: the Cancel button shows; the search's view covers the screen's view below
        // the bar, dimmed while the query is empty; the results start below the bar (56).
        #expect(bar.showsCancelButton)
        #expect(search.view.superview === screen.view && screen.view.subviews.last === bar)
        #expect(search.view.backgroundColor == UIColor.black.withAlphaComponent(0.2))
        #expect(results.view.isHidden && !search.showsSearchResultsController)
        search.view.layoutIfNeeded()
        #expect(results.view.safeAreaInsets.top == 56)
        harness.keyboard.type("ox")
        #expect(log.calls.suffix(2) == ["update o", "update ox"])
        // A query shows the results controller (automaticallyShowsSearchResultsController).
        #expect(search.showsSearchResultsController && !results.view.isHidden && search.view.backgroundColor == nil)
        // Cancel: 8 points from the trailing edge, in the bar's row.
        bar.layoutIfNeeded()
        harness.touches.tap(CGPoint(x: bar.cancelButton.frame.midX, y: 28), at: 1)
        #expect(!search.isActive && bar.text == "" && !bar.searchTextField.isFirstResponder)
        #expect(log.calls.suffix(3) == ["willDismiss", "didDismiss", "update "])
        #expect(search.view.superview == nil && !bar.showsCancelButton)
    }

    @Test func aTapOnTheObscuredBackgroundEndsTheSearch() {
        let harness = KeyboardHarness()
        let (screen, search, log) = makeSearch(harness.window, results: nil)
        harness.touches.tap(CGPoint(x: 300, y: 28), at: 0)
        #expect(search.isActive)
        harness.touches.tap(CGPoint(x: 500, y: 600), at: 1)
        #expect(!search.isActive && !search.searchBar.searchTextField.isFirstResponder)
        #expect(log.calls.suffix(2) == ["willDismiss", "didDismiss"])
        // Without obscuring, the content under the search takes the touches.
        search.obscuresBackgroundDuringPresentation = false
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 400, y: 500, width: 200, height: 200)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        screen.view.insertSubview(button, at: 0)
        harness.touches.tap(CGPoint(x: 300, y: 28), at: 2)
        #expect(search.isActive && search.view.backgroundColor == nil)
        harness.touches.tap(CGPoint(x: 500, y: 600), at: 3)
        #expect(taps == 1 && search.isActive)
        search.isActive = false
    }

    @Test func scopeChangesUpdateTheResults() {
        let harness = KeyboardHarness()
        let (_, search, log) = makeSearch(harness.window, results: nil)
        let bar = search.searchBar
        bar.scopeButtonTitles = ["All", "Works"]
        #expect(!bar.showsScopeBar)
        harness.touches.tap(CGPoint(x: 300, y: 28), at: 0)
        // Active: the scope bar shows (automaticallyShowsScopeBar); the bar is 100 tall now.
        #expect(bar.showsScopeBar && bar.sizeThatFits(CGSize(width: 1000, height: 0)).height == 100)
        bar.frame.size.height = 100
        bar.layoutIfNeeded()
        // The second of two segments of 492: x 8 + 492 × 1.5 = 746, y 62 + 16 = 78.
        harness.touches.tap(CGPoint(x: 746, y: 78), at: 1)
        #expect(bar.selectedScopeButtonIndex == 1 && log.calls.last == "update ")
        search.isActive = false
        #expect(!bar.showsScopeBar)
    }

    @Test func theOnScreenKeyboardShowsTheSearchKey() {
        let harness = OnScreenKeyboardHarness()
        defer { harness.tearDown() }
        let screen = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        let barLog = SearchBarDelegateLog()
        search.searchBar.delegate = barLog
        harness.touches.window.rootViewController = screen
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 1000, height: 56)
        screen.view.addSubview(search.searchBar)
        harness.touches.window.layoutIfNeeded()
        harness.tap(CGPoint(x: 300, y: 28))
        harness.finishSlide()
        #expect(harness.keyboard.isShown && harness.keyboard.keysView.layout.returnTitle == "Search")
        harness.tapLetter("t", rows: OnScreenKeyboardTypingTests.usRows, shiftUnits: 1.5, unitsPerRow: 10)
        #expect(search.searchBar.text == "t" && barLog.calls.contains("text t"))
        // Return: the bottom row's last key, 2.5 units wide: its middle at 8.75 units.
        harness.tapKey(row: 3, units: 8.75, unitsPerRow: 10)
        #expect(barLog.calls.last == "search")
        search.isActive = false
    }
}
