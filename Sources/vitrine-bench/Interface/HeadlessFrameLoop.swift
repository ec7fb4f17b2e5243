// Vitrine — Apache License 2.0
import Platform
import UIKit
import UIKitCore

/// The frame path the interface benchmarks time: a headless display, a compositor, and a
/// window composed onto it frame by frame (layout, display, compose, present the damage).
@MainActor
final class HeadlessFrameLoop {
    let display: HeadlessDisplayOutput
    private(set) var compositor: Compositor
    let window: UIWindow
    private let width: Int, height: Int
    private let threads: Int?
    /// The compositor's band height when set (`Compositor.bandHeight`), for tuning.
    var bandHeight: Int? { didSet { applyBandHeight() } }
    /// Seconds spent in `compose` by each frame since the last `measure` began.
    private(set) var composeTimes: [Double] = []

    /// Shows `window` and composes its first frame, so measurements start from a full screen.
    /// `threads`: the compositor's repaint threads; nil for one per allowed CPU.
    init(width: Int, height: Int, window: UIWindow, threads: Int? = nil) {
        display = HeadlessDisplayOutput(width: width, height: height, refreshRate: 1_000_000)
        compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: 1, threads: threads)!  // a positive size and scale
        self.window = window
        self.width = width
        self.height = height
        self.threads = threads
        frame()
    }

    /// Starts over with a new compositor, which has nothing cached (as at an app's first frame).
    func replaceCompositor() {
        compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: 1, threads: threads)!  // the size and scale init checked
        applyBandHeight()
    }

    private func applyBandHeight() {
        if let bandHeight { compositor.bandHeight = bandHeight }
    }

    /// Lays out, displays and composes the window; presents what changed.
    func frame() {
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        let start = HeadlessDisplayOutput.monotonicSeconds()
        let damage = compositor.compose([window.layer])
        composeTimes.append(HeadlessDisplayOutput.monotonicSeconds() - start)
        if !damage.isEmpty { display.present(compositor.screen, damage: damage) }
    }

    /// Times `frames` frames (at least one), each after `change(i)`, and the bytes they copy.
    func measure(_ name: String, frames: Int, change: (Int) -> Void) -> CompositionBenchmark.Figures {
        var times: [Double] = []
        let bytesBefore = display.bytesCopied
        composeTimes.removeAll()
        for i in 0..<max(1, frames) {
            change(i)
            let start = HeadlessDisplayOutput.monotonicSeconds()
            frame()
            times.append(HeadlessDisplayOutput.monotonicSeconds() - start)
        }
        return CompositionBenchmark.Figures(name: name, frames: FrameTimes(times),
                                            bytesPerFrame: (display.bytesCopied - bytesBefore) / max(1, frames))
    }
}
