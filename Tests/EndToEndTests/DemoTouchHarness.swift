// Vitrine — Apache License 2.0
import Foundation
import VitrineTesting
@testable import UIKit
@testable import UIKitCore
@testable import VitrineDemos

/// A demo in a 1280 × 800 point window, fed touches through the app's input path (a
/// scripted input source → TouchRouter → gesture recognizers and views), with the
/// animation clock and the compositor run by hand. Normalized positions are points ÷ the
/// screen size, so expected points are plain arithmetic.
@MainActor
final class DemoTouchHarness<D: Demo> {
    static var size: CGSize { CGSize(width: 1280, height: 800) }

    let demo = D()
    let window = UIWindow(frame: CGRect(origin: .zero, size: DemoTouchHarness.size))
    let loop = ManualEventLoop()
    let source = ScriptedInputSource()
    let screen = UIScreen(pixelWidth: 1280, pixelHeight: 800, scale: 1)
    let compositor = Compositor(pixelWidth: 1280, pixelHeight: 800, scale: 1)!
    private var router: TouchRouter!
    /// Seconds since the harness started; touches and frames happen at this time.
    private(set) var now = 0.0
    private let base = DemoClockTimes.next()

    /// The on-screen keyboard's window, when the harness was made with one.
    private(set) var keyboardWindow: UIWindow?

    /// With `onScreenKeyboard`, the window is on the harness's screen, whose on-screen
    /// keyboard shows whenever a field edits (policy `.always`) and takes touches.
    init(onScreenKeyboard: Bool = false) {
        if onScreenKeyboard {
            window.windowScene = screen.windowScene
            let keyboard = screen.onScreenKeyboard
            keyboard.policy = .always
            // US letters, whatever layout another test's board set for the whole process.
            keyboard.layoutName = .us
            keyboardWindow = keyboard.window
        }
        // A demo may keep the panel lit (the showcase does); that flag is the whole process's,
        // and the blanking suites beside this one must not see it.
        let idleTimerDisabled = UIApplication.shared.isIdleTimerDisabled
        demo.build(in: window)
        UIApplication.shared.isIdleTimerDisabled = idleTimerDisabled
        // Shown to hit-testing without entering the app-wide window stack.
        window.layer.isHidden = false
        router = TouchRouter(loop: loop, application: UIApplication(), screen: { [screen] in screen },
                             windows: { [window, keyboardWindow] in [window] + (keyboardWindow.map { [$0] } ?? []) })
        source.frameHandler = { [unowned self] frame in self.router.handle(frame) }
        try? source.start(on: loop)
        runFrames(for: 0.1)
    }

    /// One frame at the current time: animations advance, then layout, drawing and composition.
    func frame() {
        AnimationClock.shared.beginFrame(timestamp: base + now, targetTimestamp: base + now, duration: 1.0 / 60)
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        if let keyboardWindow, !keyboardWindow.isHidden {
            keyboardWindow.layoutIfNeeded()
            keyboardWindow.layer.displayTreeIfNeeded()
            compositor.compose([window.layer, keyboardWindow.layer])
        } else {
            compositor.compose([window.layer])
        }
    }

    /// Frames every `interval` (1/60 s unless said) for `seconds`, so animations started
    /// now run to their end.
    func runFrames(for seconds: Double, interval: Double = 1.0 / 60) {
        let end = now + seconds
        frame()
        while now < end {
            advance(by: interval)
            frame()
        }
    }

    func advance(by seconds: Double) {
        now += seconds
        loop.advanceTime(by: seconds)
    }

    /// One frame of fingers, given in window points.
    func send(_ contacts: [(TouchContactPhase, Int, CGPoint)]) {
        source.send(at: base + now, contacts.map { phase, id, point in
            TouchContact(id: id, phase: phase, x: Double(point.x / Self.size.width), y: Double(point.y / Self.size.height))
        })
    }

    /// A tap: down and up 80 ms apart.
    func tap(at point: CGPoint) {
        send([(.began, 1, point)])
        advance(by: 0.08)
        send([(.ended, 1, point)])
    }

    /// One finger down at `from`, moving to `to` in `steps` equal steps 16 ms apart; lifts
    /// there when `lift` is set.
    func drag(from: CGPoint, to: CGPoint, steps: Int = 10, lift: Bool = true) {
        send([(.began, 1, from)])
        for step in 1...steps {
            advance(by: 0.016)
            let f = CGFloat(step) / CGFloat(steps)
            send([(.moved, 1, CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))])
        }
        if lift {
            advance(by: 0.016)
            send([(.ended, 1, to)])
        }
    }

    /// The composed screen's pixel at (x, y), premultiplied ARGB32.
    func pixel(_ x: Int, _ y: Int) -> UInt32 { compositor.screen[x, y] }

    /// How many pixels of the composed screen differ from `other`'s by more than
    /// `tolerance` in some channel.
    /// `rows` limits the comparison to those rows; the bounding box of the differences
    /// comes back too, for the failure message.
    func differingPixels(from other: DemoTouchHarness, rows: Range<Int>? = nil, tolerance: UInt32 = 2) -> (count: Int, box: CGRect) {
        var count = 0
        var box = CGRect.null
        for y in rows ?? 0..<Int(Self.size.height) {
            for x in 0..<Int(Self.size.width) {
                let a = pixel(x, y), b = other.pixel(x, y)
                if a == b { continue }
                for shift: UInt32 in [0, 8, 16, 24] {
                    let ca = (a >> shift) & 0xFF, cb = (b >> shift) & 0xFF
                    if (ca > cb ? ca - cb : cb - ca) > tolerance {
                        count += 1
                        box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
                        break
                    }
                }
            }
        }
        return (count, box)
    }

    /// The centre of `view` in window points, where a tap lands on it.
    func centre(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: window)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

/// The animation clock is one per process: each harness takes times after every earlier one's.
@MainActor
enum DemoClockTimes {
    private static var base = 50_000.0

    static func next() -> Double {
        base += 10_000
        return base
    }
}
