// Vitrine — Apache License 2.0
// Sheets with detents at compact width (a 400 × 800 window): medium is half the height
// (400 points high, top at 400), large reaches 40 points below the top (760 high); the
// drag follows the finger and the release goes to the resting place nearest to the
// position plus 0.099 s of the velocity (SheetDragTracker.swift). Drags go through the
// real touch path.
import Testing
@testable import UIKitCore

/// Records what a sheet's delegate hears.
@MainActor final class SheetDelegateLog: UISheetPresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        entries.append("detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

@MainActor @Suite struct UISheetPresentationControllerTests {
    /// A 400 × 800 window (compact width) with a root controller whose view logs touches,
    /// and a sheet with medium and large detents presented at medium.
    private func makeScene(detents: [UISheetPresentationController.Detent] = [.medium(), .large()])
        -> (TouchHarness, UIViewController, UIViewController, SheetDelegateLog, TouchLogView) {
        let harness = TouchHarness()
        harness.window.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        let root = UIViewController()
        harness.window.rootViewController = root
        let below = TouchLogView("below", frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.view.addSubview(below)
        let sheet = UIViewController()
        let log = SheetDelegateLog()
        sheet.sheetPresentationController?.detents = detents
        sheet.sheetPresentationController?.delegate = log
        root.present(sheet, animated: false)
        return (harness, root, sheet, log, below)
    }

    /// Drags from `from` to `to` in 10 steps, holds still for 0.1 s (no velocity left),
    /// and lifts.
    private func slowDrag(_ harness: TouchHarness, from: CGPoint, to: CGPoint, start: Double) {
        var time = harness.drag(from: from, to: to, start: start, lift: false)
        for _ in 0..<10 {
            time += 0.01
            harness.send(.moved, to, at: time)
        }
        harness.send(.ended, to, at: time + 0.01)
    }

    @Test func detentsGrabberAndCornerRadiusShapeTheSheet() {
        let (harness, _, sheet, log, _) = makeScene()
        let controller = sheet.sheetPresentationController!
        #expect(sheet.view.frame == CGRect(x: 0, y: 400, width: 400, height: 400))  // medium, the smallest
        #expect(sheet.view.layer.cornerRadius == 10 && controller.presentingViewController === harness.window.rootViewController)
        controller.prefersGrabberVisible = true
        let grabber = sheet.view.subviews.last
        #expect(grabber?.frame == CGRect(x: 182, y: 5, width: 36, height: 5))  // (400 − 36) / 2
        controller.preferredCornerRadius = 20
        #expect(sheet.view.layer.cornerRadius == 20)
        controller.selectedDetentIdentifier = .large
        #expect(sheet.view.frame == CGRect(x: 0, y: 40, width: 400, height: 760))
        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        #expect(sheet.view.frame.minY == 400)  // the model at once; the sheet animates there
        showAnimationFrame(at: 30_000)
        #expect(sheet.view.layer.presentation()?.frame.minY == 40)
        showAnimationFrame(at: 30_000.5)
        #expect(log.entries.isEmpty)  // changes in code are not reported
        controller.prefersGrabberVisible = false
        #expect(grabber?.superview == nil)
    }

    /// Released 250 points up (top at 150, no velocity) the sheet goes to large (40 is
    /// nearer than 400); dragged down 240 points from there (top 280) it goes to medium.
    @Test func aSlowDragSnapsToTheNearestDetentByPosition() {
        let (harness, _, sheet, log, _) = makeScene()
        slowDrag(harness, from: CGPoint(x: 200, y: 420), to: CGPoint(x: 200, y: 170), start: 1)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(sheet.view.frame == CGRect(x: 0, y: 40, width: 400, height: 760))
        slowDrag(harness, from: CGPoint(x: 200, y: 60), to: CGPoint(x: 200, y: 300), start: 2)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .medium)
        #expect(sheet.view.frame.minY == 400)
        #expect(log.entries == ["detent com.apple.UIKit.large", "detent com.apple.UIKit.medium"])
    }

    /// A flick of 100 points in 50 ms (2000 points/s) ends with the top at 300, nearer
    /// medium (400) than large (40); projected 2000 × 0.099 = 198 points further, to 102, it
    /// goes to large.
    @Test func aFlickGoesToTheDetentItsVelocityReaches() {
        let (harness, _, sheet, _, _) = makeScene()
        harness.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 350), steps: 5, start: 1)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
    }

    /// Pulled down to 540 with no velocity (nearer the bottom, 800, than the large detent,
    /// 40) the sheet is dismissed: shouldDismiss, willDismiss, the animation, didDismiss.
    @Test func pullingASheetDownDismissesItAndTellsTheDelegate() {
        let (harness, root, sheet, log, _) = makeScene(detents: [.large()])
        slowDrag(harness, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), start: 1)
        #expect(log.entries == ["shouldDismiss", "willDismiss"] && sheet.isBeingDismissed)
        showAnimationFrame(at: 31_000)
        showAnimationFrame(at: 31_000.5)
        #expect(log.entries == ["shouldDismiss", "willDismiss", "didDismiss"] && root.presentedViewController == nil)
    }

    /// A delegate that refuses, and a sheet that is modal in presentation, keep the sheet:
    /// it resists below its lowest place (a pull of 500 points, of which the pan counts 490
    /// after its 10-point hysteresis, moves it by (1 − 1 / (0.55 × 490 / 800 + 1)) × 800
    /// ≈ 201.58), and the delegate hears of the attempt.
    @Test func aRefusedOrModalSheetStaysAndReportsTheAttempt() {
        let (harness, root, sheet, log, _) = makeScene(detents: [.large()])
        log.allowsDismissal = false
        slowDrag(harness, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), start: 1)
        #expect(log.entries == ["shouldDismiss", "didAttemptToDismiss"] && root.presentedViewController === sheet)
        #expect(sheet.view.frame.minY == 40)

        log.entries = []
        sheet.isModalInPresentation = true
        harness.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), start: 2, lift: false)
        #expect(abs(sheet.view.frame.minY - (40 + (1 - 1 / (0.55 * 490 / 800 + 1)) * 800)) < 0.01)
        harness.send(.ended, CGPoint(x: 200, y: 600), at: 3)
        #expect(log.entries == ["didAttemptToDismiss"] && sheet.view.frame.minY == 40)
    }

    /// With `largestUndimmedDetentIdentifier` medium, the content behind a medium sheet is
    /// not dimmed and takes touches; at large it is dimmed and does not.
    @Test func belowTheLargestUndimmedDetentTheContentBehindTakesTouches() {
        let (harness, _, sheet, _, below) = makeScene()
        let controller = sheet.sheetPresentationController!
        controller.largestUndimmedDetentIdentifier = .medium
        let dimming = sheet.view.superview?.subviews.first
        #expect(dimming?.alpha == 0)
        harness.tap(CGPoint(x: 200, y: 100), at: 1)
        #expect(below.log == ["began1", "ended1"])
        controller.selectedDetentIdentifier = .large
        #expect(dimming?.alpha == 1)
        harness.tap(CGPoint(x: 200, y: 20), at: 2)
        #expect(below.log == ["began1", "ended1"])
    }

    /// On a regular-width screen a form sheet is a centred card; pulled down 500 points it
    /// is dismissed (690 is nearer the bottom, 1000, than its place, 190).
    @Test func aCardIsPulledDownToDismissOnALargeScreen() {
        let harness = TouchHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        #expect(form.view.frame == CGRect(x: 230, y: 190, width: 540, height: 620))
        slowDrag(harness, from: CGPoint(x: 500, y: 300), to: CGPoint(x: 500, y: 800), start: 1)
        showAnimationFrame(at: 32_000)
        showAnimationFrame(at: 32_000.5)
        #expect(root.presentedViewController == nil)
    }
}
