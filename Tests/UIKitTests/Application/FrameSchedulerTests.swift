// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor @Suite struct FrameSchedulerTests {
    /// A visible window on a 320x200 fake display at scale 1, with one 20x20 subview.
    @MainActor private final class Fixture {
        let loop = ManualEventLoop(now: 10)
        let display: FakeDisplayOutput
        let scheduler: FrameScheduler
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

        init(refreshRate: Double = 50) {
            display = FakeDisplayOutput(refreshRate: refreshRate)
            let compositor = Compositor(pixelWidth: 320, pixelHeight: 200, scale: 1)!
            let window = self.window
            scheduler = FrameScheduler(display: display, compositor: compositor, loop: loop) { [window] }
            window.backgroundColor = .white
            box.backgroundColor = .red
            window.addSubview(box)
            window.isHidden = false
        }

        isolated deinit {
            window.isHidden = true
        }
    }

    @Test func changesInOneTurnBecomeOneFrame() {
        let f = Fixture()
        f.scheduler.setNeedsFrame()
        f.loop.runPending()
        #expect(f.display.presentedFrames == 1)
        f.display.completeFrame(at: 10)
        f.loop.advanceTime(by: 1)

        f.box.backgroundColor = .blue
        f.box.alpha = 0.5
        f.box.center.x += 1
        f.loop.advanceTime(by: 1)
        #expect(f.display.presentedFrames == 2)
    }

    @Test func nothingChangedMeansNoFrame() {
        let f = Fixture()
        f.scheduler.setNeedsFrame()
        f.loop.runPending()
        f.display.completeFrame(at: 10)
        f.loop.advanceTime(by: 5)
        #expect(f.display.presentedFrames == 1)
        // Asking for a frame when no pixel changed presents nothing either.
        f.scheduler.setNeedsFrame()
        f.loop.advanceTime(by: 1)
        #expect(f.display.presentedFrames == 1)
        #expect(f.loop.scheduledTimerCount == 0)
    }

    @Test func aSmallChangePresentsOnlyItsDamage() {
        let f = Fixture()
        f.scheduler.setNeedsFrame()
        f.loop.runPending()
        #expect(f.display.presentedDamage.last == [PixelRect(x: 0, y: 0, width: 320, height: 200)])
        f.display.completeFrame(at: 10)
        f.box.backgroundColor = .green
        f.loop.advanceTime(by: 1)
        #expect(f.display.presentedDamage.last == [PixelRect(x: 10, y: 10, width: 20, height: 20)])
        #expect(f.display.screen[15, 15] == 0xFF00_FF00)
    }

    /// A display that lost its picture (a VT switch, a display plugged back in) gets the
    /// whole screen again although no layer changed.
    @Test func aFullFramePresentsTheWholeScreenWithoutAnyChange() {
        let f = Fixture()
        f.scheduler.setNeedsFrame()
        f.loop.runPending()
        f.display.completeFrame(at: 10)
        f.loop.advanceTime(by: 1)
        #expect(f.display.presentedFrames == 1)
        f.scheduler.setNeedsFullFrame()
        f.loop.advanceTime(by: 1)
        #expect(f.display.presentedFrames == 2)
        #expect(f.display.presentedDamage.last == [PixelRect(x: 0, y: 0, width: 320, height: 200)])
        // Once only: the next change presents its own damage.
        f.display.completeFrame(at: 12)
        f.box.backgroundColor = .green
        f.loop.advanceTime(by: 1)
        #expect(f.display.presentedDamage.last == [PixelRect(x: 10, y: 10, width: 20, height: 20)])
    }

    @Test func changesWhileAFrameIsPendingWaitForItsCompletionAndOneRefreshPeriod() {
        let f = Fixture(refreshRate: 50)  // 20 ms period
        f.scheduler.setNeedsFrame()
        f.loop.runPending()
        #expect(f.display.presentedFrames == 1)

        f.box.backgroundColor = .blue
        f.loop.advanceTime(by: 0.5)
        #expect(f.display.presentedFrames == 1, "the display is still busy with the first frame")

        // The flip completes at t = 10.5 s; the next frame may start at 10.52 s, not before.
        f.display.completeFrame(at: f.loop.now)
        f.loop.advanceTime(by: 0.019)
        #expect(f.display.presentedFrames == 1)
        f.loop.advanceTime(by: 0.002)
        #expect(f.display.presentedFrames == 2)
        #expect(f.display.screen[15, 15] == 0xFF00_00FF)
    }

    @Test func observersHearOfEveryCompletedFrame() {
        let f = Fixture()
        var sequences: [UInt64] = []
        f.scheduler.addObserver { sequences.append($0.sequence) }
        f.scheduler.setNeedsFrame()
        f.loop.runPending()
        f.display.completeFrame(at: 10)
        f.box.isHidden = true
        f.loop.advanceTime(by: 1)
        f.display.completeFrame(at: 11)
        #expect(sequences == [1, 2])
    }
}

@MainActor @Suite struct FrameSchedulerLayoutTests {
    private final class CenteringView: UIView {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        override func layoutSubviews() {
            child.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }

    @Test func layoutRunsBeforeTheFrameIsComposed() {
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 100, height: 100)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scheduler = FrameScheduler(display: display, compositor: Compositor(pixelWidth: 100, pixelHeight: 100, scale: 1)!, loop: loop) { [window] }
        let view = CenteringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.child.backgroundColor = .red
        view.addSubview(view.child)
        window.addSubview(view)
        window.isHidden = false
        defer { window.isHidden = true }
        view.setNeedsLayout()
        scheduler.setNeedsFrame()
        loop.runPending()
        // The child was laid out at the centre (45…55) before composing; (0, 0) stays black.
        #expect(display.screen[50, 50] == 0xFFFF_0000)
        #expect(display.screen[2, 2] == 0xFF00_0000)
    }
}

extension FrameSchedulerTests {
    /// A view whose layout moves its child and whose drawing recolours its child: both
    /// happen inside the frame, which composes them; nothing is left for another frame.
    @MainActor private final class BusyView: UIView {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var draws = 0, layouts = 0
        /// When set, `draw(_:)` marks the view for layout once more (work for a later frame).
        var relayoutFromDraw = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            child.backgroundColor = .red
            addSubview(child)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func layoutSubviews() {
            layouts += 1
            child.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }

        override func draw(_ rect: CGRect) {
            draws += 1
            child.backgroundColor = draws % 2 == 0 ? .green : .blue
            if relayoutFromDraw {
                relayoutFromDraw = false
                setNeedsLayout()
            }
        }
    }

    @Test func layoutAndDrawingInsideAFrameAskForNoEmptyFrame() {
        let f = Fixture()
        let view = BusyView(frame: CGRect(x: 100, y: 50, width: 60, height: 60))
        f.window.addSubview(view)
        view.setNeedsLayout()
        f.scheduler.setNeedsFrame()
        f.loop.runPending()
        #expect(f.scheduler.composedFrames == 1)
        #expect(f.display.presentedFrames == 1)
        #expect(view.layouts == 1 && view.draws == 1)
        #expect(f.display.screen[130, 80] == 0xFF00_00FF)  // moved to the centre and recoloured
        f.display.completeFrame(at: 10)
        f.loop.advanceTime(by: 1)
        // The layout's move and the drawing's colour were in the first frame: none follows.
        #expect(f.scheduler.composedFrames == 1)
        #expect(f.loop.scheduledTimerCount == 0)
    }

    @Test func workADrawingLeavesForLayoutGetsOneMoreFrame() {
        let f = Fixture()
        let view = BusyView(frame: CGRect(x: 100, y: 50, width: 60, height: 60))
        view.relayoutFromDraw = true
        f.window.addSubview(view)
        view.setNeedsLayout()
        f.scheduler.setNeedsFrame()
        f.loop.runPending()
        f.display.completeFrame(at: 10)
        f.loop.advanceTime(by: 1)
        // The second frame runs the layout the drawing asked for, then nothing more.
        #expect(view.layouts == 2)
        #expect(f.scheduler.composedFrames == 2)
        f.display.completeFrame(at: 11)
        f.loop.advanceTime(by: 1)
        #expect(f.scheduler.composedFrames == 2)
    }
}
