// Vitrine — Apache License 2.0
// UIAlertController: the layout follows the metrics of AlertMetrics.swift (270-point
// alert, 44-point rows, 17-point semibold title, 13-point message; Vitrine's paddings of
// 20 points above and below the header and 4 between title and message), the order and
// bolding written in AlertView.swift, and the presentation of UIAlertController.swift.
// Taps go through the real touch path (TouchHarness).
import Testing
@testable import UIKitCore

/// Records which handlers ran and what they saw.
@MainActor final class AlertHandlerLog {
    var entries: [String] = []
}

@MainActor @Suite struct UIAlertControllerTests {
    /// A 1000 × 1000 window (regular × regular) whose root controller has appeared.
    private func makeScene() -> (TouchHarness, UIViewController) {
        let harness = TouchHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        return (harness, root)
    }

    /// The height a label of `font` takes for `text` in the header's 270 − 2 × 16 = 238
    /// points.
    private func textHeight(_ text: String, _ font: UIFont) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = text
        return label.sizeThatFits(CGSize(width: 238, height: CGFloat.greatestFiniteMagnitude)).height.rounded(.up)
    }

    private func frameInWindow(_ view: UIView, _ window: UIWindow) -> CGRect {
        view.convert(view.bounds, to: window)
    }

    private func rows(of alert: UIAlertController) -> [AlertActionRow] {
        (alert.view as! AlertView).rows
    }

    /// Two actions sit side by side, the cancel action on the left in bold; the alert is
    /// 270 wide, centred: x = (1000 − 270) / 2 = 365; its height is 20 + title + 4 +
    /// message + 20 + 44.
    @Test func anAlertWithTwoActionsIsCentredWithTheActionsSideBySide() {
        let (harness, root) = makeScene()
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(alert.preferredStyle == .alert && alert.actions.map(\.title) == ["Delete", "Cancel"])
        root.present(alert, animated: false)

        let titleHeight = textHeight("Delete photo?", .systemFont(ofSize: 17, weight: .semibold))
        let messageHeight = textHeight("This cannot be undone.", .systemFont(ofSize: 13))
        let header = 20 + titleHeight + 4 + messageHeight + 20
        let height = header + 44
        let frame = frameInWindow(alert.view, harness.window)
        #expect(frame == CGRect(x: 365, y: ((1000 - height) / 2).rounded(.down), width: 270, height: height))
        let view = alert.view as! AlertView
        #expect(view.mainGroup.layer.cornerRadius == 14)
        #expect(view.titleLabel.font == .systemFont(ofSize: 17, weight: .semibold) && view.messageLabel.font == .systemFont(ofSize: 13))
        let rows = rows(of: alert)
        #expect(rows.map { $0.action.title } == ["Cancel", "Delete"])
        #expect(frameInWindow(rows[0], harness.window) == CGRect(x: 365, y: frame.minY + header, width: 135, height: 44))
        #expect(frameInWindow(rows[1], harness.window) == CGRect(x: 500, y: frame.minY + header, width: 135, height: 44))
        #expect(rows[0].label.font == .systemFont(ofSize: 17, weight: .semibold) && rows[1].label.font == .systemFont(ofSize: 17))
        #expect(rows[1].titleColor == .systemRed && rows[0].titleColor == .systemBlue)
        // Above everything in the window, over a black dimming view at 20 %.
        let container = harness.window.subviews.last
        #expect(alert.view.superview === container && container?.frame == harness.window.bounds)
        #expect(container?.subviews.first?.backgroundColor == UIColor.black.withAlphaComponent(0.2))
    }

    /// Three actions are stacked 44 points apart with the cancel action last; the preferred
    /// action is in bold, and the cancel action then is not.
    @Test func threeActionsAreStackedWithTheCancelActionAtTheBottom() {
        let (harness, root) = makeScene()
        let alert = UIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(cancel)
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        alert.preferredAction = save
        root.present(alert, animated: false)
        let header = 20 + textHeight("Save changes?", .systemFont(ofSize: 17, weight: .semibold)) + 20
        let frame = frameInWindow(alert.view, harness.window)
        #expect(frame.height == header + 3 * 44)
        let rows = rows(of: alert)
        #expect(rows.map { $0.action.title } == ["Save", "Discard", "Cancel"])
        for (index, row) in rows.enumerated() {
            #expect(frameInWindow(row, harness.window) == CGRect(x: 365, y: frame.minY + header + 44 * CGFloat(index), width: 270, height: 44))
        }
        let bold = UIFont.systemFont(ofSize: 17, weight: .semibold), regular = UIFont.systemFont(ofSize: 17)
        #expect(rows.map { $0.label.font } == [bold, regular, regular])
    }

    /// UIKit raises on a second cancel action and on a preferred action that is not one of
    /// the controller's; Vitrine logs and ignores them.
    @Test func aSecondCancelActionAndAForeignPreferredActionAreIgnored() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        #expect(alert.actions.map(\.title) == ["Cancel"])
        alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
        #expect(alert.preferredAction == nil)
        let defaultStyle = UIAlertController()
        #expect(defaultStyle.preferredStyle == .actionSheet && defaultStyle.popoverPresentationController != nil)
        #expect(alert.popoverPresentationController == nil)
    }

    /// A tap on an action dismisses the alert, and the handler runs once it is gone (the
    /// alert has no presenter and no window any more).
    @Test func tappingAnActionDismissesAndThenCallsItsHandler() {
        let (harness, root) = makeScene()
        let log = AlertHandlerLog()
        let alert = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            log.entries.append("\(action.title!) presented=\(alert.presentingViewController != nil) inWindow=\(alert.viewIfLoaded?.window != nil)")
        })
        root.present(alert, animated: true)
        let start = 20_000.0
        showAnimationFrame(at: start)
        showAnimationFrame(at: start + 0.4)
        #expect(!alert.isBeingPresented)
        let delete = frameInWindow(rows(of: alert)[1], harness.window)
        harness.tap(CGPoint(x: delete.midX, y: delete.midY), at: 1)
        #expect(log.entries.isEmpty && alert.isBeingDismissed)
        showAnimationFrame(at: start + 1)
        showAnimationFrame(at: start + 1.25)
        #expect(log.entries == ["Delete presented=false inWindow=false"])
        #expect(root.presentedViewController == nil && harness.window.subviews.count == 1)
    }

    /// A disabled action is gray and takes no taps; enabled again, it works.
    @Test func aDisabledActionIsDimmedAndNotTappable() {
        let (harness, root) = makeScene()
        let log = AlertHandlerLog()
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in log.entries.append("ok") }
        ok.isEnabled = false
        alert.addAction(ok)
        root.present(alert, animated: false)
        let row = rows(of: alert)[0]
        #expect(!row.isEnabled && row.titleColor == .secondaryLabel)
        let frame = frameInWindow(row, harness.window)
        harness.tap(CGPoint(x: frame.midX, y: frame.midY), at: 1)
        #expect(log.entries.isEmpty && root.presentedViewController === alert)
        ok.isEnabled = true
        #expect(row.isEnabled && row.titleColor == .systemBlue)
        harness.tap(CGPoint(x: frame.midX, y: frame.midY), at: 2)
        showAnimationFrame(at: 23_000)
        showAnimationFrame(at: 23_000.25)
        #expect(log.entries == ["ok"] && root.presentedViewController == nil)
    }

    /// The alert appears scaled by 1.2 and transparent, the dimming transparent, and ends
    /// at scale 1, opaque, after 0.4 s; a tap outside an alert does nothing.
    @Test func theAlertScalesDownAndFadesInThenIgnoresTapsOutside() {
        let (harness, root) = makeScene()
        let alert = UIAlertController(title: "Hello", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        var presented = false
        root.present(alert, animated: true) { presented = true }
        let dimming = alert.view.superview!.subviews.first!
        let start = 21_000.0
        showAnimationFrame(at: start)
        #expect(alert.view.layer.presentation()?.affineTransform() == CGAffineTransform(scaleX: 1.2, y: 1.2))
        #expect(alert.view.layer.presentation()?.opacity == 0 && dimming.layer.presentation()?.opacity == 0)
        showAnimationFrame(at: start + 0.1)
        let midScale = alert.view.layer.presentation()!.affineTransform().a
        let midOpacity = alert.view.layer.presentation()!.opacity
        #expect(midScale > 1 && midScale < 1.2 && midOpacity > 0 && midOpacity < 1)
        showAnimationFrame(at: start + 0.4)
        #expect(presented && alert.view.transform == .identity && alert.view.alpha == 1)
        harness.tap(CGPoint(x: 50, y: 50), at: 1)
        #expect(root.presentedViewController === alert)
    }

    /// At compact width (400 × 800) an action sheet is 400 − 16 = 384 wide, 8 points from
    /// the bottom, with 57-point rows, the cancel action alone 8 points below the others;
    /// it slides up from the bottom edge; a tap outside runs the cancel action.
    @Test func aCompactActionSheetSlidesUpWithTheCancelActionApart() {
        let harness = TouchHarness()
        harness.window.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        let root = UIViewController()
        harness.window.rootViewController = root
        let log = AlertHandlerLog()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(sheet, animated: true)
        // 2 × 57 for the group, 8 apart, 57 for the cancel action: 179 high, bottom at 792.
        #expect(frameInWindow(sheet.view, harness.window) == CGRect(x: 8, y: 792 - 179, width: 384, height: 179))
        let view = sheet.view as! AlertView
        #expect(view.rows.map { $0.action.title } == ["Share", "Delete", "Cancel"])
        #expect(view.cancelGroup.frame == CGRect(x: 0, y: 122, width: 384, height: 57) && view.cancelGroup.layer.cornerRadius == 13)
        #expect(view.rows[2].label.font == .systemFont(ofSize: 20, weight: .semibold) && view.rows[0].label.font == .systemFont(ofSize: 20))
        let start = 22_000.0
        showAnimationFrame(at: start)
        #expect(sheet.view.layer.presentation()?.frame.minY == 800)
        showAnimationFrame(at: start + 0.4)
        harness.tap(CGPoint(x: 200, y: 100), at: 1)
        showAnimationFrame(at: start + 1)
        showAnimationFrame(at: start + 1.25)
        #expect(log.entries == ["cancel"] && root.presentedViewController == nil)
    }

    /// On a regular-width screen an action sheet without a source is a 304-point card in
    /// the middle, without its cancel action; with a source view it is a popover below it,
    /// centred on it. A tap outside cancels.
    @Test func aRegularWidthActionSheetIsACentredCardOrAPopoverBelowItsSource() {
        let (harness, root) = makeScene()
        let log = AlertHandlerLog()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        root.present(sheet, animated: false)
        #expect(frameInWindow(sheet.view, harness.window) == CGRect(x: 348, y: 471, width: 304, height: 57))  // (1000 − 304) / 2, ⌊(1000 − 57) / 2⌋
        #expect(rows(of: sheet).map { $0.action.title } == ["Share"])
        #expect(sheet.view.superview?.subviews.first?.backgroundColor == UIColor.black.withAlphaComponent(0))
        harness.tap(CGPoint(x: 50, y: 50), at: 1)
        showAnimationFrame(at: 24_000)
        showAnimationFrame(at: 24_000.25)
        #expect(log.entries == ["cancel"] && root.presentedViewController == nil)

        let button = UIView(frame: CGRect(x: 600, y: 100, width: 100, height: 40))
        root.view.addSubview(button)
        sheet.popoverPresentationController?.sourceView = button
        sheet.popoverPresentationController?.permittedArrowDirections = [.up, .down]
        root.present(sheet, animated: false)
        // Centred on x = 650: 650 − 152 = 498; below 140 by the 13-point arrow.
        #expect(frameInWindow(sheet.view, harness.window) == CGRect(x: 498, y: 153, width: 304, height: 57))
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
    }
}
