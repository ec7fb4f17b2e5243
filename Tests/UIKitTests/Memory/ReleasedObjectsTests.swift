// Vitrine — Apache License 2.0
// A kiosk runs for years: whatever a screen makes while it is used must go when the
// screen goes. Each test drives a screen through the real touch path and the frame
// clock (scrolling, selection, animations, presentation), lets it come to rest, drops
// it, and checks through weak references that every object it made deinitialised: a
// closure, display link, timer or target that captured one strongly would keep it.
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor @Suite struct ReleasedObjectsTests {
    /// Weak references to objects a test expects to be released.
    private final class Watch {
        private var entries: [(name: String, ref: WeakBox)] = []
        private final class WeakBox {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }

        func add(_ name: String, _ object: AnyObject) { entries.append((name, WeakBox(object))) }

        /// The names of the watched objects still alive.
        var alive: [String] { entries.filter { $0.ref.object != nil }.map(\.name) }
        var count: Int { entries.count }
    }

    @Test func aTableFlickedAndTappedIsReleasedWithItsCells() {
        let watch = Watch()
        do {
            let harness = TableHarness(rows: [200])
            // A flick up: the finger moves 300 points in 100 ms, then the glide.
            harness.touches.drag(from: CGPoint(x: 300, y: 480), to: CGPoint(x: 300, y: 180), start: harness.now + 0.001)
            harness.wait(4)
            // A row tapped: highlight, selection, then an animated deselection.
            let row = harness.table.indexPathsForVisibleRows?[2] ?? IndexPath(row: 0, section: 0)
            harness.tap(row)
            harness.table.deselectRow(at: row, animated: true)
            harness.wait(1)
            watch.add("window", harness.touches.window)
            watch.add("table", harness.table)
            watch.add("source", harness.source)
            for (index, cell) in harness.table.visibleCells.enumerated() { watch.add("cell \(index)", cell) }
            for (index, recognizer) in (harness.table.gestureRecognizers ?? []).enumerated() { watch.add("recognizer \(index)", recognizer) }
            #expect(watch.count > 8)
        }
        #expect(watch.alive.isEmpty, "still alive: \(watch.alive)")
    }

    @Test func aViewRemovedDuringItsAnimationIsReleased() {
        let watch = Watch()
        do {
            let touches = TouchHarness()
            let frames = FrameStepper(touches: touches)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.backgroundColor = .red
            touches.window.addSubview(view)
            frames.wait(0.1)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.2; view.center.x = 500 }, completion: { _ in view.backgroundColor = .blue })
            frames.wait(0.3)
            view.removeFromSuperview()
            frames.wait(1)
            watch.add("view", view)
            watch.add("layer", view.layer)
            watch.add("window", touches.window)
        }
        #expect(watch.alive.isEmpty, "still alive: \(watch.alive)")
    }

    @Test func aControllerPresentedAndDismissedWithAnimationIsReleased() {
        let watch = Watch()
        let touches = TouchHarness()
        let frames = FrameStepper(touches: touches)
        let root = UIViewController()
        touches.window.rootViewController = root
        frames.wait(0.1)
        do {
            let sheet = UIViewController()
            let button = UIButton(type: .system)
            button.setTitle("Close", for: .normal)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            button.addAction(UIAction { [weak sheet] _ in sheet?.dismiss(animated: true) }, for: .touchUpInside)
            sheet.view.addSubview(button)
            sheet.modalPresentationStyle = .fullScreen
            root.present(sheet, animated: true)
            frames.wait(1)
            // The button tapped through the touch path dismisses the sheet.
            let centre = button.convert(CGPoint(x: 50, y: 22), to: touches.window)
            touches.tap(centre, at: frames.now + 0.001)
            frames.wait(1)
            #expect(root.presentedViewController == nil)
            watch.add("sheet", sheet)
            watch.add("sheet's view", sheet.view)
            watch.add("button", button)
        }
        #expect(watch.alive.isEmpty, "still alive: \(watch.alive)")
    }

    /// A sheet configured before `present` (its presentation controller made then, as iOS
    /// code does) and dismissed goes with that presentation controller.
    @Test func aConfiguredSheetPresentedAndDismissedIsReleased() {
        let watch = Watch()
        let touches = TouchHarness()
        let frames = FrameStepper(touches: touches)
        let root = UIViewController()
        touches.window.rootViewController = root
        frames.wait(0.1)
        do {
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .pageSheet
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            sheet.sheetPresentationController?.prefersGrabberVisible = true
            root.present(sheet, animated: true)
            frames.wait(1)
            sheet.dismiss(animated: true)
            frames.wait(1)
            #expect(root.presentedViewController == nil)
            watch.add("sheet", sheet)
            if let controller = sheet.presentationController { watch.add("presentation controller", controller) }
        }
        #expect(watch.alive.isEmpty, "still alive: \(watch.alive)")
    }

    @Test func aControllerPushedAndPoppedWithAnimationIsReleased() {
        let watch = Watch()
        let touches = TouchHarness()
        let frames = FrameStepper(touches: touches)
        let navigation = UINavigationController(rootViewController: UIViewController())
        touches.window.rootViewController = navigation
        frames.wait(0.1)
        do {
            let pushed = UIViewController()
            pushed.title = "Detail"
            pushed.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
            navigation.pushViewController(pushed, animated: true)
            frames.wait(1)
            navigation.popViewController(animated: true)
            frames.wait(1)
            #expect(navigation.viewControllers.count == 1)
            watch.add("pushed", pushed)
            watch.add("pushed's view", pushed.view)
        }
        #expect(watch.alive.isEmpty, "still alive: \(watch.alive)")
    }

    @Test func anAlertPresentedAndAnsweredIsReleased() {
        let watch = Watch()
        let touches = TouchHarness()
        let frames = FrameStepper(touches: touches)
        let root = UIViewController()
        touches.window.rootViewController = root
        frames.wait(0.1)
        do {
            var answered = false
            let alert = UIAlertController(title: "Order", message: "Send it?", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Send", style: .default) { _ in answered = true })
            alert.addTextField { field in field.placeholder = "Name" }
            root.present(alert, animated: true)
            frames.wait(1)
            alert.dismiss(animated: true)
            frames.wait(1)
            #expect(!answered && root.presentedViewController == nil)
            watch.add("alert", alert)
            watch.add("alert's view", alert.view)
            for (index, field) in (alert.textFields ?? []).enumerated() { watch.add("field \(index)", field) }
        }
        #expect(watch.alive.isEmpty, "still alive: \(watch.alive)")
    }
}
