// Vitrine — Apache License 2.0
import UIKit
import UIKitCore

/// Measures the frame path on the headless display: a 1080p scene of about 100 views
/// (backgrounds, 20 text labels drawn in `draw(_:)`, 10 images, 5 transformed views)
/// composed from scratch, and after small changes (one 100×100 view changes colour; one
/// label's text changes), with the bytes copied to the display per frame.
@MainActor
public enum CompositionBenchmark {
    public struct Figures: Sendable, CustomStringConvertible {
        public var name: String
        public var frames: FrameTimes
        public var bytesPerFrame: Int

        public init(name: String, frames: FrameTimes, bytesPerFrame: Int) {
            self.name = name
            self.frames = frames
            self.bytesPerFrame = bytesPerFrame
        }

        public var description: String {
            name.padding(toLength: 30, withPad: " ", startingAt: 0)
                + "\(frames)  " + String(format: "%9d bytes copied per frame", bytesPerFrame)
        }
    }

    /// Runs each case `frames` times; returns full frame, colour change, text change.
    /// `threads`: the compositor's repaint threads; nil for one per allowed CPU.
    public static func run(width: Int = 1920, height: Int = 1080, frames: Int = 100, threads: Int? = nil,
                           bandHeight: Int? = nil) -> [Figures] {
        let scene = Scene(bounds: CGRect(x: 0, y: 0, width: width, height: height))
        let loop = HeadlessFrameLoop(width: width, height: height, window: scene.window, threads: threads)
        loop.bandHeight = bandHeight
        func measure(_ name: String, change: (Int) -> Void) -> Figures {
            loop.measure(name, frames: frames, change: change)
        }
        return [
            measure("full frame (all damaged)") { _ in loop.compositor.invalidateAll() },
            measure("one 100x100 view recoloured") { i in
                scene.swatch.backgroundColor = i % 2 == 0 ? .orange : .purple
            },
            measure("one label's text changed") { i in scene.labels[3].text = "changed \(i)" },
        ]
    }

    /// The full frame composed on one thread and on `threads`, with the time of `compose`
    /// alone, of its repaint (the part bands share out; flattening and damage stay on the
    /// calling thread) and of the whole frame (layout, display, compose, present); beside
    /// them two ceilings: the one memory sets (filling the frame's pixels in the same
    /// bands) and the one the CPUs set (arithmetic in registers, `ComputeCeiling`).
    public struct ThreadComparison: Sendable, CustomStringConvertible {
        public typealias Times = (compose: FrameTimes, repaint: FrameTimes, frame: FrameTimes, fill: FrameTimes,
                                  compute: FrameTimes)
        public var threads: Int
        public var oneThread: Times
        public var manyThreads: Times
        /// On `threads` threads: how long after the bands were posted a helper took one
        /// (frames where none did are left out), and how long the calling thread then waited
        /// for the helpers' last bands.
        public var helperJoinDelay: FrameTimes
        public var finalWait: FrameTimes
        /// How many of the frames on `threads` threads a helper took part in.
        public var framesHelped: Int

        /// How many times faster each is on `threads` threads than on one, by medians.
        public var composeSpeedup: Double { oneThread.compose.median / max(manyThreads.compose.median, 1e-12) }
        public var repaintSpeedup: Double { oneThread.repaint.median / max(manyThreads.repaint.median, 1e-12) }
        public var frameSpeedup: Double { oneThread.frame.median / max(manyThreads.frame.median, 1e-12) }
        public var fillSpeedup: Double { oneThread.fill.median / max(manyThreads.fill.median, 1e-12) }
        public var computeSpeedup: Double { oneThread.compute.median / max(manyThreads.compute.median, 1e-12) }

        public var description: String {
            func line(_ name: String, _ times: Times) -> String {
                name.padding(toLength: 30, withPad: " ", startingAt: 0)
                    + "compose \(times.compose)   repaint \(times.repaint)   whole frame \(times.frame)"
            }
            func ceilings(_ name: String, _ times: Times) -> String {
                name.padding(toLength: 30, withPad: " ", startingAt: 0) + "filled \(times.fill)   computed \(times.compute)"
            }
            // The part of `compose` that stays on the calling thread: flattening, damage, setup.
            func serial(_ times: Times) -> String {
                String(format: "%.3f ms", (times.compose.median - times.repaint.median) * 1000)
            }
            let frames = oneThread.compose.count
            return [
                line("full frame, 1 thread", oneThread),
                line("full frame, \(threads) thread\(threads == 1 ? "" : "s")", manyThreads),
                ceilings("ceilings, 1 thread", oneThread),
                ceilings("ceilings, \(threads) thread\(threads == 1 ? "" : "s")", manyThreads),
                String(format: "full frame on %d threads: compose %.2fx as fast as on 1, repaint %.2fx, whole frame %.2fx; "
                       + "filling the frame (the memory ceiling) %.2fx, arithmetic in registers (the compute ceiling) %.2fx",
                       threads, composeSpeedup, repaintSpeedup, frameSpeedup, fillSpeedup, computeSpeedup),
                "compose outside the repaint (medians): 1 thread \(serial(oneThread)), \(threads) threads \(serial(manyThreads))",
                "on \(threads) threads a helper joined \(framesHelped) of \(frames) frames, after \(helperJoinDelay); "
                    + "then the calling thread waited for the last bands \(finalWait)",
            ].joined(separator: "\n")
        }
    }

    /// Times full frames on a one-thread compositor and a `threads`-thread one, frame by
    /// frame in turn (which goes first alternates), so that both meet the same load; and
    /// in the same turns, a fill of a frame-sized bitmap cut into the compositor's bands and
    /// the compute ceiling's job.
    public static func compareThreads(_ threads: Int, width: Int = 1920, height: Int = 1080, frames: Int = 100,
                                      bandHeight: Int? = nil) -> ThreadComparison {
        let scene = Scene(bounds: CGRect(x: 0, y: 0, width: width, height: height))
        let loops = [HeadlessFrameLoop(width: width, height: height, window: scene.window, threads: 1),
                     HeadlessFrameLoop(width: width, height: height, window: scene.window, threads: threads)]
        for loop in loops { loop.bandHeight = bandHeight }
        let fillTarget = FillTarget(Bitmap(width: width, height: height)!)  // the size the loops were made with
        let bands = Compositor.bands(of: [fillTarget.bitmap.bounds], height: loops[1].compositor.bandHeight, minimumArea: 0)
        var compose: [[Double]] = [[], []], repaint: [[Double]] = [[], []], frame: [[Double]] = [[], []]
        var fill: [[Double]] = [[], []], compute: [[Double]] = [[], []]
        let arithmetic = ComputeCeiling()
        var joinDelays: [Double] = [], finalWaits: [Double] = []
        for i in 0..<max(1, frames) {
            for k in (i % 2 == 0 ? [0, 1] : [1, 0]) {
                let figures = loops[k].measure("", frames: 1) { _ in loops[k].compositor.invalidateAll() }
                frame[k].append(figures.frames.median)
                compose[k].append(loops[k].composeTimes[0])
                repaint[k].append(loops[k].compositor.lastRepaintDuration)
                if k == 1, threads > 1 {
                    let timings = RepaintWorkers.shared.lastJobTimings
                    if let delay = timings.helperJoinDelay { joinDelays.append(delay) }
                    finalWaits.append(timings.finalWait)
                }
                let pixel = UInt32(truncatingIfNeeded: 0xFF00_0000 | i)
                let start = CACurrentMediaTime()
                RepaintWorkers.shared.run(taskCount: bands.count, participants: k == 0 ? 1 : threads) { task, _ in
                    fillTarget.bitmap.fill(bands[task], with: pixel)
                }
                fill[k].append(CACurrentMediaTime() - start)
                compute[k].append(arithmetic.run(participants: k == 0 ? 1 : threads, seed: UInt32(truncatingIfNeeded: i)))
            }
        }
        func times(_ k: Int) -> ThreadComparison.Times {
            (FrameTimes(compose[k]), FrameTimes(repaint[k]), FrameTimes(frame[k]), FrameTimes(fill[k]), FrameTimes(compute[k]))
        }
        return ThreadComparison(threads: threads, oneThread: times(0), manyThreads: times(1),
                                helperJoinDelay: FrameTimes(joinDelays), finalWait: FrameTimes(finalWaits),
                                framesHelped: joinDelays.count)
    }

    /// A bitmap the fill ceiling writes from several threads, each in its own band.
    private struct FillTarget: @unchecked Sendable {
        // @unchecked: the bands of one run are disjoint, so no pixel is written twice.
        let bitmap: Bitmap
        init(_ bitmap: Bitmap) { self.bitmap = bitmap }
    }

    /// A text line drawn in `draw(_:)`, as an app's label would be.
    final class TextLine: UIView {
        var text = "" { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            text.draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.black])
        }
    }

    /// The scene: 64 translucent panels, a swatch, 20 labels, 10 images, 5 turned cards.
    @MainActor
    final class Scene {
        let window: UIWindow
        let swatch: UIView
        var labels: [TextLine] = []

        init(bounds: CGRect) {
            window = UIWindow(frame: bounds)
            window.backgroundColor = UIColor(white: 0.95, alpha: 1)
            // 64 panels in an 8x8 grid.
            for i in 0..<64 {
                let panel = UIView(frame: CGRect(x: 20 + CGFloat(i % 8) * 235, y: 20 + CGFloat(i / 8) * 130, width: 220, height: 120))
                panel.backgroundColor = UIColor(red: CGFloat(i % 8) / 8, green: 0.5, blue: CGFloat(i / 8) / 8, alpha: 0.9)
                window.addSubview(panel)
            }
            swatch = UIView(frame: CGRect(x: 900, y: 500, width: 100, height: 100))
            swatch.backgroundColor = .orange
            window.addSubview(swatch)
            for i in 0..<20 {
                let label = TextLine(frame: CGRect(x: 30 + CGFloat(i % 4) * 470, y: 30 + CGFloat(i / 4) * 200, width: 200, height: 30))
                label.backgroundColor = .white
                label.text = "Label number \(i)"
                window.addSubview(label)
                labels.append(label)
            }
            let image = UIGraphicsImageRenderer(size: CGSize(width: 96, height: 96)).image { context in
                UIColor.blue.setFill()
                UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 80, height: 80)).fill()
            }
            for i in 0..<10 {
                let view = UIView(frame: CGRect(x: 60 + CGFloat(i) * 180, y: 880, width: 96, height: 96))
                view.layer.contents = image.cgImage
                window.addSubview(view)
            }
            for i in 0..<5 {
                let card = UIView(frame: CGRect(x: 200 + CGFloat(i) * 320, y: 700, width: 160, height: 100))
                card.backgroundColor = UIColor(red: 0.9, green: 0.7, blue: 0.2, alpha: 0.8)
                card.transform = CGAffineTransform(rotationAngle: CGFloat(i + 1) * 0.1)
                window.addSubview(card)
            }
            window.isHidden = false
        }
    }
}
