// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// `setAnimationTransition(_:for:cache:)` in a begin/commit block plays the transition of
/// the option with the same name: on a 200x100 screen, a 100x100 red card at x 50 is
/// covered by a blue subview inside the transition, composed frame by frame both ways.
@MainActor @Suite struct LegacyTransitionTests {
    @MainActor private final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let card = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let compositor = Compositor(pixelWidth: 200, pixelHeight: 100, scale: 1)!

        init() {
            window.backgroundColor = .black
            card.backgroundColor = .red
            card.contentScaleFactor = 1
            cover.backgroundColor = .blue
            cover.isHidden = true
            card.addSubview(cover)
            window.addSubview(card)
            window.isHidden = false
        }

        isolated deinit {
            window.isHidden = true
        }

        /// The screen at each of `times` seconds after `start`.
        func frames(from start: Double, at times: [Double]) -> [[UInt32]] {
            times.map { t in
                showAnimationFrame(at: start + t)
                compositor.compose([window.layer])
                return (0..<100).flatMap { y in (0..<200).map { x in compositor.screen[x, y] } }
            }
        }
    }

    private let times = [0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.1]

    @Test func eachLegacyTransitionPlaysAsItsOption() {
        let pairs: [(UIView.AnimationTransition, UIView.AnimationOptions)] = [
            (.flipFromLeft, .transitionFlipFromLeft), (.flipFromRight, .transitionFlipFromRight),
            (.curlUp, .transitionCurlUp), (.curlDown, .transitionCurlDown),
        ]
        for (index, (transition, option)) in pairs.enumerated() {
            let start = 7000 + Double(index) * 100
            let modern = Scene()
            let modernLog = CompletionLog()
            UIView.transition(with: modern.card, duration: 1, options: option,
                              animations: { modern.cover.isHidden = false }, completion: modernLog.record)
            let expected = modern.frames(from: start, at: times)

            let legacy = Scene()
            UIView.beginAnimations("transition", context: nil)
            UIView.setAnimationDuration(1)  // the default curve, ease-in-out, is the options' default too
            UIView.setAnimationTransition(transition, for: legacy.card, cache: true)
            legacy.cover.isHidden = false
            UIView.commitAnimations()
            let played = legacy.frames(from: start + 50, at: times)

            #expect(played == expected, "\(transition)")
            #expect(expected[2] != expected[6], "\(transition): the transition shows something in between")
            #expect(modernLog.results == [true])
            #expect(legacy.card.layer.sublayers?.count == 1, "\(transition): only the cover's layer is left")
        }
    }

    @Test func noneAndTransitionsOutsideABlockChangeNothing() {
        let scene = Scene()
        UIView.setAnimationTransition(.flipFromLeft, for: scene.card, cache: false)  // no block: ignored
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationTransition(.none, for: scene.card, cache: false)
        scene.cover.isHidden = false
        UIView.commitAnimations()
        #expect(scene.card.layer.animationKeys() == nil || scene.card.layer.animationKeys()?.isEmpty == true)
        #expect(scene.card.layer.sublayers?.count == 1)
    }
}
