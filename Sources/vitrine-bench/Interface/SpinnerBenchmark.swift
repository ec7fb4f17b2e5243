// Vitrine — Apache License 2.0
import Platform
import UIKit
import UIKitCore

/// Measures frames of a large `UIActivityIndicatorView` spinning over the 1080p scene of
/// `CompositionBenchmark`, driven at 60 Hz through the animation clock as the page-flip
/// clock drives it: time per frame (goal ≤ 0.3 ms) and the `draw(_:)`-free proof, the
/// bytes copied per frame (only the spinner's square).
@MainActor
public enum SpinnerBenchmark {
    public static func run(width: Int = 1920, height: Int = 1080, frames: Int = 300) -> CompositionBenchmark.Figures {
        let display = HeadlessDisplayOutput(width: width, height: height, refreshRate: 1_000_000)
        let compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: 1)!  // a positive size and scale
        let scene = CompositionBenchmark.Scene(bounds: CGRect(x: 0, y: 0, width: width, height: height))
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 960, y: 540)
        scene.window.addSubview(spinner)
        spinner.startAnimating()
        let period = 1.0 / 60
        var time = 2000.0
        func frame() {
            AnimationClock.shared.beginFrame(timestamp: time - period, targetTimestamp: time, duration: period)
            time += period
            scene.window.layoutIfNeeded()
            scene.window.layer.displayTreeIfNeeded()
            let damage = compositor.compose([scene.window.layer])
            if !damage.isEmpty { display.present(compositor.screen, damage: damage) }
        }
        frame()
        frame()
        let bytesBefore = display.bytesCopied
        var times: [Double] = []
        for _ in 0..<max(1, frames) {
            let start = HeadlessDisplayOutput.monotonicSeconds()
            frame()
            times.append(HeadlessDisplayOutput.monotonicSeconds() - start)
        }
        spinner.stopAnimating()
        spinner.removeFromSuperview()
        return CompositionBenchmark.Figures(name: "large activity indicator", frames: FrameTimes(times),
                                            bytesPerFrame: (display.bytesCopied - bytesBefore) / max(1, frames))
    }
}
