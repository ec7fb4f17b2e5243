// Vitrine — Apache License 2.0
// Measures the input half of the kiosk's latency: from a touch frame arriving to the
// frame that shows its effect being composed and handed to the display.
//
// The scene is a small app: a full-screen window with a grid of 48 tiles, a pan
// recognizer and a tap recognizer (which fails once the finger moves, so both take part)
// on the container, and an 80-point puck the pan moves. Each sample is one touch frame
// through `TouchRouter.handle` (hit-testing on began, the gesture arena, the pan's
// action moving the puck), then the loop turn that runs the frame scheduler (compose the
// damaged region, present it). Strokes of 60 moves repeat, so began/ended and recognizer
// resets are measured too.
//
// Display pacing is left out on purpose: the headless display reports a very high
// refresh rate, so the scheduler never waits for a "vblank" and the figure is the work
// the CPU does, not the time to the next refresh (add up to one refresh period for that).

import Platform
import UIKit
import UIKitCore

/// A measurement of touch frame → touch delivered → frame composed, on the headless display.
@MainActor
public enum TouchLatencyBenchmark {
    /// Latency figures, in seconds.
    public struct Result: Sendable, CustomStringConvertible {
        /// The touch frames measured.
        public var samples: Int
        /// How many of them produced a presented frame.
        public var framesPresented: Int
        /// The median latency.
        public var median: Double
        /// The 99th percentile latency.
        public var p99: Double
        /// The largest latency.
        public var maximum: Double
        /// The median of the delivery alone (router, hit-testing, recognizers, actions),
        /// without composing.
        public var deliveryMedian: Double
        /// The 99th percentile of the delivery alone.
        public var deliveryP99: Double

        /// "touch→frame: samples 2000, frames 1980, median 0.123 ms, p99 0.456 ms, max …;
        /// delivery median …, p99 …".
        public var description: String {
            func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
            return "touch→frame: samples \(samples), frames \(framesPresented), median \(ms(median)), p99 \(ms(p99)), "
                + "max \(ms(maximum)); delivery alone: median \(ms(deliveryMedian)), p99 \(ms(deliveryP99))"
        }
    }

    /// Runs the measurement.
    /// - Parameters:
    ///   - samples: the number of touch frames to time (at least 1).
    ///   - width: the screen width in pixels (scale 1).
    ///   - height: the screen height in pixels.
    public static func run(samples: Int = 2000, width: Int = 1280, height: Int = 800) throws -> Result {
        let count = max(1, samples)
        let display = HeadlessDisplayOutput(width: width, height: height, refreshRate: 1_000_000)
        guard let compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: 1) else {
            throw ApplicationRuntime.RuntimeError(description: "TouchLatencyBenchmark: cannot compose a \(width)x\(height) screen")
        }
        let screen = UIScreen(pixelWidth: width, pixelHeight: height, scale: 1)
        let scene = Scene(bounds: screen.bounds)
        let loop = TurnLoop()
        let scheduler = FrameScheduler(display: display, compositor: compositor, loop: loop) { [scene] in [scene.window] }
        let router = TouchRouter(loop: loop, application: UIApplication(), screen: { screen }, windows: { [scene] in [scene.window] })
        scheduler.setNeedsFrame()
        loop.drain()

        var latencies: [Double] = []
        var deliveries: [Double] = []
        latencies.reserveCapacity(count)
        deliveries.reserveCapacity(count)
        var presented = 0
        let strokeLength = 60
        var index = 0
        while latencies.count < count {
            let step = index % (strokeLength + 2)
            let phase: TouchContactPhase = step == 0 ? .began : (step == strokeLength + 1 ? .ended : .moved)
            let angle = Double(index) * 0.05
            let frame = TouchFrame(deviceID: 0, timestamp: loop.now, contacts: [
                TouchContact(id: index / (strokeLength + 2), phase: phase,
                             x: 0.5 + 0.3 * cos(angle), y: 0.5 + 0.3 * sin(angle)),
            ])
            let before = display.presentedFrames
            let start = TurnLoop.clock()
            router.handle(frame)
            let delivered = TurnLoop.clock()
            loop.drain()
            latencies.append(TurnLoop.clock() - start)
            deliveries.append(delivered - start)
            if display.presentedFrames > before { presented += 1 }
            index += 1
        }
        latencies.sort()
        deliveries.sort()
        func percentile(_ p: Double, of sorted: [Double]) -> Double {
            sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
        }
        return Result(samples: count, framesPresented: presented,
                      median: percentile(0.5, of: latencies), p99: percentile(0.99, of: latencies),
                      maximum: latencies[latencies.count - 1],
                      deliveryMedian: percentile(0.5, of: deliveries), deliveryP99: percentile(0.99, of: deliveries))
    }

    /// The measured app.
    @MainActor
    private final class Scene {
        let window: UIWindow
        let container: UIView
        let puck: UIView
        var puckStart: CGPoint = .zero

        init(bounds: CGRect) {
            window = UIWindow(frame: bounds)
            // Shown to the router and scheduler directly, without entering the app's
            // window stack (the benchmark may run inside a test process).
            window.layer.isHidden = false
            window.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
            container = UIView(frame: bounds)
            window.addSubview(container)
            let columns = 8, rows = 6
            // Whole-pixel geometry: the scene measures event handling, not antialiasing
            // (and Bitmap.blend's fractional-edge path currently traps on some rects).
            let tileWidth = (bounds.width / CGFloat(columns)).rounded(.down)
            let tileHeight = (bounds.height / CGFloat(rows)).rounded(.down)
            for row in 0..<rows {
                for column in 0..<columns {
                    let tile = UIView(frame: CGRect(x: CGFloat(column) * tileWidth + 4, y: CGFloat(row) * tileHeight + 4,
                                                    width: tileWidth - 8, height: tileHeight - 8))
                    tile.backgroundColor = UIColor(red: 0.2, green: 0.3 + 0.05 * CGFloat(row), blue: 0.4, alpha: 1)
                    container.addSubview(tile)
                }
            }
            puck = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            puck.center = CGPoint(x: bounds.midX, y: bounds.midY)
            puck.backgroundColor = UIColor(red: 1, green: 0.6, blue: 0.1, alpha: 1)
            puck.isUserInteractionEnabled = false
            container.addSubview(puck)
            container.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Scene.pan))
            container.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Scene.tap))
        }

        func pan(_ recognizer: UIPanGestureRecognizer) {
            if recognizer.state == .began { puckStart = puck.center }
            let translation = recognizer.translation(in: container)
            place(CGPoint(x: puckStart.x + translation.x, y: puckStart.y + translation.y))
        }

        func tap(_ recognizer: UITapGestureRecognizer) {
            place(recognizer.location(in: container))
        }

        /// Moves the puck, kept wholly on screen (the scene measures, it does not test
        /// clipping at the screen's edge).
        private func place(_ point: CGPoint) {
            let bounds = container.bounds.insetBy(dx: 41, dy: 41)
            puck.center = CGPoint(x: min(max(point.x, bounds.minX), bounds.maxX).rounded(),
                                  y: min(max(point.y, bounds.minY), bounds.maxY).rounded())
        }
    }

    /// A loop whose next-turn work runs when the benchmark drains it, as the real loop
    /// would right after the input handler returns.
    @MainActor
    private final class TurnLoop: EventLoop {
        private var queue: [@MainActor () -> Void] = []
        private var timers: [(deadline: Double, handler: @MainActor () -> Void, registration: EventRegistration)] = []

        static func clock() -> Double { HeadlessDisplayOutput.monotonicSeconds() }

        var now: Double { Self.clock() }

        func watchReadable(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
            EventRegistration {}
        }

        func watchSignal(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
            EventRegistration {}
        }

        @discardableResult
        func schedule(after delay: Double, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
            let registration = EventRegistration {}
            timers.append((now + delay, handler, registration))
            return registration
        }

        func schedule(_ handler: @escaping @MainActor () -> Void) {
            queue.append(handler)
        }

        /// Runs next-turn work and the timers that are due, until none is left or for
        /// `maximumTurns` turns: a touch's frame needs a few, and an animation running
        /// elsewhere in the process (the benchmark may run inside a test process, whose
        /// animation clock is shared) would otherwise ask for frames forever.
        func drain(maximumTurns: Int = 16) {
            for _ in 0..<maximumTurns {
                let current = now
                let due = timers.filter { $0.deadline <= current && !$0.registration.isCancelled }
                timers.removeAll { $0.deadline <= current || $0.registration.isCancelled }
                guard !queue.isEmpty || !due.isEmpty else { return }
                let work = queue
                queue.removeAll()
                for item in work { item() }
                for timer in due { timer.handler() }
            }
        }

        func run() -> Int32 { drain(); return 0 }

        func stop(status: Int32) {}
    }
}
