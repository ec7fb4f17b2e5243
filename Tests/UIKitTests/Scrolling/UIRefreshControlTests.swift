// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Pull to refresh, driven through the real touch path on a table (TableHarness: 400 ×
/// 440 points at (100, 100), 100 rows of 44 points).
@MainActor
@Suite struct UIRefreshControlTests {
    /// A table with a refresh control, and the control's events.
    private func makeHarness() -> (TableHarness, UIRefreshControl, ControlEventLog) {
        let harness = TableHarness()
        let control = UIRefreshControl()
        harness.table.refreshControl = control
        harness.wait(0.1)
        return (harness, control, ControlEventLog(control))
    }

    /// A finger pulling the content down by `distance` points, resting 0.2 s (so it lifts
    /// without velocity), then lifting unless `lift` is false.
    private func pull(_ harness: TableHarness, by distance: CGFloat, lift: Bool = true) {
        let from = CGPoint(x: 300, y: 120)
        let to = CGPoint(x: 300, y: 120 + distance)
        var time = harness.touches.drag(from: from, to: to, steps: 20, start: harness.now + 0.001, lift: false)
        harness.wait(0.05)
        time = harness.now + 0.2
        harness.touches.send(.moved, to, at: time)
        harness.wait(0.05)
        if lift {
            harness.touches.send(.ended, to, at: harness.now + 0.01)
        }
    }

    private func settle(_ harness: TableHarness) {
        harness.wait(2)
    }

    @Test func theControlSitsJustAboveTheContentAcrossTheTable() {
        let (harness, control, _) = makeHarness()
        #expect(control.superview === harness.table)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 400, height: 60))
        #expect(!control.isRefreshing)
        #expect(control.spinner.alpha == 0)
    }

    @Test func pullingPastTheThresholdSendsValueChangedOnceWhileTheFingerIsDown() {
        let (harness, control, log) = makeHarness()
        // A 300-point pull shows (1 − 1/(300·0.55/440 + 1))·440 = 120 points of rubber band,
        // past the 100-point trigger (less the pan's 10-point start: still past it).
        pull(harness, by: 300, lift: false)
        #expect(log.events == ["valueChanged"])
        #expect(control.isRefreshing)
        #expect(control.spinner.isAnimating)
        #expect(harness.table.contentOffset.y < -100)
        harness.touches.send(.ended, CGPoint(x: 300, y: 420), at: harness.now + 0.01)
        settle(harness)
        #expect(log.events == ["valueChanged"])
    }

    @Test func whileRefreshingTheContentRestsBelowTheControlAndEndRefreshingAnimatesItBack() {
        let (harness, control, _) = makeHarness()
        pull(harness, by: 300)
        settle(harness)
        // The spring back stops at the grown top inset: 60 points, the control's height.
        #expect(harness.table.contentOffset.y == -60)
        #expect(harness.table.adjustedContentInset.top == 60)
        #expect(harness.table.contentInset.top == 0)

        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(harness.table.adjustedContentInset.top == 0)
        // Animated over 0.3 s: a tenth of a second in, it is on its way, not at the top yet.
        harness.wait(0.1)
        #expect(harness.table.contentOffset.y < 0 && harness.table.contentOffset.y > -60)
        settle(harness)
        #expect(harness.table.contentOffset.y == 0)
        #expect(!control.spinner.isAnimating)
    }

    @Test func aShortPullRevealsThePartlyShownSpinnerAndSpringsBackWithoutRefreshing() {
        let (harness, control, log) = makeHarness()
        // 100 points of finger show (1 − 1/(100·0.55/440 + 1))·440 ≈ 48.9 points, less than 100.
        pull(harness, by: 100, lift: false)
        #expect(control.spinner.alpha > 0 && control.spinner.alpha < 1)
        harness.touches.send(.ended, CGPoint(x: 300, y: 220), at: harness.now + 0.01)
        settle(harness)
        #expect(log.events.isEmpty)
        #expect(!control.isRefreshing)
        #expect(harness.table.contentOffset.y == 0)
        #expect(control.spinner.alpha == 0)
    }

    @Test func aSecondPullTriggersOnlyAfterTheContentCameBackToItsTop() {
        let (harness, control, log) = makeHarness()
        pull(harness, by: 300)
        settle(harness)
        control.endRefreshing()
        settle(harness)
        pull(harness, by: 300)
        settle(harness)
        #expect(log.events == ["valueChanged", "valueChanged"])
        #expect(control.isRefreshing)
    }

    @Test func beginRefreshingSendsNoValueChangedAndKeepsTheOffset() {
        let (harness, control, log) = makeHarness()
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(log.events.isEmpty)
        #expect(harness.table.contentOffset.y == 0)
        #expect(harness.table.adjustedContentInset.top == 60)
        control.endRefreshing()
        #expect(harness.table.adjustedContentInset.top == 0)
    }

    @Test func aDisabledControlDoesNotTrigger() {
        let (harness, control, log) = makeHarness()
        control.isEnabled = false
        pull(harness, by: 300)
        settle(harness)
        #expect(log.events.isEmpty)
        #expect(harness.table.contentOffset.y == 0)
    }

    @Test func tintColorColoursTheSpinnerAndTheTitleShowsUnderIt() {
        let (_, control, _) = makeHarness()
        control.tintColor = .red
        #expect(control.spinner.color == .red)
        control.tintColor = nil
        #expect(control.spinner.color == UIActivityIndicatorView(style: .medium).color)
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        #expect(control.titleLabel.text == "Pull to refresh")
        #expect(!control.titleLabel.isHidden)
    }

    @Test func replacingOrRemovingTheControlGivesItsInsetBack() {
        let (harness, control, _) = makeHarness()
        control.beginRefreshing()
        harness.table.refreshControl = nil
        #expect(control.superview == nil)
        #expect(harness.table.adjustedContentInset.top == 0)
    }

    @Test func theTableViewControllersRefreshControlIsItsTables() {
        let controller = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        #expect(control.superview === controller.tableView)
    }
}
