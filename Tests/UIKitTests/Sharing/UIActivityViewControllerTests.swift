// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// An app service that records what the sheet asked of it.
@MainActor final class RecordingActivity: UIActivity {
    var calls: [String] = []
    var acceptsItems = true

    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.save") }
    override var activityTitle: String? { "Save to Kiosk" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { acceptsItems }
    override func prepare(withActivityItems activityItems: [Any]) { calls.append("prepare \(activityItems.count)") }
    override func perform() {
        // Performed once the sheet is gone.
        calls.append("perform presented=\(controller?.presentingViewController != nil)")
        activityDidFinish(true)
    }
}

/// The share sheet: the app's services, Copy and Cancel; the completion handler.
@MainActor @Suite struct UIActivityViewControllerTests {
    /// A window whose root controller presents the sheet without animation.
    private func present(_ sheet: UIActivityViewController) -> (TouchHarness, UIViewController) {
        let harness = TouchHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        root.present(sheet, animated: false)
        return (harness, root)
    }

    /// Runs a second of frames from `time`: a dismissal's animation and its completion.
    private func finishAnimations(from time: Double) {
        for step in 0...60 { showAnimationFrame(at: time + Double(step) / 60) }
    }

    @Test func theSheetListsTheAppsServicesCopyAndCancel() {
        let save = RecordingActivity()
        let refusing = RecordingActivity()
        refusing.acceptsItems = false
        let sheet = UIActivityViewController(activityItems: ["Table 4", URL(string: "https://example.com/menu")!],
                                             applicationActivities: [save, refusing])
        let (_, root) = present(sheet)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.modalPresentationStyle == .formSheet)
        #expect(sheet.rowButtons.map { $0.title(for: .normal) } == ["Save to Kiosk", "Copy", "Cancel"])
        #expect(sheet.preferredContentSize == CGSize(width: 320, height: 3 * 52))
        // Excluding Copy and the app's service leaves Cancel.
        let excluded = UIActivityViewController(activityItems: ["x"], applicationActivities: [RecordingActivity()])
        excluded.excludedActivityTypes = [.copyToPasteboard, UIActivity.ActivityType("com.example.save")]
        #expect(excluded.rows.map(\.title) == ["Cancel"])
        // Items without text offer no Copy.
        #expect(UIActivityViewController(activityItems: [42], applicationActivities: nil).rows.map(\.title) == ["Cancel"])
    }

    @Test func copyPutsTheItemsTextOnThePasteboardAndReportsIt() {
        let sheet = UIActivityViewController(activityItems: ["Table 4", URL(string: "https://example.com/menu")!],
                                             applicationActivities: nil)
        var reports: [String] = []
        sheet.completionWithItemsHandler = { type, completed, items, error in
            reports.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil)")
        }
        let (_, root) = present(sheet)
        sheet.rowButtons[0].sendActions(for: .touchUpInside)
        finishAnimations(from: 31_000)
        #expect(UIPasteboard.general.strings == ["Table 4", "https://example.com/menu"])
        #expect(reports == ["com.apple.UIKit.activity.CopyToPasteboard true true true"])
        #expect(root.presentedViewController == nil)
    }

    @Test func anAppServiceIsPreparedThenPerformedAfterTheSheetGoesAndReported() {
        let save = RecordingActivity()
        let sheet = UIActivityViewController(activityItems: ["a", "b"], applicationActivities: [save])
        var reports: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in reports.append("\(type?.rawValue ?? "nil") \(completed)") }
        let (_, root) = present(sheet)
        sheet.rowButtons[0].sendActions(for: .touchUpInside)
        finishAnimations(from: 32_000)
        #expect(save.calls == ["prepare 2", "perform presented=false"])
        #expect(reports == ["com.example.save true"])
        #expect(root.presentedViewController == nil)
    }

    @Test func cancelReportsNothingDone() {
        let sheet = UIActivityViewController(activityItems: ["a"], applicationActivities: nil)
        var reports: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in reports.append("\(type?.rawValue ?? "nil") \(completed)") }
        let (harness, root) = present(sheet)
        sheet.rowButtons.last!.sendActions(for: .touchUpInside)
        finishAnimations(from: 33_000)
        #expect(reports == ["nil false"])
        #expect(root.presentedViewController == nil && harness.window.rootViewController === root)
    }
}
