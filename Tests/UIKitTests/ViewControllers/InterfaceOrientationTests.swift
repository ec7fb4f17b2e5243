// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Turning the interface at run time: `UIWindowScene.requestGeometryUpdate(_:errorHandler:)`,
/// the root view controller's say, and what windows and views see. Each test uses a screen
/// of its own (not `UIScreen.main`), so no state leaks into other suites.
@MainActor @Suite struct InterfaceOrientationTests {
    final class Controller: UIViewController {
        var supported: UIInterfaceOrientationMask = .allButUpsideDown
        var autorotates = true
        var log: [String] = []
        var transitionSize: CGSize?
        var transform: CGAffineTransform?
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
        override var shouldAutorotate: Bool { autorotates }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            transitionSize = size
            transform = coordinator.targetTransform
            log.append("willTransition \(Int(size.width))x\(Int(size.height)), view \(Int(view.bounds.width))x\(Int(view.bounds.height))")
            coordinator.animate(alongsideTransition: { [self] _ in
                log.append("alongside, view \(Int(view.bounds.width))x\(Int(view.bounds.height))")
            }, completion: { [self] context in
                log.append("completion animated=\(context.isAnimated) cancelled=\(context.isCancelled)")
            })
        }
    }

    /// A visible window filling a 320x200 screen (naturally landscape) with `controller`.
    @MainActor final class Stage {
        let screen = UIScreen(pixelWidth: 320, pixelHeight: 200, scale: 1)
        let window: UIWindow
        let controller = Controller()
        var scene: UIWindowScene { screen.windowScene }

        init(supported: UIInterfaceOrientationMask = .allButUpsideDown) {
            controller.supported = supported
            window = UIWindow(windowScene: screen.windowScene)
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }

        isolated deinit { window.isHidden = true }
    }

    @Test func aLandscapeScreenStartsInLandscapeRightAndPortraitSwapsTheBounds() {
        let stage = Stage()
        #expect(stage.scene.interfaceOrientation == .landscapeRight)
        #expect(stage.window.windowScene === stage.scene && stage.controller.view.window?.windowScene === stage.scene)
        var errors: [any Error] = []
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) { errors.append($0) }
        #expect(errors.isEmpty)
        #expect(stage.scene.interfaceOrientation == .portrait)
        #expect(stage.screen.bounds == CGRect(x: 0, y: 0, width: 200, height: 320))
        #expect(stage.screen.nativeBounds == CGRect(x: 0, y: 0, width: 320, height: 200))  // the panel's, fixed
        #expect(stage.window.frame == CGRect(x: 0, y: 0, width: 200, height: 320))
        #expect(stage.controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 320))
        // Portrait is a quarter counter-clockwise from landscape right: 3 quarter turns.
        #expect(stage.screen.interfaceRotation == .degrees270)
    }

    @Test func theRootViewAutoresizesItsSubviewsAfterATurn() {
        let stage = Stage()
        let root = stage.controller.view!
        // Pinned to the top right corner (flexible left and bottom margins), and a bar
        // across the bottom (flexible width, flexible top margin).
        let badge = UIView(frame: CGRect(x: 280, y: 10, width: 30, height: 30))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let bar = UIView(frame: CGRect(x: 0, y: 160, width: 320, height: 40))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(badge)
        root.addSubview(bar)
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        // Width 320 → 200: the badge's left margin 280 − 120 = 160; height 200 → 320:
        // its bottom margin 160 + 120 = 280. The bar: 200 wide, top margin 160 + 120.
        #expect(badge.frame == CGRect(x: 160, y: 10, width: 30, height: 30))
        #expect(bar.frame == CGRect(x: 0, y: 280, width: 200, height: 40))
        // And back: the same arithmetic the other way.
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
        #expect(stage.scene.interfaceOrientation == .landscapeRight)
        #expect(badge.frame == CGRect(x: 280, y: 10, width: 30, height: 30))
        #expect(bar.frame == CGRect(x: 0, y: 160, width: 320, height: 40))
    }

    @Test func viewWillTransitionGetsTheNewSizeBeforeTheChangeAndTheCoordinatorRunsItsClosures() {
        let stage = Stage()
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        #expect(stage.controller.transitionSize == CGSize(width: 200, height: 320))
        #expect(stage.controller.log == [
            "willTransition 200x320, view 320x200",
            "alongside, view 200x320",
            "completion animated=false cancelled=false",
        ])
        // Landscape right to portrait turns the interface a quarter counter-clockwise.
        #expect(stage.controller.transform == CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0))
    }

    @Test func anOrientationTheRootViewControllerDoesNotSupportIsRefused() throws {
        let stage = Stage(supported: .landscape)
        var errors: [any Error] = []
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) { errors.append($0) }
        let error = try #require(errors.first as? UISceneError)
        #expect(errors.count == 1)
        #expect(error.code == .geometryRequestDenied && error.code.rawValue == 101)
        #expect(stage.scene.interfaceOrientation == .landscapeRight)
        #expect(stage.window.frame.size == CGSize(width: 320, height: 200))
        #expect(stage.controller.log.isEmpty)
    }

    @Test func noTurnWhenShouldAutorotateIsFalse() throws {
        let stage = Stage()
        stage.controller.autorotates = false
        var errors: [any Error] = []
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) { errors.append($0) }
        #expect((errors.first as? UISceneError)?.code == .geometryRequestDenied)
        #expect(stage.scene.interfaceOrientation == .landscapeRight)
    }

    @Test func aRequestWithoutOrientationsIsUnsupported() {
        let stage = Stage()
        var errors: [any Error] = []
        stage.scene.requestGeometryUpdate(.iOS()) { errors.append($0) }
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: [])) { errors.append($0) }
        #expect(errors.compactMap { ($0 as? UISceneError)?.code } == [.geometryRequestUnsupported, .geometryRequestUnsupported])
    }

    @Test func theCurrentOrientationSatisfiesARequestThatIncludesIt() {
        let stage = Stage()
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .all))
        #expect(stage.scene.interfaceOrientation == .landscapeRight)
        #expect(stage.controller.log.isEmpty)
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft))
        #expect(stage.scene.interfaceOrientation == .landscapeLeft)
        #expect(stage.screen.bounds.size == CGSize(width: 320, height: 200))  // a half turn keeps the size
        #expect(stage.controller.transform == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    }

    @Test func changedSupportedOrientationsTurnTheInterfaceWhenAskedTo() {
        let stage = Stage()
        stage.controller.supported = .portrait
        #expect(stage.scene.interfaceOrientation == .landscapeRight)  // not until told
        stage.controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(stage.scene.interfaceOrientation == .portrait)
        #expect(stage.window.bounds.size == CGSize(width: 200, height: 320))
    }

    @Test func aPortraitOnlyRootViewControllerTurnsALandscapePanel() {
        let screen = UIScreen(pixelWidth: 320, pixelHeight: 200, scale: 1)
        let window = UIWindow(windowScene: screen.windowScene)
        defer { window.isHidden = true }
        let controller = Controller()
        controller.supported = .portrait
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(screen.windowScene.interfaceOrientation == .portrait)
        #expect(controller.view.frame.size == CGSize(width: 200, height: 320))
    }

    @Test func theApplicationsSceneIsTheMainScreens() {
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(UIApplication.shared.connectedScenes.first as? UIWindowScene === UIScreen.main.windowScene)
    }

    @Test func aWindowHiddenDuringATurnFillsTheTurnedScreenWhenShown() {
        let stage = Stage()
        let later = UIWindow(windowScene: stage.scene)
        defer { later.isHidden = true }
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        later.isHidden = false
        #expect(later.frame == CGRect(x: 0, y: 0, width: 200, height: 320))
    }

    @Test func viewsKeepTheirContentsByContentModeAndRedrawViewsRedraw() {
        let stage = Stage()
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 320, height: 200)
        let scheduler = FrameScheduler(display: display, compositor: Compositor(pixelWidth: 320, pixelHeight: 200, scale: 1)!,
                                       loop: loop) { [stage] in stage.scene.windows }
        func frame() {
            scheduler.setNeedsFrame()
            loop.advanceTime(by: 1)
            display.completeFrame(at: loop.now)
        }
        let kept = CountingView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
        kept.contentMode = .topLeft
        let redrawn = CountingView(frame: CGRect(x: 160, y: 0, width: 160, height: 200))
        redrawn.contentMode = .redraw
        for view in [kept, redrawn] {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleRightMargin]
            stage.controller.view.addSubview(view)
        }
        frame()
        #expect(kept.draws == 1 && redrawn.draws == 1)
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        #expect(kept.bounds.size == CGSize(width: 100, height: 320) && redrawn.bounds.size == CGSize(width: 100, height: 320))
        frame()  // on this fake display the compositor keeps its size; only the draw calls count here
        #expect(kept.draws == 1, "a .topLeft view keeps its drawing")
        #expect(redrawn.draws == 2, "a .redraw view draws again at its new size")
    }

    final class CountingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.green.setFill()
            UIRectFill(bounds)
        }
    }
}
