// Vitrine — Apache License 2.0
// The stack-view toolbar of both source-compatibility apps, built and laid out headless.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct StackedToolbarTests {
    /// 400 wide with 16-point margins: the row is 400 - 32 = 368 wide at x 16, y 12 below
    /// the title; three buttons fill it equally with gaps of 8 (system) and 20 (custom),
    /// so each is (368 - 28) / 3 ≈ 113.3 wide. Hiding the stop button leaves two buttons
    /// with the play button's gap, 8: (368 - 8) / 2 = 180 each.
    @Test func bothLanguageModesLayOutTheToolbar() {
        let toolbars: [(UIView, UIStackView, UIView, UIView, () -> Void)] = [
            { let t = Swift5App.StackedToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
              return (t, t.buttonRow, t.playButton, t.stopButton, { t.setStopHidden(true) }) }(),
            { let t = Swift6App.StackedToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
              return (t, t.buttonRow, t.playButton, t.stopButton, { t.setStopHidden(true) }) }(),
        ]
        for (toolbar, row, play, stop, hideStop) in toolbars {
            toolbar.layoutIfNeeded()
            #expect(row.frame.minX == 16 && row.frame.width == 368)
            #expect(row.arrangedSubviews.count == 3 && row.arrangedSubviews[1] === stop)
            #expect(abs(play.frame.width - 340.0 / 3) < 0.5)
            #expect(abs(stop.frame.minX - (340.0 / 3 + 8)) < 0.5)
            hideStop()
            toolbar.layoutIfNeeded()
            #expect(play.frame.width == 180 && stop.frame.width == 0)
        }
    }
}
