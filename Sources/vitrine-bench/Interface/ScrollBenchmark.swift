// Vitrine — Apache License 2.0
// Measures scrolling at 1080p: a full-screen UIScrollView holding a long page of labels
// (600 rows of 44 points, each a UILabel) flicked through the real touch path (a finger
// moving 4000 points per second, then lifting) and left to glide, one frame every 1/60 s
// of a stepped clock, as the page-flip clock drives the display link. Each timed frame
// is the display link (the glide's offset), layout, display and composition, and the
// copy of the damage to the headless display. Reported: time per frame, bytes copied per
// frame and the `draw(_:)` calls made while scrolling (labels already drawn are not
// redrawn; rows coming into view for the first time are).

import Platform
import PlatformCore
import UIKit
import UIKitCore

@MainActor
public enum ScrollBenchmark {
    public struct Figures: Sendable, CustomStringConvertible {
        public var composition: CompositionBenchmark.Figures
        public var drawCalls: Int
        public var frames: Int
        public var distance: CGFloat

        public var description: String {
            "\(composition)  \(drawCalls) draw(_:) calls in \(frames) frames, "
                + String(format: "%.0f points scrolled", distance)
        }
    }

    public static func run(width: Int = 1920, height: Int = 1080, rows: Int = 600, frames: Int = 300) -> Figures {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let window = UIWindow(frame: bounds)
        // Shown to the router and compositor directly, outside the app's window stack.
        window.layer.isHidden = false
        window.backgroundColor = .white
        let scrollView = UIScrollView(frame: bounds)
        scrollView.backgroundColor = .white
        let rowHeight: CGFloat = 44
        scrollView.contentSize = CGSize(width: bounds.width, height: CGFloat(rows) * rowHeight)
        var labels: [CountingLabel] = []
        for row in 0..<rows {
            let label = CountingLabel(frame: CGRect(x: 24, y: CGFloat(row) * rowHeight, width: bounds.width - 48, height: rowHeight))
            label.text = "Row \(row + 1) — espresso, cappuccino, flat white, filter coffee"
            label.font = .systemFont(ofSize: 20)
            labels.append(label)
            scrollView.addSubview(label)
        }
        window.addSubview(scrollView)

        let loop = SteppedEventLoop()
        let screen = UIScreen(pixelWidth: width, pixelHeight: height, scale: 1)
        let router = TouchRouter(loop: loop, application: UIApplication(), screen: { screen }, windows: { [window] })
        let display = HeadlessDisplayOutput(width: width, height: height, refreshRate: 1_000_000)
        let compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: 1)!  // a positive size and scale
        let period = 1.0 / 60
        func frame() {
            AnimationClock.shared.beginFrame(timestamp: loop.now - period, targetTimestamp: loop.now, duration: period)
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            let damage = compositor.compose([window.layer])
            if !damage.isEmpty { display.present(compositor.screen, damage: damage) }
        }
        frame()

        // The flick: 12 moves 10 ms apart, 40 points each, upward, from the lower third.
        let x = 0.5, startY = 0.8
        func send(_ phase: TouchContactPhase, y: Double) {
            router.handle(TouchFrame(deviceID: 0, timestamp: loop.now, contacts: [TouchContact(id: 1, phase: phase, x: x, y: y)]))
        }
        send(.began, y: startY)
        var y = startY
        for _ in 0..<12 {
            loop.advance(by: 0.01)
            y -= 40 / Double(height)
            send(.moved, y: y)
            frame()
        }
        loop.advance(by: 0.01)
        send(.ended, y: y)

        let drawsBefore = labels.reduce(0) { $0 + $1.draws }
        let offsetBefore = scrollView.contentOffset.y
        let bytesBefore = display.bytesCopied
        var times: [Double] = []
        for _ in 0..<max(1, frames) {
            loop.advance(by: period)
            let start = HeadlessDisplayOutput.monotonicSeconds()
            frame()
            times.append(HeadlessDisplayOutput.monotonicSeconds() - start)
        }
        let figures = Figures(
            composition: CompositionBenchmark.Figures(name: "flicked page of \(rows) labels", frames: FrameTimes(times),
                                                      bytesPerFrame: (display.bytesCopied - bytesBefore) / max(1, frames)),
            drawCalls: labels.reduce(0) { $0 + $1.draws } - drawsBefore, frames: max(1, frames),
            distance: scrollView.contentOffset.y - offsetBefore)
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        return figures
    }

    /// A label that counts its `draw(_:)` calls.
    final class CountingLabel: UILabel {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            super.draw(rect)
        }
    }
}
