// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import QuartzCore
@testable import UIKitCore

/// Animations driven by the frame scheduler on a fake display whose flips complete at
/// once, paced at 50 Hz by the scheduler.
@MainActor @Suite struct AnimationFrameTests {
    @MainActor final class DrawCounter: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
    }

    @MainActor private final class Fixture {
        let loop = ManualEventLoop(now: 10)
        let display: FakeDisplayOutput
        let scheduler: FrameScheduler
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let box = DrawCounter(frame: CGRect(x: 10, y: 10, width: 40, height: 40))

        init() {
            // Each fixture is a fresh app, but the animation clock serves the whole test
            // process: a display link another test's view left running (its window still
            // alive) would keep this scheduler asking for frames.
            for link in AnimationClock.shared.displayLinks { link.invalidate() }
            let loop = self.loop
            display = FakeDisplayOutput(width: 320, height: 200, refreshRate: 50, completesImmediately: true,
                                        clock: { MainActor.assumeIsolated { loop.now } })
            let window = self.window
            scheduler = FrameScheduler(display: display, compositor: Compositor(pixelWidth: 320, pixelHeight: 200, scale: 1)!,
                                       loop: loop) { [window] }
            window.backgroundColor = .white
            window.addSubview(box)
            window.isHidden = false
            scheduler.setNeedsFrame()
            loop.runPending()
            loop.advanceTime(by: 1)
        }

        isolated deinit {
            window.isHidden = true
        }
    }

    @Test func anAnimationPresentsAFramePerRefreshUntilItEndsThenNone() {
        let f = Fixture()
        let framesBefore = f.display.presentedFrames, drawsBefore = f.box.draws
        let log = CompletionLog()
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            f.box.center.x += 100
            f.box.alpha = 0.5
        }, completion: log.record)
        f.loop.advanceTime(by: 2)
        let frames = f.display.presentedFrames - framesBefore
        // 0.5 s at 50 Hz is 25 frame periods: one frame each, plus the first and the last.
        #expect((25...27).contains(frames), "\(frames) frames")
        #expect(f.box.draws == drawsBefore, "moving and fading a drawn view reuses its backing store")
        #expect(log.results == [true])
        #expect(f.loop.scheduledTimerCount == 0, "an idle app schedules nothing once its animations end")
        // Each frame repaints only where the box was and is: never the whole screen.
        for damage in f.display.presentedDamage.suffix(frames) {
            #expect(damage.reduce(0) { $0 + $1.width * $1.height } <= 2 * 44 * 44)
        }
        // The end state: red at half opacity over white.
        #expect(f.display.screen[130, 30] == 0xFFFF_7F7F || f.display.screen[130, 30] == 0xFFFF_8080)
        #expect(f.display.screen[30, 30] == 0xFFFF_FFFF)
    }

    /// A view that is in no window the scheduler composes (taken out of it, or never put
    /// in) shows nothing, so its endless animation asks this display for no frames; the
    /// window's own animation still gets one per refresh.
    @Test func anAnimationOutsideTheComposedWindowsAsksForNoFrames() {
        let f = Fixture()
        let offscreen = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
            offscreen.alpha = 0.2
        })
        defer { offscreen.layer.removeAllAnimations() }
        f.loop.advanceTime(by: 1)
        #expect(f.loop.scheduledTimerCount == 0, "an animation in no composed tree schedules no frames")
        let framesBefore = f.display.presentedFrames
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { f.box.center.x += 50 })
        f.loop.advanceTime(by: 2)
        let frames = f.display.presentedFrames - framesBefore
        #expect((25...27).contains(frames), "the box's 0.5 s at 50 Hz: \(frames) frames")
        #expect(f.loop.scheduledTimerCount == 0, "and none once the box's animation ends")
    }

    @Test func halfwayTheScreenShowsTheHalfwayPosition() {
        let f = Fixture()
        let start = f.loop.now
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { f.box.center.x += 200 })
        // Run to just past the middle: the frame shown nearest 0.5 s has the box near x = 110.
        f.loop.advanceTime(by: 0.5)
        let shownAt = f.loop.now - start
        let left = (0..<320).first { f.display.screen[$0, 30] != 0xFFFF_FFFF } ?? -1
        // The frame composed last was for the target time one period ahead at most.
        let expectedLeft = 10 + 200 * shownAt
        #expect(abs(Double(left) - expectedLeft) <= 200 * 0.04 + 1, "left edge \(left), expected about \(expectedLeft)")
        f.box.layer.removeAllAnimations()
    }
    /// Core Animation's implicit animations reach layers an app adds (0.25 s once they have
    /// been on screen); a view's own layer changes at once outside animation blocks.
    @Test func aSublayerAnimatesImplicitlyAndTheViewsOwnLayerDoesNot() {
        let f = Fixture()
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.blue.cgColor
        f.box.layer.addSublayer(dot)
        #expect(dot.animationKeys() == nil, "set up before it was shown")
        f.loop.advanceTime(by: 0.1)
        dot.opacity = 0
        f.box.alpha = 0.5
        f.box.center.x += 20
        #expect(dot.animationKeys() == ["opacity"])
        #expect(f.box.layer.animationKeys() == nil)
        f.loop.advanceTime(by: 0.1)
        #expect(dot.animationKeys() == ["opacity"], "still fading after 0.1 s")
        f.loop.advanceTime(by: 0.3)
        #expect(dot.animationKeys() == nil, "ended after 0.25 s")
    }

    /// A view that overrides `action(for:forKey:)` animates its own layer's changes outside
    /// animation blocks, as on iOS.
    @Test func aViewOverridingItsLayersActionsIsAsked() {
        final class FadingView: UIView {
            override func action(for layer: CALayer, forKey event: String) -> CAAction? {
                guard event == "opacity" else { return super.action(for: layer, forKey: event) }
                let fade = CABasicAnimation(keyPath: event)
                fade.duration = 1
                return fade
            }
        }
        let f = Fixture()
        let view = FadingView(frame: CGRect(x: 100, y: 10, width: 20, height: 20))
        f.window.addSubview(view)
        view.alpha = 0.3
        view.center.x += 10
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect((view.layer.animation(forKey: "opacity") as? CABasicAnimation)?.duration == 1)
        view.removeFromSuperview()
    }
}
