// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A window on a 1000 × 1000 point screen fed by a scripted input source through a
/// touch router, with a manual loop for timers. Normalized positions are points / 1000,
/// so the expected points in tests are plain arithmetic.
@MainActor
final class TouchHarness {
    let loop = ManualEventLoop()
    let source = ScriptedInputSource()
    let screen = UIScreen(pixelWidth: 1000, pixelHeight: 1000, scale: 1)
    let window: UIWindow
    var windows: [UIWindow]
    let application: UIApplication
    private(set) var router: TouchRouter!

    init(application: UIApplication = UIApplication()) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        // Shown to hit-testing without entering the app-wide WindowStack, which other
        // tests inspect.
        window.layer.isHidden = false
        windows = [window]
        self.application = application
        router = TouchRouter(loop: loop, application: application, screen: { [screen] in screen }, windows: { [unowned self] in self.windows })
        source.frameHandler = { [unowned self] frame in self.router.handle(frame) }
        try? source.start(on: loop)
    }

    /// Sends one frame of contacts given in screen points at `time`, after moving the
    /// loop's clock there (so timers due before `time` run first).
    func send(at time: Double, _ contacts: [(TouchContactPhase, Int, CGPoint)]) {
        if time > loop.now { loop.advanceTime(by: time - loop.now) }
        source.send(at: time, contacts.map { phase, id, point in
            TouchContact(id: id, phase: phase, x: Double(point.x) / 1000, y: Double(point.y) / 1000)
        })
    }

    /// Sends one contact.
    func send(_ phase: TouchContactPhase, _ point: CGPoint, id: Int = 0, at time: Double) {
        send(at: time, [(phase, id, point)])
    }

    /// A finger going down at `from`, moving in `steps` equal steps to `to` every 10 ms,
    /// and, when `lift` is set, lifting there. Returns the time of the last frame.
    @discardableResult
    func drag(from: CGPoint, to: CGPoint, steps: Int = 10, start: Double, id: Int = 0, lift: Bool = true) -> Double {
        send(.began, from, id: id, at: start)
        var time = start
        for step in 1...steps {
            time += 0.01
            let f = CGFloat(step) / CGFloat(steps)
            send(.moved, CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), id: id, at: time)
        }
        if lift {
            time += 0.01
            send(.ended, to, id: id, at: time)
        }
        return time
    }

    /// A tap: down and up at `point`, 50 ms apart.
    func tap(_ point: CGPoint, at time: Double, id: Int = 0) {
        send(.began, point, id: id, at: time)
        send(.ended, point, id: id, at: time + 0.05)
    }

    /// Moves the clock on, running due timers.
    func wait(until time: Double) {
        if time > loop.now { loop.advanceTime(by: time - loop.now) }
    }
}

/// A view that records the touch methods it receives.
@MainActor
class TouchLogView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var log: [String] = []
    var touchesSeen: [Set<UITouch>] = []
    let name: String
    var forwards = false

    init(_ name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began\(touches.count)")
        touchesSeen.append(touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved\(touches.count)")
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended\(touches.count)")
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled\(touches.count)")
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// Records each action call's state.
@MainActor
final class ActionLog {
    var states: [UIGestureRecognizer.State] = []

    func record(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
    }
}
