// Vitrine — Apache License 2.0
import Testing
import Logging
import Platform
import VitrineTesting
@testable import UIKitCore

/// The whole runtime on a headless panel mounted a quarter turn, before and after the
/// interface turns: what the panel shows, pixel by pixel, and where a touch on the panel lands.
@MainActor @Suite struct UIWindowRotationTests {
    /// A 320x200 panel mounted at 90°: the app's natural screen is 200x320 (portrait).
    /// A red bar across the top (flexible width) and a blue 20x20 square pinned to the
    /// bottom right corner, on white.
    @MainActor final class Kiosk {
        let loop = ManualEventLoop()
        let panel = HeadlessDisplayOutput(width: 320, height: 200, rotation: .degrees90, clock: { 0 })
        let runtime: ApplicationRuntime
        let window: UIWindow
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let square = UIView(frame: CGRect(x: 180, y: 300, width: 20, height: 20))
        private let previousScreen = UIScreen.main

        init() throws {
            runtime = try ApplicationRuntime(display: panel, scale: 1, loop: loop, logger: Logger(label: "test"),
                                             panelRotation: .degrees90)
            window = UIWindow(frame: UIScreen.main.bounds)
            let controller = UIViewController()
            window.rootViewController = controller
            window.backgroundColor = .white
            bar.backgroundColor = .red
            bar.autoresizingMask = [.flexibleWidth]
            square.backgroundColor = .blue
            square.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
            controller.view.addSubview(bar)
            controller.view.addSubview(square)
            window.makeKeyAndVisible()
            frame()
        }

        func frame() {
            runtime.scheduler.setNeedsFrame()
            loop.advanceTime(by: 1)
        }

        /// The view a touch at panel pixel (x, y) begins on, through the panel's touch
        /// transform (its mounting) and the router.
        func viewTouched(atPanelX x: Int32, y: Int32) -> UIView? {
            let transform = TouchTransform(xRange: 0...319, yRange: 0...199, rotation: .degrees90)
            let point = transform.apply(rawX: x, rawY: y)
            runtime.touchRouter.handle(TouchFrame(deviceID: 1, timestamp: 0, contacts: [
                TouchContact(id: 1, phase: .began, x: point.x, y: point.y)]))
            defer {
                runtime.touchRouter.handle(TouchFrame(deviceID: 1, timestamp: 0.05, contacts: [
                    TouchContact(id: 1, phase: .ended, x: point.x, y: point.y)]))
            }
            return runtime.touchRouter.currentEvent.allTouches?.first?.view
        }

        isolated deinit {
            window.isHidden = true
            runtime.shutDown()
            UIScreen.install(previousScreen)
        }
    }

    static let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF, white: UInt32 = 0xFFFF_FFFF

    @Test func thePanelShowsTheMountedPictureThenTheTurnedOne() throws {
        let kiosk = try Kiosk()
        let panel = kiosk.panel.screen
        // Mounted at 90°, the logical (x, y) of the 200x320 screen is panel pixel
        // (319 − y, x): the bar (y < 40) covers panel columns 280...319, the square
        // (x ≥ 180, y ≥ 300) panel columns 0...19, rows 180...199.
        #expect(panel[300, 100] == Self.red && panel[279, 100] == Self.white)
        #expect(panel[10, 190] == Self.blue && panel[10, 170] == Self.white)

        var errors: [any Error] = []
        UIScreen.main.windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { errors.append($0) }
        #expect(errors.isEmpty)
        #expect(kiosk.window.bounds.size == CGSize(width: 320, height: 200))
        #expect(kiosk.runtime.scheduler.compositor.screen.width == 320)
        #expect(kiosk.panel.rotation == .degrees180)  // mounting 90° then the interface's quarter turn
        kiosk.frame()
        // Landscape right: the interface (320x200) turned a half turn in all onto the
        // panel, (x, y) → (319 − x, 199 − y): the bar (y < 40) is rows 160...199, the
        // square (x ≥ 300, y ≥ 180) the top left 20x20 corner.
        #expect(panel[100, 180] == Self.red && panel[100, 159] == Self.white)
        #expect(panel[10, 10] == Self.blue && panel[25, 10] == Self.white)
        #expect(panel[300, 100] == Self.white, "the old bar is gone")
        // The screenshot the runtime writes is the panel's picture too.
        let (w, h) = (kiosk.panel.screen.width, kiosk.panel.screen.height)
        let shot = kiosk.runtime.panelImage()
        #expect(shot.width == w && shot.height == h && shot[10, 10] == Self.blue && shot[100, 180] == Self.red)
    }

    @Test func aTouchOnThePanelLandsOnTheViewDrawnThereBeforeAndAfterTheTurn() throws {
        let kiosk = try Kiosk()
        #expect(kiosk.panel.screen[10, 190] == Self.blue)
        #expect(kiosk.viewTouched(atPanelX: 10, y: 190) === kiosk.square)
        #expect(kiosk.viewTouched(atPanelX: 300, y: 100) === kiosk.bar)
        UIScreen.main.windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
        kiosk.frame()
        #expect(kiosk.panel.screen[10, 10] == Self.blue)
        #expect(kiosk.viewTouched(atPanelX: 10, y: 10) === kiosk.square)
        #expect(kiosk.panel.screen[100, 180] == Self.red)
        #expect(kiosk.viewTouched(atPanelX: 100, y: 180) === kiosk.bar)
        #expect(kiosk.viewTouched(atPanelX: 10, y: 190) !== kiosk.square)
    }
}
