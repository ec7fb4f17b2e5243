// Vitrine — Apache License 2.0
// Modal presentation. What UIKit documents: the presenting controller's views are removed
// after a `.fullScreen` presentation and stay for `.overFullScreen`; sheets are centred
// over a dimming layer on a regular × regular screen, a sheet from near the top at
// compact width and full-screen at compact height; `.automatic` is `.pageSheet` for an
// ordinary controller; dismissing lower in a stack of presented controllers dismisses
// all above, only the top one animating. The frames follow the geometry written in
// ModalPresentation.swift (Vitrine's numbers); the order between two controllers is the
// one written in UIViewController+Presentation.swift.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIViewControllerPresentationTests {
    private let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    /// A 1000 × 1000 window (regular × regular) driven by the touch path, whose root
    /// controller has appeared.
    private func makeScene(_ log: LifecycleLog) -> (TouchHarness, LoggingViewController) {
        let harness = TouchHarness()
        let root = LoggingViewController("root", log: log)
        harness.window.rootViewController = root
        _ = log.take()
        return (harness, root)
    }

    @Test func aFullScreenPresentationCoversAndRemovesThePresenter() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        let sheet = LoggingViewController("sheet", log: log)
        sheet.recordsFlags = true
        sheet.modalPresentationStyle = .fullScreen
        var completions = 0
        root.present(sheet, animated: false) { completions += 1 }
        #expect(log.take() == [
            "sheet.viewDidLoad+beingPresented", "root.viewWillDisappear", "sheet.viewWillAppear+beingPresented",
            "root.viewDidDisappear", "sheet.viewDidAppear+beingPresented",
        ])
        #expect(completions == 1 && !sheet.isBeingPresented)
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(sheet.view.window === harness.window && sheet.view.frame == harness.window.bounds)
        #expect(root.view.window == nil)
        #expect(sheet.next === root)

        sheet.dismiss(animated: false) { completions += 1 }
        #expect(log.take() == [
            "sheet.viewWillDisappear+beingDismissed", "root.viewWillAppear",
            "sheet.viewDidDisappear+beingDismissed", "root.viewDidAppear",
        ])
        #expect(completions == 2 && !sheet.isBeingDismissed)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.window == nil && root.view.superview === harness.window)
        #expect(harness.window.subviews.count == 1)
    }

    @Test func overFullScreenLeavesThePresenterShownAndAppeared() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        let overlay = LoggingViewController("overlay", log: log)
        overlay.modalPresentationStyle = .overFullScreen
        root.present(overlay, animated: false)
        #expect(log.take() == ["overlay.viewDidLoad", "overlay.viewWillAppear", "overlay.viewDidAppear"])
        #expect(root.view.window === harness.window && overlay.view.frame == harness.window.bounds)
        root.dismiss(animated: false)
        #expect(log.take() == ["overlay.viewWillDisappear", "overlay.viewDidDisappear"])
    }

    /// `.automatic` is a page sheet: min(704, 1000 − 80) = 704 wide, 1000 − 80 = 920 high,
    /// centred: x = (1000 − 704) / 2 = 148, y = 40; over a dimming view; the presenter
    /// stays appeared.
    @Test func theAutomaticStyleIsACentredPageSheetOnALargeScreen() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        let sheet = LoggingViewController("sheet", log: log)
        root.present(sheet, animated: false)
        #expect(log.take() == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(sheet.view.convert(sheet.view.bounds, to: harness.window) == CGRect(x: 148, y: 40, width: 704, height: 920))
        #expect(sheet.view.layer.cornerRadius == 10 && sheet.view.layer.maskedCorners.contains(.layerMaxXMaxYCorner))
        let container = sheet.view.superview
        let dimming = container?.subviews.first
        #expect(container?.frame == harness.window.bounds && dimming !== sheet.view)
        #expect(dimming?.frame == harness.window.bounds && dimming?.backgroundColor == UIColor.black.withAlphaComponent(0.4))
        #expect(root.view.window === harness.window)
    }

    /// A form sheet is 540 × 620 by default, centred: ((1000 − 540) / 2, (1000 − 620) / 2)
    /// = (230, 190); with a preferred 400 × 300, (300, 350).
    @Test func aFormSheetIsACentredCardOfThePreferredSize() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        #expect(form.view.convert(form.view.bounds, to: harness.window) == CGRect(x: 230, y: 190, width: 540, height: 620))
        form.dismiss(animated: false)
        form.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(form, animated: false)
        #expect(form.view.convert(form.view.bounds, to: harness.window) == CGRect(x: 300, y: 350, width: 400, height: 300))
    }

    /// At compact width (400 < 600) a sheet is the full width from 40 points down:
    /// (0, 40, 400, 800 − 40). At compact height (400 < 480) it is full-screen and the
    /// presenter's view goes.
    @Test func sheetsAdaptToCompactSizeClasses() {
        for (size, expected, presenterStays) in [
            (CGSize(width: 400, height: 800), CGRect(x: 0, y: 40, width: 400, height: 760), true),
            (CGSize(width: 800, height: 400), CGRect(x: 0, y: 0, width: 800, height: 400), false),
        ] {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.layer.isHidden = false  // shown to the controllers without entering the window stack
            let root = UIViewController()
            window.rootViewController = root
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .pageSheet
            root.present(sheet, animated: false)
            #expect(sheet.view.convert(sheet.view.bounds, to: window) == expected)
            #expect((root.view.window != nil) == presenterStays)
            if presenterStays {  // the sheet meets the bottom edge: only its top corners are round
                #expect(sheet.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            }
        }
    }

    /// The child at (100, 100) sized 300 × 200 defines the context: the presentation covers
    /// exactly its view, and it is the presenting controller.
    @Test func overCurrentContextCoversTheDefiningControllersView() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        let context = LoggingViewController("context", log: log)
        context.definesPresentationContext = true
        root.addChild(context)
        context.view.frame = CGRect(x: 100, y: 100, width: 300, height: 200)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        let inner = UIViewController()
        inner.modalPresentationStyle = .overCurrentContext
        let asker = UIViewController()
        context.addChild(asker)
        context.view.addSubview(asker.view)
        asker.present(inner, animated: false)
        #expect(inner.presentingViewController === context && asker.presentedViewController === inner)
        #expect(inner.view.convert(inner.view.bounds, to: harness.window) == CGRect(x: 100, y: 100, width: 300, height: 200))
        #expect(context.view.window === harness.window)
    }

    @Test func aChildAsksItsOutermostContainerToPresent() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        defer { withExtendedLifetime(harness) {} }
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        let sheet = UIViewController()
        child.present(sheet, animated: false)
        #expect(sheet.presentingViewController === root && child.presentedViewController === sheet)
        #expect(root.presentedViewController === sheet)
    }

    @Test func presentingWhileAlreadyPresentingOrOutsideAWindowDoesNothing() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        defer { withExtendedLifetime(harness) {} }
        let first = UIViewController()
        root.present(first, animated: false)
        var ran = false
        root.present(UIViewController(), animated: false) { ran = true }
        #expect(root.presentedViewController === first && !ran)
        let detached = UIViewController()
        detached.present(UIViewController(), animated: false) { ran = true }
        #expect(detached.presentedViewController == nil && !ran)
        root.present(first, animated: false) { ran = true }  // already presented
        #expect(!ran)
    }

    /// Dismissing from the bottom of a stack dismisses all above; the controllers go away
    /// top first, then the presenter comes back.
    @Test func dismissingLowerInAStackDismissesEverythingAbove() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        let first = LoggingViewController("first", log: log)
        first.modalPresentationStyle = .fullScreen
        let second = LoggingViewController("second", log: log)
        second.modalPresentationStyle = .overFullScreen
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(second.presentingViewController === first && root.presentedViewController === first)
        _ = log.take()
        root.dismiss(animated: false)
        #expect(log.take() == [
            "second.viewWillDisappear", "first.viewWillDisappear", "root.viewWillAppear",
            "second.viewDidDisappear", "first.viewDidDisappear", "root.viewDidAppear",
        ])
        #expect(harness.window.subviews.count == 1 && harness.window.subviews.first === root.view)
        #expect(root.presentedViewController == nil && first.presentedViewController == nil && second.presentingViewController == nil)
    }

    /// `.coverVertical`, animated: the full-screen view starts below the window (y = 1000)
    /// and rises along the ease-in-ease-out curve over 0.5 s; the `did` callbacks and the
    /// completion come with the frame at the end. Dismissal runs it back down.
    @Test func coverVerticalSlidesUpAndDownOnTheFrameClock() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        let sheet = LoggingViewController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        var completions = 0
        root.present(sheet, animated: true) { completions += 1 }
        #expect(log.take() == ["sheet.viewDidLoad", "root.viewWillDisappear(animated)", "sheet.viewWillAppear(animated)"])
        #expect(sheet.view.frame == harness.window.bounds)  // the model is at the end
        let start = 5000.0
        showAnimationFrame(at: start)
        #expect(sheet.view.layer.presentation()?.frame.minY == 1000)
        showAnimationFrame(at: start + 0.25)
        let expectedY = 1000 * (1 - easeInOut.value(at: 0.5))
        #expect(abs(Double(sheet.view.layer.presentation()!.frame.minY) - expectedY) < 1e-6)
        #expect(root.view.window === harness.window && completions == 0)
        showAnimationFrame(at: start + 0.5)
        #expect(log.take() == ["root.viewDidDisappear(animated)", "sheet.viewDidAppear(animated)"])
        #expect(completions == 1 && root.view.window == nil)

        sheet.dismiss(animated: true) { completions += 1 }
        #expect(log.take() == ["sheet.viewWillDisappear(animated)", "root.viewWillAppear(animated)"])
        #expect(root.view.window === harness.window)  // back beneath, to be uncovered
        showAnimationFrame(at: start + 1)
        showAnimationFrame(at: start + 1.25)
        #expect(abs(Double(sheet.view.layer.presentation()!.frame.minY) - 1000 * easeInOut.value(at: 0.5)) < 1e-6)
        showAnimationFrame(at: start + 1.5)
        #expect(log.take() == ["sheet.viewDidDisappear(animated)", "root.viewDidAppear(animated)"])
        #expect(completions == 2 && sheet.view.window == nil)
    }

    /// `.crossDissolve` fades the view (and a sheet's dimming view) in over 0.5 s.
    @Test func crossDissolveFadesTheSheetAndItsDimmingIn() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        defer { withExtendedLifetime(harness) {} }
        let sheet = UIViewController()
        sheet.modalTransitionStyle = .crossDissolve
        root.present(sheet, animated: true)
        let dimming = sheet.view.superview?.subviews.first
        let start = 6000.0
        showAnimationFrame(at: start)
        showAnimationFrame(at: start + 0.25)
        let expected = easeInOut.value(at: 0.5)
        #expect(abs(Double(sheet.view.layer.presentation()!.opacity) - expected) < 1e-6)
        #expect(abs(Double(dimming!.layer.presentation()!.opacity) - expected) < 1e-6)
        showAnimationFrame(at: start + 0.5)
        #expect(!sheet.isBeingPresented && sheet.view.alpha == 1)
    }

    /// The flip and the curl are played as the window's view transitions; they end with
    /// the presented view in place and the callbacks done.
    @Test func flipAndCurlFinishOnTheFrameClock() {
        for (index, style) in [UIModalTransitionStyle.flipHorizontal, .partialCurl].enumerated() {
            let log = LifecycleLog()
            let (harness, root) = makeScene(log)
            let sheet = LoggingViewController("sheet", log: log)
            sheet.modalPresentationStyle = .fullScreen
            sheet.modalTransitionStyle = style
            var done = false
            root.present(sheet, animated: true) { done = true }
            let start = 7000.0 + Double(index) * 10
            showAnimationFrame(at: start)
            showAnimationFrame(at: start + 0.25)
            #expect(!done)
            showAnimationFrame(at: start + 0.5)
            #expect(done && sheet.view.window === harness.window && root.view.window == nil)
            done = false
            sheet.dismiss(animated: true) { done = true }
            showAnimationFrame(at: start + 1)
            showAnimationFrame(at: start + 1.5)
            #expect(done && sheet.view.window == nil && root.view.window === harness.window)
            #expect(log.entries.last == "root.viewDidAppear(animated)")
        }
    }

    /// Touches go to the presented controller's views; the dimming view around a sheet
    /// takes the touches outside it, so nothing below hears them.
    @Test func touchesReachThePresentedControllerAndNotTheOneBelow() {
        let log = LifecycleLog()
        let (harness, root) = makeScene(log)
        let below = TouchLogView("below", frame: harness.window.bounds)
        root.view.addSubview(below)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        let inside = TouchLogView("inside", frame: form.view.bounds)
        form.view.addSubview(inside)
        harness.tap(CGPoint(x: 500, y: 500), at: 1)  // in the card (230...770, 190...810)
        harness.tap(CGPoint(x: 100, y: 100), at: 2)  // on the dimming view
        #expect(inside.log == ["began1", "ended1"])
        #expect(below.log.isEmpty)
        form.dismiss(animated: false)
        harness.tap(CGPoint(x: 100, y: 100), at: 3)
        #expect(below.log == ["began1", "ended1"])
    }

    @Test func dismissWithNothingPresentedRunsTheCompletion() {
        var ran = false
        UIViewController().dismiss(animated: true) { ran = true }
        #expect(ran)
    }
}
