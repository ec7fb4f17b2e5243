// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor @Suite struct UIActivityIndicatorViewTests {
    /// An indicator that counts `draw(_:)` calls: overriding it gives the view a backing
    /// store, so a spin that redrew per frame would show here.
    @MainActor final class CountingIndicator: UIActivityIndicatorView {
        var draws = 0
        override func draw(_ rect: CGRect) { draws += 1 }
    }

    /// A window on a fake 50 Hz display driven by the frame scheduler, as in AnimationFrameTests.
    @MainActor private final class Fixture {
        let loop = ManualEventLoop(now: 10)
        let display: FakeDisplayOutput
        let scheduler: FrameScheduler
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))

        init() {
            let loop = self.loop
            display = FakeDisplayOutput(width: 320, height: 200, refreshRate: 50, completesImmediately: true,
                                        clock: { MainActor.assumeIsolated { loop.now } })
            let window = self.window
            scheduler = FrameScheduler(display: display, compositor: Compositor(pixelWidth: 320, pixelHeight: 200, scale: 1)!,
                                       loop: loop) { [window] }
            window.backgroundColor = .white
            window.isHidden = false
            scheduler.setNeedsFrame()
            loop.runPending()
            loop.advanceTime(by: 1)
        }

        isolated deinit {
            window.isHidden = true
        }
    }

    @Test func theIntrinsicSizeIsTwentyPointsForMediumAndThirtySevenForLarge() {
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        // init(frame:) is medium whatever the frame.
        #expect(UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 50)).intrinsicContentSize
                == CGSize(width: 20, height: 20))
    }

    @available(*, deprecated)
    @Test func theDeprecatedStylesMapToMediumAndLargeWithTheirColours() {
        let whiteLarge = UIActivityIndicatorView(style: .whiteLarge)
        #expect(whiteLarge.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(whiteLarge.color == .white)
        #expect(UIActivityIndicatorView(style: .white).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .gray).color == .systemGray)
    }

    @Test func startAndStopChangeIsAnimatingAndHidingFollowsHidesWhenStopped() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.hidesWhenStopped)
        #expect(!indicator.isAnimating && indicator.isHidden)
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        #expect(indicator.spokesLayer.animation(forKey: UIActivityIndicatorView.spinKey) != nil)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden)
        #expect(indicator.spokesLayer.animation(forKey: UIActivityIndicatorView.spinKey) == nil)
        indicator.hidesWhenStopped = false
        indicator.isHidden = false
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden, "a stopped indicator stays visible when hidesWhenStopped is false")
    }

    @Test func spinningPresentsFramesButDrawsNoBackingStore() {
        let f = Fixture()
        let indicator = CountingIndicator(style: .large)
        indicator.color = .black
        indicator.frame.origin = CGPoint(x: 100, y: 50)
        f.window.addSubview(indicator)
        indicator.startAnimating()
        f.loop.advanceTime(by: 0.06)
        let drawsAfterFirstFrame = indicator.draws
        let framesBefore = f.display.presentedFrames
        // The top spoke's middle: x 100 + 18.5, y 50 + about 5.
        let top = f.display.screen[118, 55]
        f.loop.advanceTime(by: 0.125)
        let topAnEighthLater = f.display.screen[118, 55]
        f.loop.advanceTime(by: 1)
        // The spin steps eight times a second; frames where nothing moved show no damage.
        let frames = f.display.presentedFrames - framesBefore
        #expect(frames >= 8, "\(frames) frames: the spin asks for frames")
        #expect(indicator.draws == drawsAfterFirstFrame, "no draw(_:) per frame: the spokes are layers")
        #expect(drawsAfterFirstFrame <= 1)
        #expect(top != topAnEighthLater, "the bright spoke stepped on after an eighth of a second")
        indicator.stopAnimating()
    }
}
