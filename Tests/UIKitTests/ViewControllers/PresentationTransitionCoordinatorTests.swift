// Vitrine — Apache License 2.0
// `transitionCoordinator` during a presentation and a dismissal: the controllers taking
// part read it from their `will` callbacks; alongside closures animate with the
// presentation (same duration, same ease-in-ease-out curve) and completions run at its
// end, before the `did` callbacks.
import Testing
@testable import UIKitCore

/// A logging controller that, in `viewWillAppear` and `viewWillDisappear`, fades `marker`
/// out (appearing) or in (disappearing) alongside the transition and logs its completion.
@MainActor final class CoordinatedController: LoggingViewController {
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    private func coordinate(appearing: Bool) {
        guard let coordinator = transitionCoordinator else { return log.record("\(name) no coordinator") }
        log.record("\(name) coordinator animated=\(coordinator.isAnimated) duration=\(coordinator.transitionDuration)")
        coordinator.animate(alongsideTransition: { [self] _ in
            marker.alpha = appearing ? 0 : 1
            log.record("\(name) alongside")
        }, completion: { [self] context in
            log.record("\(name) completion cancelled=\(context.isCancelled)")
        })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        coordinate(appearing: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        coordinate(appearing: false)
    }
}

@MainActor @Suite struct PresentationTransitionCoordinatorTests {
    private let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    /// A shown window whose root logs into a fresh log, and a coordinated "sheet" in
    /// `style` (nil: the default) to present from it; the log starts empty.
    private func makeScene(_ style: UIModalPresentationStyle? = nil,
                           _ transition: UIModalTransitionStyle = .coverVertical) -> (LifecycleLog, TouchHarness, LoggingViewController, CoordinatedController) {
        let log = LifecycleLog()
        let harness = TouchHarness()
        let root = LoggingViewController("root", log: log)
        harness.window.rootViewController = root
        let sheet = CoordinatedController("sheet", log: log)
        if let style { sheet.modalPresentationStyle = style }
        sheet.modalTransitionStyle = transition
        _ = log.take()
        return (log, harness, root, sheet)
    }

    /// An animated page sheet: the coordinator is there in `viewWillAppear`, 0.5 s long;
    /// the alongside fade is half done a quarter of a second in (the ease-in-ease-out
    /// curve is 0.5 at the middle); the completion comes before `viewDidAppear`; and the
    /// coordinator is gone afterwards, from both controllers.
    @Test func anAnimatedPresentationCoordinatesAlongsideAnimations() {
        let (log, harness, root, sheet) = makeScene()
        root.present(sheet, animated: true)
        #expect(root.transitionCoordinator != nil && sheet.transitionCoordinator === root.transitionCoordinator)
        #expect(sheet.transitionCoordinator?.viewController(forKey: .from) === root)
        #expect(sheet.transitionCoordinator?.viewController(forKey: .to) === sheet)
        #expect(log.take() == [
            "sheet.viewDidLoad", "sheet.viewWillAppear(animated)", "sheet coordinator animated=true duration=0.5", "sheet alongside",
        ])
        showAnimationFrame(at: 20_000)
        showAnimationFrame(at: 20_000.25)
        #expect(abs(Double(sheet.marker.layer.presentation()!.opacity) - (1 - easeInOut.value(at: 0.5))) < 1e-6)
        showAnimationFrame(at: 20_000.6)
        #expect(log.take() == ["sheet completion cancelled=false", "sheet.viewDidAppear(animated)"])
        #expect(root.transitionCoordinator == nil && sheet.transitionCoordinator == nil)

        sheet.dismiss(animated: true)
        #expect(root.transitionCoordinator?.viewController(forKey: .from) === sheet)
        #expect(root.transitionCoordinator?.viewController(forKey: .to) === root)
        #expect(log.take() == ["sheet.viewWillDisappear(animated)", "sheet coordinator animated=true duration=0.5", "sheet alongside"])
        showAnimationFrame(at: 20_001)
        showAnimationFrame(at: 20_001.6)
        #expect(log.take() == ["sheet completion cancelled=false", "sheet.viewDidDisappear(animated)"])
        #expect(root.transitionCoordinator == nil && root.presentedViewController == nil)
        withExtendedLifetime(harness) {}
    }

    /// Without animation the alongside closures and the completion run before `present`
    /// returns, in that order, before `viewDidAppear`.
    @Test func anUnanimatedPresentationRunsEverythingAtOnce() {
        let (log, harness, root, sheet) = makeScene(.fullScreen)
        root.present(sheet, animated: false)
        #expect(log.take() == [
            "sheet.viewDidLoad", "root.viewWillDisappear", "sheet.viewWillAppear", "sheet coordinator animated=false duration=0.0",
            "sheet alongside", "sheet completion cancelled=false", "root.viewDidDisappear", "sheet.viewDidAppear",
        ])
        #expect(sheet.marker.alpha == 0 && sheet.transitionCoordinator == nil)
        withExtendedLifetime(harness) {}
    }

    /// A flip and a curl: the alongside fade runs with the transition, 0.5 s on the
    /// ease-in-ease-out curve (half done a quarter of a second in), both ways; the
    /// completion comes before the `did` callbacks.
    @Test func alongsideAnimationsRunWithAFlipOrACurl() {
        for (index, style) in [UIModalTransitionStyle.flipHorizontal, .partialCurl].enumerated() {
            let (log, harness, root, sheet) = makeScene(.fullScreen, style)
            let start = 21_000 + Double(index) * 10
            root.present(sheet, animated: true)
            #expect(log.take().suffix(2) == ["sheet coordinator animated=true duration=0.5", "sheet alongside"])
            showAnimationFrame(at: start)
            showAnimationFrame(at: start + 0.25)
            #expect(abs(Double(sheet.marker.layer.presentation()!.opacity) - (1 - easeInOut.value(at: 0.5))) < 1e-6, "\(style)")
            showAnimationFrame(at: start + 0.6)
            #expect(log.take() == ["sheet completion cancelled=false", "root.viewDidDisappear(animated)", "sheet.viewDidAppear(animated)"])

            sheet.dismiss(animated: true)
            #expect(log.take() == ["sheet.viewWillDisappear(animated)", "sheet coordinator animated=true duration=0.5",
                                   "root.viewWillAppear(animated)", "sheet alongside"])
            showAnimationFrame(at: start + 1)
            showAnimationFrame(at: start + 1.25)
            #expect(abs(Double(sheet.marker.layer.presentation()!.opacity) - easeInOut.value(at: 0.5)) < 1e-6, "\(style)")
            showAnimationFrame(at: start + 1.6)
            #expect(log.take().first == "sheet completion cancelled=false" && sheet.marker.alpha == 1)
            withExtendedLifetime(harness) {}
        }
    }

    /// An alert fading a marker in alongside its appearance: the coordinator lasts the
    /// alert's 0.4 s and the marker's fade runs in the alert's own spring, so at every
    /// frame its opacity is the alert's; on dismissal, the alert's 0.25 s fade.
    @Test func alongsideAnimationsRunInsideTheAlertsSpring() {
        let harness = TouchHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        let alert = CoordinatedAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        #expect(alert.observedDuration == 0.4)
        showAnimationFrame(at: 35_000)
        for t in [0.05, 0.1, 0.2] {
            showAnimationFrame(at: 35_000 + t)
            let alertOpacity = alert.view.layer.presentation()!.opacity
            #expect(alertOpacity > 0 && alertOpacity < 1)
            #expect(abs(alert.marker.layer.presentation()!.opacity - alertOpacity) < 1e-6)
        }
        showAnimationFrame(at: 35_001)
        #expect(alert.marker.alpha == 1)
        alert.dismiss(animated: true)
        #expect(alert.observedDuration == 0.25)
        showAnimationFrame(at: 35_002)
        showAnimationFrame(at: 35_002.1)
        let alertOpacity = alert.view.layer.presentation()!.opacity
        #expect(alertOpacity > 0 && alertOpacity < 1)
        #expect(abs(alert.marker.layer.presentation()!.opacity - alertOpacity) < 1e-6)
    }
}

/// An alert that fades `marker` in as it appears and out as it disappears, alongside the
/// transition, and keeps the coordinator's duration.
@MainActor final class CoordinatedAlertController: UIAlertController {
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var observedDuration: TimeInterval?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        marker.alpha = 0
        observedDuration = transitionCoordinator?.transitionDuration
        _ = transitionCoordinator?.animate(alongsideTransition: { [self] _ in marker.alpha = 1 }, completion: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observedDuration = transitionCoordinator?.transitionDuration
        _ = transitionCoordinator?.animate(alongsideTransition: { [self] _ in marker.alpha = 0 }, completion: nil)
    }
}
