// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKit
@testable import VitrineDemos

/// The animations demo's frozen moments show what the timing curves say they should.
@MainActor @Suite struct AnimationsDemoTests {
    @MainActor private final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        let demo = AnimationsDemo()
        let compositor = Compositor(pixelWidth: 1280, pixelHeight: 800, scale: 1)!

        init() {
            demo.build(in: window)
            window.isHidden = false
        }

        isolated deinit {
            window.isHidden = true
        }

        func compose(step: Int) {
            demo.show(step: step)
            AnimationClock.shared.beginFrame(timestamp: 9000, targetTimestamp: 9000 + Double(step), duration: 1.0 / 60)
            compositor.compose([window.layer])
        }

        /// The first column, right of the captions, whose pixel in `row` is `colour`.
        func leftEdge(inRow row: Int, of colour: UIColor) -> Int? {
            let pixel = colour.cgColor.premultipliedARGB32
            return (150..<1280).first { compositor.screen[$0, row] == pixel }
        }
    }

    @Test(arguments: [0, 1])
    func eachLaneShowsItsCurveAtTheFrozenMoment(step: Int) {
        let scene = Scene()
        scene.compose(step: step)
        let t = AnimationsDemo.frozenMoments[step] / AnimationsDemo.duration
        let lanes: [(CAMediaTimingFunction.Name, UIColor)] = [
            (.easeIn, .systemRed), (.easeOut, .systemOrange), (.easeInEaseOut, .systemGreen), (.linear, .systemBlue),
        ]
        let start = Double(scene.demo.laneStart), end = Double(scene.demo.laneEnd)
        for (index, (curve, colour)) in lanes.enumerated() {
            let expected = start + (end - start) * CAMediaTimingFunction(name: curve).value(at: t)
            let row = 50 + index * 60
            let edge = scene.leftEdge(inRow: row, of: colour)
            // The edge pixel is fully covered from ceil(expected) on.
            #expect(edge.map { abs(Double($0) - expected.rounded(.up)) <= 1 } ?? false,
                    "\(curve.rawValue) at \(t): left edge \(edge.map(String.init) ?? "none"), expected \(expected)")
        }
    }

    /// The pulsing box repeats a 0.8 s ease-in-out scale to 1.5 and fade to 0.35, and
    /// plays each repetition back: at 0.5 s it is 0.5/0.8 into the forward half; at 1.5 s
    /// it is 0.7 s into the first reverse half, so at (1.6 − 1.5)/0.8 of the curve.
    @Test(arguments: [(0, 0.5 / 0.8), (1, 0.1 / 0.8)])
    func thePulseRepeatsAndReverses(step: Int, curveTime: Double) {
        let scene = Scene()
        scene.compose(step: step)
        let progress = CAMediaTimingFunction(name: .easeInEaseOut).value(at: curveTime)
        let background = scene.compositor.screen[5, 795]
        // The box is 60 pt wide about x = 70, on row 410 (its centre).
        let covered = (0..<150).filter { scene.compositor.screen[$0, 410] != background }.count
        let width = 60 * (1 + 0.5 * progress)
        #expect(abs(Double(covered) - width) <= 2, "step \(step): \(covered) columns, expected \(width)")
        let alpha = 1 - 0.65 * progress
        let red = Double((scene.compositor.screen[70, 410] >> 16) & 0xFF)
        let expectedRed = 175 * alpha + Double((background >> 16) & 0xFF) * (1 - alpha)
        #expect(abs(red - expectedRed) <= 2, "step \(step): red \(red), expected \(expectedRed)")
    }

    /// The cross-dissolve shows the old look (teal) over the new (blue) at the opacity the
    /// ease-in-out curve leaves it: (1 − p)·teal + p·blue in each channel.
    @Test(arguments: [0, 1])
    func theCrossDissolveMixesOldAndNewLooks(step: Int) {
        let scene = Scene()
        scene.compose(step: step)
        let p = CAMediaTimingFunction(name: .easeInEaseOut).value(at: AnimationsDemo.frozenMoments[step] / AnimationsDemo.duration)
        let pixel = scene.compositor.screen[330, 380]  // inside the panel, clear of its caption
        let channels = [(pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF].map(Double.init)
        let teal = [48.0, 176, 199], blue = [0.0, 122, 255]
        for index in 0..<3 {
            let expected = (1 - p) * teal[index] + p * blue[index]
            #expect(abs(channels[index] - expected) <= 2, "step \(step), channel \(index): \(channels[index]), expected \(expected)")
        }
    }

    @Test func theFlippingCardIsTurnedAtBothMoments() {
        let scene = Scene()
        for step in [0, 1] {
            scene.compose(step: step)
            // The card is 120 wide at x 160…280; turned in depth it covers fewer columns.
            let covered = (150..<300).filter { x in
                let pixel = scene.compositor.screen[x, 380]
                return pixel != scene.compositor.screen[5, 795]
            }.count
            #expect(covered < 118 && covered > 40, "step \(step): \(covered) columns")
        }
    }

    /// The replicator spinner (60 points at (40, 580), twelve bars, a 1 s fade from 1 to
    /// 0.15 delayed a twelfth of a second per bar) at 0.5 s: the bottom bar, instance 6,
    /// is 6/12 s behind, at the fade's start (opacity 1, plain indigo); the top bar,
    /// instance 0, is halfway (opacity 1 − 0.85 × 0.5 = 0.575), lighter.
    @Test func theSpinnersFadeRunsRoundTheBars() {
        let scene = Scene()
        scene.compose(step: 0)
        let indigo = UIColor.systemIndigo.cgColor.premultipliedARGB32
        #expect(scene.compositor.screen[70, 630] == indigo, "bottom bar")
        #expect(scene.compositor.screen[70, 590] != indigo, "top bar")
    }
}

/// The Replay button, tapped through the touch path on a frozen step, starts the live run.
@MainActor @Suite struct AnimationsDemoReplayTests {
    @Test func replayStartsTheLiveRun() throws {
        let harness = DemoTouchHarness<AnimationsDemo>()
        let window = harness.window
        #expect(window.layer.speed == 0, "step 0 is frozen")
        let replay = try #require(harness.demo.replayButton)
        #expect(replay.accessibilityLabel == "Replay" && replay.accessibilityTraits == .button)
        harness.tap(at: replay.convert(CGPoint(x: replay.bounds.midX, y: replay.bounds.midY), to: window))
        harness.runFrames(for: 0.1)
        #expect(window.layer.speed == 1, "running live")
        #expect(window.layer.timeOffset == 0)
    }
}

/// The same moments on the virtual board's screen, pixel for pixel.
@Suite(
    "Animations on the virtual board", .serialized,
    .enabled(if: VirtualBoard.isEnabled, "VITRINE_SKIP_VM=1 skips the tests that boot QEMU")
)
struct AnimationsVMTests {
    @Test(.timeLimit(.minutes(10)))
    func frozenMomentsMatchTheHeadlessRendering() throws {
        try VirtualBoard.expectScreenMatchesHeadless(scene: "animations", steps: 2)
    }
}
