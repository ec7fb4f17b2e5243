// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIViewControllerTests {
    private final class Recorder: UIViewController {
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        var log: [String] = []
        let custom: UIView?
        init(custom: UIView? = nil) { self.custom = custom; super.init(nibName: nil, bundle: nil) }
        override func loadView() {
            log.append("loadView")
            if let custom { view = custom } else { super.loadView() }
        }
        override func viewDidLoad() { log.append("viewDidLoad") }
        override func viewWillLayoutSubviews() { log.append("willLayout") }
        override func viewDidLayoutSubviews() { log.append("didLayout") }
    }

    private final class RecordingView: UIView {
        var onLayout: (() -> Void)?
        override func layoutSubviews() { onLayout?() }
    }

    @Test func theViewLoadsOnceOnFirstUse() {
        let controller = Recorder()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && controller.log.isEmpty)
        _ = controller.view
        _ = controller.view
        #expect(controller.log == ["loadView", "viewDidLoad"])
        #expect(controller.view.frame == UIScreen.main.bounds)
    }

    @Test func loadViewMayProvideItsOwnView() {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let controller = Recorder(custom: custom)
        #expect(controller.view === custom)
    }

    @Test func layoutCallbacksSurroundTheViewsLayoutSubviews() {
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let controller = Recorder(custom: view)
        _ = controller.view
        view.onLayout = { controller.log.append("layoutSubviews") }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(controller.log.suffix(3) == ["willLayout", "layoutSubviews", "didLayout"])
    }

    @Test func theRootViewControllersViewFillsTheWindowAndFollowsItsSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = Recorder()
        window.rootViewController = controller
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 320)  // the screen turned
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 320))
        let other = Recorder()
        window.rootViewController = other
        #expect(controller.view.superview == nil && other.view.superview === window)
    }

    @Test func theResponderChainGoesThroughTheViewController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = Recorder()
        window.rootViewController = controller
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(button)
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
    }

    @Test func defaultOrientationsAreAllButUpsideDown() {
        #expect(UIViewController().supportedInterfaceOrientations == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(UIViewController().shouldAutorotate)
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2 && UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
    }
}
