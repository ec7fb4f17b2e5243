// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A scroll view in a 1000 × 1000 point window driven through the real touch path
/// (TouchHarness) and the frame clock: `wait` runs a frame every 1/60 s of the manual
/// clock the touches use — the animation clock's display links at the frame's time,
/// then layout and display (`draw(_:)`), as the frame scheduler does. Composition is left
/// to the tests that look at pixels (`compose()`): the curves are checked on the offsets.
/// The scroll view is 500 × 500 points at (250, 250); its content is 500 × 3000 points,
/// with a drawn view counting its `draw(_:)` calls.
@MainActor
final class ScrollHarness {
    let touches: TouchHarness
    let scrollView: UIScrollView
    let content: DrawCountingView
    let log = ScrollDelegateLog()
    let frames: FrameStepper
    static let period = FrameStepper.period
    private lazy var compositor = Compositor(pixelWidth: 1000, pixelHeight: 1000, scale: 1)!  // a positive size

    init(scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 250, y: 250, width: 500, height: 500)),
         contentSize: CGSize = CGSize(width: 500, height: 3000)) {
        touches = TouchHarness()
        frames = FrameStepper(touches: touches)
        self.scrollView = scrollView
        scrollView.contentSize = contentSize
        // At most 2000 × 3000 points of drawn content, whatever the scrollable size.
        content = DrawCountingView(frame: CGRect(x: 0, y: 0, width: min(contentSize.width, 2000), height: min(contentSize.height, 3000)))
        scrollView.addSubview(content)
        scrollView.delegate = log
        log.scrollView = scrollView
        touches.window.backgroundColor = .white
        touches.window.addSubview(scrollView)
        wait(0.1)
    }

    var now: Double { touches.loop.now }

    /// Moves the clock on by `seconds`, running a frame at every 1/60 s on the way.
    func wait(_ seconds: Double) { frames.wait(seconds) }

    /// The pixel at (x, y) of the window composed as it is now.
    func composedPixel(_ x: Int, _ y: Int) -> UInt32 {
        touches.window.layoutIfNeeded()
        touches.window.layer.displayTreeIfNeeded()
        _ = compositor.compose([touches.window.layer])
        return compositor.screen[x, y]
    }

    /// Whether the scroll view still asks for frames.
    var isRunningFrames: Bool { scrollView.frameClock != nil }

    /// A finger down at `from`, moving to `to` in `steps` steps 10 ms apart, resting
    /// `rest` seconds, then (if `lift`) lifting. Returns the time it lifted.
    @discardableResult
    func drag(from: CGPoint, to: CGPoint, steps: Int = 10, rest: Double = 0, lift: Bool = true) -> Double {
        var time = touches.drag(from: from, to: to, steps: steps, start: now + 0.001, lift: false)
        if rest > 0 {
            time += rest
            touches.send(.moved, to, at: time)
        }
        if lift {
            time += 0.01
            touches.send(.ended, to, at: time)
        }
        return time
    }

    /// Runs frames until the scroll view stops moving (at most `limit` seconds).
    func settle(limit: Double = 10) {
        let end = now + limit
        while now < end, scrollView.isDecelerating || scrollView.motion != nil || scrollView.frameClock != nil {
            wait(Self.period)
        }
    }
}

/// A view that fills itself and counts `draw(_:)` calls.
@MainActor
final class DrawCountingView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override init(frame: CGRect) { super.init(frame: frame) }
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 40))
    }
}

/// Records what a scroll view tells its delegate, with the offset and frame time of each
/// `scrollViewDidScroll` while it moves by itself.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    weak var scrollView: UIScrollView?
    var events: [String] = []
    /// (time since the motion started, offset) for each scroll during a motion.
    var motionSamples: [(t: Double, offset: CGPoint)] = []
    var dragOffsets: [CGPoint] = []
    var releaseVelocity: CGPoint?
    var releaseOffset: CGPoint?
    var offeredTarget: CGPoint?
    var retarget: ((CGPoint) -> CGPoint)?

    /// The events other than scrolling.
    var milestones: [String] { events.filter { $0 != "scroll" } }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("scroll")
        if let motion = scrollView.motion, let start = motion.startTime, let time = AnimationClock.shared.frameTime {
            motionSamples.append((time - start, scrollView.contentOffset))
        } else if scrollView.isDragging {
            dragOffsets.append(scrollView.contentOffset)
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        releaseVelocity = velocity
        releaseOffset = scrollView.contentOffset
        offeredTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}
