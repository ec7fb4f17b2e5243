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
