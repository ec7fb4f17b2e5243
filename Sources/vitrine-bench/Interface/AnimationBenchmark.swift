// Vitrine — Apache License 2.0
import Platform
import UIKit
import UIKitCore

/// Measures frames of running animations on the headless display: the 1080p scene of
/// `CompositionBenchmark` with ten views drawn in `draw(_:)` animating at once (four
/// moving, three turning, three fading, each repeating and reversing), driven frame by
/// frame at 60 Hz through the animation clock as the page-flip clock drives it.
///
/// Each frame runs what the frame scheduler runs — animations at the frame's time,
/// layout, display, composition — and copies the damage to the display. It reports time
/// per frame, the fraction of the screen recomposed and the `draw(_:)` calls made while
/// animating, which must stay 0: animating position, transform and opacity reuses the
/// views' backing stores.
@MainActor
public enum AnimationBenchmark {
    public struct Figures: Sendable, CustomStringConvertible {
        public var frames: FrameTimes
        /// Pixels recomposed over pixels on screen, averaged over the frames.
        public var recomposedFraction: Double
        public var bytesPerFrame: Int
        /// `draw(_:)` calls during the measured frames.
        public var drawCalls: Int

        public var description: String {
            "10 views animating".padding(toLength: 30, withPad: " ", startingAt: 0)
                + "\(frames)  "
                + String(format: "%5.1f %% of the screen recomposed  %9d bytes copied per frame  %d draw(_:) calls",
                         recomposedFraction * 100, bytesPerFrame, drawCalls)
        }
    }

    public static func run(width: Int = 1920, height: Int = 1080, frames: Int = 300) -> Figures {
        let display = HeadlessDisplayOutput(width: width, height: height, refreshRate: 1_000_000)
        let compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: 1)!  // a positive size and scale
        let scene = CompositionBenchmark.Scene(bounds: CGRect(x: 0, y: 0, width: width, height: height))
        let tiles = (0..<10).map { index in
            let tile = Tile(frame: CGRect(x: 80 + CGFloat(index % 5) * 360, y: 200 + CGFloat(index / 5) * 360,
                                          width: 160, height: 120))
            tile.title = "Tile \(index)"
            scene.window.addSubview(tile)
            return tile
        }
        let period = 1.0 / 60
        var time = 1000.0
        var damagedPixels = 0
        func frame() {
            AnimationClock.shared.beginFrame(timestamp: time - period, targetTimestamp: time, duration: period)
            time += period
            scene.window.layoutIfNeeded()
            scene.window.layer.displayTreeIfNeeded()
            let damage = compositor.compose([scene.window.layer])
            damagedPixels += damage.reduce(0) { $0 + $1.area }
            if !damage.isEmpty { display.present(compositor.screen, damage: damage) }
        }
        frame()
        let options: UIView.AnimationOptions = [.repeat, .autoreverse, .curveEaseInOut]
        for (index, tile) in tiles.enumerated() {
            UIView.animate(withDuration: 1.3, delay: 0, options: options, animations: {
                switch index % 3 {
                case 0: tile.center.x += 180
                case 1: tile.transform = CGAffineTransform(rotationAngle: .pi / 3).scaledBy(x: 1.2, y: 1.2)
                default: tile.alpha = 0.2
                }
            })
        }
        frame()
        damagedPixels = 0
        let drawsBefore = tiles.reduce(0) { $0 + $1.draws }
        let bytesBefore = display.bytesCopied
        var times: [Double] = []
        for _ in 0..<max(1, frames) {
            let start = HeadlessDisplayOutput.monotonicSeconds()
            frame()
            times.append(HeadlessDisplayOutput.monotonicSeconds() - start)
        }
        for tile in tiles { tile.layer.removeAllAnimations() }
        let count = max(1, frames)
        return Figures(frames: FrameTimes(times),
                       recomposedFraction: Double(damagedPixels) / Double(width * height * count),
                       bytesPerFrame: (display.bytesCopied - bytesBefore) / count,
                       drawCalls: tiles.reduce(0) { $0 + $1.draws } - drawsBefore)
    }

    /// A card drawn in `draw(_:)`: a rounded rectangle and a title.
    private final class Tile: UIView {
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        var title = "" { didSet { setNeedsDisplay() } }
        private(set) var draws = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
        }

        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1).setFill()
            UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 14).fill()
            title.draw(at: CGPoint(x: 16, y: 16), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 22),
                                                                   .foregroundColor: UIColor.white])
        }
    }
}
