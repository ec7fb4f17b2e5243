// Vitrine — Apache License 2.0
import PlatformCore

/// Holds back a scroll view's content touches until it knows whether the finger scrolls:
/// `delaysContentTouches` and `touchesShouldBegin(_:with:in:)`.
///
/// It never recognizes a gesture of its own. It withholds `touchesBegan` from the
/// touched view (`delaysTouchesBegan`) for `delay` seconds; then, or when the finger
/// lifts sooner, it asks the scroll view's `touchesShouldBegin(_:with:in:)`: yes makes
/// it fail, which releases the withheld touches to the view; no makes it "recognize",
/// which takes them (`cancelsTouchesInView`), so the view never hears of them. If the
/// scroll view's pan begins first, the pan takes the touches and this one fails. It can
/// prevent no other recognizer. A finger that lands on a scroll view moving by itself
/// stops it and is taken too, so catching a glide does not tap the content.
@MainActor
final class ContentTouchDelayGestureRecognizer: UIGestureRecognizer {
    weak var scrollView: UIScrollView?

    /// How long content touches wait: 0.15 s. Apple documents a "short" delay; 150 ms
    /// is the figure iOS is widely measured to use.
    static let delay = 0.15

    private var timer: EventRegistration?
    private var lastEvent: UIEvent?

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let scrollView else { return }
        lastEvent = event
        if scrollView.stopMotionUnderFinger() {
            state = .ended
        } else if !scrollView.delaysContentTouches {
            decide()
        } else if timer == nil {
            timer = arena?.loop.schedule(after: Self.delay) { [weak self] in self?.decide() }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        if activeTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) { decide() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        lastEvent = nil
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Releases the touches to their views, or takes them when the scroll view refuses.
    private func decide() {
        timer?.cancel()
        timer = nil
        guard state == .possible, let scrollView else { return }
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in activeTouches {
            guard let view = touch.view, view !== scrollView else { continue }
            if let index = byView.firstIndex(where: { $0.0 === view }) {
                byView[index].1.insert(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        let refused = byView.contains { view, touches in !scrollView.touchesShouldBegin(touches, with: lastEvent, in: view) }
        state = refused ? .ended : .failed
    }
}
