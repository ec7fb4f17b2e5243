// Vitrine — Apache License 2.0
// The search bar driven through the touch path and the key path: editing, the text
// changes, the Search key, the Cancel, clear and scope buttons; its size (56 points, as
// UIKit sizes it) and the geometry of UISearchBar.swift's metrics.
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// Records a search bar's delegate calls by name.
@MainActor
final class SearchBarDelegateLog: UISearchBarDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var rejected: Set<String> = []

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldBegin"); return allowsBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("text \(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !rejected.contains(text)
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { calls.append("bookmark") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { calls.append("scope \(selectedScope)") }
}

@MainActor @Suite struct UISearchBarTests {
    /// A 1000-point-wide bar at y 100 in the harness's window, sized to fit, with a delegate.
    private func makeBar(_ harness: KeyboardHarness, configure: (UISearchBar) -> Void = { _ in }) -> (UISearchBar, SearchBarDelegateLog) {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 1000, height: 0))
        configure(bar)
        bar.sizeToFit()
        bar.frame.size.width = 1000
        harness.window.addSubview(bar)
        let delegate = SearchBarDelegateLog()
        bar.delegate = delegate
        harness.window.layoutIfNeeded()
        return (bar, delegate)
    }

    @Test func defaultsAndHeightsAreUIKits() {
        let bar = UISearchBar(frame: .zero)
        #expect(bar.text == "" && bar.placeholder == nil && bar.prompt == nil)
        #expect(bar.searchBarStyle == .default && !bar.showsCancelButton && !bar.showsBookmarkButton)
        #expect(bar.selectedScopeButtonIndex == 0 && !bar.showsScopeBar)
        // The field: a UITextField with the magnifier, the clear button while editing and the Search key.
        let field: UITextField = bar.searchTextField
        #expect(field.returnKeyType == .search && field.clearButtonMode == .whileEditing)
        #expect(field.leftView is UIImageView && field.leftViewMode == .always)
        // 56 points, as UIKit; a scope bar adds 44 (56 + 44 = 100), a prompt 30 (30 + 56 + 44 = 130).
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)) == CGSize(width: 320, height: 56))
        bar.scopeButtonTitles = ["All", "Paintings"]
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)).height == 56)  // titles alone show no scope bar
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)).height == 100)
        bar.prompt = "Find a work"
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)).height == 130)
        bar.sizeToFit()
        #expect(bar.frame.height == 130 && bar.intrinsicContentSize.height == 130)
    }

    @Test func aTapBeginsEditingAndEachTypedKeyReportsTheText() {
        let harness = KeyboardHarness()
        let (bar, delegate) = makeBar(harness) { $0.placeholder = "Search" }
        // The field: 8 points in from each side, 36 tall, centred in the 56-point row:
        // x 8...992, y 100 + 10 = 110...146.
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 984, height: 36))
        harness.touches.tap(CGPoint(x: 500, y: 128), at: 0)
        #expect(bar.searchTextField.isFirstResponder)
        #expect(delegate.calls == ["shouldBegin", "didBegin"])
        harness.keyboard.type("tea")
        #expect(bar.text == "tea")
        #expect(delegate.calls.dropFirst(2) == ["text t", "text te", "text tea"])
        // The Search key reports the click and keeps editing, as in UIKit.
        harness.keyboard.type("\n")
        #expect(delegate.calls.last == "search" && bar.searchTextField.isFirstResponder)
        // Text set by code calls no delegate method.
        let count = delegate.calls.count
        bar.text = "coffee"
        #expect(delegate.calls.count == count && bar.text == "coffee")
        // A veto keeps the text.
        delegate.rejected = ["x"]
        harness.keyboard.type("x")
        #expect(bar.text == "coffee" && delegate.calls.count == count)
        bar.searchTextField.resignFirstResponder()
        #expect(delegate.calls.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test func aRefusedBeginLeavesTheFieldAlone() {
        let harness = KeyboardHarness()
        let (bar, delegate) = makeBar(harness)
        delegate.allowsBegin = false
        harness.touches.tap(CGPoint(x: 500, y: 128), at: 0)
        #expect(!bar.searchTextField.isFirstResponder && delegate.calls == ["shouldBegin"])
    }

    @Test func theClearButtonEmptiesTheFieldAndReportsIt() {
        let harness = KeyboardHarness()
        let (bar, delegate) = makeBar(harness)
        harness.touches.tap(CGPoint(x: 500, y: 128), at: 0)
        harness.keyboard.type("ink")
        // The clear button: a 19-point square 5 points in from the field's trailing edge,
        // centred: x 992 − 5 − 9.5 = 977.5, y 128.
        harness.touches.tap(CGPoint(x: 977, y: 128), at: 1)
        #expect(bar.text == "" && delegate.calls.last == "text ")
        #expect(bar.searchTextField.isFirstResponder)
    }

    @Test func theCancelButtonTakesTheTrailingSideAndReportsATap() throws {
        let harness = KeyboardHarness()
        let (bar, delegate) = makeBar(harness)
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        let cancel = bar.cancelButton
        #expect(!cancel.isHidden && cancel.title(for: .normal) == "Cancel")
        // The button ends 8 points from the edge; the field ends 8 points before it.
        #expect(cancel.frame.maxX == 992)
        #expect(bar.searchTextField.frame.maxX == cancel.frame.minX - 8)
        harness.touches.tap(CGPoint(x: cancel.frame.midX, y: 128), at: 0)
        #expect(delegate.calls == ["cancel"])
        bar.setShowsCancelButton(false, animated: false)
        bar.layoutIfNeeded()
        #expect(cancel.isHidden && bar.searchTextField.frame.maxX == 992)
    }

    @Test func scopeButtonsSelectByTouch() {
        let harness = KeyboardHarness()
        let (bar, delegate) = makeBar(harness) { bar in
            bar.scopeButtonTitles = ["All", "Paintings", "Sculpture"]
            bar.showsScopeBar = true
        }
        #expect(bar.frame.height == 100)
        // The control: 8 points in, 32 tall, centred in the 44-point row below the search
        // row: y 56 + 6 = 62; three equal segments of (1000 − 16) / 3 = 328.
        #expect(bar.scopeControl.frame == CGRect(x: 8, y: 62, width: 984, height: 32))
        #expect(bar.scopeControl.selectedSegmentIndex == 0)
        // The third segment's middle: x 8 + 328 × 2.5 = 828, y 100 + 62 + 16 = 178.
        harness.touches.tap(CGPoint(x: 828, y: 178), at: 0)
        #expect(bar.selectedScopeButtonIndex == 2 && delegate.calls == ["scope 2"])
        // Set by code: no delegate call.
        bar.selectedScopeButtonIndex = 1
        #expect(bar.scopeControl.selectedSegmentIndex == 1 && delegate.calls == ["scope 2"])
    }

    @Test func theBookmarkButtonShowsWhileTheFieldIsEmpty() {
        let harness = KeyboardHarness()
        let (bar, delegate) = makeBar(harness) { $0.showsBookmarkButton = true }
        let field = bar.searchTextField
        field.layoutIfNeeded()
        #expect(bar.bookmarkButton.superview === field)
        // The button (28 points) sits at the field's trailing edge: x 992 − 14, y 128.
        harness.touches.tap(CGPoint(x: 978, y: 128), at: 0)
        #expect(delegate.calls == ["bookmark"])
        harness.touches.tap(CGPoint(x: 500, y: 128), at: 1)
        harness.keyboard.type("a")
        field.layoutIfNeeded()
        #expect(bar.bookmarkButton.superview == nil)
    }

    @Test func theStylesDrawABackgroundOrNone() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        // Translucent by default: the chrome material blurs what lies behind.
        #expect(bar.backgroundView.layer.backdropFilter == UIBlurEffect(style: .systemChromeMaterial).backdropFilter)
        bar.isTranslucent = false
        #expect(bar.backgroundView.layer.backdropFilter == nil && bar.backgroundView.backgroundColor == .systemBackground)
        bar.barTintColor = .systemTeal
        #expect(bar.backgroundView.backgroundColor == .systemTeal)
        bar.searchBarStyle = .minimal
        #expect(bar.backgroundView.backgroundColor == nil && bar.backgroundView.layer.backdropFilter == nil)
    }
}
